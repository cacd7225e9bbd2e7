import { ACTIVITY_TYPES, ERROR_CODES, activityListSchema, recentActivitySchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './auth/fixtures';
import { DAY, START, account, contractIn, contractsApp, refreshToken, testClock, type Account } from './contracts/fixtures';
import { call, type TestApp } from './helpers';

describe('activity feed', () => {
  const clock = testClock(START);
  let t: TestApp;
  let trader: Account;
  let seller: Account;
  let other: Account;

  const recent = (token: string, query = '') => call(t.app, 'GET', `/api/v1/activity/recent${query}`, { token });
  const list = (token: string, query = '') => call(t.app, 'GET', `/api/v1/activity${query}`, { token });

  beforeAll(async () => {
    t = await contractsApp(clock);
    [trader, seller, other] = await Promise.all([account(t, 'trader'), account(t, 'seller'), account(t, 'trader')]);
  });
  afterAll(() => t.close());

  it('records each sign-in as a login entry', async () => {
    const res = await recent(trader.token);
    expect(res.statusCode).toBe(200);
    const { activities } = recentActivitySchema.strict().parse(res.json());
    expect(activities).toHaveLength(1);
    expect(activities[0]).toMatchObject({ type: 'login', title: 'Signed in', entityType: null, entityId: null, timestamp: new Date(START).toISOString() });
    expect(activities[0]!.description).toMatch(/^New session/);
  });

  describe('with a history', () => {
    beforeAll(async () => {
      // Day 0: a login and an executed contract (6 entries each); day 1: a login and a draft; day 2: a document entry.
      await contractIn(t, 'executed', { buyer: trader, seller }, clock.now());
      clock.advance(DAY);
      await Promise.all([refreshToken(t, trader), refreshToken(t, seller), refreshToken(t, other)]);
      await contractIn(t, 'draft', { buyer: trader, seller }, clock.now());
      clock.advance(DAY);
      await Promise.all([refreshToken(t, trader), refreshToken(t, seller), refreshToken(t, other)]);
      clock.advance(1000);
      // What the documents module will do on an upload.
      await t.app.activity.record({
        userId: trader.id,
        type: 'document_uploaded',
        title: 'Document uploaded',
        description: 'Proof of Funds (pof.pdf)',
        entityType: 'document',
        entityId: crypto.randomUUID(),
      });
    });

    it('GET /api/v1/activity/recent gives the newest 10 by default, up to 50', async () => {
      // trader: 3 logins, 6 entries of the executed contract, 1 of the draft, 1 document = 11.
      const all = recentActivitySchema.parse((await recent(trader.token, '?limit=50')).json()).activities;
      expect(all).toHaveLength(11);
      const timestamps = all.map((a) => a.timestamp);
      expect([...timestamps].sort().reverse()).toEqual(timestamps);
      expect(all[0]).toMatchObject({ type: 'document_uploaded', entityType: 'document' });

      const byDefault = recentActivitySchema.parse((await recent(trader.token)).json()).activities;
      expect(byDefault).toEqual(all.slice(0, 10));
      expect(recentActivitySchema.parse((await recent(trader.token, '?limit=3')).json()).activities).toEqual(all.slice(0, 3));
    });

    it('GET /api/v1/activity filters by type and date, and pages', async () => {
      const page1 = activityListSchema.strict().parse((await list(trader.token, '?limit=4')).json());
      expect(page1).toMatchObject({ total: 11, page: 1, totalPages: 3 });
      expect(page1.activities).toHaveLength(4);
      const page3 = activityListSchema.parse((await list(trader.token, '?limit=4&page=3')).json());
      expect(page3.activities).toHaveLength(3);

      const logins = activityListSchema.parse((await list(trader.token, '?type=login')).json());
      expect(logins.total).toBe(3);
      expect(logins.activities.every((a) => a.type === 'login')).toBe(true);

      const day0 = new Date(START).toISOString().slice(0, 10);
      const day1 = new Date(START + DAY).toISOString().slice(0, 10);
      expect(activityListSchema.parse((await list(trader.token, `?to=${day0}`)).json()).total).toBe(7);
      expect(activityListSchema.parse((await list(trader.token, `?from=${day1}&to=${day1}`)).json()).total).toBe(2);
      expect(activityListSchema.parse((await list(trader.token, `?from=${day1}&type=contract_created`)).json()).total).toBe(1);
      const contractEntries = activityListSchema.parse((await list(seller.token, '?type=contract_signed')).json());
      expect(contractEntries.total).toBe(2);
    });

    it('shows each user only their own entries', async () => {
      const mine = activityListSchema.parse((await list(other.token, '?limit=100')).json());
      expect(mine.total).toBe(3);
      expect(mine.activities.every((a) => a.type === 'login')).toBe(true);
    });
  });

  it.each([
    ['/api/v1/activity/recent?limit=0', 'limit'],
    ['/api/v1/activity/recent?limit=51', 'limit'],
    ['/api/v1/activity/recent?limit=ten', 'limit'],
    ['/api/v1/activity/recent?type=login', ''],
    ['/api/v1/activity?type=signed_in', 'type'],
    ['/api/v1/activity?from=last-week', 'from'],
    ['/api/v1/activity?from=2026-12-05&to=2026-12-01', 'to'],
    ['/api/v1/activity?page=-1', 'page'],
    ['/api/v1/activity?limit=500', 'limit'],
    ['/api/v1/activity?userId=someone-else', ''],
  ])('answers 400 for %s', async (url, path) => {
    const error = expectError(await call(t.app, 'GET', url, { token: trader.token }), 400, ERROR_CODES.validation);
    expect((error.details as Array<{ path: string }>)[0]!.path).toBe(path);
  });

  it('answers 401 without a token', async () => {
    expectError(await call(t.app, 'GET', '/api/v1/activity/recent'), 401, ERROR_CODES.unauthorized);
    expectError(await call(t.app, 'GET', '/api/v1/activity'), 401, ERROR_CODES.unauthorized);
  });

  it('knows the types the spec shows, and those other modules write', () => {
    expect(ACTIVITY_TYPES).toEqual(expect.arrayContaining(['contract_created', 'document_uploaded', 'contract_signed', 'login', 'document_deleted']));
  });
});
