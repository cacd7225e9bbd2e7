import { LANGUAGE_COOKIE } from '@ctp/domain/languages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { showLanguage } from '@/lib/i18n/language';
import { json, makeSession, makeUser, stubFetch } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { TRADER_PORTAL } from './portal-config';
import { Component as TraderPortal } from './trader-portal';

// The panes are lazy chunks; transforming them on first import is slow here, so load them up front.
beforeAll(() => Promise.all(TRADER_PORTAL.tabs.map((tab) => tab.preload())), 60_000);

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  showLanguage('en');
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
});

const DASHBOARD_STATS = { activeContracts: 0, pendingActions: 0, tradeVolume: 0, revenue: 0, contractsByStatus: { active: 0, pending: 0, completed: 0, draft: 0 }, recentActivity: [] };

function serverWith(user: ReturnType<typeof makeUser>) {
  return stubFetch({
    'POST /auth/refresh': () => json(200, makeSession(user)),
    'GET /auth/profile': () => json(200, { success: true, message: 'Profile loaded', user }),
    'GET /api/v1/dashboard/stats': () => json(200, DASHBOARD_STATS),
    'PUT /api/v1/users/me/language': ({ body }) =>
      json(200, { success: true, message: 'Language updated', user: { ...user, ...(body as object) } }),
  });
}

describe('the language of the portal header', () => {
  it('stores the choice on the account and shows the portal in Arabic', async () => {
    const api = serverWith(makeUser({ language: 'en' }));
    renderAt(<TraderPortal />, { path: '/portal-trader/*', url: '/portal-trader' });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Trader Portal')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(banner).getByRole('button', { name: 'العربية' }));

    await vi.waitFor(() => expect(api.callsTo('PUT /api/v1/users/me/language')[0]?.body).toEqual({ language: 'ar' }));
    expect(await within(banner).findByText('بوابة المتداول')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ar`);
  });

  it("opens in the account's language when the session starts, once", async () => {
    serverWith(makeUser({ language: 'ar' }));
    renderAt(<TraderPortal />, { path: '/portal-trader/*', url: '/portal-trader' });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('بوابة المتداول')).toBeInTheDocument();

    // A switch made since wins over the account's stored language.
    const user = userEvent.setup();
    await user.click(within(banner).getByRole('button', { name: 'English' }));
    expect(await within(banner).findByText('Trader Portal')).toBeInTheDocument();
  });

  it("keeps a visitor's newer choice at sign-in and stores it on the account", async () => {
    const account = makeUser({ language: 'en' });
    const api = stubFetch({
      'POST /auth/login': () => json(200, makeSession(account)),
      'GET /auth/profile': () => json(200, { success: true, message: 'Profile loaded', user: account }),
      'GET /api/v1/dashboard/stats': () => json(200, DASHBOARD_STATS),
      'PUT /api/v1/users/me/language': ({ body }) =>
        json(200, { success: true, message: 'Language updated', user: { ...account, ...(body as object) } }),
    });
    // The visitor switched to Arabic on the public site before signing in.
    document.cookie = `${LANGUAGE_COOKIE}=ar; Path=/`;
    showLanguage('ar');
    renderAt(<TraderPortal />, { path: '/portal-trader/*', url: '/portal-trader' });

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('البريد الإلكتروني'), 'tara@example.com');
    await user.type(screen.getByLabelText('كلمة المرور', { selector: 'input' }), 'Harbour.Gold77');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.callsTo('PUT /api/v1/users/me/language')[0]?.body).toEqual({ language: 'ar' }));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
