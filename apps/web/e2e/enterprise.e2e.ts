import { API_TOKEN_LIMITS, ENTERPRISE_ERROR_CODES } from '@ctp/domain/enterprise';
import { ERROR_CODES } from '@ctp/domain/error-codes';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts';
import { sharedBrowser } from './support/browser';
import { anySpellingOf, errorCode, grantEnterprise, revokeEnterpriseOf, uniqueCompany, withApiToken } from './support/enterprise';
import { loginAs } from './support/login';
import { shown } from './support/portal';

/**
 * The Enterprise package in a real browser (issue 18, docs/decisions/027): a Basic trader sees the upgrade panel and
 * contacts sales; the desk grants Enterprise in Admin › Users and the trader sees the forecasts and creates a
 * personal API token, which an integrator's system then uses (scope, read-only, rate limit) until the trader revokes
 * it; a colleague who gives a granted company's name waits for the desk to add them. Each test has a company of its
 * own and revokes its grant afterwards; the demo trader's company (granted by the development seed) is left alone.
 */

const FORECASTS_API = '/api/v1/market/forecasts';
/** A price route that takes a token with the prices scope (public without one). */
const PRICE_ROUTE = '/price-api/prices/market-summary';
const ORDERS_ROUTE = '/api/v1/trading/orders';

async function openTraderTab(page: Page, tab: 'Market Intelligence' | 'Settings') {
  await page.getByRole('navigation', { name: 'TRADER' }).getByRole('link', { name: tab, exact: true }).click();
  await shown(page.getByRole('heading', { level: 1, name: tab }));
}

/** What a Basic user has in place of the forecasts. */
const upgradePanel = (page: Page) => page.getByRole('region', { name: 'Forecasts, weekly brief and API access' });
const forecastsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: '3-Day Forecasts' });

/** Market Intelligence loaded afresh (the plan is read once per page): the forecasts, which the server answered. */
async function reloadSeesForecasts(page: Page) {
  const forecasts = page.waitForResponse((response) => new URL(response.url()).pathname === FORECASTS_API);
  await page.reload();
  expect((await forecasts).status()).toBe(200);
  await shown(forecastsHeading(page));
  expect(await upgradePanel(page).count()).toBe(0);
}

/** Market Intelligence loaded afresh: the upgrade panel, and the forecasts not even asked for. */
async function reloadSeesUpgradePanel(page: Page) {
  const asked: string[] = [];
  const track = (request: Request) => {
    if (new URL(request.url()).pathname === FORECASTS_API) asked.push(request.url());
  };
  page.on('request', track);
  try {
    await page.reload();
    await shown(upgradePanel(page));
    await shown(upgradePanel(page).getByText('Your plan: Basic'));
    expect(await forecastsHeading(page).count()).toBe(0);
  } finally {
    page.off('request', track);
  }
  expect(asked).toEqual([]);
}

/** The demo administrator at User Management, with the Enterprise companies panel narrowed to one company. */
async function deskAtCompany(browser: Browser, companyName: string): Promise<{ page: Page; panel: Locator; row: Locator }> {
  const { page } = await loginAs(browser, 'admin');
  await page.getByRole('navigation', { name: 'ADMINISTRATOR' }).getByRole('link', { name: 'User Management', exact: true }).click();
  await page.waitForURL('**/portal-admin/users**');
  const panel = page.getByRole('region', { name: 'Enterprise companies' });
  await panel.getByLabel('Search companies').fill(companyName);
  const row = panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: anySpellingOf(companyName) }) });
  await shown(row);
  return { page, panel, row };
}

