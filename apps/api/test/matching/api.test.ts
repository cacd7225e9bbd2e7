import { MATCHING_ERROR_CODES, MATCH_RISK_TEXTS, contractListSchema, type Order } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { contractsApp, signBody } from '../contracts/fixtures';
import { POOL_MAX, createMatchesRepository } from '../../src/modules/matching/repository';
import { MATCHING_POOL_MAX, toOrder } from '../../src/modules/orders/service';
import { call, type TestApp } from '../helpers';
import { AUTO, CONFIRM, MY_MATCHES, SUGGESTIONS, account, activeOrder, confirm, fuelBody, pairs, suggestions, trading, type Account } from './fixtures';

let t: TestApp;
let admin: Account;
let trader: Account;
let seller: Account;

beforeAll(async () => {
  t = await contractsApp();
  admin = await account(t, 'admin');
  [trader, seller] = await Promise.all([trading(t, 'trader'), trading(t, 'seller')]);
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const orderRow = (id: string) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('who may call the matching routes', () => {
  const adminRoutes = [
    ['GET', SUGGESTIONS],
    ['POST', CONFIRM],
    ['POST', AUTO],
  ] as const;

  it('answers 401 without a session, 403 to traders and sellers, 200 to an administrator', async () => {
    for (const [method, url] of adminRoutes) {
      expectError(await call(t.app, method, url), 401);
      expectError(await call(t.app, method, url, { token: trader.token, body: {} }), 403);
      expectError(await call(t.app, method, url, { token: seller.token, body: {} }), 403);
    }
    expect((await call(t.app, 'GET', SUGGESTIONS, { token: admin.token })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', AUTO, { token: admin.token })).statusCode).toBe(200);
  });

  it('lets traders and sellers read their own matches, not anonymous callers or administrators', async () => {
    expectError(await call(t.app, 'GET', MY_MATCHES), 401);
    expectError(await call(t.app, 'GET', MY_MATCHES, { token: admin.token }), 403);
    expect((await call(t.app, 'GET', MY_MATCHES, { token: trader.token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', MY_MATCHES, { token: seller.token })).statusCode).toBe(200);
  });
});

describe('GET /admin/matching/suggestions', () => {
  it('suggests an identical buy and sell pair at 100 with its stats', async () => {
    const buy = await activeOrder(t, trader, admin, { location: 'Dubai' });
    const sell = await activeOrder(t, seller, admin, { location: 'Dubai' });
    const body = await suggestions(t, admin);
    const found = body.suggestions.find((s) => s.buyTrade.id === buy.id && s.sellTrade.id === sell.id);
    expect(found).toMatchObject({ matchScore: 100, risks: [], potentialProfit: 0, compatibility: { commodity: true, quantity: 100, price: 100, location: true, terms: 100 } });
    expect(body.stats).toMatchObject({ kycRequired: true });
    expect(body.stats.buyRequests).toBeGreaterThanOrEqual(1);
    expect(body.stats.suggestions).toBe(body.suggestions.length);
    for (let i = 1; i < body.suggestions.length; i++) expect(body.suggestions[i - 1]!.matchScore).toBeGreaterThanOrEqual(body.suggestions[i]!.matchScore);
  });

  it('filters by commodity, search text and high compatibility', async () => {
    const buy = await activeOrder(t, trader, admin, fuelBody({ quantity: 1000 }));
    const sell = await activeOrder(t, seller, admin, fuelBody({ quantity: 700, location: 'Houston' }));
    // 30 + 17.5 + 20 + 0 + 10 = 77.5 → 78, with the quantity and location risks.
    const fuel = await suggestions(t, admin, '?commodity=fuel');
    const pair = fuel.suggestions.find((s) => s.buyTrade.id === buy.id && s.sellTrade.id === sell.id)!;
    expect(pair.matchScore).toBe(78);
    expect(pair.risks).toEqual([MATCH_RISK_TEXTS.quantity, MATCH_RISK_TEXTS.location]);
    expect(fuel.suggestions.every((s) => s.buyTrade.commodity.category === 'fuel')).toBe(true);
    expect((await suggestions(t, admin, '?commodity=gold')).suggestions.some((s) => s.buyTrade.id === buy.id)).toBe(false);
    expect(pairs(await suggestions(t, admin, `?search=${sell.orderNumber.toLowerCase()}`), buy, sell)).toBe(true);
    expect((await suggestions(t, admin, '?search=no-such-order')).suggestions).toEqual([]);
    const high = await suggestions(t, admin, '?highCompatibility=true');
    expect(high.suggestions.every((s) => s.matchScore >= 75)).toBe(true);
    expectError(await call(t.app, 'GET', `${SUGGESTIONS}?commodity=silver`, { token: admin.token }), 400);
  });

  it("never pairs a user's buy request with their own listing", async () => {
    const buy = await activeOrder(t, trader, admin, { location: 'New York' });
    const sell = await activeOrder(t, seller, admin, { location: 'New York' });
    // The same person on both sides (not possible through the API's roles; forced in the table).
    await db().updateTable('orders').set({ owner_id: trader.id }).where('id', '=', sell.id).execute();
    expect(pairs(await suggestions(t, admin), buy, sell)).toBe(false);
    expectError(await confirm(t, admin, buy, sell), 400, MATCHING_ERROR_CODES.pairInvalid);
    await db().updateTable('orders').set({ status: 'cancelled' }).where('id', 'in', [buy.id, sell.id]).execute();
  });

  it('leaves out owners without approved KYC while the setting requires it, and says so', async () => {
    const unverified = await account(t, 'seller');
    const buy = await activeOrder(t, trader, admin, { location: 'Hong Kong' });
    const sell = await activeOrder(t, unverified, admin, { location: 'Hong Kong' });
    // KYC withdrawn after the listing went active (new orders need it; see test/settings/trading.test.ts).
    await db().updateTable('users').set({ kyc_status: 'pending' }).where('id', '=', unverified.id).execute();
    const before = await suggestions(t, admin);
    expect(pairs(before, buy, sell)).toBe(false);
    expect(before.stats.excludedForKyc).toBeGreaterThanOrEqual(1);
    expectError(await confirm(t, admin, buy, sell), 400, MATCHING_ERROR_CODES.pairInvalid);

    await t.app.settings.updateGroup('trading', { requireKYCForTrading: false });
    try {
      const after = await suggestions(t, admin);
      expect(after.stats).toMatchObject({ kycRequired: false, excludedForKyc: 0 });
      expect(pairs(after, buy, sell)).toBe(true);
    } finally {
      await t.app.settings.updateGroup('trading', { requireKYCForTrading: true });
    }
    await db().updateTable('orders').set({ status: 'cancelled' }).where('id', 'in', [buy.id, sell.id]).execute();
  });

  it("leaves out suspended owners' orders", async () => {
    const suspended = await trading(t, 'seller');
    const buy = await activeOrder(t, trader, admin, { location: 'London' });
    const sell = await activeOrder(t, suspended, admin, { location: 'London' });
    expect(pairs(await suggestions(t, admin), buy, sell)).toBe(true);
    await db().updateTable('users').set({ status: 'suspended', suspension_reason: 'test' }).where('id', '=', suspended.id).execute();
    const body = await suggestions(t, admin);
    expect(pairs(body, buy, sell)).toBe(false);
    expect(body.stats.excludedInactiveOwner).toBeGreaterThanOrEqual(1);
    await db().updateTable('orders').set({ status: 'cancelled' }).where('id', 'in', [buy.id, sell.id]).execute();
  });
});

describe('the orders suggestions rank', () => {
  it("are the orders module's matching pool, read for scoring and eligibility only", async () => {
    expect(POOL_MAX).toBe(MATCHING_POOL_MAX);
    await activeOrder(t, trader, admin, fuelBody({ quantity: 12.345, terms: ['FOB', 'CIF'] }));
    const pool = createMatchesRepository(db(), t.app.database.engine);
    for (const category of [undefined, 'gold', 'fuel'] as const) {
      const read = await pool.activeOrders(category);
      const full = await t.app.orders.findActiveForMatching(category ? { category } : {});
      expect(read.length).toBeGreaterThan(0);
      expect(read.map((o) => o.id).sort()).toEqual(full.map((o) => o.id).sort());
      for (const stored of full) {
        const o = toOrder(stored);
        expect(read.find((r) => r.id === o.id)).toEqual({
          id: o.id,
          side: o.side,
          ownerId: o.ownerId,
          commodityId: o.commodityId,
          quantity: o.quantity,
          remainingQuantity: o.remainingQuantity,
          priceRange: o.priceRange,
          location: o.location,
          terms: o.terms,
          urgent: o.urgent,
          flexibility: { quantity: o.flexibility.quantity, price: o.flexibility.price },
          createdAt: o.createdAt,
          owner: { rating: null, status: stored.owner.status, kycStatus: stored.owner.kycStatus },
        });
      }
    }
  });
});

describe('POST /admin/matching/confirm', () => {
  it('creates the match and a draft contract both parties see; both orders become matched', async () => {
    const buy = await activeOrder(t, trader, admin, { quantity: 100, priceRange: { min: 2000, max: 2100 }, location: 'Zurich' });
    const sell = await activeOrder(t, seller, admin, { quantity: 80, priceRange: { min: 2050, max: 2200 }, location: 'Zurich' });
    const res = await confirm(t, admin, buy, sell);
    expect(res.statusCode, res.body).toBe(201);
    const { match, contract } = res.json<{ match: { id: string; contractId: string; agreedPrice: number; quantity: number; status: string }; contract: { id: string; status: string; buyerId: string; sellerId: string; quantity: number; unitPrice: number; deliveryLocation: string; contractType: string } }>();
    // The overlap is 2,050-2,100: its midpoint; the smaller quantity.
    expect(match).toMatchObject({ agreedPrice: 2075, quantity: 80, status: 'matched', contractId: contract.id });
    expect(contract).toMatchObject({ status: 'draft', buyerId: trader.id, sellerId: seller.id, quantity: 80, unitPrice: 2075, deliveryLocation: 'Zurich', contractType: 'spot' });

    for (const party of [trader, seller]) {
      const list = contractListSchema.parse((await call(t.app, 'GET', '/api/v1/contracts', { token: party.token })).json());
      expect(list.contracts.some((c) => c.id === contract.id)).toBe(true);
    }
    for (const id of [buy.id, sell.id]) expect(await orderRow(id)).toMatchObject({ status: 'matched', contract_id: contract.id });

    const traderMatches = (await call(t.app, 'GET', MY_MATCHES, { token: trader.token })).json<{ id: string; buyOrder: Order; sellOrder: Order }[]>();
    const seen = traderMatches.find((m) => m.id === match.id)!;
    expect(seen.buyOrder.owner.email).toBe(trader.email);
    // The counterparty by name and company only.
    expect(seen.sellOrder.owner).toMatchObject({ email: '', id: '' });
    expect((await call(t.app, 'GET', MY_MATCHES, { token: seller.token })).json<{ id: string }[]>().some((m) => m.id === match.id)).toBe(true);

    const activity = await db().selectFrom('activity').selectAll().where('type', '=', 'order_matched').where('entity_id', 'in', [buy.id, sell.id]).execute();
    expect(activity.map((a) => a.user_id).sort()).toEqual([trader.id, seller.id].sort());
    const audit = await t.app.audit.list({ action: 'matching.confirmed' });
    expect(audit.some((a) => a.target === match.id)).toBe(true);

    // Matched orders are no longer suggested, and cannot be matched again.
    expect(pairs(await suggestions(t, admin), buy, sell)).toBe(false);
    expectError(await confirm(t, admin, buy, sell), 409, MATCHING_ERROR_CODES.orderNotActive);
  });

  it('allows a manual match below 60 at a chosen price, but not across commodities or sides', async () => {
    const buy = await activeOrder(t, trader, admin, { quantity: 10, priceRange: { min: 1000, max: 1100 }, location: 'Zurich', terms: ['TTM'] });
    const sell = await activeOrder(t, seller, admin, { quantity: 1000, priceRange: { min: 3000, max: 3100 }, location: 'London', terms: ['CIF'] });
    const fuel = await activeOrder(t, seller, admin, fuelBody());
    expect(pairs(await suggestions(t, admin), buy, sell)).toBe(false);
    expectError(await confirm(t, admin, buy, fuel), 400, MATCHING_ERROR_CODES.pairInvalid);
    expectError(await confirm(t, admin, sell, buy), 400, MATCHING_ERROR_CODES.pairInvalid);
    expectError(await call(t.app, 'POST', CONFIRM, { token: admin.token, body: { buyOrderId: crypto.randomUUID(), sellOrderId: sell.id } }), 404);
    const res = await confirm(t, admin, buy, sell, 2000);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ contract: { unitPrice: number; quantity: number } }>().contract).toMatchObject({ unitPrice: 2000, quantity: 10 });
    await db().updateTable('orders').set({ status: 'cancelled' }).where('id', '=', fuel.id).execute();
  });

  it("announces the match once committed (match.confirmed), for the modules that react to it", async () => {
    const heard: unknown[] = [];
    t.app.events.subscribe('match.confirmed', 'test listener', async (payload) => void heard.push(payload));
    const buy = await activeOrder(t, trader, admin, { location: 'London' });
    const sell = await activeOrder(t, seller, admin, { location: 'London' });
    const refused = await confirm(t, admin, buy, buy);
    expect(refused.statusCode).toBe(400);
    expect(heard).toEqual([]);
    const res = await confirm(t, admin, buy, sell);
    expect(res.statusCode, res.body).toBe(201);
    const { match, contract } = res.json<{ match: { id: string }; contract: { id: string } }>();
    expect(heard).toEqual([{ matchId: match.id, buyOrderId: buy.id, sellOrderId: sell.id, contractId: contract.id, buyerId: trader.id, sellerId: seller.id }]);
  });

  it('of two concurrent confirmations sharing an order, exactly one succeeds', async () => {
    const buy = await activeOrder(t, trader, admin, { location: 'Dubai' });
    const [first, second] = [await activeOrder(t, seller, admin, { location: 'Dubai' }), await activeOrder(t, seller, admin, { location: 'Dubai' })];
    const results = await Promise.all([confirm(t, admin, buy, first), confirm(t, admin, buy, second)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const contracts = await db().selectFrom('matches').select('contract_id').where('buy_order_id', '=', buy.id).execute();
    expect(contracts).toHaveLength(1);
    const loser = results[0]!.statusCode === 409 ? first : second;
    // The losing sell listing is untouched and still active.
    expect(await orderRow(loser.id)).toMatchObject({ status: 'active', contract_id: null });
    await db().updateTable('orders').set({ status: 'cancelled' }).where('id', '=', loser.id).execute();
  });
});

describe('the contract lifecycle link', () => {
  async function matched() {
    const buy = await activeOrder(t, trader, admin, { location: 'Zurich', priceRange: { min: 2000, max: 2000 } });
    const sell = await activeOrder(t, seller, admin, { location: 'Zurich', priceRange: { min: 2000, max: 2000 } });
    const res = await confirm(t, admin, buy, sell);
    expect(res.statusCode, res.body).toBe(201);
    return { buy, sell, contractId: res.json<{ contract: { id: string } }>().contract.id };
  }
  const move = async (token: string, url: string, body?: unknown) => {
    const res = await call(t.app, 'POST', url, { token, ...(body ? { body } : {}) });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('signed by both → orders contract_signed; executed → completed with the final price', async () => {
    const { buy, sell, contractId } = await matched();
    await move(admin.token, `/api/v1/contracts/${contractId}/send`);
    await move(trader.token, '/api/v1/contracts/sign', await signBody(t.app, trader, contractId));
    expect((await orderRow(buy.id)).status).toBe('matched');
    await move(seller.token, '/api/v1/contracts/sign', await signBody(t.app, seller, contractId));
    for (const id of [buy.id, sell.id]) expect((await orderRow(id)).status).toBe('contract_signed');
    await move(trader.token, `/api/v1/contracts/${contractId}/execute`);
    for (const id of [buy.id, sell.id]) {
      const row = await orderRow(id);
      expect(row.status).toBe('completed');
      expect(Number(row.final_price_cents)).toBe(200_000);
      expect(row.completed_at).not.toBeNull();
    }
    const m = await db().selectFrom('matches').selectAll().where('contract_id', '=', contractId).executeTakeFirstOrThrow();
    expect(m.status).toBe('completed');
    const mine = (await call(t.app, 'GET', MY_MATCHES, { token: seller.token })).json<{ contractId: string; contractStatus: string; status: string }[]>();
    expect(mine.find((x) => x.contractId === contractId)).toMatchObject({ contractStatus: 'executed', status: 'completed' });
  });

  it('cancelled → both orders are active again and can be suggested', async () => {
    const { buy, sell, contractId } = await matched();
    await move(admin.token, `/api/v1/contracts/${contractId}/cancel`, { reason: 'Parties could not agree on inspection' });
    for (const id of [buy.id, sell.id]) expect(await orderRow(id)).toMatchObject({ status: 'active', contract_id: null, matched_at: null });
    expect(pairs(await suggestions(t, admin), buy, sell)).toBe(true);
    await db().updateTable('orders').set({ status: 'cancelled' }).where('id', 'in', [buy.id, sell.id]).execute();
  });
});

describe('auto-matching', () => {
  it('POST /admin/matching/auto proposes the best pairs that share no order', async () => {
    const body = (await call(t.app, 'POST', AUTO, { token: admin.token })).json<{ proposals: { buyTrade: Order; sellTrade: Order; matchScore: number }[] }>();
    const ids = body.proposals.flatMap((p) => [p.buyTrade.id, p.sellTrade.id]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(body.proposals.every((p) => p.matchScore > 60)).toBe(true);
  });

  it('records the proposals of an order when it is approved, while auto-matching is on', async () => {
    const sell = await activeOrder(t, seller, admin, { location: 'New York', quantity: 55 });
    const buy = await activeOrder(t, trader, admin, { location: 'New York', quantity: 55 });
    // The hook runs once the approval's answer is sent.
    await expect.poll(async () => (await t.app.audit.list({ action: 'matching.proposals' })).some((a) => a.target === buy.id)).toBe(true);
    const entry = (await t.app.audit.list({ action: 'matching.proposals' })).find((a) => a.target === buy.id)!;
    expect(entry.details).toContain(sell.id);
  });
});
