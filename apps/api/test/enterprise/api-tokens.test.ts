import { createHash } from 'node:crypto';
import { API_TOKEN_LIMITS, ENTERPRISE_TEXTS, apiTokenListSchema, dealListSchema, orderListSchema, type CreatedApiToken, type Order } from '@ctp/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE, RELAXED, auditRows, expectError, testClock } from '../auth/fixtures';
import { suspend } from '../admin-users/fixtures';
import { DEALS, openDeal, people, trading, type Account, type People } from '../deals/fixtures';
import { buildTestApp, call, type TestApp } from '../helpers';
import { ORDERS, createOrder, goldBody } from '../orders/fixtures';
import { TOKENS, addMembers, createToken, grantEnterprise } from './fixtures';

const ENTERPRISE_COMPANY = 'Gulf Bullion Buyers LLC';
const PRICES = '/price-api/prices/all';

/** Every API token row, as stored. */
const storedTokens = (t: TestApp) => t.app.database.db.selectFrom('api_tokens').selectAll().execute();

describe('personal API tokens', () => {
  let t: TestApp;
  let who: People;
  /** A trader of the Enterprise company who is party to no deal. */
  let colleague: Account;
  let buyerOrder: Order;
  let outsiderOrder: Order;
  let dealId: string;
  /** The buyer's token with every scope. */
  let all: CreatedApiToken;
  let grantId: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ ...RELAXED, PRICE_PROVIDER: 'fallback', LOG_LEVEL: 'info' }, { logger: true, logStream: { write: (line: string) => logLines.push(line) } });
    who = await people(t);
    colleague = await trading(t, 'trader', 'Noor');
    await t.app.database.db.updateTable('users').set({ company_name: ENTERPRISE_COMPANY }).where('id', '=', colleague.id).execute();
    grantId = (await grantEnterprise(t, ENTERPRISE_COMPANY, who.admin)).id;
    buyerOrder = await createOrder(t.app, who.buyer.token, goldBody({ quantity: 10 }));
    outsiderOrder = await createOrder(t.app, who.outsider.token, goldBody({ quantity: 20 }));
    dealId = (await openDeal(t, who)).deal.id;
    all = await createToken(t, who.buyer);
  });
  afterAll(() => t.close());

  const read = (secret: string, url: string) => call(t.app, 'GET', url, { token: secret });
  /** A trader or seller who joins the Enterprise company after the grant, and whom the desk confirms as a member. */
  const joiner = async (role: 'trader' | 'seller', firstName: string) => {
    const joined = await trading(t, role, firstName);
    await t.app.database.db.updateTable('users').set({ company_name: ENTERPRISE_COMPANY }).where('id', '=', joined.id).execute();
    await addMembers(t, grantId, [joined.id], who.admin);
    return joined;
  };

  it('refuses Basic users (403 ENTERPRISE_REQUIRED), administrators (403) and anonymous callers (401)', async () => {
    const body = { name: 'Risk system', scopes: ['prices'] };
    expectError(await call(t.app, 'POST', TOKENS, { token: who.seller.token, body }), 403, 'ENTERPRISE_REQUIRED');
    const admin = expectError(await call(t.app, 'POST', TOKENS, { token: who.admin.token, body }), 403, 'FORBIDDEN');
    expect(admin.message).toBe(ENTERPRISE_TEXTS.adminsHaveNoTokens);
    expectError(await call(t.app, 'POST', TOKENS, { body }), 401);
    expectError(await call(t.app, 'GET', TOKENS), 401);
  });

  it.each([
    ['no name', { scopes: ['prices'] }],
    ['a blank name', { name: '  ', scopes: ['prices'] }],
    ['a name over 80 characters', { name: 'n'.repeat(81), scopes: ['prices'] }],
    ['no scope', { name: 'Risk', scopes: [] }],
    ['an unknown scope', { name: 'Risk', scopes: ['prices', 'admin'] }],
    ['scopes that are not a list', { name: 'Risk', scopes: 'prices' }],
    ['an expiry of 0 days', { name: 'Risk', scopes: ['prices'], expiresInDays: 0 }],
    ['an expiry over a year', { name: 'Risk', scopes: ['prices'], expiresInDays: 366 }],
    ['a fractional expiry', { name: 'Risk', scopes: ['prices'], expiresInDays: 1.5 }],
    ['an unknown field', { name: 'Risk', scopes: ['prices'], userId: 'someone' }],
  ])('refuses %s with 400 and creates nothing', async (_, body) => {
    const before = (await storedTokens(t)).length;
    expectError(await call(t.app, 'POST', TOKENS, { token: who.buyer.token, body }), 400, 'VALIDATION_ERROR');
    expect(await storedTokens(t)).toHaveLength(before);
  });

  it('answers the secret once: the list, the database, the audit log and the log never hold it', async () => {
    const created = await createToken(t, colleague, { name: 'ERP', scopes: ['deals', 'prices', 'deals'], expiresInDays: 30 });
    expect(created.secret).toMatch(/^ctp_[A-Za-z0-9_-]{43}$/);
    expect(created.message).toBe(ENTERPRISE_TEXTS.tokenCreated);
    expect(created.token).toMatchObject({ name: 'ERP', scopes: ['prices', 'deals'], hint: `ctp_…${created.secret.slice(-4)}`, lastUsedAt: null });
    expect(Date.parse(created.token.expiresAt!) - Date.parse(created.token.createdAt)).toBe(30 * 24 * 60 * MINUTE);

    const listed = await call(t.app, 'GET', TOKENS, { token: colleague.token });
    expect(apiTokenListSchema.strict().parse(listed.json())).toEqual({ tokens: [created.token], max: API_TOKEN_LIMITS.perUser });
    expect(listed.body).not.toContain(created.secret);

    const [row] = (await storedTokens(t)).filter((r) => r.id === created.token.id);
    expect(row!.token_hash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(await storedTokens(t))).not.toContain(created.secret.slice(4));
    expect(JSON.stringify(await auditRows(t.app))).not.toContain(created.secret.slice(4));
    expect((await auditRows(t.app)).filter((r) => r.action === 'auth.api_token.created' && r.target === created.token.id)).toHaveLength(1);

    expect((await read(created.secret, PRICES)).statusCode).toBe(200);
    expect(logLines.join('\n')).not.toContain(created.secret.slice(4));
  });

  it("reads prices, the owner's own orders and deals, as the owner; another user's order is not found", async () => {
    expect((await read(all.secret, PRICES)).statusCode).toBe(200);
    expect((await read(all.secret, '/price-api/symbols')).statusCode).toBe(200);

    const orders = await read(all.secret, ORDERS);
    expect(orders.statusCode, orders.body).toBe(200);
    const ids = orderListSchema.parse(orders.json()).orders.map((o) => o.id);
    expect(ids).toContain(buyerOrder.id);
    expect(ids).not.toContain(outsiderOrder.id);
    expect((await read(all.secret, `${ORDERS}/${buyerOrder.id}`)).statusCode).toBe(200);
    expectError(await read(all.secret, `${ORDERS}/${outsiderOrder.id}`), 404);

    const deals = await read(all.secret, DEALS);
    expect(deals.statusCode, deals.body).toBe(200);
    expect(dealListSchema.parse(deals.json()).deals.map((d) => d.id)).toEqual([dealId]);
    expect((await read(all.secret, `${DEALS}/${dealId}`)).statusCode).toBe(200);

    // A colleague of the same company sees none of it with their own token.
    const theirs = await createToken(t, colleague, { name: 'Colleague', scopes: ['deals', 'orders'] });
    expectError(await read(theirs.secret, `${DEALS}/${dealId}`), 404);
    expectError(await read(theirs.secret, `${ORDERS}/${buyerOrder.id}`), 404);
    expect(dealListSchema.parse((await read(theirs.secret, DEALS)).json()).deals).toEqual([]);
  });

  it('is refused without the scope, on any route that takes no token, and on every write', async () => {
    const pricesOnly = await createToken(t, who.buyer, { name: 'Prices only', scopes: ['prices'] });
    const scope = expectError(await read(pricesOnly.secret, ORDERS), 403, 'API_TOKEN_SCOPE');
    expect(scope.message).toBe(ENTERPRISE_TEXTS.tokenScope('orders'));
    expectError(await read(pricesOnly.secret, DEALS), 403, 'API_TOKEN_SCOPE');
    const ordersOnly = await createToken(t, who.buyer, { name: 'Orders only', scopes: ['orders'] });
    expectError(await read(ordersOnly.secret, PRICES), 403, 'API_TOKEN_SCOPE');

    for (const url of ['/auth/profile', '/api/v1/users/me/package', TOKENS, '/api/v1/market/forecasts', `${DEALS}/${dealId}/messages`, '/admin/users']) {
      expectError(await read(all.secret, url), 403, 'API_TOKEN_NOT_ACCEPTED');
    }
    const writes = [
      ['POST', ORDERS, goldBody()],
      ['PUT', `${ORDERS}/${buyerOrder.id}`, { quantity: 5 }],
      ['POST', `${ORDERS}/${buyerOrder.id}/cancel`, undefined],
      ['POST', TOKENS, { name: 'Another', scopes: ['prices'] }],
      ['DELETE', `${TOKENS}/${all.token.id}`, undefined],
      ['POST', `${DEALS}/${dealId}/messages`, { text: 'Hello' }],
    ] as const;
    for (const [method, url, body] of writes) expectError(await call(t.app, method, url, { token: all.secret, body }), 403, 'API_TOKEN_NOT_ACCEPTED');
    expect((await read(all.secret, `${ORDERS}/${buyerOrder.id}`)).json()).toMatchObject({ quantity: 10, status: buyerOrder.status });
  });

  it('is refused with 401 when it is unknown, malformed or revoked; only its owner may revoke it', async () => {
    expectError(await read(`ctp_${'A'.repeat(43)}`, ORDERS), 401, 'API_TOKEN_INVALID');
    expectError(await read('ctp_short', PRICES), 401, 'API_TOKEN_INVALID');
    const doomed = await createToken(t, who.buyer, { name: 'Doomed', scopes: ['prices', 'orders'] });
    expect((await read(doomed.secret, ORDERS)).statusCode).toBe(200);

    expectError(await call(t.app, 'DELETE', `${TOKENS}/${doomed.token.id}`, { token: colleague.token }), 404, 'NOT_FOUND');
    expectError(await call(t.app, 'DELETE', `${TOKENS}/not-an-id`, { token: who.buyer.token }), 400, 'VALIDATION_ERROR');
    const revoked = await call(t.app, 'DELETE', `${TOKENS}/${doomed.token.id}`, { token: who.buyer.token });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ success: true, message: ENTERPRISE_TEXTS.tokenRevoked });

    expectError(await read(doomed.secret, ORDERS), 401, 'API_TOKEN_INVALID');
    // A public price route checks a token that is sent; without one it stays public.
    expectError(await read(doomed.secret, PRICES), 401, 'API_TOKEN_INVALID');
    expect((await call(t.app, 'GET', PRICES)).statusCode).toBe(200);
    expectError(await call(t.app, 'DELETE', `${TOKENS}/${doomed.token.id}`, { token: who.buyer.token }), 404, 'NOT_FOUND');
    const listed = apiTokenListSchema.parse((await call(t.app, 'GET', TOKENS, { token: who.buyer.token })).json());
    expect(listed.tokens.map((token) => token.id)).not.toContain(doomed.token.id);
    expect((await auditRows(t.app)).filter((r) => r.action === 'auth.api_token.revoked' && r.target === doomed.token.id)).toHaveLength(1);
  });

  it('stops working when its owner leaves the Enterprise company (403), or is suspended (401)', async () => {
    const leaver = await joiner('seller', 'Rami');
    const token = await createToken(t, leaver, { scopes: ['orders'] });
    expect((await read(token.secret, ORDERS)).statusCode).toBe(200);

    const moved = await call(t.app, 'PUT', '/api/v1/users/me', { token: leaver.token, body: { firstName: 'Rami', lastName: 'Test', companyName: 'Basic Metals', phoneNumber: null } });
    expect(moved.statusCode, moved.body).toBe(200);
    expectError(await read(token.secret, ORDERS), 403, 'ENTERPRISE_REQUIRED');

    await t.app.database.db.updateTable('users').set({ company_name: ENTERPRISE_COMPANY }).where('id', '=', leaver.id).execute();
    expect((await read(token.secret, ORDERS)).statusCode).toBe(200);
    expect((await suspend(t.app, who.admin.token, leaver.id)).statusCode).toBe(200);
    expectError(await read(token.secret, ORDERS), 401, 'API_TOKEN_INVALID');
  });

  it(`allows at most ${API_TOKEN_LIMITS.perUser} usable tokens per user`, async () => {
    const busy = await joiner('trader', 'Busy');
    const made = [];
    for (let i = 0; i < API_TOKEN_LIMITS.perUser; i++) made.push(await createToken(t, busy, { name: `Token ${i}`, scopes: ['prices'] }));
    expectError(await call(t.app, 'POST', TOKENS, { token: busy.token, body: { name: 'One more', scopes: ['prices'] } }), 409, 'API_TOKEN_LIMIT');
    expect((await call(t.app, 'DELETE', `${TOKENS}/${made[0]!.token.id}`, { token: busy.token })).statusCode).toBe(200);
    await createToken(t, busy, { name: 'One more', scopes: ['prices'] });
  });
});

