import Database from 'better-sqlite3';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, dataDir, launchBrowser, openPage } from './support/browser';
import { verifyEmailOf } from './support/mail';

/**
 * The whole marketplace path in a real browser against the real server: a trader's gold request and a
 * seller's gold listing, both approved by the administrator in Trade Management, paired in Trade Matching
 * (a draft contract), the contract sent, signed by both parties and executed in Contracts, and the trade
 * completed for both: the trader's Matching Center 'Completed' tab and the seller's Selling Center 'Sold' tab.
 * The two accounts are registered fresh; the seller gets its role in the e2e database.
 */

const PASSWORD = 'Harbour.Gold77';
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

interface Account {
  id: string;
  email: string;
  password: string;
}

async function registerAccount(label: string, firstName: string): Promise<Account> {
  const email = uniqueEmail(label);
  const response = await fetch(`${baseUrl()}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName, lastName: 'Al Hinai', companyName: `${firstName} Bullion LLC` }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /auth/register answered ${response.status}: ${text}`);
  const { user } = JSON.parse(text) as { user: { id: string } };
  await verifyEmailOf(email);
  return { id: user.id, email, password: PASSWORD };
}

/**
 * Writes to the e2e server's own database: the seller's role (registration makes traders), and KYC
 * approval for both accounts. The requireKYCForTrading setting is on by default, so the Matching Engine
 * leaves out orders of owners whose KYC is not approved; there is no admin KYC review UI yet, so the
 * test approves KYC in the database.
 */
function updateUsers(seller: Account, both: Account[]) {
  const db = new Database(path.join(dataDir(), 'app.db'));
  try {
    db.prepare('update users set role = ? where id = ?').run('seller', seller.id);
    const approve = db.prepare('update users set kyc_status = ? where id = ?');
    for (const account of both) approve.run('approved', account.id);
    // requireEmailVerification is on by default too: this path is about trading, not the verification email.
    const verify = db.prepare('update users set email_verified = 1 where id = ?');
    for (const account of both) verify.run(account.id);
  } finally {
    db.close();
  }
}

async function signIn(page: Page, email: string, password: string, portal: '/portal-trader' | '/portal-seller' | '/portal-admin') {
  await page.goto('/portal');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`**${portal}**`);
}

/** Waits until the locator is visible: content arrives after the page does. */
const shown = (locator: Locator, timeout = 10_000) => expect.poll(() => locator.isVisible(), { timeout }).toBe(true);

/** YYYY-MM-DD, `days` from today (UTC). */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const QUANTITY = 100;
const LOCATION = 'Zurich';
const TERM = 'CIF (Cost, Insurance and Freight)';
// Buy 2,000–2,100 and sell 2,050–2,150 overlap on 2,050–2,100: the agreed price is its middle, 2,075.
const AGREED_PRICE = '$2,075.00';
const VALUE = '$207,500.00';

let browser: Browser;
let trader: Account;
let seller: Account;
let traderSession: { context: BrowserContext; page: Page };
let sellerSession: { context: BrowserContext; page: Page };
let buyNumber: string;
let sellNumber: string;
let contractNumber: string;

