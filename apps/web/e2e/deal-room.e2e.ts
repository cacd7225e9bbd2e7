import { readFile } from 'node:fs/promises';
import { DEAL_STATUS_LABELS } from '@ctp/domain/deal-constants';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, type FreshAccount, type NewAccount } from './support/accounts';
import { apiCall, apiToken } from './support/api';
import { sharedBrowser } from './support/browser';
import { samplePdf } from './support/documents';
import { loginAs } from './support/login';
import { shown } from './support/portal';
import { approveOrders, daysAhead, matchOrders, placeGoldOrder } from './support/trading';

/**
 * Issue 13: a whole deal in the deal room, in two browsers side by side. Two new users, a trader and a seller whose
 * gold request and listing the desk approved and paired, negotiate in the room (two counter-offers), talk, share an
 * SPA, agree; both sign the contract typing their name and re-confirming with their password; the buyer downloads
 * the signed PDF and checks it at /verify (a copy with one changed byte is refused); the contract is executed and
 * each rates the other. A third user sees none of it.
 */

const TRADER: NewAccount = { label: 'room-trader', firstName: 'Nasser', lastName: 'Al Balushi', companyName: 'Nasser Bullion LLC', kyc: 'approved' };
const SELLER: NewAccount = { label: 'room-seller', firstName: 'Aisha', lastName: 'Al Lawati', companyName: 'Lawati Gold Mining', kyc: 'approved' };
const ORDER = { quantity: 100, location: 'Zurich', terms: ['CIF'], deliveryDate: daysAhead(20) };

const browser = sharedBrowser();

/** Opens the deal room of the account's only deal from its portal's Deals tab. */
async function openDealRoom(page: Page, role: 'trader' | 'seller', counterparty: string) {
  await page.getByRole('navigation', { name: role.toUpperCase() }).getByRole('link', { name: 'Deals' }).click();
  await page.getByRole('list', { name: 'Deals' }).getByRole('link', { name: new RegExp(counterparty) }).click();
  await shown(page.getByRole('list', { name: 'Offers' }));
}

/** Makes a counter-offer at a new unit price, keeping the other terms of the offer on the table. */
async function counterOffer(page: Page, unitPrice: number) {
  await page.getByRole('button', { name: 'Make a Counter-Offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a counter-offer' });
  await dialog.getByLabel(/^Unit price/).fill(String(unitPrice));
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  await shown(page.getByText('Your counter-offer was sent to the other party.'));
}

async function postMessage(page: Page, text: string) {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await shown(page.getByRole('list', { name: 'Messages' }).getByText(text));
}

/** The contract panel of the deal room, once the deal is agreed. */
const contractPanel = (page: Page) => page.getByRole('region', { name: /^Contract CTR-/ });

/** Signs in the contract panel: typed full name, consent, password. */
async function sign(panel: Locator, account: FreshAccount) {
  await panel.getByRole('button', { name: 'Sign contract' }).click();
  const dialog = panel.page().getByRole('dialog', { name: /^Sign contract / });
  await dialog.getByLabel('Your full name').fill(`${account.firstName} ${account.lastName}`);
  await dialog.getByRole('checkbox').check();
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign contract' }).click();
  await shown(panel.getByText('Your signature has been recorded.'));
}

async function rate(page: Page, score: number, comment: string) {
  await page.reload();
  // The radio itself is visually hidden behind its label, which is what a user clicks.
  await page.getByText(new RegExp(`^${score} · `)).click();
  expect(await page.getByRole('radio', { name: new RegExp(`^${score} `) }).isChecked()).toBe(true);
  await page.getByLabel(/^Comment/).fill(comment);
  await page.getByRole('button', { name: 'Submit Rating' }).click();
  await shown(page.getByRole('list', { name: 'Ratings given' }).getByText(comment));
}

