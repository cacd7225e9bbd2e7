import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createAccount, DEMO_ADMIN, type Credentials, type NewAccount } from './support/accounts';
import { openPage, sharedBrowser } from './support/browser';
import { arrowTo, focusIsWithin, focusLandsOn, tabTo } from './support/keyboard';
import { shown } from './support/portal';
import { approveOrders, daysAhead, placeGoldOrder } from './support/trading';

/**
 * Issue 19: a whole deal by keyboard alone. The trader signs in and requests gold, the desk approves the
 * request and pairs it with a seller's listing (a draft contract), and the trader opens the contract,
 * each with Tab, Shift+Tab, Enter, Space, Escape and the arrows of the side menu, never a click; every
 * stop on the way must show its focus. The seller's listing, approved, is set up through the API: the
 * seller's side is not what this test is about.
 */

const TRADER: NewAccount = { label: 'keys-trader', firstName: 'Huda', lastName: 'Al Rawahi', companyName: 'Huda Gold LLC', kyc: 'approved' };
const SELLER: NewAccount = { label: 'keys-seller', firstName: 'Talal', lastName: 'Al Rawahi', companyName: 'Talal Mining LLC', kyc: 'approved' };
const DELIVERY = daysAhead(7);
// Buy 2,000–2,100 against sell 2,050–2,150: they overlap, so the Matching Engine suggests the pair.
const LISTING = { quantity: 80, priceRange: { min: 2050, max: 2150 }, location: 'Zurich', terms: ['CIF'], deliveryDate: daysAhead(8) };

const browser = sharedBrowser();

/** A new browser page at the general sign-in page (closed when the test ends). */
async function signInPage(): Promise<Page> {
  const { context, page } = await openPage(browser());
  onTestFinished(() => context.close());
  await page.goto('/portal');
  return page;
}

/** Signs in with the keyboard: Tab to each field, type, Enter to send. */
async function signInByKeyboard(page: Page, account: Credentials) {
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
}

/**
 * Opens a portal tab with the keyboard: Tab (or Shift+Tab) to the side menu's current link, the arrows to
 * the tab's link, Enter.
 */
async function openTab(page: Page, menu: string, name: string) {
  const nav = page.getByRole('navigation', { name: menu });
  const current = nav.locator('a[aria-current="page"]');
  const names = await nav.getByRole('link').allTextContents();
  const below = names.indexOf(name) > names.indexOf((await current.textContent()) ?? '');
  await tabTo(page, current);
  await arrowTo(page, nav.getByRole('link', { name, exact: true }), below ? 'ArrowDown' : 'ArrowUp');
  await page.keyboard.press('Enter');
  await shown(page.getByRole('heading', { level: 1, name }));
}

