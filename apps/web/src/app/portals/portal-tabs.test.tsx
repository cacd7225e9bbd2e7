import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { json, list, makeStats, makeUser, stubApi } from '@/test/portal-test-kit';
import { summary } from '@/test/quotes';
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

describe('the member portals mount Market Intelligence and Streaming & Royalty', () => {
  it.each([
    ['trader', TraderPortal, '/portal-trader'],
    ['seller', SellerPortal, '/portal-seller'],
  ] as const)('the %s portal shows both tabs', async (role, Portal, base) => {
    stubApi(
      {
        'GET /price-api/prices/market-summary': () => json(200, summary()),
        // Forecasts are an Enterprise feature (issue 18).
        'GET /api/v1/users/me/package': () => json(200, { package: 'enterprise', grantedTo: 'Gulf Bullion Buyers LLC', grantedAt: '2026-03-01T09:00:00.000Z', apiTokens: true, awaitingCompany: null }),
        'GET /api/v1/market/forecasts': () => json(200, { generatedAt: '2026-03-11T15:00:00.000Z', horizonDays: 3, method: null, forecasts: [], unavailable: [], reason: null }),
        'GET /api/v1/market/alerts': () => json(200, { alerts: [], total: 0, page: 1, totalPages: 0 }),
        'GET /api/v1/inquiries/mine': () => json(200, { inquiries: [], total: 0, page: 1, totalPages: 0 }),
        'GET /api/v1/investments/opportunities': () => json(200, { opportunities: [], total: 0, page: 1, totalPages: 0 }),
        'GET /api/v1/investments/projects': () => json(200, { projects: [], total: 0, page: 1, totalPages: 0 }),
      },
      makeUser({ role }),
    );
    renderAt(<Portal />, { path: `${base}/*`, url: `${base}/market-intelligence` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Market Intelligence' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '3-Day Forecasts' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Streaming & Royalty' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Streaming & Royalty' })).toBeInTheDocument();
    expect(await screen.findByText('No investment opportunities are open right now')).toBeInTheDocument();
    expect(screen.getByText('No projects are seeking capital right now')).toBeInTheDocument();
  });
});
