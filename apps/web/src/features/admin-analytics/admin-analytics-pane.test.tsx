import type { AnalyticsReport } from '@ctp/domain/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { deferred } from '@/test/fetch-mock';
import { apiError, json, makeUser, stubApi, type Call } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { AdminAnalyticsPane } from './admin-analytics-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = makeUser({ role: 'admin', email: 'admin@example.com' });
const kpi = (value: number, previous: number, change: number | null) => ({ value, previous, change });
const commodity = (name: string, symbol: string, category: string, trades = 0, volume = 0, averagePrice: number | null = null, share = 0) => ({
  id: `${symbol}-id`,
  name,
  symbol,
  category,
  trades,
  volume,
  averagePrice,
  share,
});

function makeReport(overrides: Partial<AnalyticsReport> = {}): AnalyticsReport {
  return {
    period: { key: '30d', label: 'Last 30 days', bucket: 'day', start: '2026-10-24T00:00:00.000Z', end: '2026-11-22T10:00:00.000Z', previousStart: '2026-09-24T00:00:00.000Z' },
    kpis: {
      newUsers: kpi(1, 1, 0),
      tradesCreated: kpi(4, 2, 100),
      tradesCompleted: kpi(2, 2, 0),
      tradedVolume: kpi(600_000, 205_000, 192.7),
      averageTradeSize: kpi(600_000, 205_000, 192.7),
      successRate: kpi(50, 100, -50),
    },
    trend: [
      { start: '2026-11-21', label: 'Nov 21', volume: 0, trades: 0, completed: 0 },
      { start: '2026-11-22', label: 'Nov 22', volume: 600_000, trades: 4, completed: 2 },
    ],
    byCategory: [
      { category: 'gold', trades: 2, volume: 0 },
      { category: 'fuel', trades: 2, volume: 600_000 },
    ],
    byStatus: [
      { status: 'pending', trades: 1 },
      { status: 'completed', trades: 2 },
      { status: 'rejected', trades: 1 },
    ],
    regions: [
      { location: 'Rotterdam', trades: 2, value: 1_250_000, share: 50 },
      { location: 'Zurich', trades: 1, value: 102_500, share: 25 },
    ],
    performance: { averageHoursToMatch: 4, averageHoursToComplete: 60, approvalRate: 67, reviewed: 3 },
    commodities: [
      commodity('Gold', 'XAU', 'gold', 2),
      commodity('EN590', 'EN590', 'fuel', 2, 600_000, 600, 100),
      commodity('Crude Oil', 'CRUDE', 'fuel'),
    ],
    ...overrides,
  };
}

const renderAnalytics = (url = '/portal-admin/analytics') => renderAt(<AdminAnalyticsPane />, { path: '/portal-admin/*', url });
const reportFor = (call: Call) => json(200, makeReport({ period: { ...makeReport().period, key: call.query.get('period') as AnalyticsReport['period']['key'] } }));

