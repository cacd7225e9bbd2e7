import type { Order } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { updateRanking } from '../../src/modules/matching/incremental';
import { buildTestApp, call, freshDatabase, type TestApp } from '../helpers';
import { AUTO, SUGGESTIONS, account, activeOrder, fuelBody, suggestions, trading, type Account } from './fixtures';

// `updateRanking` spied on (it still ranks): the pages of a query share one ranking of the orders.
vi.mock(import('../../src/modules/matching/incremental'), { spy: true });

/**
 * The kept rankings (issue 16): instances of the app on one database. `a` answers from its kept rankings, each
 * compared with a new instance's fresh computation; changes are made through `b` too, as another server would.
 */
let db: Awaited<ReturnType<typeof freshDatabase>>;
let a: TestApp;
let b: TestApp;
let admin: Account;
let otherAdmin: Account;
let trader: Account;
let seller: Account;
let firstBuy: Order;

beforeAll(async () => {
  db = await freshDatabase();
  a = await buildTestApp({}, { database: db.handle });
  b = await buildTestApp({}, { database: db.handle });
  [admin, otherAdmin] = await Promise.all([account(a, 'admin'), account(a, 'admin')]);
  [trader, seller] = await Promise.all([trading(a, 'trader'), trading(a, 'seller')]);
  // 3 buys × 3 sells of gold and 2 × 1 of fuel: 11 pairs, all above 60.
  firstBuy = await activeOrder(a, trader, admin, { quantity: 100 });
  for (const quantity of [90, 80]) await activeOrder(a, trader, admin, { quantity });
  for (const quantity of [100, 85, 70]) await activeOrder(a, seller, admin, { quantity });
  for (const quantity of [5000, 4000]) await activeOrder(a, trader, admin, fuelBody({ quantity }));
  await activeOrder(a, seller, admin, fuelBody({ quantity: 5000 }));
});
afterAll(async () => {
  await b.close();
  await a.close();
  await db.drop();
});

/** A page as the route answers it (through instance `t`). */
async function page(t: TestApp, who: Account, query: string) {
  const res = await call(t.app, 'GET', `${SUGGESTIONS}${query}`, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ suggestions: Array<{ buyTrade: Order; sellTrade: Order; matchScore: number }>; total: number; page: number; totalPages: number; stats: unknown }>();
}

/** Every page of `query` at 2 a page through instance `t`, joined, and the last page's answer. */
async function allPages(t: TestApp, who: Account, query = '') {
  const first = await page(t, who, `?limit=2${query}`);
  const pages = [first];
  for (let n = 2; n <= first.totalPages; n++) pages.push(await page(t, who, `?limit=2&page=${n}${query}`));
  return { first, suggestions: pages.flatMap((p) => p.suggestions) };
}

/** What a fresh computation answers: one page holding everything, from a new instance (nothing kept). */
async function uncached(query = '') {
  const fresh = await buildTestApp({}, { database: db.handle });
  try {
    return await page(fresh, admin, `?limit=100${query}`);
  } finally {
    await fresh.close();
  }
}

