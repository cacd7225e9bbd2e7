import { ERROR_CODES, ORDER_ERROR_CODES, ORDER_TEXTS, orderListSchema, orderSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { contractsApp } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';
import { COMMODITY, ORDERS, TRADES, account, activityOf, createOrder, dateIn, fuelBody, goldBody, type Account } from './fixtures';

let t: TestApp;
let trader: Account;
let otherTrader: Account;
let seller: Account;
let otherSeller: Account;
let admin: Account;

beforeAll(async () => {
  t = await contractsApp();
  [trader, otherTrader, seller, otherSeller, admin] = await Promise.all([
    account(t, 'trader'),
    account(t, 'trader'),
    account(t, 'seller'),
    account(t, 'seller'),
    account(t, 'admin'),
  ]);
});
afterAll(() => t.close());

const post = (token: string | undefined, body: unknown) => call(t.app, 'POST', ORDERS, { ...(token ? { token } : {}), body });
const year = new Date().getUTCFullYear();

describe('POST /api/v1/trading/orders', () => {
  it('answers 401 without a session', async () => {
    expectError(await post(undefined, goldBody()), 401);
  });

  it('makes a trader order a pending buy with defaults and the midpoint value', async () => {
    const order = await createOrder(t.app, trader.token, goldBody());
    expect(order).toMatchObject({
      side: 'buy',
      ownerId: trader.id,
      status: 'pending',
      priority: 'medium',
      urgent: false,
      flexibility: { quantity: 0, price: 0, location: false, terms: false },
      quantity: 100,
      unit: 'oz',
      priceRange: { min: 2000, max: 2100 },
      totalValue: 205000,
      commodity: { id: COMMODITY.gold, category: 'gold', unit: 'oz' },
      owner: { id: trader.id, email: trader.email, name: 'Amira Test', rating: null },
      notes: null,
      contractId: null,
      finalPrice: null,
      matchedAt: null,
      completedAt: null,
    });
    expect(order.orderNumber).toMatch(new RegExp(`^BUY-${year}-\\d{3,}$`));
    const entries = await activityOf(t, trader.id);
    expect(entries.some((e) => e.type === 'order_created' && e.entity_id === order.id)).toBe(true);
  });

  it('makes a seller order a sell listing with its own counter', async () => {
    const order = await createOrder(t.app, seller.token, fuelBody({ priority: 'urgent', urgent: true, flexibility: { quantity: 10, price: 5.5, location: true, terms: false } }));
    expect(order).toMatchObject({ side: 'sell', status: 'pending', priority: 'urgent', urgent: true, unit: 'MT', commodityDetails: 'EN590 10ppm' });
    expect(order.flexibility).toEqual({ quantity: 10, price: 5.5, location: true, terms: false });
    expect(order.orderNumber).toMatch(new RegExp(`^SELL-${year}-\\d{3,}$`));
  });

  it('numbers orders consecutively per side', async () => {
    const a = await createOrder(t.app, otherTrader.token, goldBody());
    const b = await createOrder(t.app, otherTrader.token, goldBody());
    const n = (o: { orderNumber: string }) => Number(o.orderNumber.split('-')[2]);
    expect(n(b)).toBe(n(a) + 1);
  });

  it('refuses administrators (403)', async () => {
    expectError(await post(admin.token, goldBody()), 403, ERROR_CODES.forbidden);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['zero quantity', { quantity: 0 }, 'quantity'],
    ['negative quantity', { quantity: -5 }, 'quantity'],
    ['too many quantity decimals', { quantity: 1.2345 }, 'quantity'],
    ['min above max', { priceRange: { min: 2200, max: 2100 } }, 'priceRange'],
    ['zero min price', { priceRange: { min: 0, max: 2100 } }, 'priceRange'],
    ['missing price range', { priceRange: undefined }, 'priceRange'],
    ['a fuel port for gold', { location: 'Rotterdam' }, 'location'],
    ['an unknown location', { location: 'Paris' }, 'location'],
    ['a fuel term for gold', { terms: ['TTT'] }, 'terms'],
    ['an unknown term', { terms: ['XYZ'] }, 'terms'],
    ['no terms', { terms: [] }, 'terms'],
    ['a past delivery date', { deliveryDate: dateIn(-1) }, 'deliveryDate'],
    ['a malformed delivery date', { deliveryDate: '01/02/2030' }, 'deliveryDate'],
    ['an unknown commodity', { commodityId: crypto.randomUUID() }, 'commodityId'],
    ['a malformed commodity id', { commodityId: 'gold' }, 'commodityId'],
    ['an unknown priority', { priority: 'critical' }, 'priority'],
    ['a flexibility above 100', { flexibility: { quantity: 150 } }, 'flexibility'],
    ['a non-boolean urgent', { urgent: 'yes' }, 'urgent'],
  ];
  it.each(invalid)('answers 400 for %s', async (_label, overrides, field) => {
    const body = expectError(await post(trader.token, goldBody(overrides)), 400, ERROR_CODES.validation);
    expect(JSON.stringify(body.details ?? body.message)).toContain(field);
  });

  it('checks fuel locations and terms against the fuel lists', async () => {
    expectError(await post(seller.token, fuelBody({ location: 'Zurich' })), 400, ERROR_CODES.validation);
    expectError(await post(seller.token, fuelBody({ terms: ['TTM'] })), 400, ERROR_CODES.validation);
    await createOrder(t.app, seller.token, fuelBody({ location: 'Houston', terms: ['TTV', 'CIF', 'FOB'] }));
  });

  it('accepts a delivery date of today', async () => {
    await createOrder(t.app, trader.token, goldBody({ deliveryDate: dateIn(0) }));
  });

  it('says which rule failed for min above max', async () => {
    const body = expectError(await post(trader.token, goldBody({ priceRange: { min: 3, max: 2 } })), 400);
    expect(JSON.stringify(body)).toContain(ORDER_TEXTS.priceRangeOrder);
  });
});

describe('GET /api/v1/trading/orders', () => {
  let mine: Account;
  beforeAll(async () => {
    mine = await account(t, 'trader');
    for (let i = 0; i < 3; i++) await createOrder(t.app, mine.token, goldBody({ quantity: 10 + i }));
    const cancelled = await createOrder(t.app, mine.token, goldBody());
    await call(t.app, 'POST', `${ORDERS}/${cancelled.id}/cancel`, { token: mine.token });
  });

  it('answers 401 without a session and 403 for administrators', async () => {
    expectError(await call(t.app, 'GET', ORDERS), 401);
    expectError(await call(t.app, 'GET', ORDERS, { token: admin.token }), 403);
  });

  it("lists only the caller's orders, newest first, with counts per status", async () => {
    const res = await call(t.app, 'GET', ORDERS, { token: mine.token });
    expect(res.statusCode).toBe(200);
    const list = orderListSchema.parse(res.json());
    expect(list.total).toBe(4);
    expect(list.orders.every((o) => o.ownerId === mine.id)).toBe(true);
    expect(list.counts).toMatchObject({ pending: 3, cancelled: 1, active: 0, matched: 0, completed: 0, rejected: 0 });
    const created = list.orders.map((o) => o.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('filters by status and side and pages', async () => {
    const pending = orderListSchema.parse((await call(t.app, 'GET', `${ORDERS}?status=pending&limit=2&page=2`, { token: mine.token })).json());
    expect(pending).toMatchObject({ total: 3, page: 2, totalPages: 2 });
    expect(pending.orders).toHaveLength(1);
    const sells = orderListSchema.parse((await call(t.app, 'GET', `${ORDERS}?side=sell`, { token: mine.token })).json());
    expect(sells.total).toBe(0);
  });

  it('answers 400 for unknown filters', async () => {
    expectError(await call(t.app, 'GET', `${ORDERS}?status=open`, { token: mine.token }), 400, ERROR_CODES.validation);
    expectError(await call(t.app, 'GET', `${ORDERS}?limit=0`, { token: mine.token }), 400, ERROR_CODES.validation);
    expectError(await call(t.app, 'GET', `${ORDERS}?foo=1`, { token: mine.token }), 400, ERROR_CODES.validation);
  });
});

describe('GET /api/v1/trading/orders/{id}', () => {
  it('shows an order to its owner and administrators only', async () => {
    const order = await createOrder(t.app, trader.token, goldBody());
    expectError(await call(t.app, 'GET', `${ORDERS}/${order.id}`), 401);
    for (const who of [trader, admin]) {
      const res = await call(t.app, 'GET', `${ORDERS}/${order.id}`, { token: who.token });
      expect(res.statusCode).toBe(200);
      expect(orderSchema.strict().parse(res.json()).id).toBe(order.id);
    }
    for (const who of [otherTrader, seller]) expectError(await call(t.app, 'GET', `${ORDERS}/${order.id}`, { token: who.token }), 404, ERROR_CODES.notFound);
    expectError(await call(t.app, 'GET', `${ORDERS}/${crypto.randomUUID()}`, { token: trader.token }), 404);
    expectError(await call(t.app, 'GET', `${ORDERS}/not-an-id`, { token: trader.token }), 400);
  });
});

describe('PUT /api/v1/trading/orders/{id}', () => {
  const put = (token: string | undefined, id: string, body: unknown) => call(t.app, 'PUT', `${ORDERS}/${id}`, { ...(token ? { token } : {}), body });

  it('lets the owner edit a pending order and recomputes the value', async () => {
    const order = await createOrder(t.app, seller.token, fuelBody());
    const res = await put(seller.token, order.id, { quantity: 1000, priceRange: { min: 700, max: 700 }, terms: ['FOB', 'FOB'], specifications: 'Sulphur max 10ppm' });
    expect(res.statusCode, res.body).toBe(200);
    const updated = orderSchema.strict().parse(res.json());
    expect(updated).toMatchObject({ quantity: 1000, totalValue: 700000, terms: ['FOB'], specifications: 'Sulphur max 10ppm', status: 'pending', orderNumber: order.orderNumber });
  });

  it('sends an edited active order back to pending review', async () => {
    const order = await createOrder(t.app, seller.token, fuelBody());
    expect((await call(t.app, 'POST', `${TRADES}/${order.id}/approve`, { token: admin.token, body: {} })).statusCode).toBe(200);
    const res = await put(seller.token, order.id, { priority: 'high' });
    expect(orderSchema.parse(res.json())).toMatchObject({ status: 'pending', priority: 'high' });
  });

  it("answers 404 to a seller editing another seller's listing and 401/403 to others", async () => {
    const order = await createOrder(t.app, seller.token, fuelBody());
    expectError(await put(otherSeller.token, order.id, { quantity: 1 }), 404, ERROR_CODES.notFound);
    expectError(await put(trader.token, order.id, { quantity: 1 }), 404, ERROR_CODES.notFound);
    expectError(await put(admin.token, order.id, { quantity: 1 }), 403);
    expectError(await put(undefined, order.id, { quantity: 1 }), 401);
  });

  it('validates the changes against the order as a whole', async () => {
    const order = await createOrder(t.app, trader.token, goldBody());
    expectError(await put(trader.token, order.id, {}), 400, ERROR_CODES.validation);
    expectError(await put(trader.token, order.id, { priceRange: { min: 5, max: 4 } }), 400, ERROR_CODES.validation);
    expectError(await put(trader.token, order.id, { location: 'Fujairah' }), 400, ERROR_CODES.validation);
    // Switching to a fuel commodity with gold's location and terms fails; with fuel ones it works.
    expectError(await put(trader.token, order.id, { commodityId: COMMODITY.jetA1 }), 400, ERROR_CODES.validation);
    const res = await put(trader.token, order.id, { commodityId: COMMODITY.jetA1, location: 'Fujairah', terms: ['TTT'] });
    expect(orderSchema.parse(res.json())).toMatchObject({ unit: 'MT', location: 'Fujairah', terms: ['TTT'] });
    expectError(await put(trader.token, order.id, { deliveryDate: dateIn(-3) }), 400, ERROR_CODES.validation);
    expectError(await put(trader.token, order.id, { quantity: 0 }), 400, ERROR_CODES.validation);
  });

  it('answers 409 once the order is no longer pending or active', async () => {
    const order = await createOrder(t.app, trader.token, goldBody());
    await call(t.app, 'POST', `${ORDERS}/${order.id}/cancel`, { token: trader.token });
    expectError(await put(trader.token, order.id, { quantity: 5 }), 409, ORDER_ERROR_CODES.transitionInvalid);
  });
});

describe('POST /api/v1/trading/orders/{id}/cancel', () => {
  const cancel = (token: string | undefined, id: string) => call(t.app, 'POST', `${ORDERS}/${id}/cancel`, token ? { token } : {});

  it('lets the owner cancel a pending or active order once', async () => {
    const order = await createOrder(t.app, trader.token, goldBody());
    expectError(await cancel(undefined, order.id), 401);
    expectError(await cancel(otherTrader.token, order.id), 404);
    expectError(await cancel(admin.token, order.id), 403);
    const res = await cancel(trader.token, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(orderSchema.parse(res.json()).status).toBe('cancelled');
    expectError(await cancel(trader.token, order.id), 409, ORDER_ERROR_CODES.transitionInvalid);
    expect((await activityOf(t, trader.id)).some((e) => e.type === 'order_cancelled' && e.entity_id === order.id)).toBe(true);

    const active = await createOrder(t.app, trader.token, goldBody());
    await call(t.app, 'POST', `${TRADES}/${active.id}/approve`, { token: admin.token, body: {} });
    expect(orderSchema.parse((await cancel(trader.token, active.id)).json()).status).toBe('cancelled');
  });
});
