import { ERROR_CODES, dashboardStatsSchema, type DashboardStats } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './auth/fixtures';
import { DAY, START, account, contractIn, contractOf, contractsApp, dateIn, moves, refreshToken, testClock, type Account } from './contracts/fixtures';
import { call, type TestApp } from './helpers';

describe('GET /api/v1/dashboard/stats', () => {
  const clock = testClock(START);
  let t: TestApp;
  let trader: Account;
  let seller: Account;
  let otherTrader: Account;
  let newcomer: Account;

  const stats = async (who: Account): Promise<DashboardStats> => {
    const res = await call(t.app, 'GET', '/api/v1/dashboard/stats', { token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    return dashboardStatsSchema.strict().parse(res.json());
  };
  const signInAll = () => Promise.all([trader, seller, otherTrader, newcomer].map((who) => refreshToken(t, who)));

  beforeAll(async () => {
    t = await contractsApp(clock);
    [trader, seller, otherTrader, newcomer] = await Promise.all([account(t, 'trader'), account(t, 'seller'), account(t, 'trader'), account(t, 'trader')]);
    const parties = { buyer: trader, seller };
    const deal = (quantity: number, unitPrice: number) => ({ quantity, unitPrice, deliveryDate: dateIn(60, START) });

    // START: an executed contract of 1,000.00; 1 ms later an active one of 2,000.00.
    await contractIn(t, 'executed', parties, clock.now(), deal(1, 1000));
    clock.advance(1);
    await contractIn(t, 'active', parties, clock.now(), deal(2, 1000));

    // Ten days on: executed 25,544.63, active 8,000.00, two pending (one signed by the buyer), a draft, a cancelled one,
    // and the other trader's active contract of 32,000.00 with the same seller.
    clock.advance(10 * DAY);
    await signInAll();
    await contractIn(t, 'executed', parties, clock.now(), deal(12.5, 2043.57));
    await contractIn(t, 'active', parties, clock.now(), deal(8, 1000));
    await contractIn(t, 'pending', parties, clock.now(), deal(2, 500));
    const signed = await contractIn(t, 'pending', parties, clock.now(), deal(2, 500));
    contractOf(await moves.sign(t.app, trader, signed.id));
    await contractIn(t, 'draft', parties, clock.now(), deal(2, 500));
    await contractIn(t, 'cancelled', parties, clock.now(), deal(16, 1000));
    await contractIn(t, 'active', { buyer: otherTrader, seller }, clock.now(), deal(32, 1000));

    // Exactly 30 days after the second contract: it is on the window's edge, the first just outside.
    clock.advance(20 * DAY);
    await signInAll();
  });
  afterAll(() => t.close());

  it('counts the buyer’s contracts by status, the actions waiting on them, and the last 30 days’ volume', async () => {
    expect(await stats(trader)).toMatchObject({
      activeContracts: 2,
      // The pending contract they have not signed, and the draft they have not sent.
      pendingActions: 2,
      // 2,000.00 (created exactly 30 days ago) + 25,544.63 + 8,000.00; not the older 1,000.00, not pending, draft or cancelled.
      tradeVolume: 35544.63,
      // A buyer sells nothing.
      revenue: 0,
      contractsByStatus: { active: 2, pending: 2, completed: 2, draft: 1 },
    });
  });

  it('counts the seller’s side: contracts naming them, signatures they owe', async () => {
    expect(await stats(seller)).toMatchObject({
      activeContracts: 3,
      pendingActions: 2,
      tradeVolume: 35544.63 + 32000,
      // Revenue: every signed or executed contract they sell in, all time, at the contract price (1,000 + 2,000 +
      // 25,544.63 + 8,000 + 32,000); pending, draft and cancelled ones count nothing.
      revenue: 68544.63,
      contractsByStatus: { active: 3, pending: 2, completed: 2, draft: 1 },
    });
    expect(await stats(otherTrader)).toMatchObject({ activeContracts: 1, pendingActions: 0, tradeVolume: 32000, contractsByStatus: { active: 1, pending: 0, completed: 0, draft: 0 } });
  });

  it('drops a contract from the volume once it is more than 30 days old', async () => {
    clock.advance(1);
    expect((await stats(trader)).tradeVolume).toBe(33544.63);
    clock.advance(-1);
  });

  it('lists the 5 newest activity entries, newest first', async () => {
    const { recentActivity } = await stats(trader);
    expect(recentActivity).toHaveLength(5);
    expect(recentActivity[0]).toMatchObject({ type: 'login', title: 'Signed in', timestamp: new Date(clock.now()).toISOString() });
    const timestamps = recentActivity.map((a) => a.timestamp);
    expect([...timestamps].sort().reverse()).toEqual(timestamps);
    for (const entry of recentActivity) expect(Object.keys(entry).sort()).toEqual(['description', 'entityId', 'entityType', 'id', 'timestamp', 'title', 'type']);
  });

  it('gives zeros to a user without contracts', async () => {
    const empty = await stats(newcomer);
    expect(empty).toMatchObject({ activeContracts: 0, pendingActions: 0, tradeVolume: 0, revenue: 0, contractsByStatus: { active: 0, pending: 0, completed: 0, draft: 0 } });
    expect(empty.recentActivity.every((a) => a.type === 'login')).toBe(true);
  });

  it('answers 401 without a valid token', async () => {
    expectError(await call(t.app, 'GET', '/api/v1/dashboard/stats'), 401, ERROR_CODES.unauthorized);
    expectError(await call(t.app, 'GET', '/api/v1/dashboard/stats', { token: 'x.y.z' }), 401);
  });
});