describe('the Enterprise package in the browser', () => {
  const browser = sharedBrowser();

  it('a Basic trader sees the upgrade panel instead of the forecasts, contacts sales, and reads in Settings that API access comes with Enterprise', async () => {
    const { page } = await loginAs(browser(), 'trader', { fresh: true, companyName: uniqueCompany('Basic Desk'), firstName: 'Huda', lastName: 'Basic' });
    await openTraderTab(page, 'Market Intelligence');
    await reloadSeesUpgradePanel(page);
    const upgrade = upgradePanel(page);
    await shown(upgrade.getByRole('list', { name: 'What Enterprise adds' }));

    await upgrade.getByRole('button', { name: 'Contact Sales' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
    await dialog.getByLabel('What would your desk need?').fill('A desk of six; we would read gold prices into our risk system.');
    await dialog.getByRole('button', { name: 'Contact Sales' }).click();
    await shown(dialog.getByText('Request received'));
    await shown(dialog.getByText('Thank you. Our sales team will contact you about the Enterprise package.'));
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // The panel says the request is waiting, in place of the button, and still does after a reload (the server's record).
    const sent = upgrade.getByRole('status').filter({ hasText: 'Sales request sent' });
    await shown(sent);
    await page.reload();
    await shown(sent);
    expect(await upgrade.getByRole('button', { name: 'Contact Sales' }).count()).toBe(0);

    await openTraderTab(page, 'Settings');
    const apiAccess = page.getByRole('region', { name: 'API access' });
    await shown(apiAccess.getByText('API access comes with the Enterprise package. Ask for it under Market Intelligence with Contact Sales.'));
    expect(await apiAccess.getByRole('button', { name: 'Create token' }).count()).toBe(0);
  });

  it('the desk grants Enterprise in Admin › Users; the trader sees the forecasts and creates a prices token, shown once, read-only, rate limited, and revokes it', async () => {
    const companyName = uniqueCompany('Token Desk');
    const { page } = await loginAs(browser(), 'trader', { fresh: true, companyName, firstName: 'Salma', lastName: 'Tokens' });
    try {
      await openTraderTab(page, 'Market Intelligence');
      await reloadSeesUpgradePanel(page);

      const desk = await deskAtCompany(browser(), companyName);
      await shown(desk.row.getByRole('cell', { name: 'Basic', exact: true }));
      await desk.row.getByRole('button', { name: `Grant Enterprise to ${companyName}` }).click();
      const grant = desk.page.getByRole('dialog', { name: `Grant Enterprise to ${companyName}?` });
      await grant.getByRole('button', { name: 'Grant Enterprise' }).click();
      await shown(desk.panel.getByText('Enterprise granted to the company and its current users'));
      await shown(desk.row.getByText(/^Enterprise since /));
      await shown(desk.row.getByText('Members: 1, awaiting confirmation: 0'));

      await reloadSeesForecasts(page);
      await shown(page.getByText(`Your plan: Enterprise, granted to ${companyName}`));

      // Settings: a token with the prices scope only.
      await openTraderTab(page, 'Settings');
      const apiAccess = page.getByRole('region', { name: 'API access' });
      await shown(apiAccess.getByText('No API tokens yet.'));
      await apiAccess.getByRole('button', { name: 'Create token' }).click();
      const form = page.getByRole('dialog', { name: 'Create an API token' });
      await form.getByLabel('Name').fill('Risk system');
      const prices = form.getByRole('checkbox', { name: /^Prices/ });
      if (!(await prices.isChecked())) await prices.check();
      for (const other of [/^Orders/, /^Deals/]) {
        const box = form.getByRole('checkbox', { name: other });
        if (await box.isChecked()) await box.uncheck();
      }
      await form.getByRole('button', { name: 'Create token' }).click();

      const created = page.getByRole('dialog', { name: 'Your new API token' });
      await shown(created.getByText('Copy it now: it is not shown again.', { exact: false }));
      const secret = await created.getByLabel('API token').inputValue();
      expect(secret).toMatch(/^ctp_[A-Za-z0-9_-]{43}$/);
      await created.getByRole('button', { name: 'I have copied it' }).click();
      await expect.poll(() => created.count()).toBe(0);

      // Listed by its hint only: the secret is nowhere on the page, nor after a reload.
      const token = apiAccess.getByRole('list', { name: 'Your API tokens' }).getByRole('listitem').filter({ hasText: 'Risk system' });
      await shown(token.getByText(`ctp_…${secret.slice(-4)}`));
      await shown(token.getByText('Scopes: Prices', { exact: true }));
      await shown(token.getByText(/Never used/));
      expect(await page.content()).not.toContain(secret);
      await page.reload();
      await shown(token.getByText(`ctp_…${secret.slice(-4)}`));
      expect(await page.content()).not.toContain(secret);

      // An integrator's system with the secret: prices yes, the trader's orders no (scope), nothing that writes.
      const price = await withApiToken(secret, 'GET', PRICE_ROUTE);
      expect(price.status).toBe(200);
      expect(Number(price.headers.get('ratelimit-limit'))).toBe(API_TOKEN_LIMITS.requestsPerWindow);
      expect(Number(price.headers.get('ratelimit-remaining'))).toBe(API_TOKEN_LIMITS.requestsPerWindow - 1);
      const orders = await withApiToken(secret, 'GET', ORDERS_ROUTE);
      expect(orders.status).toBe(403);
      expect(await errorCode(orders)).toBe(ENTERPRISE_ERROR_CODES.tokenScope);
      for (const [method, url] of [
        ['POST', ORDERS_ROUTE],
        ['POST', '/api/v1/users/me/api-tokens'],
        ['GET', '/api/v1/users/me/api-tokens'],
      ] as const) {
        const refused = await withApiToken(secret, method, url);
        expect(refused.status, `${method} ${url}`).toBe(403);
        expect(await errorCode(refused), `${method} ${url}`).toBe(ENTERPRISE_ERROR_CODES.tokenNotAccepted);
      }

      // The rate limit: both requests that reached the token counted (the scope refusal too), the writes were refused
      // before it was looked up; a burst of a full window's worth finds the rest of the budget, then 429.
      const counted = 2;
      const burst = await Promise.all(Array.from({ length: API_TOKEN_LIMITS.requestsPerWindow }, () => withApiToken(secret, 'GET', PRICE_ROUTE)));
      const statuses = burst.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(API_TOKEN_LIMITS.requestsPerWindow - counted);
      const limited = burst.filter((response) => response.status === 429);
      expect(limited).toHaveLength(counted);
      for (const response of limited) {
        const retryAfter = Number(response.headers.get('retry-after'));
        expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= API_TOKEN_LIMITS.windowMs / 1000, `Retry-After ${retryAfter}`).toBe(true);
        expect(await errorCode(response)).toBe(ERROR_CODES.rateLimited);
      }
      expect((await withApiToken(secret, 'GET', PRICE_ROUTE)).status).toBe(429);

      // The list shows the use; the trader revokes the token, which then answers 401 (before its spent budget).
      await page.reload();
      await shown(token.getByText(/Last used /));
      await token.getByRole('button', { name: 'Revoke Risk system' }).click();
      const confirm = page.getByRole('dialog', { name: 'Revoke Risk system?' });
      await confirm.getByRole('button', { name: 'Revoke' }).click();
      await expect.poll(() => confirm.count()).toBe(0);
      await shown(apiAccess.getByText('No API tokens yet.'));
      const revoked = await withApiToken(secret, 'GET', PRICE_ROUTE);
      expect(revoked.status).toBe(401);
      expect(await errorCode(revoked)).toBe(ENTERPRISE_ERROR_CODES.tokenInvalid);
    } finally {
      await revokeEnterpriseOf(companyName);
    }
  });

  it("a colleague who gives a granted company's name is Basic until the desk adds them; removed, Basic again; the desk then revokes the grant", async () => {
    const companyName = uniqueCompany('Colleague Desk');
    await createAccount('trader', { companyName, firstName: 'Faisal', lastName: 'Founder' });
    try {
      await grantEnterprise(companyName);
      // The same company as the colleague types it: another case and spacing.
      const typed = companyName.toUpperCase().replace(' ', '  ');
      const { page } = await loginAs(browser(), 'trader', { fresh: true, companyName: typed, firstName: 'Maha', lastName: 'Colleague' });
      await openTraderTab(page, 'Market Intelligence');
      await reloadSeesUpgradePanel(page);

      const desk = await deskAtCompany(browser(), companyName);
      await shown(desk.row.getByText('Members: 1, awaiting confirmation: 1'));
      await desk.row.getByRole('button', { name: `Members of ${companyName}` }).click();
      const members = desk.panel.getByRole('region', { name: 'Members', exact: true });
      const awaiting = desk.panel.getByRole('region', { name: 'Awaiting confirmation' });
      await shown(members.getByText('Faisal Founder'));
      await shown(awaiting.getByText('Maha Colleague'));
      await awaiting.getByRole('button', { name: `Add Maha Colleague as a member of ${companyName}` }).click();
      await shown(desk.panel.getByText('Members added: they have Enterprise now'));
      await shown(members.getByText('Maha Colleague'));
      await shown(awaiting.getByText('Nobody is awaiting confirmation.'));

      await reloadSeesForecasts(page);

      await members.getByRole('button', { name: `Remove Maha Colleague from ${companyName}` }).click();
      const removal = desk.page.getByRole('dialog', { name: `Remove Maha Colleague from ${companyName}?` });
      await removal.getByRole('button', { name: 'Remove member' }).click();
      await shown(desk.panel.getByText('Member removed; their API tokens no longer work'));
      // Still giving the company's name: back to awaiting the desk.
      await shown(awaiting.getByText('Maha Colleague'));
      await reloadSeesUpgradePanel(page);

      await desk.row.getByRole('button', { name: `Revoke Enterprise from ${companyName}` }).click();
      const revoke = desk.page.getByRole('dialog', { name: `Revoke Enterprise from ${companyName}?` });
      await revoke.getByRole('button', { name: 'Revoke Enterprise' }).click();
      await shown(desk.panel.getByText('Enterprise revoked; the API tokens of its users no longer work'));
      await shown(desk.row.getByRole('cell', { name: 'Basic', exact: true }));
      await shown(desk.row.getByRole('button', { name: /^Grant Enterprise to / }));
    } finally {
      await revokeEnterpriseOf(companyName);
    }
  });
});
