import { FORECAST_TEXTS, PORTAL_INQUIRY_TEXTS, type MarketAlert, type MarketForecasts, type PortalInquiry } from '@ctp/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, json, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { allPrices } from '@/test/quotes';
import { MarketIntelligencePane } from './market-intelligence-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

function renderPane() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MarketIntelligencePane />
    </QueryClientProvider>,
  );
}

const METHOD = {
  id: 'log-drift',
  name: 'Random walk with drift',
  description: 'The last close carried forward at the average daily change.',
  window: 30,
  intervalLevel: 95,
  confidenceBandPercent: 1.5,
};

function forecasts(overrides: Partial<MarketForecasts> = {}): MarketForecasts {
  return {
    generatedAt: '2026-03-11T15:00:00.000Z',
    horizonDays: 3,
    method: METHOD,
    forecasts: [
      {
        symbol: 'XAU',
        name: 'Gold',
        currency: 'USD',
        unit: 'per troy ounce',
        lastClose: 2043.5,
        lastDay: '2026-03-11',
        closesUsed: 30,
        fromDay: '2026-01-29',
        trendPercentPerDay: 0.12,
        volatilityPercent: 0.85,
        direction: 'up',
        days: [
          { day: '2026-03-12', horizon: 1, price: 2045.95, low: 2010.1, high: 2082.4, confidence: 88 },
          { day: '2026-03-13', horizon: 2, price: 2048.4, low: 1998.7, high: 2099.3, confidence: 71 },
          { day: '2026-03-16', horizon: 3, price: 2050.86, low: 1990.2, high: 2113.5, confidence: 61 },
        ],
        source: 'simulated',
        stale: false,
      },
    ],
    unavailable: [
      { symbol: 'BRENT', reason: FORECAST_TEXTS.noHistoryFor('Crude Oil (Brent)') },
      { symbol: 'DXY', reason: FORECAST_TEXTS.tooFewCloses('USD Index', 4) },
    ],
    reason: null,
    ...overrides,
  };
}

function alert(overrides: Partial<MarketAlert> = {}): MarketAlert {
  return {
    id: 'a-1',
    title: 'Strait of Hormuz: war-risk premiums jump',
    summary: 'War-risk cover for tankers rose after a vessel was detained.',
    region: 'Middle East',
    impact: 'High',
    commodities: ['Crude Oil', 'EN590'],
    publishedAt: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
    example: false,
    ...overrides,
  };
}

const ALERTS = [
  alert(),
  alert({ id: 'a-2', title: 'OPEC+ expected to extend cuts', impact: 'Medium', region: 'Global', commodities: ['Crude Oil'] }),
  alert({ id: 'a-3', title: 'Swiss refinery maintenance', impact: 'Low', region: 'Europe', commodities: ['Gold'] }),
];

/** The caller's plan (issue 18): Enterprise sees the forecasts; enterprise-plan.test.tsx covers Basic. */
const ENTERPRISE_PLAN = { package: 'enterprise', grantedTo: 'Gulf Bullion Buyers LLC', grantedAt: '2026-03-01T09:00:00.000Z', apiTokens: true, awaitingCompany: null };
const BASIC_PLAN = { package: 'basic', grantedTo: null, grantedAt: null, apiTokens: false, awaitingCompany: null };

function server(routes: Record<string, RouteHandler> = {}, mine: PortalInquiry[] = []) {
  return stubFetch({
    'GET /api/v1/users/me/package': () => json(200, ENTERPRISE_PLAN),
    'GET /price-api/prices/all': () => json(200, allPrices()),
    'GET /api/v1/market/forecasts': () => json(200, forecasts()),
    'GET /api/v1/market/alerts': () => json(200, { alerts: ALERTS, total: ALERTS.length, page: 1, totalPages: 1 }),
    'GET /api/v1/inquiries/mine': () => json(200, { inquiries: mine, total: mine.length, page: 1, totalPages: mine.length ? 1 : 0 }),
    ...routes,
  });
}