describe('personal API tokens over time', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  async function enterpriseTrader() {
    const clock = testClock(Date.parse('2026-12-01T08:00:00Z'));
    const t = await buildTestApp({ ...RELAXED, PRICE_PROVIDER: 'fallback' }, { now: clock.now });
    apps.push(t);
    const who = await people(t);
    await grantEnterprise(t, ENTERPRISE_COMPANY, who.admin);
    return { t, clock, buyer: who.buyer };
  }

  it(`answers 429 with Retry-After past ${API_TOKEN_LIMITS.requestsPerWindow} requests a minute, per token, and again in the next minute`, async () => {
    const { t, clock, buyer } = await enterpriseTrader();
    const [busy, calm] = [await createToken(t, buyer, { scopes: ['prices'] }), await createToken(t, buyer, { scopes: ['prices'] })];
    for (let i = 1; i <= API_TOKEN_LIMITS.requestsPerWindow; i++) {
      const res = await call(t.app, 'GET', PRICES, { token: busy.secret });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['ratelimit-remaining']).toBe(String(API_TOKEN_LIMITS.requestsPerWindow - i));
    }
    const limited = await call(t.app, 'GET', PRICES, { token: busy.secret });
    expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await call(t.app, 'GET', PRICES, { token: calm.secret })).statusCode).toBe(200);
    // The public route itself is not limited for callers without a token.
    expect((await call(t.app, 'GET', PRICES)).statusCode).toBe(200);

    clock.advance(MINUTE);
    expect((await call(t.app, 'GET', PRICES, { token: busy.secret })).statusCode).toBe(200);
  });

  it('expires after the days it was given, and records its last use at most once a minute', async () => {
    const { t, clock, buyer } = await enterpriseTrader();
    const created = await createToken(t, buyer, { scopes: ['orders'], expiresInDays: 1 });
    const lastUsed = async () => (await t.app.database.db.selectFrom('api_tokens').select('last_used_at').where('id', '=', created.token.id).executeTakeFirstOrThrow()).last_used_at;

    expect((await call(t.app, 'GET', ORDERS, { token: created.secret })).statusCode).toBe(200);
    const first = await lastUsed();
    expect(first).toBe(new Date(clock.now()).toISOString());
    clock.advance(30_000);
    await call(t.app, 'GET', ORDERS, { token: created.secret });
    expect(await lastUsed()).toBe(first);
    clock.advance(30_000);
    await call(t.app, 'GET', ORDERS, { token: created.secret });
    expect(await lastUsed()).toBe(new Date(clock.now()).toISOString());

    clock.advance(24 * 60 * MINUTE);
    expectError(await call(t.app, 'GET', ORDERS, { token: created.secret }), 401, 'API_TOKEN_INVALID');
  });
});