describe('analytics', () => {
  it('loads the last 30 days by default: KPI cards with their changes, charts, regions, performance and the commodity table', { timeout: 30_000 }, async () => {
    const answer = deferred<Response>();
    const { callsTo } = stubApi({ 'GET /admin/analytics': () => answer.promise }, admin);
    renderAnalytics();
    expect(await screen.findByRole('status', { name: 'Loading analytics...' })).toBeInTheDocument();
    answer.resolve(json(200, makeReport()));

    const kpis = await screen.findByRole('list', { name: 'Key figures' });
    expect(within(kpis).getAllByRole('listitem').map((card) => card.textContent)).toEqual([
      'New Users10.00% vs previous period',
      'Trades Created4+100.00% vs previous period',
      'Trades Completed20.00% vs previous period',
      'Traded Volume$600,000+192.70% vs previous period',
      'Average Trade Size$600,000+192.70% vs previous period',
      'Success Rate50%-50.00% vs previous period',
    ]);
    expect(within(kpis).getByText('-50.00%')).toHaveClass('text-red-400');
    expect(Object.fromEntries(callsTo('GET /admin/analytics')[0]!.query)).toEqual({ period: '30d' });
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

    // recharts arrives with the first chart (a lazy chunk, slow to transform the first time), not with the pane.
    const trend = screen.getByRole('figure', { name: 'Executed volume and new trades per day' });
    await waitFor(() => expect(trend.querySelector('.recharts-responsive-container')).not.toBeNull(), { timeout: 15_000 });
    expect(screen.getByRole('figure', { name: 'Trades by status' })).toBeInTheDocument();

    const regions = screen.getByRole('list', { name: 'Regional distribution' });
    expect(within(regions).getAllByRole('listitem').map((r) => r.textContent)).toEqual(['Rotterdam2 trades · $1,250,000 · 50%', 'Zurich1 trade · $102,500 · 25%']);
    expect(screen.getByText('4 h')).toBeInTheDocument();
    expect(screen.getByText('2.5 days')).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Commodity Performance' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Gold XAUGold2$0—0%', 'EN590 EN590Fuel2$600,000$600.00100%', 'Crude Oil CRUDEFuel0$0—0%']);
  });

  it('keeps the period in the URL: 1y from a link, Last 3 months chosen asks for 90d', async () => {
    const { callsTo } = stubApi({ 'GET /admin/analytics': reportFor }, admin);
    const { router } = renderAnalytics('/portal-admin/analytics?period=1y');
    await screen.findByRole('list', { name: 'Key figures' });
    expect(callsTo('GET /admin/analytics')[0]!.query.get('period')).toBe('1y');
    expect(screen.getByRole('button', { name: 'Last year' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Last 3 months' }));
    await waitFor(() => expect(callsTo('GET /admin/analytics').at(-1)!.query.get('period')).toBe('90d'));
    expect(new URLSearchParams(router.state.location.search).get('period')).toBe('90d');
    expect(screen.getByRole('button', { name: 'Last 3 months' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads an unknown period in the URL as the last 30 days', async () => {
    const { callsTo } = stubApi({ 'GET /admin/analytics': reportFor }, admin);
    renderAnalytics('/portal-admin/analytics?period=forever');
    await screen.findByRole('list', { name: 'Key figures' });
    expect(callsTo('GET /admin/analytics')[0]!.query.get('period')).toBe('30d');
  });

  it('downloads the report of the chosen period with Export Report, and says so when it fails', async () => {
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let exports = 0;
    const { callsTo } = stubApi(
      {
        'GET /admin/analytics': reportFor,
        'GET /admin/analytics/export': () =>
          ++exports === 1 ? new Response('Report,Period\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }) : apiError(500, 'Internal Server Error'),
      },
      admin,
    );
    renderAnalytics('/portal-admin/analytics?period=7d');
    await screen.findByRole('list', { name: 'Key figures' });
    await userEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob)));
    expect(callsTo('GET /admin/analytics/export')[0]!.query.get('period')).toBe('7d');

    await userEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error');
  });

  it('shows an empty state when nothing happened in the period', async () => {
    const quiet = makeReport({
      kpis: {
        newUsers: kpi(0, 0, null),
        tradesCreated: kpi(0, 0, null),
        tradesCompleted: kpi(0, 0, null),
        tradedVolume: kpi(0, 0, null),
        averageTradeSize: kpi(0, 0, null),
        successRate: kpi(0, 0, null),
      },
      regions: [],
      performance: { averageHoursToMatch: null, averageHoursToComplete: null, approvalRate: null, reviewed: 0 },
    });
    stubApi({ 'GET /admin/analytics': () => json(200, quiet) }, admin);
    renderAnalytics();
    expect(await screen.findAllByText('No trades in this period')).toHaveLength(2);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getAllByText('No earlier data vs previous period')).toHaveLength(6);
    expect(screen.getAllByText('No data')).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'Commodity Performance' })).toBeInTheDocument();
  });

  it("says 'Failed to load analytics' with Retry, and Retry loads it", async () => {
    let attempts = 0;
    stubApi({ 'GET /admin/analytics': () => (++attempts === 1 ? apiError(500, 'Internal Server Error') : json(200, makeReport())) }, admin);
    renderAnalytics();
    expect(await screen.findByText('Failed to load analytics')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Key figures' })).toBeInTheDocument();
  });
});
