import type { AdminDashboard } from '@ctp/domain/analytics';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { deferred } from '@/test/fetch-mock';
import { apiError, json, makeUser, stubApi } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { AdminDashboardPane } from './admin-dashboard-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = makeUser({ role: 'admin', email: 'admin@example.com' });

function makeDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    users: { total: 57, byStatus: { active: 41, pending: 9, suspended: 4, inactive: 3 } },
    trades: {
      total: 120,
      byStatus: { pending: 10, active: 20, matched: 5, in_negotiation: 2, contract_signed: 3, completed: 70, cancelled: 6, rejected: 4 },
    },
    contracts: { total: 40, byStatus: { draft: 2, pending: 3, active: 5, executed: 28, cancelled: 1, expired: 1 } },
    volume: { total: 12_345_678.9, thisMonth: 600_000, lastMonth: 205_000, monthlyGrowth: 192.7 },
    successRate: 58,
    health: {
      status: 'warning',
      checkedAt: '2026-11-22T10:00:00.000Z',
      checks: [
        { name: 'database', ok: true, detail: 'The database answers', latencyMs: 2 },
        { name: 'prices', ok: false, detail: 'The price source (yahoo) failed', latencyMs: 0 },
        { name: 'mail', ok: true, detail: 'The local mail outbox is writable', latencyMs: 1 },
      ],
    },
    trend: [
      { start: '2026-10-01', label: 'Oct 2026', volume: 205_000, trades: 2, completed: 2 },
      { start: '2026-11-01', label: 'Nov 2026', volume: 600_000, trades: 4, completed: 2 },
    ],
    byCategory: [
      { category: 'gold', trades: 4, volume: 205_000 },
      { category: 'fuel', trades: 2, volume: 600_000 },
    ],
    recentActivity: [
      { id: 'a1', action: 'auth.lockout', actorEmail: 'mallory@example.com', target: null, createdAt: '2026-11-22T09:59:00.000Z', severity: 'high' },
      { id: 'a2', action: 'admin.trade.approved', actorEmail: 'admin@example.com', target: 'BUY-2026-001', createdAt: '2026-11-22T09:58:00.000Z', severity: 'medium' },
      { id: 'a3', action: 'auth.login.success', actorEmail: 'ada@example.com', target: null, createdAt: '2026-11-22T09:57:00.000Z', severity: 'low' },
    ],
    ...overrides,
  };
}

const renderDashboard = () => renderAt(<AdminDashboardPane />, { path: '/portal-admin/*', url: '/portal-admin/dashboard' });

describe('admin dashboard', () => {
  it('shows a skeleton, then the figures the server computed', async () => {
    const answer = deferred<Response>();
    stubApi({ 'GET /admin/dashboard': () => answer.promise }, admin);
    renderDashboard();
    expect(await screen.findByRole('status', { name: 'Loading dashboard...' })).toBeInTheDocument();
    answer.resolve(json(200, makeDashboard()));

    const summary = await screen.findByRole('list', { name: 'Platform summary' });
    expect(within(summary).getAllByRole('listitem').map((card) => card.textContent)).toEqual([
      'Total Users573 inactive',
      'Active Users41',
      'Pending Users9',
      'Suspended Users4',
      'Total Trades12070 completed',
      'Total Volume$12,345,679+192.70% vs last month',
      'This Month$600,000$205,000 last month',
      'Success Rate58%Completed over all trades',
    ]);
    expect(within(summary).getByText('+192.70%')).toHaveClass('text-emerald-400');

    const statuses = screen.getByRole('list', { name: 'Trades by status' });
    expect(within(statuses).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pending10',
      'Active20',
      'Matched5',
      'In Negotiation2',
      'Contract Signed3',
      'Completed70',
      'Cancelled6',
      'Rejected4',
    ]);
    const contracts = screen.getByRole('list', { name: 'Contracts by status' });
    expect(within(contracts).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Draft2', 'Pending3', 'Active5', 'Executed28', 'Cancelled1', 'Expired1']);
    expect(screen.getByRole('figure', { name: 'Executed volume and new trades per month' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Trades by commodity category' })).toBeInTheDocument();
  });

  it('shows the health checks and the recent system activity with severity badges', async () => {
    stubApi({ 'GET /admin/dashboard': () => json(200, makeDashboard()) }, admin);
    renderDashboard();
    const checks = await screen.findByRole('list', { name: 'Health checks' });
    expect(screen.getByText('Warning')).toBeInTheDocument();
    expect(within(checks).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Database OK'),
      expect.stringContaining('Price service failing'),
      expect.stringContaining('Mail OK'),
    ]);
    expect(within(checks).getByText('The price source (yahoo) failed')).toBeInTheDocument();

    const activity = screen.getByRole('list', { name: 'Recent system activity' });
    const items = within(activity).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/severity/).parentElement?.textContent)).toEqual(['high severity', 'medium severity', 'low severity']);
    expect(items[0]).toHaveTextContent('auth.lockout');
    expect(items[1]).toHaveTextContent('admin@example.com → BUY-2026-001');
  });

  it('says there is no earlier data when last month had no volume, and shows an empty activity list', async () => {
    stubApi(
      {
        'GET /admin/dashboard': () =>
          json(200, makeDashboard({ volume: { total: 0, thisMonth: 0, lastMonth: 0, monthlyGrowth: null }, recentActivity: [], byCategory: [{ category: 'gold', trades: 0, volume: 0 }, { category: 'fuel', trades: 0, volume: 0 }] })),
      },
      admin,
    );
    renderDashboard();
    expect(await screen.findByText('No earlier data vs last month')).toBeInTheDocument();
    expect(screen.getByText('No system activity yet')).toBeInTheDocument();
    expect(screen.getByText('No trades in the last six months')).toBeInTheDocument();
  });

  it("says 'Failed to load dashboard data' with Retry, and Retry loads it", async () => {
    let attempts = 0;
    stubApi({ 'GET /admin/dashboard': () => (++attempts === 1 ? apiError(500, 'Internal Server Error') : json(200, makeDashboard())) }, admin);
    renderDashboard();
    expect(await screen.findByText('Failed to load dashboard data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Platform summary' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
