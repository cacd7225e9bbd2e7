import { ERROR_CODES, orderSchema, type Order } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { contractsApp, moves } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';
import { activeOrder, confirm, pairs, suggestions } from '../matching/fixtures';
import { ORDERS } from '../orders/fixtures';
import { acceptOffer, counter, getDeal, offerBody, openDeal, people, postOffer, trading, type Account, type OpenedDeal, type People } from './fixtures';

let t: TestApp;
let p: People;

beforeAll(async () => {
  t = await contractsApp();
  p = await people(t);
});
afterAll(() => t.close());

/** The order as its owner reads it. */
async function orderOf(owner: Account, id: string): Promise<Order> {
  const res = await call(t.app, 'GET', `${ORDERS}/${id}`, { token: owner.token });
  expect(res.statusCode, res.body).toBe(200);
  return orderSchema.strict().parse(res.json());
}

/** Both sides accept the desk's first offer: the deal is agreed at its quantity. */
async function agreeDeskOffer(opened: OpenedDeal) {
  const offerId = opened.deal.offers[0]!.id;
  expect((await acceptOffer(t, p.buyer, opened.deal.id, offerId)).statusCode).toBe(200);
  const res = await acceptOffer(t, p.seller, opened.deal.id, offerId);
  expect(res.statusCode, res.body).toBe(200);
}

/** An 800 oz buy request against a 1,000 oz listing, confirmed: the desk offers 800 oz. */
const bigListing = () => openDeal(t, p, { buy: { quantity: 800 }, sell: { quantity: 1000 } });

/** The id of the deal a match opened. */
const dealOfMatch = async (matchId: string) =>
  (await t.app.database.db.selectFrom('deals').select('id').where('match_id', '=', matchId).executeTakeFirstOrThrow()).id;

