import { DEAL_ERROR_CODES, ERROR_CODES, TRADING_RULE_CODES, contractSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { contractsApp, moves } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';
import type { DomainEvents } from '../../src/plugins/events';
import {
  DAY,
  acceptOffer,
  counter,
  dayIn,
  dealActivityOf,
  dealAudit,
  dealOf,
  getDeal,
  messagesUrl,
  offerBody,
  openDeal,
  orderStatus,
  people,
  postOffer,
  rejectOffer,
  type People,
} from './fixtures';

let t: TestApp;
let p: People;
/** Every deal event delivered, in order. */
const heard: Array<{ type: string; payload: { dealId: string } & Record<string, unknown> }> = [];

beforeAll(async () => {
  t = await contractsApp();
  p = await people(t);
  const types: Array<keyof DomainEvents> = ['deal.opened', 'deal.offer_made', 'deal.offer_accepted', 'deal.offer_rejected', 'deal.agreed', 'deal.message_posted', 'deal.transitioned'];
  for (const type of types) t.app.events.subscribe(type, 'test listener', async (payload) => void heard.push({ type, payload: payload as never }));
});
afterAll(() => t.close());

const eventsOf = (dealId: string) => heard.filter((e) => e.payload.dealId === dealId).map((e) => e.type);
const contractOf = async (id: string) => contractSchema.parse((await moves.get(t.app, p.buyer.token, id)).json());

describe('a confirmed match opens a deal', () => {
  it("with the desk's first offer: the match's price and quantity, the buy request's date and place, a common term", async () => {
    const { deal, buy, sell, contractId } = await openDeal(t, p);
    expect(deal.status).toBe('negotiating');
    expect(deal.offers).toHaveLength(1);
    const offer = deal.offers[0]!;
    // The overlap of 2,000-2,100 and 2,050-2,200 is 2,050-2,100: its midpoint; the smaller quantity.
    expect(offer).toMatchObject({
      madeBy: 'desk',
      unitPrice: 2075,
      quantity: 80,
      unit: 'oz',
      totalValue: 166_000,
      currency: 'USD',
      deliveryDate: buy.deliveryDate,
      location: 'Zurich',
      incoterm: 'CIF',
      paymentTerms: 'LC at sight',
      status: 'open',
      acceptedByBuyerAt: null,
      acceptedBySellerAt: null,
    });
    const validFor = Date.parse(offer.validUntil) - Date.parse(offer.createdAt);
    expect(validFor).toBe(7 * DAY);
    expect(deal.currentOffer?.id).toBe(offer.id);
    expect(deal.agreedOffer).toBeNull();
    expect(deal.allowedActions).toEqual(['offer', 'accept', 'reject', 'message']);
    // The draft contract is drawn up as before, and the orders are matched until a party moves.
    expect(await contractOf(contractId)).toMatchObject({ status: 'draft', quantity: 80, unitPrice: 2075 });
    expect(await orderStatus(t, buy.id)).toBe('matched');
    expect(await orderStatus(t, sell.id)).toBe('matched');

    for (const [who, other] of [
      [p.buyer, 'Karim Test (Andes Refining SA)'],
      [p.seller, 'Amira Test (Gulf Bullion Buyers LLC)'],
    ] as const) {
      const [entry] = await dealActivityOf(t, who.id, deal.id);
      expect(entry).toMatchObject({ type: 'deal_opened', entity_type: 'deal' });
      expect(entry!.description).toContain(`Matched with ${other}`);
      expect(entry!.description).toContain('80 oz of Gold at USD 2,075.00 per oz, CIF Zurich');
    }
    expect((await dealAudit(t, deal.id)).map((a) => a.action)).toEqual(['deal.opened']);
    expect(eventsOf(deal.id)).toEqual(['deal.opened']);
  });

  it("takes the desk's chosen price, and is opened once however often the event comes", async () => {
    const { deal, matchId, contractId, buy, sell } = await openDeal(t, p, { agreedPrice: 2060 });
    expect(deal.currentOffer).toMatchObject({ unitPrice: 2060, madeBy: 'desk' });
    await t.app.events.record(t.app.database.db, {
      type: 'match.confirmed',
      payload: { matchId, buyOrderId: buy.id, sellOrderId: sell.id, contractId, buyerId: p.buyer.id, sellerId: p.seller.id },
    });
    await t.app.events.deliver();
    const rows = await t.app.database.db.selectFrom('deals').select('id').where('match_id', '=', matchId).execute();
    expect(rows).toHaveLength(1);
    expect((await getDeal(t, p.buyer, deal.id)).offers).toHaveLength(1);
  });
});

describe('counter-offers', () => {
  it('supersede the open offer, move both orders into negotiation, and are audited and in both feeds', async () => {
    const { deal, buy, sell } = await openDeal(t, p);
    const desk = deal.currentOffer!;
    const first = await counter(t, p.buyer, deal.id, offerBody({ unitPrice: 2060, quantity: 75, incoterm: 'FOB', location: 'London', paymentTerms: 'TT against documents' }));
    expect(first.offer).toMatchObject({ madeBy: 'buyer', unitPrice: 2060, quantity: 75, totalValue: 154_500, incoterm: 'FOB', location: 'London', status: 'open' });
    expect(first.deal.offers.map((o) => [o.number, o.madeBy, o.status])).toEqual([
      [1, 'desk', 'superseded'],
      [2, 'buyer', 'open'],
    ]);
    expect(first.deal.currentOffer?.id).toBe(first.offer.id);
    expect(await orderStatus(t, buy.id)).toBe('in_negotiation');
    expect(await orderStatus(t, sell.id)).toBe('in_negotiation');
    expect(first.deal.buyOrder.status).toBe('in_negotiation');

    const second = await counter(t, p.seller, deal.id, offerBody({ unitPrice: 2090, validUntil: new Date(Date.now() + 2 * DAY).toISOString() }));
    expect(second.deal.offers.map((o) => o.status)).toEqual(['superseded', 'superseded', 'open']);
    // A superseded offer can no longer be decided.
    expectError(await acceptOffer(t, p.seller, deal.id, desk.id), 409, DEAL_ERROR_CODES.offerNotOpen);
    expectError(await acceptOffer(t, p.seller, deal.id, first.offer.id), 409, DEAL_ERROR_CODES.offerNotOpen);

    for (const who of [p.buyer, p.seller]) {
      const made = (await dealActivityOf(t, who.id, deal.id)).filter((a) => a.type === 'deal_offer_made');
      expect(made.map((a) => a.description)).toEqual([
        expect.stringMatching(/^The buyer offered 75 oz of Gold at USD 2,060.00 per oz, FOB London, .*payment TT against documents; valid until/),
        expect.stringMatching(/^The seller offered 80 oz of Gold at USD 2,090.00 per oz, CIF Zurich/),
      ]);
    }
    const audit = (await dealAudit(t, deal.id)).filter((a) => a.action === 'deal.offer_made');
    expect(audit.map((a) => a.actor_id)).toEqual([p.buyer.id, p.seller.id]);
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ offerId: first.offer.id, madeBy: 'buyer', unitPrice: 2060, quantity: 75 });
    expect(eventsOf(deal.id)).toEqual(['deal.opened', 'deal.offer_made', 'deal.offer_made']);
  });

  it('are validated like an order: locations and terms of the commodity, date, quantity, value limits, validity', async () => {
    const { deal } = await openDeal(t, p);
    const refused = async (change: Record<string, unknown>, field: string, code: string = ERROR_CODES.validation) => {
      const body = expectError(await postOffer(t, p.buyer, deal.id, offerBody(change)), 400, code);
      expect(body.details, JSON.stringify(change)).toEqual([expect.objectContaining({ path: field })]);
      return body;
    };
    expect((await refused({ location: 'Mars' }, 'location')).message).toBe('Location must be one of: Zurich, London, Dubai, Hong Kong, New York');
    // TTT is a fuel term: not one of gold's.
    expect((await refused({ incoterm: 'TTT' }, 'incoterm')).message).toBe('Incoterm must be one of: CIF, FOB, TTM');
    await refused({ deliveryDate: dayIn(-1) }, 'deliveryDate');
    // Both orders' quantities bound it: the listing has 80 oz.
    expect((await refused({ quantity: 80.001 }, 'quantity')).message).toMatch(/at most 80 oz/);
    // Trade value limits (1,000 to 100,000,000 USD): 80 oz at 10 USD, and at 2,000,000 USD.
    await refused({ unitPrice: 10 }, 'quantity', TRADING_RULE_CODES.tradeValueOutOfRange);
    await refused({ unitPrice: 2_000_000 }, 'quantity', TRADING_RULE_CODES.tradeValueOutOfRange);
    await refused({ validUntil: new Date(Date.now() - 60_000).toISOString() }, 'validUntil');
    await refused({ validUntil: new Date(Date.now() + 31 * DAY).toISOString() }, 'validUntil');
    await refused({ deliveryDate: dayIn(2), validUntil: new Date(Date.now() + 4 * DAY).toISOString() }, 'validUntil');
    // The limits follow the settings.
    await t.app.settings.updateGroup('trading', { maxTradeValue: 100_000 });
    try {
      await refused({}, 'quantity', TRADING_RULE_CODES.tradeValueOutOfRange);
    } finally {
      await t.app.settings.updateGroup('trading', { maxTradeValue: 100_000_000 });
    }
    // Nothing was written by the refusals.
    const after = await getDeal(t, p.buyer, deal.id);
    expect(after.offers).toHaveLength(1);
    expect(after.currentOffer?.madeBy).toBe('desk');
    // A fuel deal takes fuel's ports and terms.
    const fuel = await openDeal(t, p, {
      buy: { commodityId: '41af7935-ac57-4367-a9ae-145e84fb452f', quantity: 5000, priceRange: { min: 600, max: 650 }, location: 'Rotterdam', terms: ['TTT'] },
      sell: { commodityId: '41af7935-ac57-4367-a9ae-145e84fb452f', quantity: 5000, priceRange: { min: 600, max: 650 }, location: 'Rotterdam', terms: ['TTT', 'FOB'] },
    });
    expect(fuel.deal.currentOffer).toMatchObject({ incoterm: 'TTT', location: 'Rotterdam', unit: 'MT' });
    const fuelOffer = await counter(t, p.seller, fuel.deal.id, offerBody({ location: 'Houston', incoterm: 'TTV', quantity: 4000, unitPrice: 640 }));
    expect(fuelOffer.offer).toMatchObject({ location: 'Houston', incoterm: 'TTV', totalValue: 2_560_000 });
    expectError(await postOffer(t, p.buyer, fuel.deal.id, offerBody({ location: 'Zurich', quantity: 4000, unitPrice: 640 })), 400);
  });

  it('need approved KYC while trading requires it', async () => {
    const { deal } = await openDeal(t, p);
    await t.app.database.db.updateTable('users').set({ kyc_status: 'pending' }).where('id', '=', p.seller.id).execute();
    try {
      expectError(await postOffer(t, p.seller, deal.id), 403, TRADING_RULE_CODES.kycRequired);
      expectError(await acceptOffer(t, p.seller, deal.id, deal.currentOffer!.id), 403, TRADING_RULE_CODES.kycRequired);
    } finally {
      await t.app.database.db.updateTable('users').set({ kyc_status: 'approved' }).where('id', '=', p.seller.id).execute();
    }
  });

  it('are made once per Idempotency-Key', async () => {
    const { deal } = await openDeal(t, p);
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await call(t.app, 'POST', `/api/v1/deals/${deal.id}/offers`, { token: p.buyer.token, body: offerBody(), headers });
    const retry = await call(t.app, 'POST', `/api/v1/deals/${deal.id}/offers`, { token: p.buyer.token, body: offerBody(), headers });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json().offer.id).toBe(first.json().offer.id);
    expect((await getDeal(t, p.buyer, deal.id)).offers).toHaveLength(2);
  });

  it('of two at once, never leave two offers open', async () => {
    const { deal } = await openDeal(t, p);
    const results = await Promise.all([postOffer(t, p.buyer, deal.id, offerBody({ unitPrice: 2061 })), postOffer(t, p.seller, deal.id, offerBody({ unitPrice: 2099 }))]);
    for (const res of results) if (res.statusCode !== 201) expectError(res, 409, DEAL_ERROR_CODES.changed);
    expect(results.some((r) => r.statusCode === 201)).toBe(true);
    const after = await getDeal(t, p.buyer, deal.id);
    expect(after.offers.filter((o) => o.status === 'open')).toHaveLength(1);
    expect(after.offers).toHaveLength(1 + results.filter((r) => r.statusCode === 201).length);
  });
});

