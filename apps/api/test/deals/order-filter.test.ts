import { ERROR_CODES } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { contractsApp } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';
import { activeOrder } from '../matching/fixtures';
import { DEALS, listDeals, openDeal, people, type OpenedDeal, type People } from './fixtures';

/**
 * GET /api/v1/deals?orderId=: the deal of one order, which the Matching Center's "Contact Seller/Buyer/Support" links
 * open. It narrows the caller's own deals only, so it never reveals another user's deal.
 */
let t: TestApp;
let p: People;
let first: OpenedDeal;
let second: OpenedDeal;

beforeAll(async () => {
  t = await contractsApp();
  p = await people(t);
  first = await openDeal(t, p);
  second = await openDeal(t, p);
});
afterAll(() => t.close());

const ids = (list: { deals: { id: string }[] }) => list.deals.map((d) => d.id);

describe('filtering my deals by order', () => {
  it("finds the deal of an order by its buy request or its sell listing, for either party and the desk", async () => {
    expect(ids(await listDeals(t, p.buyer, `?orderId=${first.buy.id}`))).toEqual([first.deal.id]);
    expect(ids(await listDeals(t, p.buyer, `?orderId=${first.sell.id}`))).toEqual([first.deal.id]);
    expect(ids(await listDeals(t, p.seller, `?orderId=${second.sell.id}`))).toEqual([second.deal.id]);
    const forDesk = await listDeals(t, p.admin, `?orderId=${second.buy.id}`);
    expect(forDesk).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    expect(forDesk.deals[0]).toMatchObject({ id: second.deal.id, myRole: 'desk' });
  });

  it('combines with the status filter', async () => {
    expect(ids(await listDeals(t, p.buyer, `?orderId=${first.buy.id}&status=negotiating`))).toEqual([first.deal.id]);
    expect((await listDeals(t, p.buyer, `?orderId=${first.buy.id}&status=agreed`)).total).toBe(0);
  });

  it('answers an empty list for an order without a deal yet', async () => {
    const unmatched = await activeOrder(t, p.buyer, p.admin, { quantity: 10, priceRange: { min: 2000, max: 2100 }, location: 'Zurich', terms: ['FOB'] });
    expect(await listDeals(t, p.buyer, `?orderId=${unmatched.id}`)).toEqual({ deals: [], total: 0, page: 1, totalPages: 0 });
  });

  it("never shows an outsider the deal of someone else's order", async () => {
    expect((await listDeals(t, p.outsider, `?orderId=${first.buy.id}`)).deals).toEqual([]);
    expect((await listDeals(t, p.outsider, `?orderId=${first.sell.id}`)).total).toBe(0);
  });

  it('refuses an orderId that is not an id with 400', async () => {
    const body = expectError(await call(t.app, 'GET', `${DEALS}?orderId=42`, { token: p.buyer.token }), 400, ERROR_CODES.validation);
    expect(JSON.stringify(body)).toContain('orderId');
  });
});
