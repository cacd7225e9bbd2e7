import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, type NewAccount } from './support/accounts';
import { sharedBrowser } from './support/browser';
import { loginAs } from './support/login';
import { sellerSignsAndExecutes, shown, signInContractDialog } from './support/portal';
import { approveOrders, daysAhead, matchOrders, moveContract, placeGoldOrder, type GoldOrder } from './support/trading';

/**
 * The whole marketplace path in a real browser against the real server: a trader's gold request and a
 * seller's gold listing, both approved by the administrator in Trade Management, paired in Trade Matching
 * (a draft contract), the contract sent, signed by both parties and executed in Contracts, and the trade
 * completed for both: the trader's Matching Center 'Completed' tab and the seller's Selling Center 'Sold' tab.
 * Each step is a test of its own: it makes a fresh trader and seller, whose KYC the desk approves (new
 * orders and the Matching Engine ask for it while requireKYCForTrading is on, its default), and brings their
 * trade to where the step starts through the API.
 */

const QUANTITY = 100;
const LOCATION = 'Zurich';
const TERM = 'CIF (Cost, Insurance and Freight)';
// Buy 2,000–2,100 and sell 2,050–2,150 overlap on 2,050–2,100: the agreed price is its middle, 2,075.
const AGREED_PRICE = '$2,075.00';
const VALUE = '$207,500.00';

const TRADER: NewAccount = { label: 'market-trader', firstName: 'Khalid', lastName: 'Al Hinai', companyName: 'Khalid Bullion LLC', kyc: 'approved' };
const SELLER: NewAccount = { label: 'market-seller', firstName: 'Maryam', lastName: 'Al Hinai', companyName: 'Maryam Bullion LLC', kyc: 'approved' };
// What the first two tests enter in the portals' dialogs, and the others place through the API.
const BUY: GoldOrder = { quantity: QUANTITY, priceRange: { min: 2000, max: 2100 }, location: LOCATION, terms: ['CIF'], deliveryDate: daysAhead(5) };
const SELL: GoldOrder = { quantity: QUANTITY, priceRange: { min: 2050, max: 2150 }, location: LOCATION, terms: ['CIF'], deliveryDate: daysAhead(6) };

/** Enters a gold order in the trader's request dialog or the seller's listing dialog. */
async function fillGoldDialog(dialog: Locator, order: GoldOrder) {
  await dialog.getByLabel('Quantity (oz)').fill(String(order.quantity));
  await dialog.getByLabel('Minimum price').fill(String(order.priceRange.min));
  await dialog.getByLabel('Maximum price').fill(String(order.priceRange.max));
  await dialog.getByLabel('Delivery location').selectOption(order.location);
  await dialog.getByRole('checkbox', { name: TERM }).check();
  await dialog.getByLabel('Delivery date').fill(order.deliveryDate);
}

/** A fresh trader's gold request and a fresh seller's compatible listing, both pending review. */
async function placedTrade() {
  const [trader, seller] = await Promise.all([createAccount('trader', TRADER), createAccount('seller', SELLER)]);
  return { trader, seller, buy: await placeGoldOrder(trader, BUY), sell: await placeGoldOrder(seller, SELL) };
}

/** The same, approved by the desk and paired in Trade Matching: a draft contract between the two. */
async function matchedTrade() {
  const trade = await placedTrade();
  await approveOrders(trade.buy, trade.sell);
  return { ...trade, contract: await matchOrders(trade.buy, trade.sell) };
}

const browser = sharedBrowser();