describe('partial quantities', () => {
  it('agreeing 800 of a 1,000 oz listing leaves 200 oz open, and a new 200 oz buy request is matched with them', async () => {
    const opened = await bigListing();
    expect(opened.deal.offers[0]!.quantity).toBe(800);
    const fresh = await orderOf(p.seller, opened.sell.id);
    expect(fresh).toMatchObject({ quantity: 1000, filledQuantity: 0, remainingQuantity: 1000, status: 'matched' });

    await agreeDeskOffer(opened);

    expect(await orderOf(p.seller, opened.sell.id)).toMatchObject({ quantity: 1000, filledQuantity: 800, remainingQuantity: 200, status: 'active', contractId: null });
    // The buy request was taken whole: it stays with its contract.
    expect(await orderOf(p.buyer, opened.buy.id)).toMatchObject({ quantity: 800, filledQuantity: 800, remainingQuantity: 0, status: 'in_negotiation', contractId: opened.contractId });

    const another = await trading(t, 'trader', 'Nadia');
    const small = await activeOrder(t, another, p.admin, { quantity: 200, priceRange: { min: 2000, max: 2100 }, location: 'Zurich', terms: ['CIF'] });
    const listed = await suggestions(t, p.admin);
    expect(pairs(listed, small, opened.sell)).toBe(true);
    const pair = listed.suggestions.find((s) => s.buyTrade.id === small.id && s.sellTrade.id === opened.sell.id)!;
    // Scored on what is left: 200 against 200.
    expect(pair.risks).not.toContain('Quantity mismatch may require partial fulfillment');
    expect(pair.sellTrade.remainingQuantity).toBe(200);

    const res = await confirm(t, p.admin, small, opened.sell);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ match: { quantity: number } }>().match.quantity).toBe(200);
  });

  it('an order that is filled completely follows its contract as before, while the rest of the larger one stays open', async () => {
    const opened = await bigListing();
    await agreeDeskOffer(opened);
    expect((await moves.send(t.app, p.admin.token, opened.contractId)).statusCode).toBe(200);
    expect((await moves.sign(t.app, p.buyer, opened.contractId)).statusCode).toBe(200);
    expect((await moves.sign(t.app, p.seller, opened.contractId)).statusCode).toBe(200);
    expect(await orderOf(p.buyer, opened.buy.id)).toMatchObject({ status: 'contract_signed', remainingQuantity: 0 });
    expect(await orderOf(p.seller, opened.sell.id)).toMatchObject({ status: 'active', filledQuantity: 800, remainingQuantity: 200 });
  });

  it("an offer above what is left of an order is refused with 400 and changes nothing", async () => {
    const first = await bigListing();
    await agreeDeskOffer(first);
    // 500 oz wanted, 200 oz left on the listing: the match and its desk offer are for 200 oz.
    const wants = await activeOrder(t, p.buyer, p.admin, { quantity: 500, location: 'Zurich', terms: ['CIF'] });
    const res = await confirm(t, p.admin, wants, first.sell);
    expect(res.statusCode, res.body).toBe(201);
    const dealId = await dealOfMatch(res.json<{ match: { id: string } }>().match.id);
    const before = await getDeal(t, p.buyer, dealId);
    expect(before.offers[0]!.quantity).toBe(200);

    const refused = await postOffer(t, p.buyer, dealId, offerBody({ quantity: 300 }));
    const error = expectError(refused, 400, ERROR_CODES.validation);
    expect(error.message).toContain('200 oz');
    expect(error.details).toEqual([{ path: 'quantity', message: error.message }]);
    expect((await getDeal(t, p.buyer, dealId)).offers).toHaveLength(before.offers.length);

    await counter(t, p.buyer, dealId, offerBody({ quantity: 200 }));
  });

  it('cancelling an agreed contract gives the fills back: the listing has its 1,000 oz again, the buy request is active again', async () => {
    const opened = await bigListing();
    await agreeDeskOffer(opened);
    expect((await moves.cancel(t.app, p.admin.token, opened.contractId, 'Shipping fell through')).statusCode).toBe(200);
    expect(await orderOf(p.seller, opened.sell.id)).toMatchObject({ filledQuantity: 0, remainingQuantity: 1000, status: 'active' });
    expect(await orderOf(p.buyer, opened.buy.id)).toMatchObject({ filledQuantity: 0, remainingQuantity: 800, status: 'active', contractId: null });
    // A second cancellation event (redelivery) gives nothing back twice.
    await t.app.orders.setStatusForContract(opened.contractId, 'active');
    expect((await orderOf(p.seller, opened.sell.id)).filledQuantity).toBe(0);
  });

  it('a listing matched again keeps its new deal when the earlier contract is cancelled, with more left to agree', async () => {
    const first = await bigListing();
    await agreeDeskOffer(first);
    const another = await trading(t, 'trader', 'Omar');
    const small = await activeOrder(t, another, p.admin, { quantity: 200, location: 'Zurich', terms: ['CIF'] });
    const second = await confirm(t, p.admin, small, first.sell);
    expect(second.statusCode, second.body).toBe(201);
    const secondContract = second.json<{ contract: { id: string } }>().contract.id;

    expect((await moves.cancel(t.app, p.admin.token, first.contractId)).statusCode).toBe(200);
    expect(await orderOf(p.seller, first.sell.id)).toMatchObject({ filledQuantity: 0, remainingQuantity: 1000, status: 'matched', contractId: secondContract });
  });

  it('a draft the desk sends before any agreement fixes the fills at its quantity', async () => {
    const opened = await bigListing();
    expect((await moves.send(t.app, p.admin.token, opened.contractId)).statusCode).toBe(200);
    expect(await orderOf(p.seller, opened.sell.id)).toMatchObject({ filledQuantity: 800, remainingQuantity: 200, status: 'active' });
    expect(await orderOf(p.buyer, opened.buy.id)).toMatchObject({ filledQuantity: 800, remainingQuantity: 0, status: 'matched' });
  });

  it('the owner may not edit a partly filled order below what was agreed (400, nothing changes)', async () => {
    const opened = await bigListing();
    await agreeDeskOffer(opened);
    const res = await call(t.app, 'PUT', `${ORDERS}/${opened.sell.id}`, { token: p.seller.token, body: { quantity: 800 } });
    expectError(res, 400, ERROR_CODES.validation);
    expect(await orderOf(p.seller, opened.sell.id)).toMatchObject({ quantity: 1000, status: 'active' });
  });
});
