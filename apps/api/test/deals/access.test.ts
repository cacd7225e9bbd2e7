import { DEAL_ERROR_CODES, ERROR_CODES, dealMessageListSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { contractsApp } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';
import {
  DEALS,
  acceptOffer,
  counter,
  dealUrl,
  getDeal,
  listDeals,
  messagesUrl,
  offerBody,
  openDeal,
  people,
  postOffer,
  rejectOffer,
  trading,
  type OpenedDeal,
  type People,
} from './fixtures';

/**
 * Who may read a deal, negotiate in it and write in its thread: its buyer and seller, and the desk (administrators);
 * anyone else is told the deal does not exist.
 */
let t: TestApp;
let p: People;
let opened: OpenedDeal;

beforeAll(async () => {
  t = await contractsApp();
  p = await people(t);
  opened = await openDeal(t, p);
});
afterAll(() => t.close());

describe('reading a deal', () => {
  it('shows each party the other by name and company, never email, phone or account id', async () => {
    const forBuyer = await getDeal(t, p.buyer, opened.deal.id);
    const forSeller = await getDeal(t, p.seller, opened.deal.id);
    expect(forBuyer).toMatchObject({
      myRole: 'buyer',
      status: 'negotiating',
      buyer: { name: 'Amira Test', company: 'Gulf Bullion Buyers LLC' },
      seller: { name: 'Karim Test', company: 'Andes Refining SA' },
      buyOrderId: opened.buy.id,
      sellOrderId: opened.sell.id,
      matchId: opened.matchId,
      contractId: opened.contractId,
    });
    expect(forSeller.myRole).toBe('seller');
    // Each sees their own order in full, the other's without its owner's email, id or the desk's notes.
    expect(forBuyer.buyOrder.owner.email).toBe(p.buyer.email);
    expect(forBuyer.sellOrder.owner).toMatchObject({ id: '', email: '', name: 'Karim Test', company: 'Andes Refining SA' });
    expect(forBuyer.sellOrder.ownerId).toBe('');
    expect(forSeller.buyOrder.owner).toMatchObject({ id: '', email: '', name: 'Amira Test' });
    expect(forSeller.sellOrder.owner.email).toBe(p.seller.email);
    for (const [view, other] of [
      [forBuyer, p.seller],
      [forSeller, p.buyer],
    ] as const) {
      const body = JSON.stringify(view);
      expect(body).not.toContain(other.email);
      expect(body).not.toContain(other.id);
      expect(body).not.toMatch(/\+968|\+51 1/);
    }
  });

  it('answers 404 to anyone outside the deal, for every deal route, as for a deal that does not exist', async () => {
    const offerId = opened.deal.currentOffer!.id;
    const calls = [
      ['GET', dealUrl(opened.deal.id)],
      ['GET', messagesUrl(opened.deal.id)],
      ['POST', messagesUrl(opened.deal.id), { text: 'Hello?' }],
      ['POST', `${DEALS}/${opened.deal.id}/offers`, offerBody()],
      ['POST', `${DEALS}/${opened.deal.id}/offers/${offerId}/accept`],
      ['POST', `${DEALS}/${opened.deal.id}/offers/${offerId}/reject`],
    ] as const;
    for (const [method, url, body] of calls) {
      const outsider = expectError(await call(t.app, method, url, { token: p.outsider.token, ...(body ? { body } : {}) }), 404, ERROR_CODES.notFound);
      const missing = expectError(await call(t.app, method, url.replace(opened.deal.id, crypto.randomUUID()), { token: p.buyer.token, ...(body ? { body } : {}) }), 404);
      expect(outsider.message).toBe(missing.message);
    }
    expect((await listDeals(t, p.outsider)).deals).toEqual([]);
    // Nothing the outsider tried was written.
    expect((await getDeal(t, p.buyer, opened.deal.id)).messageCount).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expectError(await call(t.app, 'GET', DEALS), 401);
    expectError(await call(t.app, 'GET', dealUrl(opened.deal.id)), 401);
    expectError(await call(t.app, 'POST', messagesUrl(opened.deal.id), { body: { text: 'Hi' } }), 401);
  });

  it('lets the desk see every deal, as the desk', async () => {
    const other = await openDeal(t, { admin: p.admin, buyer: await trading(t, 'trader'), seller: p.seller });
    const all = await listDeals(t, p.admin, '?limit=100');
    expect(all.deals.map((d) => d.id)).toEqual(expect.arrayContaining([opened.deal.id, other.deal.id]));
    expect(all.deals.every((d) => d.myRole === 'desk')).toBe(true);
    const seen = await getDeal(t, p.admin, opened.deal.id);
    expect(seen.myRole).toBe('desk');
    // The desk sees both orders in full, and may only write in the thread.
    expect(seen.buyOrder.owner.email).toBe(p.buyer.email);
    expect(seen.sellOrder.owner.email).toBe(p.seller.email);
    expect(seen.allowedActions).toEqual(['message']);
    // The buyer of the first deal does not see the second.
    expect((await listDeals(t, p.buyer, '?limit=100')).deals.map((d) => d.id)).not.toContain(other.deal.id);
    expectError(await call(t.app, 'GET', dealUrl(other.deal.id), { token: p.buyer.token }), 404);
  });

  it('lists my deals paged, most recently active first, filtered by status', async () => {
    const second = await openDeal(t, p);
    const page1 = await listDeals(t, p.seller, '?limit=1');
    expect(page1).toMatchObject({ page: 1, total: 3, totalPages: 3 });
    expect(page1.deals[0]!.id).toBe(second.deal.id);
    const page2 = await listDeals(t, p.seller, '?limit=1&page=2');
    expect(page2.deals).toHaveLength(1);
    expect(page2.deals[0]!.id).not.toBe(second.deal.id);
    // A move makes a deal the most recently active.
    await counter(t, p.buyer, opened.deal.id);
    expect((await listDeals(t, p.buyer)).deals[0]!.id).toBe(opened.deal.id);
    expect((await listDeals(t, p.buyer, '?status=negotiating')).total).toBe(2);
    expect((await listDeals(t, p.buyer, '?status=agreed')).deals).toEqual([]);
    const summary = (await listDeals(t, p.buyer)).deals[0]!;
    expect(summary).toMatchObject({ myRole: 'buyer', commodity: { symbol: 'XAU', unit: 'oz' }, seller: { name: 'Karim Test', company: 'Andes Refining SA' } });
    expect(summary.currentOffer).toMatchObject({ madeBy: 'buyer', status: 'open' });
    expect(JSON.stringify(summary)).not.toContain(p.seller.email);
  });
});

describe('who may negotiate', () => {
  it('refuses offers, acceptances and rejections from an administrator (403: the desk only writes)', async () => {
    const offerId = (await getDeal(t, p.buyer, opened.deal.id)).currentOffer!.id;
    expectError(await postOffer(t, p.admin, opened.deal.id), 403, ERROR_CODES.forbidden);
    expectError(await acceptOffer(t, p.admin, opened.deal.id, offerId), 403, ERROR_CODES.forbidden);
    expectError(await rejectOffer(t, p.admin, opened.deal.id, offerId), 403, ERROR_CODES.forbidden);
  });

  it("refuses the maker's own acceptance or rejection (403), and lets the other side decide", async () => {
    const { offer } = await counter(t, p.seller, opened.deal.id, offerBody({ unitPrice: 2090 }));
    expectError(await acceptOffer(t, p.seller, opened.deal.id, offer.id), 403, DEAL_ERROR_CODES.actionForbidden);
    expectError(await rejectOffer(t, p.seller, opened.deal.id, offer.id), 403, DEAL_ERROR_CODES.actionForbidden);
    const view = await getDeal(t, p.seller, opened.deal.id);
    expect(view.allowedActions).toEqual(['offer', 'message']);
    expect((await getDeal(t, p.buyer, opened.deal.id)).allowedActions).toEqual(['offer', 'accept', 'reject', 'message']);
  });

  it('refuses malformed ids, bodies and queries with 400 and the field', async () => {
    const id = opened.deal.id;
    expectError(await call(t.app, 'GET', `${DEALS}/not-a-uuid`, { token: p.buyer.token }), 400, ERROR_CODES.validation);
    expectError(await call(t.app, 'GET', `${DEALS}?status=haggling`, { token: p.buyer.token }), 400);
    expectError(await call(t.app, 'GET', `${DEALS}?limit=1000`, { token: p.buyer.token }), 400);
    expectError(await call(t.app, 'GET', `${DEALS}?colour=red`, { token: p.buyer.token }), 400);
    expectError(await call(t.app, 'POST', `${DEALS}/${id}/offers/nope/accept`, { token: p.buyer.token }), 400);
    const bad = [
      { unitPrice: -1 },
      { unitPrice: 2080.555 },
      { quantity: 0 },
      { deliveryDate: '31/12/2027' },
      { incoterm: 'DDP' },
      { paymentTerms: 'cash in a suitcase' },
      { location: '' },
      { validUntil: 'tomorrow' },
      { note: 'x'.repeat(1001) },
      { surprise: true },
    ];
    for (const change of bad) {
      const res = await postOffer(t, p.buyer, id, offerBody(change));
      const body = expectError(res, 400, ERROR_CODES.validation);
      expect(JSON.stringify(body.details), JSON.stringify(change)).toContain(Object.keys(change)[0]);
    }
    const withoutPrice: Record<string, unknown> = offerBody();
    delete withoutPrice.unitPrice;
    expect(expectError(await postOffer(t, p.buyer, id, withoutPrice), 400).message).toMatch(/Unit price is required/);
    expectError(await call(t.app, 'POST', messagesUrl(id), { token: p.buyer.token, body: { text: '   ' } }), 400);
    expectError(await call(t.app, 'POST', messagesUrl(id), { token: p.buyer.token, body: { text: 'x'.repeat(4001) } }), 400);
    expectError(await call(t.app, 'POST', messagesUrl(id), { token: p.buyer.token, body: { text: 'bell \u0007' } }), 400);
    expectError(await call(t.app, 'GET', `${messagesUrl(id)}?limit=0`, { token: p.buyer.token }), 400);
    const reject = await call(t.app, 'POST', `${DEALS}/${id}/offers/${crypto.randomUUID()}/reject`, { token: p.buyer.token, body: { reason: 'r'.repeat(501) } });
    expectError(reject, 400);
  });

  it('answers 404 for an offer of another deal', async () => {
    const other = await openDeal(t, p);
    expectError(await acceptOffer(t, p.buyer, opened.deal.id, other.deal.currentOffer!.id), 404, ERROR_CODES.notFound);
  });

  it('lets both parties and the desk read and write the thread', async () => {
    const other = await openDeal(t, p);
    for (const who of [p.buyer, p.seller, p.admin]) {
      const res = await call(t.app, 'POST', messagesUrl(other.deal.id), { token: who.token, body: { text: `From ${who.role}` } });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const who of [p.buyer, p.seller, p.admin]) {
      const res = await call(t.app, 'GET', messagesUrl(other.deal.id), { token: who.token });
      expect(dealMessageListSchema.parse(res.json()).messages.map((m) => m.text)).toEqual(['From trader', 'From seller', 'From admin']);
    }
  });
});