describe('the marketplace, from a request and a listing to a completed trade', () => {
  it('the trader requests a gold trade, which awaits approval', async () => {
    const { page } = await loginAs(browser(), 'trader', { fresh: true, ...TRADER });
    await page.getByRole('navigation', { name: 'TRADER' }).getByRole('link', { name: 'Trading' }).click();
    await page.getByRole('button', { name: 'Request Gold Trade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gold Trade Request' });
    await fillGoldDialog(dialog, BUY);
    await dialog.getByRole('button', { name: 'Submit Request' }).click();

    const confirmation = dialog.getByText('awaits approval by our trading desk', { exact: false });
    await shown(confirmation);
    expect(await confirmation.textContent()).toMatch(/BUY-\d{4}-\d+/);
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  it('the seller lists compatible gold, which is pending review', async () => {
    const { page } = await loginAs(browser(), 'seller', { fresh: true, ...SELLER });
    await page.getByRole('navigation', { name: 'SELLER' }).getByRole('link', { name: 'Selling Center' }).click();
    await page.getByRole('button', { name: 'Create New Listing' }).click();
    await page.getByRole('dialog', { name: 'Create New Listing' }).getByRole('button', { name: /Gold Selling/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Gold Selling Listing' });
    await fillGoldDialog(dialog, SELL);
    await dialog.getByRole('button', { name: 'Submit Listing' }).click();

    const confirmation = dialog.getByText('is under review and will be published once approved', { exact: false });
    await shown(confirmation);
    const sellNumber = /(SELL-\d{4}-\d+)/.exec((await confirmation.textContent()) ?? '')![1]!;
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('tablist', { name: 'Listings' }).getByRole('tab', { name: /^Pending/ }).click();
    await shown(page.getByRole('tabpanel', { name: 'Pending' }).getByText(`${sellNumber} · Gold`, { exact: false }));
  });

  it('the administrator approves both, pairs them in Trade Matching and gets a draft contract', async () => {
    const { buy, sell } = await placedTrade();
    const [buyNumber, sellNumber] = [buy.orderNumber, sell.orderNumber];
    const { page } = await loginAs(browser(), 'admin');
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
    const contractNumber = /Draft contract (\S+) created/.exec((await created.textContent()) ?? '')![1]!;
    expect(contractNumber).toBeTruthy();
  });

  it('both parties see the draft; the trader sends and signs, the seller signs and executes', async () => {
    const trade = await matchedTrade();
    const { contractNumber } = trade.contract;
    const contracts = (page: Page, menu: 'TRADER' | 'SELLER') =>
      page.getByRole('navigation', { name: menu }).getByRole('link', { name: 'Contracts', exact: true });
    const row = (page: Page, status: string) => page.getByRole('button', { name: `Contract ${contractNumber}, Gold, ${status}` });

    const { page: seller } = await loginAs(browser(), trade.seller);
    await contracts(seller, 'SELLER').click();
    await shown(row(seller, 'draft'));

    const { page: trader } = await loginAs(browser(), trade.trader);
    await contracts(trader, 'TRADER').click();
    await row(trader, 'draft').click();
    const traderDialog = trader.getByRole('dialog', { name: `Contract ${contractNumber}` });
    await shown(traderDialog.getByText('You are the buyer'));
    await shown(traderDialog.getByText(VALUE).first());
    await traderDialog.getByRole('button', { name: 'Send for signature' }).click();
    await shown(traderDialog.getByText('Contract sent to the seller for signature.'));
    await signInContractDialog(traderDialog, trade.trader);
    await trader.keyboard.press('Escape');

    // The seller's portal keeps its contracts list fresh for 10 s (staleTime), and nothing tells an open
    // portal about the other party's moves: the page is loaded afresh, as a user would.
    await seller.reload();
    await row(seller, 'pending').click();
    await sellerSignsAndExecutes(seller.getByRole('dialog', { name: `Contract ${contractNumber}` }), trade.seller);
    await seller.keyboard.press('Escape');
    await shown(row(seller, 'executed'));
  });

  it('the trade is completed for both: Matching Center Completed and Selling Center Sold, at the final price', async () => {
    const { trader, seller, buy, sell, contract } = await matchedTrade();
    await moveContract(trader, contract, 'send');
    await moveContract(trader, contract, 'sign');
    await moveContract(seller, contract, 'sign');
    await moveContract(seller, contract, 'execute');

    const { page: traderPage } = await loginAs(browser(), trader);
    await traderPage.getByRole('navigation', { name: 'TRADER' }).getByRole('link', { name: 'Matching Center' }).click();
    await traderPage.getByRole('tablist', { name: 'Matching stages' }).getByRole('tab', { name: /^Completed/ }).click();
    const completed = traderPage.getByRole('tabpanel', { name: 'Completed' }).getByRole('listitem').filter({ hasText: buy.orderNumber });
    await shown(completed);
    expect(await completed.textContent()).toContain(`final price ${AGREED_PRICE}`);
    expect(await completed.textContent()).toContain(`value ${VALUE}`);

    const { page: sellerPage } = await loginAs(browser(), seller);
    await sellerPage.getByRole('navigation', { name: 'SELLER' }).getByRole('link', { name: 'Selling Center' }).click();
    await sellerPage.getByRole('tablist', { name: 'Listings' }).getByRole('tab', { name: /^Sold/ }).click();
    const sold = sellerPage.getByRole('tabpanel', { name: 'Sold' }).getByRole('listitem').filter({ hasText: sell.orderNumber });
    await shown(sold);
    expect(await sold.textContent()).toContain(`sold at ${AGREED_PRICE}`);
    expect(await sold.textContent()).toContain(`value ${VALUE}`);
  });
});
