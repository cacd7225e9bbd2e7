import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { json, makeSession, makeUser, stubFetch } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { Component as SellerPortal } from './seller-portal';
import { Component as TraderPortal } from './trader-portal';
import { ADMIN_PORTAL, SELLER_PORTAL, TRADER_PORTAL } from './portal-config';

// The panes are lazy chunks; transforming them on first import is slow here, so load them up front.
beforeAll(() => Promise.all([TRADER_PORTAL, SELLER_PORTAL, ADMIN_PORTAL].flatMap((portal) => portal.tabs.map((tab) => tab.preload()))), 60_000);

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

/** A server with no session yet, where `user` signs in. */
function serverSigningIn(user: ReturnType<typeof makeUser>) {
  return stubFetch({
    'POST /auth/login': () => json(200, makeSession(user)),
    'POST /auth/logout': () => json(200, { success: true, message: 'Signed out' }),
    'GET /auth/profile': () => json(200, { success: true, message: 'Profile loaded', user }),
    'GET /api/v1/dashboard/stats': () =>
      json(200, { activeContracts: 0, pendingActions: 0, tradeVolume: 0, revenue: 0, contractsByStatus: { active: 0, pending: 0, completed: 0, draft: 0 }, recentActivity: [] }),
  });
}

async function signIn(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Harbour.Gold77');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe("each portal's own sign-in screen (spec 2.13, 2.16, 2.17)", () => {
  it('shows the trader sign-in screen to a visitor with no session, and the portal once a trader signs in', async () => {
    serverSigningIn(makeUser({ role: 'trader', firstName: 'Tara' }));
    renderAt(<TraderPortal />, { path: '/portal-trader/*', url: '/portal-trader' });
    expect(await screen.findByText('Secure access to your trading dashboard')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register for Trading Access' })).toHaveAttribute('href', '/register');

    await signIn('tara@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it("refuses a seller on the trader portal with 'Access denied. This portal is for traders only.' and keeps no session", async () => {
    const server = serverSigningIn(makeUser({ role: 'seller' }));
    renderAt(<TraderPortal />, { path: '/portal-trader/*', url: '/portal-trader' });
    await signIn('sam@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied. This portal is for traders only.');
    // The session the login opened is revoked at once, and the visitor stays on the trader screen.
    expect(server.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(screen.queryByTestId('landing')).not.toBeInTheDocument();
  });

  it("refuses a trader on the seller portal with 'Access denied. This portal is for sellers only.'", async () => {
    serverSigningIn(makeUser({ role: 'trader' }));
    renderAt(<SellerPortal />, { path: '/portal-seller/*', url: '/portal-seller' });
    expect(await screen.findByText('Secure access to your selling dashboard')).toBeInTheDocument();
    // It opens a selling account (issue 13), not a trader's.
    expect(screen.getByRole('link', { name: 'Register for Selling Access' })).toHaveAttribute('href', '/register?as=seller');
    await signIn('tara@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied. This portal is for sellers only.');
  });
});