describe('Market Intelligence tab', () => {
  it('shows the live price cards and the history chart from the price service', async () => {
    server();
    renderPane();
    expect(await screen.findByText('$2,400.50')).toBeInTheDocument();
    expect(screen.getByText('$75.20')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Instrument' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gold', pressed: true })).toBeInTheDocument();
  });

  it("shows the server's 3-day forecasts with range and confidence, and why a symbol has none", async () => {
    server();
    renderPane();
    const region = within(await screen.findByRole('region', { name: '3-Day Forecasts' }));
    const gold = within(await region.findByRole('article', { name: 'Gold' }));
    expect(gold.getByText('$2,043.50')).toBeInTheDocument();
    expect(gold.getByText('+0.12%/day')).toBeInTheDocument();
    const rows = gold.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual(['Thu, Mar 12', 'Fri, Mar 13', 'Mon, Mar 16']);
    expect(within(rows[0]!).getByText('$2,045.95')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$2,010.10 – $2,082.40')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('88%')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('61%')).toBeInTheDocument();
    expect(gold.getByText('Simulated prices')).toBeInTheDocument();
    expect(gold.getByText('Up')).toBeInTheDocument();

    expect(screen.getByText(FORECAST_TEXTS.noHistoryFor('Crude Oil (Brent)'))).toBeInTheDocument();
    expect(screen.getByText(FORECAST_TEXTS.tooFewCloses('USD Index', 4))).toBeInTheDocument();
    expect(screen.getByText(/Random walk with drift\./)).toBeInTheDocument();
  });

  it('shows the reason, and no numbers, when the server has no history to forecast from', async () => {
    server({
      'GET /api/v1/market/forecasts': () =>
        json(200, forecasts({ forecasts: [], reason: FORECAST_TEXTS.noHistory, unavailable: [{ symbol: 'XAU', reason: FORECAST_TEXTS.noHistoryFor('Gold') }] })),
    });
    renderPane();
    expect(await screen.findByText('No forecasts yet')).toBeInTheDocument();
    expect(screen.getByText(FORECAST_TEXTS.noHistory)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'Failed to load forecasts' with Retry when the call fails", async () => {
    server({ 'GET /api/v1/market/forecasts': () => apiError(500, '') });
    renderPane();
    expect(await screen.findByText(FORECAST_TEXTS.loadFailed)).toBeInTheDocument();
  });

  it('lists geopolitical alerts with their impact, and asks the server for one impact level', async () => {
    const { fetchMock } = server();
    renderPane();
    const alerts = within(await screen.findByRole('region', { name: 'Geopolitical Alerts' }));
    const item = within(await alerts.findByRole('article', { name: 'Strait of Hormuz: war-risk premiums jump' }));
    expect(item.getByText('High impact')).toBeInTheDocument();
    expect(item.getByText('Middle East')).toBeInTheDocument();
    expect(item.getByText('3 hours ago')).toBeInTheDocument();
    expect(within(item.getByRole('list', { name: 'Commodities affected' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Crude Oil',
      'EN590',
    ]);
    expect(alerts.getByText('Medium impact')).toBeInTheDocument();
    expect(alerts.getByText('Low impact')).toBeInTheDocument();
    expect(alerts.getByText('Showing 3 of 3')).toBeInTheDocument();

    await userEvent.setup().click(alerts.getByRole('button', { name: 'High' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/v1/market/alerts?limit=5&impact=High'),
    );
    expect(alerts.getByRole('button', { name: 'High', pressed: true })).toBeInTheDocument();
  });

  it('shows the user on Basic, and Contact Sales records an inquiry and confirms it', async () => {
    const mine: PortalInquiry[] = [];
    const { callsTo } = server(
      {
        'GET /api/v1/users/me/package': () => json(200, BASIC_PLAN),
        'POST /api/v1/inquiries/portal': () => {
          const inquiry: PortalInquiry = {
            id: 'c0ffee00-0000-4000-8000-000000000001',
            kind: 'contact-sales',
            targetType: 'package',
            targetId: 'enterprise',
            subject: 'Enterprise package: contact sales',
            amount: null,
            message: 'Desk of six.',
            status: 'new',
            createdAt: '2026-03-11T15:00:00.000Z',
          };
          mine.push(inquiry);
          return json(201, { success: true, message: PORTAL_INQUIRY_TEXTS.received['contact-sales'], created: true, inquiry });
        },
      },
      mine,
    );
    renderPane();
    const user = userEvent.setup();

    const basic = within(await screen.findByRole('article', { name: 'Basic' }));
    expect(await basic.findByText('Current plan')).toBeInTheDocument();
    expect(basic.getByText('Free')).toBeInTheDocument();
    expect(basic.getByRole('button', { name: "You're on Basic" })).toBeDisabled();

    const enterprise = within(screen.getByRole('article', { name: 'Enterprise' }));
    expect(enterprise.getByText('Recommended')).toBeInTheDocument();
    await user.click(await enterprise.findByRole('button', { name: 'Contact Sales' }));

    const dialog = await screen.findByRole('dialog', { name: 'Contact Sales' });
    await user.type(within(dialog).getByLabelText('What would your desk need?'), 'Desk of six.');
    await user.click(within(dialog).getByRole('button', { name: 'Contact Sales' }));
    expect(await within(dialog).findByText(PORTAL_INQUIRY_TEXTS.received['contact-sales'])).toBeInTheDocument();
    expect(callsTo('POST /api/v1/inquiries/portal').map((c) => c.body)).toEqual([{ kind: 'contact-sales', message: 'Desk of six.' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await enterprise.findByText(/Sales request sent Mar 11, 2026/)).toBeInTheDocument();
    expect(enterprise.queryByRole('button', { name: 'Contact Sales' })).not.toBeInTheDocument();
  });
});