describe('the kept ranking of the suggestions', () => {
  it('answers every page as a fresh computation does, without ranking the orders again', async () => {
    const fresh = await uncached();
    expect(fresh.total).toBe(11);
    const rankings = vi.mocked(updateRanking);
    rankings.mockClear();
    const { first, suggestions: kept } = await allPages(a, admin);
    expect(rankings).toHaveBeenCalledTimes(1);
    expect(kept).toEqual(fresh.suggestions);
    expect(first).toMatchObject({ total: fresh.total, totalPages: 6, stats: fresh.stats });
    // Another page size: the same ranking, still not ranked again.
    expect((await page(a, admin, '?limit=5&page=2')).suggestions).toEqual(fresh.suggestions.slice(5, 10));
    expect(rankings).toHaveBeenCalledTimes(1);
  });

  it('gives the Auto-Match proposals of the kept ranking, as a fresh computation does', async () => {
    const proposals = async (t: TestApp) => {
      const res = await call(t.app, 'POST', AUTO, { token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ proposals: unknown[] }>().proposals;
    };
    await page(a, admin, '?limit=2');
    const fresh = await buildTestApp({}, { database: db.handle });
    try {
      expect(await proposals(a)).toEqual(await proposals(fresh));
    } finally {
      await fresh.close();
    }
  });

  it('answers pages past the end with no suggestions and the same totals', async () => {
    const past = await page(a, admin, '?limit=2&page=7');
    expect(past).toMatchObject({ suggestions: [], total: 11, page: 7, totalPages: 6 });
    expect((await page(a, admin, '?limit=50&page=2')).suggestions).toEqual([]);
  });

  it('is recomputed after a new order or a cancellation, made through either instance', async () => {
    await allPages(a, admin);
    const added = await activeOrder(b, seller, admin, { quantity: 95 });
    let kept = await allPages(a, admin);
    expect(kept.first.total).toBe(14);
    expect(kept.suggestions.some((s) => s.sellTrade.id === added.id)).toBe(true);
    expect(kept.suggestions).toEqual((await uncached()).suggestions);

    expect((await call(b.app, 'POST', `/api/v1/trading/orders/${added.id}/cancel`, { token: seller.token })).statusCode).toBe(200);
    kept = await allPages(a, admin);
    expect(kept.first.total).toBe(11);
    expect(kept.suggestions.some((s) => s.sellTrade.id === added.id)).toBe(false);
    expect(kept.suggestions).toEqual((await uncached()).suggestions);
  });

  it("is recomputed after an owner's suspension and after a change of the KYC setting", async () => {
    const suspended = await trading(a, 'seller');
    await activeOrder(a, suspended, admin, { quantity: 100 });
    expect((await page(a, admin, '?limit=2&page=2')).total).toBe(14);
    const res = await call(b.app, 'POST', `/admin/users/${suspended.id}/suspend`, { token: admin.token, body: { reason: 'Cache test' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await page(a, admin, '?limit=2&page=2')).total).toBe(11);

    // KYC withdrawn straight in the table; the setting changed where settings are read (each instance caches them).
    await a.app.database.db.updateTable('users').set({ kyc_status: 'pending' }).where('id', '=', seller.id).execute();
    expect((await page(a, admin, '?limit=2&page=2')).total).toBe(0);
    await a.app.settings.updateGroup('trading', { requireKYCForTrading: false });
    try {
      expect((await page(a, admin, '?limit=2&page=2')).total).toBe(11);
    } finally {
      await a.app.settings.updateGroup('trading', { requireKYCForTrading: true });
      await a.app.database.db.updateTable('users').set({ kyc_status: 'approved' }).where('id', '=', seller.id).execute();
    }
    expect((await page(a, admin, '?limit=2&page=2')).total).toBe(11);
  });

  it("keeps each query's ranking apart: one administrator's filtered pages are never another's", async () => {
    const gold = await allPages(a, otherAdmin, '&commodity=gold');
    const everything = await allPages(a, admin);
    const search = await allPages(a, otherAdmin, `&search=${firstBuy.orderNumber}`);
    const high = await allPages(a, admin, '&highCompatibility=true');
    expect(gold.suggestions).toEqual((await uncached('&commodity=gold')).suggestions);
    expect(gold.suggestions.every((s) => s.buyTrade.commodity.category === 'gold')).toBe(true);
    expect(everything.suggestions).toEqual((await uncached()).suggestions);
    expect(search.suggestions).toEqual((await uncached(`&search=${firstBuy.orderNumber}`)).suggestions);
    expect(search.suggestions.every((s) => s.buyTrade.id === firstBuy.id)).toBe(true);
    expect(high.suggestions).toEqual((await uncached('&highCompatibility=true')).suggestions);
    // Still each its own after the others were kept (the second administrator's gold pages again).
    expect((await allPages(a, otherAdmin, '&commodity=gold')).suggestions).toEqual(gold.suggestions);
    expect((await suggestions(a, otherAdmin)).stats).toEqual((await suggestions(a, admin)).stats);
  });
});
