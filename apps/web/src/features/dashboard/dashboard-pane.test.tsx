import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { deferred } from '@/test/fetch-mock';
import { apiError, json, makeActivity, makeStats, makeUser, renderPane, stubApi } from '@/test/portal-test-kit';
import { DashboardPane } from './dashboard-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const TRADER_LINKS = { activity: '/portal-trader/activity', contracts: '/portal-trader/contracts', trading: '/portal-trader/trading' };
const renderDashboard = () => renderPane(<DashboardPane role="trader" links={TRADER_LINKS} />, '/portal-trader');

describe('dashboard', () => {
  it('shows the server’s figures, the account’s real status and the 5 newest activities', async () => {
    const activities = Array.from({ length: 6 }, (_, i) => makeActivity({ title: `Entry ${i + 1}`, description: `What happened ${i + 1}` }));
    stubApi(
      { 'GET /api/v1/dashboard/stats': () => json(200, makeStats({ recentActivity: activities })) },
      makeUser({ status: 'active', kycStatus: 'approved' }),
    );
    renderDashboard();

    const active = (await screen.findByRole('heading', { name: 'Active Contracts' })).closest('div')!.parentElement!;
    expect(active).toHaveTextContent('3');
    expect(active).toHaveTextContent('1 pending signature');
    expect(screen.getByRole('heading', { name: 'Pending Actions' }).closest('div')!.parentElement).toHaveTextContent('2Awaiting your attention');
    expect(screen.getByText('$1,234,567.50')).toBeInTheDocument();
    expect(screen.getByText('Last 30 days')).toBeInTheDocument();
    // Account Status comes from the profile, not a fixed 'Verified'.
    expect(await screen.findByText('Verified')).toBeInTheDocument();

    for (const n of [1, 2, 3, 4, 5]) expect(screen.getByText(`Entry ${n}`)).toBeInTheDocument();
    expect(screen.queryByText('Entry 6')).not.toBeInTheDocument();
    expect(screen.getAllByText('5 minutes ago')).toHaveLength(5);
    expect(screen.getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/portal-trader/activity');

    const promos = screen.getAllByRole('link').filter((a) => a.getAttribute('href') === '/portal-trader/trading');
    expect(promos.map((a) => a.textContent)).toEqual([expect.stringContaining('Gold trade workflow'), expect.stringContaining('Fuel buyer tool')]);
  });

  it('shows a pending KYC account as Active with its KYC pending, and an empty feed as such', async () => {
    stubApi({ 'GET /api/v1/dashboard/stats': () => json(200, makeStats()) }, makeUser({ kycStatus: 'pending' }));
    renderDashboard();
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Account Status' }).closest('div')!.parentElement!;
    expect(await within(card).findByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('pending')).toBeInTheDocument();
  });

  it('shows a spinner while loading, then the figures', async () => {
    const stats = deferred<Response>();
    stubApi({ 'GET /api/v1/dashboard/stats': () => stats.promise });
    renderDashboard();
    expect(await screen.findByText('Loading dashboard...')).toBeInTheDocument();
    stats.resolve(json(200, makeStats()));
    expect(await screen.findByRole('heading', { name: 'Trade Volume' })).toBeInTheDocument();
  });

  it("says 'Failed to load dashboard data' with the reason, and Retry loads again", async () => {
    let attempts = 0;
    stubApi({
      'GET /api/v1/dashboard/stats': () => (++attempts === 1 ? apiError(503, 'Database unavailable', 'SERVICE_UNAVAILABLE') : json(200, makeStats())),
    });
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load dashboard data');
    expect(alert).toHaveTextContent('Database unavailable');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Active Contracts' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
