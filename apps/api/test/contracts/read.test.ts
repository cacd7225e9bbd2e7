import { ERROR_CODES, contractListSchema, type Contract } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import { COMMODITY, DAY, START, account, party, contractIn, contractOf, contractsApp, moves, refreshToken, testClock, type Account } from './fixtures';

const URL = '/api/v1/contracts';

describe('reading contracts', () => {
  // Contracts are created on three days, so the date filters have something to tell apart.
  const clock = testClock(START);
  let t: TestApp;
  let buyer: Account;
  let seller: Account;
  let otherBuyer: Account;
  let otherSeller: Account;
  let admin: Account;
  let outsider: Account;
  /** The buyer's contracts, newest first. */
  let mine: Contract[];
  let others: Contract[];

  const list = (token: string, query = '') => call(t.app, 'GET', `${URL}${query}`, { token });
  const listed = async (token: string, query = '') => {
    const res = await list(token, query);
    expect(res.statusCode, res.body).toBe(200);
    return contractListSchema.strict().parse(res.json());
  };

  beforeAll(async () => {
    t = await contractsApp(clock);
    [buyer, seller, otherBuyer, otherSeller, admin, outsider] = await Promise.all([
      party(t, 'trader'),
      party(t, 'seller'),
      party(t, 'trader'),
      party(t, 'seller'),
      account(t, 'admin'),
      party(t, 'trader'),
    ]);
    const made: Contract[] = [];
    const statuses = ['draft', 'pending', 'active', 'executed', 'cancelled'] as const;
    // Day 0: 5 gold contracts; day 1: 5 EN590 contracts; day 2: 2 more gold drafts (12 in all).
    // A second apart, so newest-first is one order.
    const next = () => {
      clock.advance(1000);
      return clock.now();
    };
    for (const status of statuses) made.push(await contractIn(t, status, { buyer, seller }, next()));
    clock.advance(DAY);
    // Access tokens last 15 minutes on the app's clock: sign in again after each jump.
    await Promise.all([refreshToken(t, buyer), refreshToken(t, seller)]);
    for (const status of statuses) made.push(await contractIn(t, status, { buyer, seller }, next(), { commodityId: COMMODITY.en590, deliveryLocation: 'Rotterdam' }));
    clock.advance(DAY);
    await Promise.all([buyer, seller, otherBuyer, otherSeller, admin, outsider].map((who) => refreshToken(t, who)));
    for (let i = 0; i < 2; i++) made.push(await contractIn(t, 'draft', { buyer, seller }, next()));
    mine = made.reverse();
    others = [await contractIn(t, 'pending', { buyer: otherBuyer, seller: otherSeller }, clock.now())];
  });
  afterAll(() => t.close());

  describe('GET /api/v1/contracts', () => {
    it('lists the caller’s contracts newest first, 10 a page by default', async () => {
      const page = await listed(buyer.token);
      expect(page).toMatchObject({ total: 12, page: 1, totalPages: 2 });
      expect(page.contracts.map((c) => c.contractNumber)).toEqual(mine.slice(0, 10).map((c) => c.contractNumber));
      const second = await listed(buyer.token, '?page=2');
      expect(second).toMatchObject({ total: 12, page: 2, totalPages: 2 });
      expect(second.contracts.map((c) => c.id)).toEqual(mine.slice(10).map((c) => c.id));
      expect((await listed(buyer.token, '?page=3')).contracts).toEqual([]);
    });

    it('gives each contract the moves open to the caller', async () => {
      const { contracts } = await listed(buyer.token, '?limit=100');
      const byStatus = Object.fromEntries(contracts.map((c) => [c.status, c.allowedActions]));
      expect(byStatus).toEqual({ draft: ['update', 'send', 'cancel'], pending: ['sign', 'cancel'], active: ['execute', 'cancel'], executed: [], cancelled: [] });
    });

    it('shows a seller the contracts that name them, an administrator every contract, and others none', async () => {
      expect((await listed(seller.token)).total).toBe(12);
      expect((await listed(otherSeller.token)).contracts.map((c) => c.id)).toEqual(others.map((c) => c.id));
      expect((await listed(admin.token, '?limit=100')).total).toBe(13);
      expect(await listed(outsider.token)).toEqual({ contracts: [], total: 0, page: 1, totalPages: 0 });
    });

    it('filters by status, commodity and creation date, combined', async () => {
      const drafts = await listed(buyer.token, '?status=draft');
      expect(drafts.total).toBe(4);
      expect(drafts.contracts.every((c) => c.status === 'draft')).toBe(true);

      const fuel = await listed(buyer.token, `?commodityId=${COMMODITY.en590}`);
      expect(fuel.total).toBe(5);
      expect(fuel.contracts.every((c) => c.commodity.name === 'EN590')).toBe(true);

      const day0 = new Date(START).toISOString().slice(0, 10);
      const day1 = new Date(START + DAY).toISOString().slice(0, 10);
      expect((await listed(buyer.token, `?from=${day0}&to=${day0}`)).total).toBe(5);
      expect((await listed(buyer.token, `?from=${day1}`)).total).toBe(7);
      expect((await listed(buyer.token, `?to=${day1}`)).total).toBe(10);
      expect((await listed(buyer.token, `?from=${day1}&to=${day1}&status=active`)).total).toBe(1);
      // Times: `to` is inclusive of the exact instant.
      const first = mine.at(-1)!;
      expect((await listed(buyer.token, `?to=${encodeURIComponent(first.createdAt)}`)).contracts.map((c) => c.id)).toEqual([first.id]);
      expect((await listed(buyer.token, `?from=${encodeURIComponent(mine[0]!.createdAt)}`)).contracts.map((c) => c.id)).toEqual([mine[0]!.id]);
      expect((await listed(buyer.token, `?status=draft&commodityId=${COMMODITY.gold}&limit=1`))).toMatchObject({ total: 3, totalPages: 3 });
    });

    it('searches (q) the contract number and the parties’ names and companies, case aside, within what the caller sees', async () => {
      await t.app.database.db.updateTable('users').set({ company_name: 'Andes Refining SA' }).where('id', '=', otherSeller.id).execute();
      expect((await listed(admin.token, '?q=andes%20REFINING')).contracts.map((c) => c.id)).toEqual(others.map((c) => c.id));
      expect((await listed(buyer.token, '?q=andes')).total).toBe(0);
      expect((await listed(buyer.token, `?q=${mine[3]!.contractNumber.toLowerCase()}`)).contracts.map((c) => c.id)).toEqual([mine[3]!.id]);
      expect((await listed(buyer.token, '?q=karim%20test&limit=100')).total).toBe(12);
      expect((await listed(buyer.token, '?q=100%25')).total).toBe(0);
    });

    it.each([
      ['?status=archived', 'status'],
      ['?status=', 'status'],
      ['?status=draft&status=active', 'status'],
      ['?commodityId=gold', 'commodityId'],
      ['?from=yesterday', 'from'],
      ['?to=2026-02-30', 'to'],
      ['?page=0', 'page'],
      ['?page=two', 'page'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=2.5', 'limit'],
      ['?sort=asc', ''],
    ])('answers 400 for %s', async (query, path) => {
      const error = expectError(await list(buyer.token, query), 400, ERROR_CODES.validation);
      expect((error.details as Array<{ path: string }>)[0]!.path).toBe(path);
    });

    it('answers 400 for a commodity that does not exist and for from after to', async () => {
      const unknown = expectError(await list(buyer.token, `?commodityId=${crypto.randomUUID()}`), 400, ERROR_CODES.validation);
      expect(unknown.details).toEqual([{ path: 'commodityId', message: 'Unknown commodity' }]);
      expectError(await list(buyer.token, '?from=2026-12-03&to=2026-12-01'), 400, ERROR_CODES.validation);
    });

    it('answers 401 without a valid token', async () => {
      expectError(await call(t.app, 'GET', URL), 401, ERROR_CODES.unauthorized);
      expectError(await list('garbage'), 401);
    });

    it('takes up to 100 a page', async () => {
      const all = await listed(admin.token, '?limit=100');
      expect(all.contracts).toHaveLength(13);
      expect(all.totalPages).toBe(1);
    });
  });

  describe('GET /api/v1/contracts/{id}', () => {
    it('gives the contract to its buyer, its seller and an administrator, each with their own moves', async () => {
      const draft = mine.find((c) => c.status === 'draft')!;
      expect(contractOf(await moves.get(t.app, buyer.token, draft.id))).toEqual({ ...draft, allowedActions: ['update', 'send', 'cancel'] });
      expect(contractOf(await moves.get(t.app, seller.token, draft.id)).allowedActions).toEqual([]);
      expect(contractOf(await moves.get(t.app, admin.token, draft.id)).allowedActions).toEqual(['update', 'send', 'cancel']);
    });

    it('answers 404 to anyone else, as for an id that does not exist', async () => {
      const error = expectError(await moves.get(t.app, outsider.token, mine[0]!.id), 404, ERROR_CODES.notFound);
      expect(error.message).toBe('Contract not found');
      expectError(await moves.get(t.app, otherSeller.token, mine[0]!.id), 404, ERROR_CODES.notFound);
      expectError(await moves.get(t.app, buyer.token, others[0]!.id), 404, ERROR_CODES.notFound);
      expectError(await moves.get(t.app, buyer.token, crypto.randomUUID()), 404, ERROR_CODES.notFound);
    });

    it('answers 400 for a malformed id and 401 without a token', async () => {
      expectError(await moves.get(t.app, buyer.token, 'CTR-2026-000001'), 400, ERROR_CODES.validation);
      expectError(await call(t.app, 'GET', `${URL}/${mine[0]!.id}`), 401);
    });
  });
});
