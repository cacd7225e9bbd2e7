import { MAX_PRICE_ALERTS_PER_USER, PRICE_ALERT_TEXTS, priceAlertListSchema, priceAlertSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { call } from '../helpers';
import { member, type Member } from '../market-intelligence/fixtures';
import { ALERTS_URL, buildAlertApp, type AlertTestApp } from './setup';

describe('price alerts API', () => {
  let t: AlertTestApp;
  let owner: Member;
  let other: Member;

  beforeAll(async () => {
    t = await buildAlertApp();
    [owner, other] = await Promise.all([member(t, 'trader'), member(t, 'seller')]);
  });
  afterAll(() => t.close());

  const create = (who: Member, body: unknown) => call(t.app, 'POST', ALERTS_URL, { token: who.token, body });
  const listOf = async (who: Member) => priceAlertListSchema.strict().parse((await call(t.app, 'GET', ALERTS_URL, { token: who.token })).json());

  it('creates alerts of each condition, armed, and lists only the caller’s own', async () => {
    const above = await create(owner, { symbol: 'xau', condition: 'above', level: 2500.25 });
    expect(above.statusCode, above.body).toBe(201);
    expect(priceAlertSchema.strict().parse(above.json())).toMatchObject({ symbol: 'XAU', condition: 'above', level: 2500.25, armed: true, lastTriggeredAt: null });
    expect((await create(owner, { symbol: 'BRENT', condition: 'below', level: 70 })).statusCode).toBe(201);
    expect((await create(owner, { symbol: 'DXY', condition: 'daily_change', level: 100 })).statusCode).toBe(201);
    expect((await create(other, { symbol: 'XAU', condition: 'below', level: 2000 })).statusCode).toBe(201);

    const mine = await listOf(owner);
    expect(mine.max).toBe(MAX_PRICE_ALERTS_PER_USER);
    expect(mine.alerts.map((a) => `${a.symbol} ${a.condition} ${a.level}`).sort()).toEqual(['BRENT below 70', 'DXY daily_change 100', 'XAU above 2500.25']);
    expect((await listOf(other)).alerts.map((a) => a.level)).toEqual([2000]);
  });

  it.each([
    ['a negative level', { symbol: 'XAU', condition: 'above', level: -5 }],
    ['a zero level', { symbol: 'XAU', condition: 'below', level: 0 }],
    ['a non-numeric level', { symbol: 'XAU', condition: 'above', level: 'abc' }],
    ['a numeric string', { symbol: 'XAU', condition: 'above', level: '2500' }],
    ['no level', { symbol: 'XAU', condition: 'above' }],
    ['a daily change over 100%', { symbol: 'XAU', condition: 'daily_change', level: 100.5 }],
    ['an unknown symbol', { symbol: 'SILVER', condition: 'above', level: 30 }],
    ['an unknown condition', { symbol: 'XAU', condition: 'crosses', level: 30 }],
    ['an unknown field', { symbol: 'XAU', condition: 'above', level: 30, userId: 'someone' }],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    const before = (await listOf(owner)).alerts.length;
    expectError(await create(owner, body), 400, 'VALIDATION_ERROR');
    expect((await listOf(owner)).alerts).toHaveLength(before);
  });

  it('says which field is wrong', async () => {
    const res = await create(owner, { symbol: 'XAU', condition: 'daily_change', level: 150 });
    expect(JSON.stringify(res.json())).toContain(PRICE_ALERT_TEXTS.percentTooLarge);
  });

  it('answers 404 to deleting another user’s alert or a missing one, and deletes the caller’s own', async () => {
    const theirs = (await listOf(other)).alerts[0]!;
    expectError(await call(t.app, 'DELETE', `${ALERTS_URL}/${theirs.id}`, { token: owner.token }), 404, 'NOT_FOUND');
    expectError(await call(t.app, 'DELETE', `${ALERTS_URL}/${crypto.randomUUID()}`, { token: owner.token }), 404, 'NOT_FOUND');
    expect((await listOf(other)).alerts).toHaveLength(1);

    const res = await call(t.app, 'DELETE', `${ALERTS_URL}/${theirs.id}`, { token: other.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PRICE_ALERT_TEXTS.deleted });
    expect((await listOf(other)).alerts).toHaveLength(0);
  });

  it(`refuses a user’s alert beyond ${MAX_PRICE_ALERTS_PER_USER} with 409`, async () => {
    const busy = await member(t, 'trader');
    for (let i = 1; i <= MAX_PRICE_ALERTS_PER_USER; i++) expect((await create(busy, { symbol: 'XAU', condition: 'above', level: 2000 + i })).statusCode).toBe(201);
    expectError(await create(busy, { symbol: 'XAU', condition: 'above', level: 9999 }), 409, 'PRICE_ALERT_LIMIT');
    // Deleting one makes room again.
    const first = (await listOf(busy)).alerts[0]!;
    expect((await call(t.app, 'DELETE', `${ALERTS_URL}/${first.id}`, { token: busy.token })).statusCode).toBe(200);
    expect((await create(busy, { symbol: 'XAU', condition: 'above', level: 9999 })).statusCode).toBe(201);
  });

  it('answers 401 to anonymous callers', async () => {
    expectError(await call(t.app, 'GET', ALERTS_URL), 401);
    expectError(await call(t.app, 'POST', ALERTS_URL, { body: { symbol: 'XAU', condition: 'above', level: 1 } }), 401);
  });
});
