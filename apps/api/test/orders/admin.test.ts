import { ERROR_CODES, ORDER_ERROR_CODES, adminTradeListSchema, adminTradeSchema, orderSchema, type Order } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { contractsApp } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';
import { activeOrder, confirm } from '../matching/fixtures';
import { COMMODITY, ORDERS, TRADES, account, accountWithCompany, activityOf, createOrder, fuelBody, goldBody, type Account } from './fixtures';
import { formulaCells, parseCsv } from '../support/csv';

let t: TestApp;
let trader: Account;
let seller: Account;
let admin: Account;
let orders: Order[];

beforeAll(async () => {
  t = await contractsApp();
  [trader, seller, admin] = await Promise.all([
    accountWithCompany(t, 'trader', 'Omar', 'Gulf Bullion LLC'),
    accountWithCompany(t, 'seller', 'Nadia', '=Evil Fuels, "Ltd"'),
    account(t, 'admin'),
  ]);
  // Values: gold 100 oz × 2,050 = 205,000; gold 10 oz × 2,000 = 20,000; fuel 5,000 MT × 625 = 3,125,000; Jet A1 1,000 × 800 = 800,000.
  orders = [
    await createOrder(t.app, trader.token, goldBody()),
    await createOrder(t.app, trader.token, goldBody({ quantity: 10, priceRange: { min: 2000, max: 2000 }, commodityDetails: '+cmd|calc' })),
    await createOrder(t.app, seller.token, fuelBody()),
    await createOrder(t.app, seller.token, fuelBody({ commodityId: COMMODITY.jetA1, commodityDetails: null, quantity: 1000, priceRange: { min: 750, max: 850 } })),
  ];
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await call(t.app, 'GET', `${TRADES}${query}`, { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return adminTradeListSchema.parse(res.json());
};

describe('admin trades: access', () => {
  it('answers 401 anonymously and 403 to traders and sellers on every admin trade route', async () => {
    const id = orders[0]!.id;
    const routes: [('GET' | 'POST'), string][] = [
      ['GET', TRADES],
      ['GET', `${TRADES}/export`],
      ['GET', `${TRADES}/${id}`],
      ['POST', `${TRADES}/${id}/approve`],
      ['POST', `${TRADES}/${id}/reject`],
    ];
    for (const [method, url] of routes) {
      expectError(await call(t.app, method, url, method === 'POST' ? { body: {} } : {}), 401);
      for (const who of [trader, seller]) expectError(await call(t.app, method, url, { token: who.token, ...(method === 'POST' ? { body: {} } : {}) }), 403, ERROR_CODES.forbidden);
    }
  });

  it('refuses a trader approving their own order (403) and leaves it pending', async () => {
    expectError(await call(t.app, 'POST', `${TRADES}/${orders[0]!.id}/approve`, { token: trader.token, body: {} }), 403);
    const res = await call(t.app, 'GET', `${ORDERS}/${orders[0]!.id}`, { token: trader.token });
    expect(orderSchema.parse(res.json()).status).toBe('pending');
  });
});

describe('GET /admin/trades', () => {
  it('lists every trade newest first with the five summary figures', async () => {
    const all = await list();
    expect(all.total).toBe(4);
    expect(all.trades.map((o) => o.id)).toEqual([...orders].reverse().map((o) => o.id));
    // Orders are not money: nothing is traded before a contract is signed.
    expect(all.summary).toEqual({ total: 4, pendingApproval: 4, active: 0, completed: 0, tradedVolume: 0 });
  });

  it('searches case-insensitively on number, owner name, company, email and commodity', async () => {
    expect((await list(`?search=${encodeURIComponent(orders[2]!.orderNumber.toLowerCase())}`)).trades.map((o) => o.id)).toEqual([orders[2]!.id]);
    expect((await list('?search=omar')).total).toBe(2);
    expect((await list('?search=gulf%20BULLION')).total).toBe(2);
    expect((await list(`?search=${encodeURIComponent(seller.email.toUpperCase())}`)).total).toBe(2);
    expect((await list('?search=jet%20a1')).total).toBe(1);
    expect((await list('?search=gold')).total).toBe(2);
    expect((await list('?search=100%25')).total).toBe(0);
    expect((await list('?search=nobody')).summary).toEqual({ total: 0, pendingApproval: 0, active: 0, completed: 0, tradedVolume: 0 });
  });

  it('filters by commodity category, side and status and pages', async () => {
    const fuel = await list('?commodity=fuel');
    expect(fuel.total).toBe(2);
    expect(fuel.summary.tradedVolume).toBe(0);
    expect((await list('?side=buy')).trades.every((o) => o.side === 'buy')).toBe(true);
    expect((await list('?status=active')).total).toBe(0);
    const page = await list('?limit=3&page=2');
    expect(page).toMatchObject({ total: 4, page: 2, totalPages: 2 });
    expect(page.trades).toHaveLength(1);
  });

  it('answers 400 for invalid filters', async () => {
    for (const q of ['?commodity=silver', '?status=done', '?side=both', '?page=0', '?limit=101', '?x=1']) {
      expectError(await call(t.app, 'GET', `${TRADES}${q}`, { token: admin.token }), 400, ERROR_CODES.validation);
    }
  });

  it('shows one trade, 404 for an unknown one', async () => {
    const res = await call(t.app, 'GET', `${TRADES}/${orders[1]!.id}`, { token: admin.token });
    expect(orderSchema.strict().parse(res.json()).id).toBe(orders[1]!.id);
    expectError(await call(t.app, 'GET', `${TRADES}/${crypto.randomUUID()}`, { token: admin.token }), 404, ERROR_CODES.notFound);
  });
});

describe('approve and reject', () => {
  const decide = (action: 'approve' | 'reject', id: string, body?: unknown) =>
    call(t.app, 'POST', `${TRADES}/${id}/${action}`, { token: admin.token, ...(body !== undefined ? { body } : {}) });

  it('approves a pending trade with notes, audits it and tells the owner', async () => {
    const fresh = await createOrder(t.app, trader.token, goldBody());
    const res = await decide('approve', fresh.id, { notes: 'KYC verified' });
    expect(res.statusCode, res.body).toBe(200);
    const approved = orderSchema.strict().parse(res.json());
    expect(approved).toMatchObject({ status: 'active', notes: 'KYC verified' });
    expect(approved.updatedAt >= fresh.updatedAt).toBe(true);
    const audit = await t.app.audit.list({ action: 'trade.approve' });
    const entry = audit.find((a) => a.target === fresh.id);
    expect(entry).toMatchObject({ actor_id: admin.id, actor_email: admin.email });
    expect(JSON.parse(entry!.details!)).toMatchObject({ orderNumber: fresh.orderNumber, before: { status: 'pending' }, after: { status: 'active' }, notes: 'KYC verified' });
    expect((await activityOf(t, trader.id)).some((e) => e.type === 'order_approved' && e.entity_id === fresh.id)).toBe(true);
    // Not pending any more: both moves answer 409.
    expectError(await decide('approve', fresh.id, {}), 409, ORDER_ERROR_CODES.transitionInvalid);
    expectError(await decide('reject', fresh.id, {}), 409, ORDER_ERROR_CODES.transitionInvalid);
  });

  it('rejects a pending trade without a body, audits it and tells the owner', async () => {
    const fresh = await createOrder(t.app, seller.token, fuelBody());
    const res = await decide('reject', fresh.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(orderSchema.parse(res.json())).toMatchObject({ status: 'rejected', notes: null });
    const audit = await t.app.audit.list({ action: 'trade.reject' });
    expect(JSON.parse(audit.find((a) => a.target === fresh.id)!.details!)).toMatchObject({ before: { status: 'pending' }, after: { status: 'rejected' } });
    expect((await activityOf(t, seller.id)).some((e) => e.type === 'order_rejected' && e.entity_id === fresh.id)).toBe(true);
    expectError(await decide('approve', fresh.id, {}), 409, ORDER_ERROR_CODES.transitionInvalid);
  });

  it('answers 409 for a cancelled trade, 404 for an unknown one and 400 for bad notes', async () => {
    const fresh = await createOrder(t.app, trader.token, goldBody());
    expectError(await decide('approve', fresh.id, { notes: 5 }), 400, ERROR_CODES.validation);
    expectError(await decide('approve', fresh.id, { notes: 'x'.repeat(1001) }), 400, ERROR_CODES.validation);
    await call(t.app, 'POST', `${ORDERS}/${fresh.id}/cancel`, { token: trader.token });
    expectError(await decide('approve', fresh.id, {}), 409, ORDER_ERROR_CODES.transitionInvalid);
    expectError(await decide('reject', crypto.randomUUID(), {}), 404, ERROR_CODES.notFound);
  });

  it('lets only one of two concurrent decisions win', async () => {
    const fresh = await createOrder(t.app, trader.token, goldBody());
    const results = await Promise.all([decide('approve', fresh.id, {}), decide('reject', fresh.id, {})]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('updates the summary figures', async () => {
    const before = await list();
    await decide('approve', orders[3]!.id, {});
    const after = await list();
    expect(after.summary.active).toBe(before.summary.active + 1);
    expect(after.summary.pendingApproval).toBe(before.summary.pendingApproval - 1);
  });
});

describe('GET /admin/trades/export', () => {
  it('exports the filtered trades as CSV with formula cells escaped', async () => {
    const res = await call(t.app, 'GET', `${TRADES}/export?side=sell`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="trades-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(res.body, ',');
    expect(header!.slice(0, 3)).toEqual(['Trade Number', 'Type', 'Status']);
    expect(rows.every((row) => row[0]!.startsWith('SELL-'))).toBe(true);
    expect(rows.flat()).toContain(`'=Evil Fuels, "Ltd"`);
    expect(formulaCells(res.body)).toEqual([]);
  });

  it('escapes commodity details starting with +', async () => {
    const res = await call(t.app, 'GET', `${TRADES}/export?search=${encodeURIComponent(orders[1]!.orderNumber)}`, { token: admin.token });
    const rows = parseCsv(res.body, ',');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain("'+cmd|calc");
  });

  it('answers 400 for invalid filters', async () => {
    expectError(await call(t.app, 'GET', `${TRADES}/export?page=1`, { token: admin.token }), 400, ERROR_CODES.validation);
  });
});

describe('the counterparty of a matched trade', () => {
  /** An approved buy and sell of the same gold, matched by the administrator; returns both and the contract. */
  async function matchedPair(buyer: Account, sellerAccount: Account) {
    const same = { location: 'Dubai', priceRange: { min: 2000, max: 2000 } };
    const buy = await activeOrder(t, buyer, admin, same);
    const sell = await activeOrder(t, sellerAccount, admin, same);
    const res = await confirm(t, admin, buy, sell);
    expect(res.statusCode, res.body).toBe(201);
    return { buy, sell, contractId: res.json<{ contract: { id: string } }>().contract.id };
  }
  const tradeOf = async (order: Order) => (await list(`?search=${encodeURIComponent(order.orderNumber)}`)).trades.find((o) => o.id === order.id)!;

  it('lists the seller on a matched buy order and the buyer on a matched sell order, nobody on an unmatched one', async () => {
    const { buy, sell } = await matchedPair(trader, seller);
    // A second pair with other parties on the same page: each trade gets its own match's party.
    const [otherTrader, otherSeller] = await Promise.all([
      accountWithCompany(t, 'trader', 'Lina', 'Levant Gold'),
      accountWithCompany(t, 'seller', 'Rami', 'Red Sea Refining'),
    ]);
    const other = await matchedPair(otherTrader, otherSeller);

    const page = await list('?status=matched');
    for (const trade of page.trades) adminTradeSchema.strict().parse(trade);
    const byId = new Map(page.trades.map((o) => [o.id, o]));
    expect(byId.get(buy.id)).toMatchObject({ status: 'matched', seller: { name: 'Nadia Test', company: '=Evil Fuels, "Ltd"', email: seller.email } });
    expect(byId.get(buy.id)).not.toHaveProperty('buyer');
    expect(byId.get(sell.id)).toMatchObject({ buyer: { name: 'Omar Test', company: 'Gulf Bullion LLC', email: trader.email } });
    expect(byId.get(sell.id)).not.toHaveProperty('seller');
    expect(byId.get(other.buy.id)!.seller).toEqual({ name: 'Rami Test', company: 'Red Sea Refining', email: otherSeller.email });
    expect(byId.get(other.sell.id)!.buyer).toEqual({ name: 'Lina Test', company: 'Levant Gold', email: otherTrader.email });

    const unmatched = await tradeOf(orders[0]!);
    expect(unmatched.status).toBe('pending');
    expect(unmatched).not.toHaveProperty('seller');
    expect(unmatched).not.toHaveProperty('buyer');
  });

  it('shows the counterparty on one trade and in the CSV export', async () => {
    const { buy } = await matchedPair(trader, seller);
    const res = await call(t.app, 'GET', `${TRADES}/${buy.id}`, { token: admin.token });
    expect(adminTradeSchema.strict().parse(res.json()).seller).toEqual({ name: 'Nadia Test', company: '=Evil Fuels, "Ltd"', email: seller.email });

    const csv = await call(t.app, 'GET', `${TRADES}/export?search=${encodeURIComponent(buy.orderNumber)}`, { token: admin.token });
    const [header, line] = parseCsv(csv.body, ',');
    const at = header!.indexOf('Counterparty');
    expect(header!.slice(at - 1, at + 4)).toEqual(['Email', 'Counterparty', 'Counterparty Company', 'Counterparty Email', 'Notes']);
    expect(line!.slice(at, at + 3)).toEqual(['Nadia Test', `'=Evil Fuels, "Ltd"`, seller.email]);
  });

  it('drops the counterparty once the contract is cancelled and the orders are open again', async () => {
    const { buy, sell, contractId } = await matchedPair(trader, seller);
    const res = await call(t.app, 'POST', `/api/v1/contracts/${contractId}/cancel`, { token: admin.token, body: { reason: 'Inspection terms not agreed' } });
    expect(res.statusCode, res.body).toBe(200);
    for (const order of [buy, sell]) {
      const trade = await tradeOf(order);
      expect(trade.status).toBe('active');
      expect(trade.seller ?? trade.buyer).toBeUndefined();
    }
  });
});