beforeAll(async () => {
  browser = await launchBrowser();
  trader = await registerAccount('market-trader', 'Khalid');
  seller = await registerAccount('market-seller', 'Maryam');
  updateUsers(seller, [trader, seller]);
  traderSession = await openPage(browser);
  sellerSession = await openPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('the marketplace, from a request and a listing to a completed trade', () => {
  it('the trader requests a gold trade, which awaits approval', async () => {
    const { page } = traderSession;
    await signIn(page, trader.email, trader.password, '/portal-trader');
    await page.getByRole('navigation', { name: 'TRADER' }).getByRole('link', { name: 'Trading' }).click();
    await page.getByRole('button', { name: 'Request Gold Trade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gold Trade Request' });
    await dialog.getByLabel('Quantity (oz)').fill(String(QUANTITY));
    await dialog.getByLabel('Minimum price').fill('2000');
    await dialog.getByLabel('Maximum price').fill('2100');
    await dialog.getByLabel('Delivery location').selectOption(LOCATION);
    await dialog.getByRole('checkbox', { name: TERM }).check();
    await dialog.getByLabel('Delivery date').fill(daysAhead(5));
    await dialog.getByRole('button', { name: 'Submit Request' }).click();

    const confirmation = dialog.getByText('awaits approval by our trading desk', { exact: false });
    await shown(confirmation);
    buyNumber = /(BUY-\d{4}-\d+)/.exec((await confirmation.textContent()) ?? '')![1]!;
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  it('the seller lists compatible gold, which is pending review', async () => {
    const { page } = sellerSession;
    await signIn(page, seller.email, seller.password, '/portal-seller');
    await page.getByRole('navigation', { name: 'SELLER' }).getByRole('link', { name: 'Selling Center' }).click();
    await page.getByRole('button', { name: 'Create New Listing' }).click();
    await page.getByRole('dialog', { name: 'Create New Listing' }).getByRole('button', { name: /Gold Selling/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Gold Selling Listing' });
    await dialog.getByLabel('Quantity (oz)').fill(String(QUANTITY));
    await dialog.getByLabel('Minimum price').fill('2050');
    await dialog.getByLabel('Maximum price').fill('2150');
    await dialog.getByLabel('Delivery location').selectOption(LOCATION);
    await dialog.getByRole('checkbox', { name: TERM }).check();
    await dialog.getByLabel('Delivery date').fill(daysAhead(6));
    await dialog.getByRole('button', { name: 'Submit Listing' }).click();

    const confirmation = dialog.getByText('is under review and will be published once approved', { exact: false });
    await shown(confirmation);
    sellNumber = /(SELL-\d{4}-\d+)/.exec((await confirmation.textContent()) ?? '')![1]!;
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('tablist', { name: 'Listings' }).getByRole('tab', { name: /^Pending/ }).click();
    await shown(page.getByRole('tabpanel', { name: 'Pending' }).getByText(`${sellNumber} · Gold`, { exact: false }));
  });

  it('the administrator approves both, pairs them in Trade Matching and gets a draft contract', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, 'admin@example.com', 'AdminDemo@2026', '/portal-admin');
      await page.goto('/portal-admin/trades');
      for (const orderNumber of [buyNumber, sellNumber]) {
        await page.getByLabel('Search trades').fill(orderNumber);
        const card = page.getByRole('list', { name: 'Trades' }).getByRole('listitem', { name: orderNumber });
        await page.getByRole('button', { name: `Approve ${orderNumber}` }).click();
        const review = page.getByRole('dialog', { name: `Approve Trade ${orderNumber}` });
        await review.getByRole('button', { name: 'Approve', exact: true }).click();
        await expect.poll(() => review.count(), { timeout: 10_000 }).toBe(0);
        await shown(card.getByText('Active', { exact: true }));
      }

      await page.goto('/portal-admin/matching');
      await page.getByLabel('Search suggestions').fill(buyNumber);
      const pair = `${buyNumber} ↔ ${sellNumber}`;
      const suggestion = page.getByRole('list', { name: 'Match suggestions' }).getByRole('listitem', { name: pair });
      await shown(suggestion);
      await suggestion.getByRole('button', { name: `Create match ${pair}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm Trade Match' });
      await confirm.getByRole('button', { name: 'Confirm Match' }).click();
      const created = page.getByText(/^Draft contract .+ created\./);
      await shown(created);
      contractNumber = /Draft contract (\S+) created/.exec((await created.textContent()) ?? '')![1]!;
      expect(contractNumber).toBeTruthy();
    } finally {
      await context.close();
    }
  });

  it('both parties see the draft; the trader sends and signs, the seller signs and executes', async () => {
    const contracts = (page: Page) =>
      page.getByRole('navigation', { name: page === traderSession.page ? 'TRADER' : 'SELLER' }).getByRole('link', { name: 'Contracts', exact: true });
    const row = (page: Page, status: string) => page.getByRole('button', { name: `Contract ${contractNumber}, Gold, ${status}` });

    const seller = sellerSession.page;
    await contracts(seller).click();
    // The portal prefetches the contracts list at sign-in and keeps it fresh for 10 s (staleTime), and nothing
    // tells an open portal about the administrator's match: the pages are loaded afresh, as a user would.
    await seller.reload();
    await shown(row(seller, 'draft'));

    const trader = traderSession.page;
    await contracts(trader).click();
    await trader.reload();
    await row(trader, 'draft').click();
    const traderDialog = trader.getByRole('dialog', { name: `Contract ${contractNumber}` });
    await shown(traderDialog.getByText('You are the buyer'));
    await shown(traderDialog.getByText(VALUE).first());
    await traderDialog.getByRole('button', { name: 'Send for signature' }).click();
    await shown(traderDialog.getByText('Contract sent to the seller for signature.'));
    await traderDialog.getByRole('button', { name: 'Sign contract' }).click();
    await shown(traderDialog.getByText('Your signature has been recorded.'));
    await trader.keyboard.press('Escape');

    await seller.reload();
    await row(seller, 'pending').click();
    const sellerDialog = seller.getByRole('dialog', { name: `Contract ${contractNumber}` });
    await shown(sellerDialog.getByText('You are the seller'));
    await sellerDialog.getByRole('button', { name: 'Sign contract' }).click();
    await shown(sellerDialog.getByText('Active', { exact: true }));
    await sellerDialog.getByRole('button', { name: 'Mark as executed' }).click();
    await shown(sellerDialog.getByText('The contract has been executed.'));
    await shown(sellerDialog.getByText('Executed', { exact: true }));
    await seller.keyboard.press('Escape');
    await shown(row(seller, 'executed'));
  });

  it('the trade is completed for both: Matching Center Completed and Selling Center Sold, at the final price', async () => {
    const trader = traderSession.page;
    await trader.getByRole('navigation', { name: 'TRADER' }).getByRole('link', { name: 'Matching Center' }).click();
    await trader.reload();
    await trader.getByRole('tablist', { name: 'Matching stages' }).getByRole('tab', { name: /^Completed/ }).click();
    const completed = trader.getByRole('tabpanel', { name: 'Completed' }).getByRole('listitem').filter({ hasText: buyNumber });
    await shown(completed);
    expect(await completed.textContent()).toContain(`final price ${AGREED_PRICE}`);
    expect(await completed.textContent()).toContain(`value ${VALUE}`);

    const seller = sellerSession.page;
    await seller.getByRole('navigation', { name: 'SELLER' }).getByRole('link', { name: 'Selling Center' }).click();
    await seller.reload();
    await seller.getByRole('tablist', { name: 'Listings' }).getByRole('tab', { name: /^Sold/ }).click();
    const sold = seller.getByRole('tabpanel', { name: 'Sold' }).getByRole('listitem').filter({ hasText: sellNumber });
    await shown(sold);
    expect(await sold.textContent()).toContain(`sold at ${AGREED_PRICE}`);
    expect(await sold.textContent()).toContain(`value ${VALUE}`);
  });
});