describe('the deal room', () => {
  it('two new users negotiate, talk, share an SPA, sign, verify and rate; a third sees nothing', { timeout: 300_000 }, async () => {
    const [trader, seller, outsider] = await Promise.all([
      createAccount('trader', TRADER),
      createAccount('seller', SELLER),
      createAccount('trader', { label: 'room-outsider' }),
    ]);
    const buy = await placeGoldOrder(trader, { ...ORDER, priceRange: { min: 2000, max: 2100 } });
    const sell = await placeGoldOrder(seller, { ...ORDER, priceRange: { min: 2050, max: 2150 } });
    await approveOrders(buy, sell);
    await matchOrders(buy, sell);

    const buyer = (await loginAs(browser(), trader)).page;
    const sellerPage = (await loginAs(browser(), seller)).page;
    await openDealRoom(buyer, 'trader', SELLER.companyName!);
    await openDealRoom(sellerPage, 'seller', TRADER.companyName!);
    const dealUrl = sellerPage.url();

    // Two counter-offers on the desk's first offer (2,075, the middle of the overlap).
    await counterOffer(buyer, 2060);
    await sellerPage.reload();
    await shown(sellerPage.getByRole('listitem', { name: 'Offer 2' }));
    await counterOffer(sellerPage, 2068);

    // They talk: the buyer sees the seller's message as new.
    await postMessage(sellerPage, 'We can load in Zurich in the second week. SPA to follow.');
    await buyer.reload();
    await shown(buyer.getByText('We can load in Zurich in the second week. SPA to follow.'));
    await postMessage(buyer, 'Agreed at 2,068. Please share the SPA.');

    // The seller shares an SPA; the buyer finds it in the deal's documents.
    await sellerPage.getByRole('button', { name: 'Share a Document' }).click();
    const share = sellerPage.getByRole('dialog', { name: 'Share a Document' });
    await share.locator('input[type=file]').setInputFiles({ name: 'spa.pdf', mimeType: 'application/pdf', buffer: samplePdf({ text: 'SPA' }) });
    await share.getByLabel('Document name').fill('Sale and purchase agreement');
    await share.getByLabel('Document type').selectOption({ label: 'Sale and Purchase Agreement (SPA)' });
    await share.getByRole('button', { name: 'Upload Document' }).click();
    await shown(sellerPage.getByText('Sale and purchase agreement').first());
    await buyer.reload();
    await shown(buyer.getByText('Sale and purchase agreement').first());

    // The buyer accepts the seller's offer: the deal is agreed and the contract drawn up at 2,068.
    await buyer.getByRole('button', { name: 'Accept Offer 3' }).click();
    await buyer.getByRole('dialog', { name: 'Accept offer 3?' }).getByRole('button', { name: 'Accept Offer' }).click();
    const buyerContract = contractPanel(buyer);
    await shown(buyerContract);
    await shown(buyerContract.getByText('$206,800.00').first());

    // Sent for signature, signed by both with re-confirmation.
    await buyerContract.getByRole('button', { name: 'Send for signature' }).click();
    await shown(buyerContract.getByText('Contract sent to the seller for signature.'));
    await sign(buyerContract, trader);
    await sellerPage.reload();
    await sign(contractPanel(sellerPage), seller);
    // Both signed: the contract is active (it can be marked executed), and the deal follows it.
    await shown(contractPanel(sellerPage).getByRole('button', { name: 'Mark as executed' }));
    // The deal's status badge says so beside the contract's.
    await expect.poll(() => sellerPage.getByText(DEAL_STATUS_LABELS.active, { exact: true }).count(), { timeout: 10_000 }).toBe(2);

    // The buyer downloads the signed PDF and checks it on the public page; one changed byte is refused.
    await buyer.reload();
    const [download] = await Promise.all([buyer.waitForEvent('download'), contractPanel(buyer).getByRole('button', { name: 'Download PDF' }).click()]);
    const signedPdf = await readFile((await download.path())!);
    expect(signedPdf.subarray(0, 5).toString()).toBe('%PDF-');
    const verifyPage = buyer.context().newPage();
    const checker = await verifyPage;
    await checker.goto('/verify');
    await checker.locator('input[type=file]').setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: signedPdf });
    await shown(checker.getByText('This is a contract signed on this platform'));
    await shown(checker.getByText(`${TRADER.firstName} ${TRADER.lastName}`).first());
    const altered = Buffer.from(signedPdf);
    altered[Math.floor(altered.length / 2)]! ^= 1;
    await checker.locator('input[type=file]').setInputFiles({ name: 'altered.pdf', mimeType: 'application/pdf', buffer: altered });
    await shown(checker.getByText(/This file is not (the document we issued|a contract issued by this platform)/));

    // Executed; each rates the other.
    await contractPanel(sellerPage).getByRole('button', { name: 'Mark as executed' }).click();
    await shown(contractPanel(sellerPage).getByText('The contract has been executed.'));
    await rate(sellerPage, 5, 'Paid on time, clear documents.');
    await rate(buyer, 4, 'Good metal, loading a day late.');

    // A third user: no deal in the list, and the room's address shows nothing of it.
    const third = (await loginAs(browser(), outsider)).page;
    await third.getByRole('navigation', { name: 'TRADER' }).getByRole('link', { name: 'Deals' }).click();
    await shown(third.getByText(/no deals/i).first());
    await third.goto(new URL(dealUrl).pathname.replace('portal-seller', 'portal-trader') + new URL(dealUrl).search);
    await shown(third.getByText(/not found/i).first());
    expect(await third.getByText('We can load in Zurich').count()).toBe(0);
    const dealId = new URL(dealUrl).searchParams.get('deal');
    const token = await apiToken(outsider);
    await expect(apiCall('GET', `/api/v1/deals/${dealId}`, { token })).rejects.toThrow(/404/);
  });
});