/** Focus stays in an open dialog however far Tab and Shift+Tab go. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press(key);
      expect(await focusIsWithin(dialog)).toBe(true);
    }
  }
}

describe('a whole deal by keyboard alone', () => {
  it('sign-in, a gold request, the desk approving and matching it, and the trader opening the contract', async () => {
    const [trader, seller] = await Promise.all([createAccount('trader', TRADER), createAccount('seller', SELLER)]);
    const listing = await placeGoldOrder(seller, LISTING);
    await approveOrders(listing);

    // The trader signs in; the first Tab in the portal is the skip link, which takes focus to the main content.
    const desk = await signInPage();
    const page = await signInPage();
    await signInByKeyboard(page, trader);
    await page.waitForURL('**/portal-trader');
    await shown(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await tabTo(page, skip);
    await page.keyboard.press('Enter');
    await focusLandsOn(page.locator('main'));

    // A gold request: the dialog's fields by Tab, the location by typing its name, the term by Space, the date by its digits.
    await openTab(page, 'TRADER', 'Trading');
    const requestButton = page.getByRole('button', { name: 'Request Gold Trade' });
    await tabTo(page, requestButton);
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Gold Trade Request' });
    await shown(form);
    expect(await focusIsWithin(form)).toBe(true);
    for (const [label, value] of [
      ['Quantity (oz)', '80'],
      ['Minimum price', '2000'],
      ['Maximum price', '2100'],
    ] as const) {
      await tabTo(page, form.getByLabel(label));
      await page.keyboard.type(value);
    }
    const location = form.getByLabel('Delivery location');
    await tabTo(page, location);
    await page.keyboard.type('Zurich');
    expect(await location.inputValue()).toBe('Zurich');
    await tabTo(page, form.getByRole('checkbox', { name: 'CIF (Cost, Insurance and Freight)' }));
    await page.keyboard.press('Space');
    const date = form.getByLabel('Delivery date');
    await tabTo(page, date);
    const [year, month, day] = DELIVERY.split('-');
    await page.keyboard.type(`${month}${day}${year}`);
    expect(await date.inputValue()).toBe(DELIVERY);
    await tabTo(page, form.getByRole('button', { name: 'Submit Request' }));
    await page.keyboard.press('Enter');
    const confirmation = form.getByText('awaits approval by our trading desk', { exact: false });
    await shown(confirmation);
    const buyNumber = /(BUY-\d{4}-\d+)/.exec((await confirmation.textContent()) ?? '')![1]!;
    await tabTo(page, form.getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Enter');
    // The dialog gives focus back to the button that opened it.
    await focusLandsOn(requestButton);

    // The desk approves the request in Trade Management.
    await signInByKeyboard(desk, DEMO_ADMIN);
    await desk.waitForURL('**/portal-admin');
    await openTab(desk, 'ADMINISTRATOR', 'Trade Management');
    await tabTo(desk, desk.getByLabel('Search trades'));
    await desk.keyboard.type(buyNumber);
    await tabTo(desk, desk.getByRole('button', { name: `Approve ${buyNumber}` }));
    await desk.keyboard.press('Enter');
    const review = desk.getByRole('dialog', { name: `Approve Trade ${buyNumber}` });
    await tabTo(desk, review.getByRole('button', { name: 'Approve', exact: true }));
    await desk.keyboard.press('Enter');
    await expect.poll(() => review.count()).toBe(0);
    await shown(desk.getByRole('list', { name: 'Trades' }).getByRole('listitem', { name: buyNumber }).getByText('Active', { exact: true }));

    // ... and pairs it with the seller's listing in Trade Matching: a draft contract.
    await openTab(desk, 'ADMINISTRATOR', 'Trade Matching');
    await tabTo(desk, desk.getByLabel('Search suggestions'));
    await desk.keyboard.type(buyNumber);
    const pair = `${buyNumber} ↔ ${listing.orderNumber}`;
    await tabTo(desk, desk.getByRole('button', { name: `Create match ${pair}` }));
    await desk.keyboard.press('Enter');
    const confirm = desk.getByRole('dialog', { name: 'Confirm Trade Match' });
    await tabTo(desk, confirm.getByRole('button', { name: 'Confirm Match' }));
    await desk.keyboard.press('Enter');
    const created = desk.getByText(/^Draft contract .+ created\./);
    await shown(created);
    const contractNumber = /Draft contract (\S+) created/.exec((await created.textContent()) ?? '')![1]!;

    // The trader opens the contract: the dialog holds focus until Escape, which gives it back to the row.
    await openTab(page, 'TRADER', 'Contracts');
    const row = page.getByRole('button', { name: new RegExp(`^Contract ${contractNumber}, Gold, draft`) });
    await tabTo(page, row);
    await page.keyboard.press('Enter');
    const contract = page.getByRole('dialog', { name: `Contract ${contractNumber}` });
    await shown(contract.getByText('You are the buyer'));
    await expectFocusTrapped(page, contract);
    await page.keyboard.press('Escape');
    await expect.poll(() => contract.count()).toBe(0);
    await focusLandsOn(row);
  }, 180_000);
});