describe('accepting and rejecting', () => {
  it("agrees the deal when the other side accepts, and writes the terms onto the draft contract", async () => {
    // Orders of exactly the agreed quantity, so both follow the contract to the end (partial fills: partial-fill.test.ts).
    const { deal, contractId, buy, sell } = await openDeal(t, p, { buy: { quantity: 64.5 }, sell: { quantity: 64.5 } });
    const deliveryDate = dayIn(40);
    const { offer } = await counter(t, p.buyer, deal.id, offerBody({ unitPrice: 2070.25, quantity: 64.5, deliveryDate, location: 'Dubai', incoterm: 'FOB' }));
    const agreed = dealOf(await acceptOffer(t, p.seller, deal.id, offer.id));
    expect(agreed).toMatchObject({ status: 'agreed', agreedOffer: { id: offer.id, status: 'accepted' }, currentOffer: null, allowedActions: ['message'] });
    expect(agreed.agreedAt).not.toBeNull();
    expect(agreed.agreedOffer!.acceptedBySellerAt).not.toBeNull();
    // 64.5 oz × 2,070.25 = 133,531.125 → 133,531.13.
    expect(await contractOf(contractId)).toMatchObject({ status: 'draft', quantity: 64.5, unitPrice: 2070.25, totalValue: 133_531.13, deliveryDate, deliveryLocation: 'Dubai' });

    // Negotiation is over.
    expectError(await postOffer(t, p.seller, deal.id), 409, DEAL_ERROR_CODES.notNegotiating);
    expectError(await acceptOffer(t, p.seller, deal.id, offer.id), 409, DEAL_ERROR_CODES.notNegotiating);
    expectError(await rejectOffer(t, p.seller, deal.id, offer.id), 409, DEAL_ERROR_CODES.notNegotiating);

    for (const who of [p.buyer, p.seller]) {
      const types = (await dealActivityOf(t, who.id, deal.id)).map((a) => a.type);
      expect(types).toEqual(['deal_opened', 'deal_offer_made', 'deal_agreed']);
    }
    const audit = await dealAudit(t, deal.id);
    // The acceptance's two entries may share a millisecond: compared as a set.
    expect(audit.map((a) => a.action).sort()).toEqual(['deal.agreed', 'deal.offer_accepted', 'deal.offer_made', 'deal.opened']);
    expect(audit.find((a) => a.action === 'deal.agreed')).toMatchObject({ actor_id: p.seller.id });
    expect(JSON.parse(audit.find((a) => a.action === 'deal.agreed')!.details!)).toMatchObject({ offerId: offer.id, contractId, unitPrice: 2070.25, quantity: 64.5 });
    expect(eventsOf(deal.id)).toEqual(['deal.opened', 'deal.offer_made', 'deal.offer_accepted', 'deal.agreed']);

    // From here the deal follows its contract: sent, signed by both, executed.
    expect((await moves.send(t.app, p.admin.token, contractId)).statusCode).toBe(200);
    expect((await getDeal(t, p.buyer, deal.id)).status).toBe('contract_pending_signature');
    expect((await moves.sign(t.app, p.buyer, contractId)).statusCode).toBe(200);
    expect(await orderStatus(t, buy.id)).toBe('in_negotiation');
    expect((await moves.sign(t.app, p.seller, contractId)).statusCode).toBe(200);
    expect((await getDeal(t, p.seller, deal.id)).status).toBe('active');
    expect(await orderStatus(t, buy.id)).toBe('contract_signed');
    expect((await moves.execute(t.app, p.seller.token, contractId)).statusCode).toBe(200);
    const executed = await getDeal(t, p.buyer, deal.id);
    expect(executed.status).toBe('executed');
    expect(executed.closedAt).not.toBeNull();
    // The orders close at the agreed price.
    expect(executed.buyOrder).toMatchObject({ status: 'completed', finalPrice: 2070.25 });
    expect(await orderStatus(t, sell.id)).toBe('completed');
    expect(eventsOf(deal.id).filter((e) => e === 'deal.transitioned')).toHaveLength(3);
    // Talking afterwards is still possible.
    expect((await call(t.app, 'POST', messagesUrl(deal.id), { token: p.buyer.token, body: { text: 'Thanks, received.' } })).statusCode).toBe(201);
  });

  it("takes both sides' acceptance for the desk's offer", async () => {
    const { deal, buy, contractId } = await openDeal(t, p);
    const desk = deal.currentOffer!;
    const half = dealOf(await acceptOffer(t, p.buyer, deal.id, desk.id));
    expect(half.status).toBe('negotiating');
    expect(half.currentOffer).toMatchObject({ id: desk.id, status: 'open', acceptedBySellerAt: null });
    expect(half.currentOffer!.acceptedByBuyerAt).not.toBeNull();
    expect(half.allowedActions).toEqual(['offer', 'reject', 'message']);
    expect(await orderStatus(t, buy.id)).toBe('in_negotiation');
    expectError(await acceptOffer(t, p.buyer, deal.id, desk.id), 409, DEAL_ERROR_CODES.alreadyAccepted);

    const sellerView = await getDeal(t, p.seller, deal.id);
    expect(sellerView.allowedActions).toEqual(['offer', 'accept', 'reject', 'message']);
    const agreed = dealOf(await acceptOffer(t, p.seller, deal.id, desk.id));
    expect(agreed).toMatchObject({ status: 'agreed', agreedOffer: { id: desk.id, status: 'accepted' } });
    expect(await contractOf(contractId)).toMatchObject({ quantity: 80, unitPrice: 2075 });
    const types = (await dealActivityOf(t, p.seller.id, deal.id)).map((a) => a.type);
    expect(types).toEqual(['deal_opened', 'deal_offer_accepted', 'deal_agreed']);
  });

  it('rejects an offer with a reason; the deal goes on and either side may offer again', async () => {
    const { deal, sell } = await openDeal(t, p);
    const desk = deal.currentOffer!;
    const after = dealOf(await rejectOffer(t, p.seller, deal.id, desk.id, 'Price below our floor'));
    expect(after).toMatchObject({ status: 'negotiating', currentOffer: null });
    expect(after.offers[0]).toMatchObject({ status: 'rejected', rejectionReason: 'Price below our floor' });
    expect(after.allowedActions).toEqual(['offer', 'message']);
    expect(await orderStatus(t, sell.id)).toBe('in_negotiation');
    expectError(await rejectOffer(t, p.buyer, deal.id, desk.id), 409, DEAL_ERROR_CODES.offerNotOpen);
    expectError(await acceptOffer(t, p.buyer, deal.id, desk.id), 409, DEAL_ERROR_CODES.offerNotOpen);
    const [entry] = (await dealActivityOf(t, p.buyer.id, deal.id)).filter((a) => a.type === 'deal_offer_rejected');
    expect(entry!.description).toBe('The seller rejected the offer: Price below our floor. Either side may make a new offer');
    expect((await dealAudit(t, deal.id)).map((a) => a.action)).toContain('deal.offer_rejected');
    const next = await counter(t, p.seller, deal.id, offerBody({ unitPrice: 2100 }));
    // A rejection without a body is fine too.
    expect(dealOf(await rejectOffer(t, p.buyer, deal.id, next.offer.id)).offers.at(-1)).toMatchObject({ status: 'rejected', rejectionReason: null });
    expect(eventsOf(deal.id)).toEqual(['deal.opened', 'deal.offer_rejected', 'deal.offer_made', 'deal.offer_rejected']);
  });
});

