import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { deferred, json, makeSession, makeUser, stubFetch } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { Component as AdminPortal } from './admin-portal';
import { Component as SellerPortal } from './seller-portal';
import { Component as TraderPortal } from './trader-portal';
import { ADMIN_PORTAL, SELLER_PORTAL, TRADER_PORTAL } from './portal-config';

// The panes are lazy chunks; transforming them on first import is slow here, so load them up front.
beforeAll(() => Promise.all([TRADER_PORTAL, SELLER_PORTAL, ADMIN_PORTAL].flatMap((portal) => portal.tabs.map((tab) => tab.preload()))), 60_000);

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

function serverWith(user: ReturnType<typeof makeUser>, profile = user) {
  return stubFetch({
    'POST /auth/refresh': () => json(200, makeSession(user)),
    'GET /auth/profile': () => json(200, { success: true, message: 'Profile loaded', user: profile }),
    'POST /auth/logout': () => json(200, { success: true, message: 'Signed out' }),
    'GET /api/v1/dashboard/stats': () =>
      json(200, { activeContracts: 0, pendingActions: 0, tradeVolume: 0, revenue: 0, contractsByStatus: { active: 0, pending: 0, completed: 0, draft: 0 }, recentActivity: [] }),
  });
}

describe('portal shell', () => {
  it('shows the trader the menu, their name, role and verified badge; the dashboard, and the profile on its tab', async () => {
    serverWith(makeUser({ firstName: 'Tara', lastName: 'Trader', email: 'tara@example.com', kycStatus: 'approved' }));
    renderAt(<TraderPortal />, { path: '/portal-trader/*', url: '/portal-trader' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Trader Portal')).toBeInTheDocument();
    expect(within(banner).getByText('Tara')).toBeInTheDocument();
    expect(within(banner).getByText('Trader')).toBeInTheDocument();
    expect(within(banner).getByText('Verified')).toBeInTheDocument();

    const menu = screen.getByRole('navigation', { name: 'TRADER' });
    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Trading',
      'Matching Center',
      'Market Intelligence',
      'Streaming & Royalty',
      'Deals',
      'Contracts',
      'Documents',
      'Activity',
      'Profile',
      'Settings',
    ]);
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    expect(await screen.findByRole('heading', { name: 'Active Contracts' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/coming soon/i);

    await userEvent.setup().click(within(menu).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByText('Tara Trader')).toBeInTheDocument();
    expect(screen.getByText('tara@example.com')).toBeInTheDocument();
    expect(screen.getAllByText('approved').length).toBeGreaterThan(0);
    expect(screen.getByText('Jan 15, 2026')).toBeInTheDocument();
  });

  it('opens a tab from the menu, and an unknown tab falls back to the dashboard', async () => {
    serverWith(makeUser());
    const { router } = renderAt(<TraderPortal />, { path: '/portal-trader/*', url: '/portal-trader/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal-trader');

    await userEvent.setup().click(within(screen.getByRole('navigation', { name: 'TRADER' })).getByRole('link', { name: 'Contracts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contracts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal-trader/contracts');
  });

  it('signs out and returns to the sign-in page', async () => {
    const { callsTo } = serverWith(makeUser());
    const { router } = renderAt(<TraderPortal />, { path: '/portal-trader/*', url: '/portal-trader' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByTestId('landing')).toHaveTextContent('sign-in at /portal');
    expect(router.state.location.pathname).toBe('/portal');
    expect(callsTo('POST /auth/logout')).toHaveLength(1);
  });

  it("greets the seller with 'Welcome back' and today's date, and asks an unverified seller to verify", async () => {
    serverWith(makeUser({ role: 'seller', firstName: 'Sara', email: 'sara@example.com', emailVerified: false }));
    renderAt(<SellerPortal />, { path: '/portal-seller/*', url: '/portal-seller' });

    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Welcome back, Sara')).toBeInTheDocument();
    const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date());
    expect(within(banner).getByText(today)).toBeInTheDocument();
    expect(within(banner).queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.getByText('Please verify your email')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'SELLER' })).getByRole('link', { name: 'Selling Center' })).toBeInTheDocument();
  });

  it("shows 'Loading Admin Panel...' until the server confirms the admin, then the ADMINISTRATOR menu", async () => {
    const admin = makeUser({ role: 'admin', firstName: 'Ada' });
    const profile = deferred<Response>();
    stubFetch({ 'POST /auth/refresh': () => json(200, makeSession(admin)), 'GET /auth/profile': () => profile.promise });
    renderAt(<AdminPortal />, { path: '/portal-admin/*', url: '/portal-admin' });

    expect(await screen.findByText('Loading Admin Panel...')).toBeInTheDocument();
    profile.resolve(json(200, { success: true, message: 'Profile loaded', user: admin }));
    const menu = await screen.findByRole('navigation', { name: 'ADMINISTRATOR' });
    // One link per tab of the desk, however many it has.
    expect(within(menu).getAllByRole('link')).toHaveLength(ADMIN_PORTAL.tabs.length);
    expect(within(screen.getByRole('banner')).getByText('Administrator')).toBeInTheDocument();
  });

  it('renews the session of an admin the server no longer confirms, and the guard sends them to their own portal', async () => {
    const sessions = [makeSession(makeUser({ role: 'admin' })), makeSession(makeUser({ role: 'trader' }))];
    const { callsTo } = stubFetch({
      'POST /auth/refresh': () => json(200, sessions.shift() ?? makeSession(makeUser({ role: 'trader' }))),
      'GET /auth/profile': () => json(200, { success: true, message: 'Profile loaded', user: makeUser({ role: 'trader' }) }),
    });
    renderAt(<AdminPortal />, { path: '/portal-admin/*', url: '/portal-admin' });
    expect(await screen.findByTestId('landing')).toHaveTextContent('trader portal at /portal-trader');
    expect(callsTo('POST /auth/refresh')).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'ADMINISTRATOR' })).not.toBeInTheDocument();
  });

  it('signs out an admin whose renewed session still disagrees with the server', async () => {
    const { callsTo } = stubFetch({
      'POST /auth/refresh': () => json(200, makeSession(makeUser({ role: 'admin' }))),
      'GET /auth/profile': () => json(200, { success: true, message: 'Profile loaded', user: makeUser({ role: 'seller' }) }),
      'POST /auth/logout': () => json(200, { success: true, message: 'Signed out' }),
    });
    renderAt(<AdminPortal />, { path: '/portal-admin/*', url: '/portal-admin' });
    expect(await screen.findByTestId('landing')).toHaveTextContent('sign-in at /portal');
    expect(callsTo('POST /auth/logout')).toHaveLength(1);
  });
});
