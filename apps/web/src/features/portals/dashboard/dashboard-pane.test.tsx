import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/api-client';
import { deferred } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { apiError, json, list, makeActivity, makeStats, makeUser, renderPane, stubApi } from '../components/portal-test-kit';
import { TRADER_PORTAL } from '../portal-config';
import { Component as TraderPortal } from '../trader-portal';
import { DashboardPane } from './dashboard-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const renderDashboard = () => renderPane(<DashboardPane portal={TRADER_PORTAL} />, '/portal-trader');

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

describe('portal data on sign-in (spec 7.3)', () => {
  it('starts the three loads in parallel whichever tab opens: stats, 10 documents, 10 contracts', async () => {
    const { callsTo } = stubApi({
      'GET /api/v1/dashboard/stats': () => json(200, makeStats()),
      'GET /api/v1/documents': () => json(200, list('documents', [])),
      'GET /api/v1/contracts': () => json(200, list('contracts', [])),
      'GET /api/v1/users/me/preferences': () =>
        json(200, { success: true, message: 'ok', updatedAt: null, preferences: { emailNotifications: true, smsNotifications: false, pushNotifications: true, priceAlerts: true, weeklyBrief: false } }),
    });
    renderAt(<TraderPortal />, { path: '/portal-trader/*', url: '/portal-trader/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await vi.waitFor(() => expect(callsTo('GET /api/v1/contracts')).toHaveLength(1));
    expect(callsTo('GET /api/v1/dashboard/stats')).toHaveLength(1);
    expect(callsTo('GET /api/v1/documents')[0]!.query.get('limit')).toBe('10');
    expect(callsTo('GET /api/v1/contracts')[0]!.query.get('limit')).toBe('10');
  });
});