describe('the deal follows its contract', () => {
  it('sent for signature while negotiating: the draft goes out as it is and the open offer is closed', async () => {
    const { deal, contractId } = await openDeal(t, p);
    const { offer } = await counter(t, p.buyer, deal.id);
    expect((await moves.send(t.app, p.admin.token, contractId)).statusCode).toBe(200);
    const sent = await getDeal(t, p.seller, deal.id);
    expect(sent.status).toBe('contract_pending_signature');
    expect(sent.offers.find((o) => o.id === offer.id)).toMatchObject({ status: 'closed' });
    expect(sent.currentOffer).toBeNull();
    expectError(await acceptOffer(t, p.seller, deal.id, offer.id), 409, DEAL_ERROR_CODES.notNegotiating);
    expect(sent.allowedActions).toEqual(['message']);
  });

  it('cancelled: the deal is cancelled, its thread closed, its orders open again', async () => {
    const { deal, contractId, buy, sell } = await openDeal(t, p);
    await counter(t, p.seller, deal.id);
    expect((await moves.cancel(t.app, p.admin.token, contractId, 'Seller could not ship in time')).statusCode).toBe(200);
    const cancelled = await getDeal(t, p.buyer, deal.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', currentOffer: null, allowedActions: [] });
    expect(cancelled.closedAt).not.toBeNull();
    expect(cancelled.offers.at(-1)!.status).toBe('closed');
    expectError(await call(t.app, 'POST', messagesUrl(deal.id), { token: p.buyer.token, body: { text: 'Why?' } }), 409, DEAL_ERROR_CODES.closed);
    expectError(await postOffer(t, p.buyer, deal.id), 409, DEAL_ERROR_CODES.notNegotiating);
    expect(await orderStatus(t, buy.id)).toBe('active');
    expect(await orderStatus(t, sell.id)).toBe('active');
    // Messages stay readable.
    expect((await call(t.app, 'GET', messagesUrl(deal.id), { token: p.buyer.token })).statusCode).toBe(200);
  });

  it('refuses an acceptance once the contract is no longer a draft', async () => {
    const { deal, contractId } = await openDeal(t, p);
    const { offer } = await counter(t, p.buyer, deal.id);
    // The deal has not heard of the sending yet (as if the event were still on its way).
    await t.app.database.db.updateTable('contracts').set({ status: 'pending' }).where('id', '=', contractId).execute();
    expectError(await acceptOffer(t, p.seller, deal.id, offer.id), 409, DEAL_ERROR_CODES.notNegotiating);
    const after = await getDeal(t, p.seller, deal.id);
    expect(after).toMatchObject({ status: 'negotiating', currentOffer: { id: offer.id, status: 'open', acceptedBySellerAt: null } });
    await t.app.database.db.updateTable('contracts').set({ status: 'draft' }).where('id', '=', contractId).execute();
  });
});
