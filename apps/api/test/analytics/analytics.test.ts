import { adminDashboardSchema, analyticsReportSchema, type AdminDashboard, type AnalyticsReport } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, setUserColumns, testClock } from '../auth/fixtures';
import { account, contractsApp, type Account } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';
import { createOrder } from '../orders/fixtures';
import { ANALYTICS, DASHBOARD, EXPORT, completedTrade, decide, forNow, fuelBody, goldBody, moveTo, openMarket, setCreatedAt, type Market } from './fixtures';
import { parseCsv } from '../support/csv';

/**
 * One market seen on 2026-12-15 10:00 UTC:
 * - 2026-11-01 (previous 30 days): a gold pair of 100 oz, matched after 2 h at 2,050 and executed after 3 h (205,000 USD);
 * - 2026-12-10: an EN590 pair of 1,000 MT from Rotterdam, matched after 4 h at 600, executed after 6 h (600,000 USD);
 * - 2026-12-12: a 10 oz gold buy request for Dubai, rejected;
 * - 2026-12-15 09:00: a 50 oz gold listing in Zurich, pending.
 */
let t: TestApp;
let market: Market;
let admin: Account;

const dashboard = async (): Promise<AdminDashboard> => {
  const res = await call(t.app, 'GET', DASHBOARD, { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return adminDashboardSchema.strict().parse(res.json());
};
const report = async (period?: string): Promise<AnalyticsReport> => {
  const res = await call(t.app, 'GET', period ? `${ANALYTICS}?period=${period}` : ANALYTICS, { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return analyticsReportSchema.strict().parse(res.json());
};

beforeAll(async () => {
  const clock = testClock(Date.parse('2026-11-01T10:00:00.000Z'));
  t = await contractsApp(clock);
  market = await openMarket(t, clock);
  admin = market.admin;
  await completedTrade(market, goldBody({ quantity: 100, location: 'Zurich' }), { agreedPrice: 2050, matchAfterHours: 2, completeAfterHours: 3 });
  await moveTo(market, '2026-12-10T10:00:00.000Z');
  await completedTrade(market, fuelBody({ quantity: 1000, location: 'Rotterdam' }), { agreedPrice: 600, matchAfterHours: 4, completeAfterHours: 6 });
  await moveTo(market, '2026-12-12T10:00:00.000Z');
  await decide(market, await createOrder(t.app, market.trader.token, forNow(market, goldBody({ quantity: 10, location: 'Dubai' }))), 'reject');
  await moveTo(market, '2026-12-15T09:00:00.000Z');
  await createOrder(t.app, market.seller.token, forNow(market, goldBody({ quantity: 50, location: 'Zurich' })));
  await moveTo(market, '2026-12-15T10:00:00.000Z');

  // Sign-up dates: the trader in the current 30 days, the seller in the previous 30, everyone else long before.
  const suspended = await account(t, 'trader');
  const pending = await account(t, 'seller');
  await setUserColumns(t.app, suspended.id, { status: 'suspended' });
  await setUserColumns(t.app, pending.id, { status: 'pending' });
  for (const id of [admin.id, suspended.id, pending.id]) await setCreatedAt(t, id, '2025-06-01T00:00:00.000Z');
  await setCreatedAt(t, market.trader.id, '2026-11-20T08:00:00.000Z');
  await setCreatedAt(t, market.seller.id, '2026-10-20T08:00:00.000Z');
}, 60_000);
afterAll(() => t.close());

describe('who may read the dashboard and analytics', () => {
  it('answers 401 without a session, 403 to traders and sellers, 200 to an administrator', async () => {
    for (const url of [DASHBOARD, ANALYTICS, `${ANALYTICS}?period=7d`, EXPORT]) {
      expectError(await call(t.app, 'GET', url), 401);
      expectError(await call(t.app, 'GET', url, { token: market.trader.token }), 403);
      expectError(await call(t.app, 'GET', url, { token: market.seller.token }), 403);
      expect((await call(t.app, 'GET', url, { token: admin.token })).statusCode).toBe(200);
    }
  });

  it('refuses a period other than 7d, 30d, 90d or 1y with 400', async () => {
    for (const url of [`${ANALYTICS}?period=2w`, `${ANALYTICS}?period=`, `${ANALYTICS}?period=30D`, `${EXPORT}?period=5y`]) {
      const error = expectError(await call(t.app, 'GET', url, { token: admin.token }), 400);
      expect(error.message).toMatch(/period/);
    }
  });
});

describe('GET /admin/dashboard', () => {
  it('counts users, trades and contracts by status from the database', async () => {
    const body = await dashboard();
    expect(body.users).toEqual({ total: 5, byStatus: { active: 3, pending: 1, suspended: 1, inactive: 0 } });
    expect(body.trades).toEqual({
      total: 6,
      byStatus: { pending: 1, active: 0, matched: 0, in_negotiation: 0, contract_signed: 0, completed: 4, cancelled: 0, rejected: 1 },
    });
    expect(body.contracts).toEqual({ total: 2, byStatus: { draft: 0, pending: 0, active: 0, executed: 2, cancelled: 0, expired: 0 } });
    // 4 completed of 6 trades.
    expect(body.successRate).toBe(67);
  });

  it('sums executed contracts into the total volume and compares this calendar month with the last', async () => {
    const { volume, trend, byCategory } = await dashboard();
    // (600,000 − 205,000) / 205,000 = 192.68 %.
    expect(volume).toEqual({ total: 805_000, thisMonth: 600_000, lastMonth: 205_000, monthlyGrowth: 192.7 });
    expect(trend.map((p) => p.label)).toEqual(['Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026', 'Nov 2026', 'Dec 2026']);
    expect(trend.at(-2)).toEqual({ start: '2026-11-01', label: 'Nov 2026', volume: 205_000, trades: 2, completed: 2 });
    expect(trend.at(-1)).toEqual({ start: '2026-12-01', label: 'Dec 2026', volume: 600_000, trades: 4, completed: 2 });
    expect(byCategory).toEqual([
      { category: 'gold', trades: 4, volume: 205_000 },
      { category: 'fuel', trades: 2, volume: 600_000 },
    ]);
  });

  it('reports the real health checks', async () => {
    const { health } = await dashboard();
    expect(health.status).toBe('healthy');
    expect(health.checks.map((c) => [c.name, c.ok])).toEqual([
      ['database', true],
      ['prices', true],
      ['mail', true],
    ]);
  });

  it('lists recent audit entries, newest first, with their severity', async () => {
    await t.app.audit.record({ action: 'admin.trade.approved', actorEmail: admin.email, target: 'BUY-2026-001' });
    await t.app.audit.record({ action: 'auth.lockout', actorEmail: 'someone@example.com' });
    const { recentActivity } = await dashboard();
    expect(recentActivity.length).toBeLessThanOrEqual(10);
    const lockout = recentActivity.find((a) => a.action === 'auth.lockout');
    const approval = recentActivity.find((a) => a.action === 'admin.trade.approved' && a.target === 'BUY-2026-001');
    expect(lockout).toMatchObject({ severity: 'high', actorEmail: 'someone@example.com', target: null });
    expect(approval).toMatchObject({ severity: 'medium', actorEmail: admin.email });
    const times = recentActivity.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const routine = recentActivity.find((a) => a.action === 'matching.confirmed');
    if (routine) expect(routine.severity).toBe('low');
  });
});

describe('GET /admin/analytics', () => {
  it('defaults to the last 30 days and compares each KPI with the 30 days before', async () => {
    const body = await report();
    expect(body.period).toEqual({
      key: '30d',
      label: 'Last 30 days',
      bucket: 'day',
      start: '2026-11-16T00:00:00.000Z',
      end: '2026-12-15T10:00:00.000Z',
      previousStart: '2026-10-17T00:00:00.000Z',
    });
    expect(body.kpis).toEqual({
      newUsers: { value: 1, previous: 1, change: 0 },
      tradesCreated: { value: 4, previous: 2, change: 100 },
      tradesCompleted: { value: 2, previous: 2, change: 0 },
      tradedVolume: { value: 600_000, previous: 205_000, change: 192.7 },
      averageTradeSize: { value: 600_000, previous: 205_000, change: 192.7 },
      // 2 of the 4 new trades are completed; all of the previous 2 were.
      successRate: { value: 50, previous: 100, change: -50 },
    });
  });

  it('draws one trend point per day, days without activity at 0', async () => {
    const { trend } = await report('30d');
    expect(trend).toHaveLength(30);
    expect(trend[0]).toEqual({ start: '2026-11-16', label: 'Nov 16', volume: 0, trades: 0, completed: 0 });
    expect(trend[24]).toEqual({ start: '2026-12-10', label: 'Dec 10', volume: 600_000, trades: 2, completed: 2 });
    expect(trend[26]).toMatchObject({ start: '2026-12-12', trades: 1, completed: 0 });
    expect(trend[29]).toMatchObject({ start: '2026-12-15', trades: 1, volume: 0 });
    expect(trend.reduce((n, p) => n + p.trades, 0)).toBe(4);
  });

  it('splits the period by category, status and location, and measures the desk', async () => {
    const body = await report('30d');
    expect(body.byCategory).toEqual([
      { category: 'gold', trades: 2, volume: 0 },
      { category: 'fuel', trades: 2, volume: 600_000 },
    ]);
    expect(body.byStatus.filter((s) => s.trades > 0)).toEqual([
      { status: 'pending', trades: 1 },
      { status: 'completed', trades: 2 },
      { status: 'rejected', trades: 1 },
    ]);
    expect(body.byStatus).toHaveLength(8);
    // Trades by order location; value is the traded volume of the contracts delivered there (the fuel pair's, once).
    expect(body.regions).toEqual([
      { location: 'Rotterdam', trades: 2, value: 600_000, share: 50 },
      { location: 'Dubai', trades: 1, value: 0, share: 25 },
      { location: 'Zurich', trades: 1, value: 0, share: 25 },
    ]);
    // Two approvals and a rejection in the period; the fuel pair matched after 4 h and completed after 6 h.
    expect(body.performance).toEqual({ averageHoursToMatch: 4, averageHoursToComplete: 6, approvalRate: 67, reviewed: 3 });
  });

  it('lists every commodity of the commodities table with its trades, volume, average price and share', async () => {
    const { commodities } = await report('30d');
    expect(commodities.map((c) => [c.name, c.trades, c.volume, c.averagePrice, c.share])).toEqual([
      ['Gold', 2, 0, null, 0],
      ['EN590', 2, 600_000, 600, 100],
      ['Jet A1', 0, 0, null, 0],
      ['Crude Oil', 0, 0, null, 0],
      ['Fuel Oil', 0, 0, null, 0],
    ]);
  });

  it('on 7d compares with an empty week: changes are null, not errors', async () => {
    const body = await report('7d');
    expect(body.period.start).toBe('2026-12-09T00:00:00.000Z');
    expect(body.trend).toHaveLength(7);
    expect(body.kpis.tradesCreated).toEqual({ value: 4, previous: 0, change: null });
    expect(body.kpis.newUsers).toEqual({ value: 0, previous: 0, change: null });
    expect(body.kpis.successRate).toEqual({ value: 50, previous: 0, change: null });
  });

  it('on 90d buckets by week and on 1y by calendar month', async () => {
    const quarter = await report('90d');
    expect([quarter.period.label, quarter.period.bucket, quarter.trend.length]).toEqual(['Last 3 months', 'week', 13]);
    // 2026-11-01 falls in the week starting 2026-10-28.
    expect(quarter.trend[6]).toEqual({ start: '2026-10-28', label: 'Oct 28', volume: 205_000, trades: 2, completed: 2 });
    expect(quarter.kpis.tradedVolume).toEqual({ value: 805_000, previous: 0, change: null });

    const year = await report('1y');
    expect(year.trend.map((p) => p.volume)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 205_000, 600_000]);
    expect(year.trend[0]!.label).toBe('Jan 2026');
    expect(year.commodities.find((c) => c.name === 'Gold')).toMatchObject({ trades: 4, volume: 205_000, averagePrice: 2050, share: 25.5 });
    expect(year.kpis.averageTradeSize.value).toBe(402_500);
  });
});

describe('GET /admin/analytics/export', () => {
  it('downloads the KPIs and the commodity table of the period as CSV', async () => {
    const res = await call(t.app, 'GET', `${EXPORT}?period=30d`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="analytics-30d-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = parseCsv(res.body, ',').map((row) => row.join('|'));
    expect(lines.slice(0, 12)).toEqual([
      'Report|Period|From|To',
      'Analytics|Last 30 days|2026-11-16T00:00:00.000Z|2026-12-15T10:00:00.000Z',
      '',
      'Metric|Value|Previous Period|Change (%)',
      'New Users|1|1|0',
      'Trades Created|4|2|100',
      'Trades Completed|2|2|0',
      'Traded Volume|600000.00|205000.00|192.7',
      'Average Trade Size|600000.00|205000.00|192.7',
      // A negative number is a number, not a formula: it stays as it is.
      'Success Rate|50|100|-50',
      '',
      'Commodity|Symbol|Category|Trades|Volume (USD)|Average Price (USD)|Share (%)',
    ]);
    expect(lines.slice(12)).toEqual([
      'Gold|XAU|gold|2|0.00||0',
      'EN590|EN590|fuel|2|600000.00|600.00|100',
      'Jet A1|JETA1|fuel|0|0.00||0',
      'Crude Oil|CRUDE|fuel|0|0.00||0',
      'Fuel Oil|FUELOIL|fuel|0|0.00||0',
    ]);
  });
});

describe('an empty database', () => {
  it('answers zeros, not errors', async () => {
    const empty = await contractsApp(testClock(Date.parse('2026-12-15T10:00:00.000Z')));
    try {
      const boss = await account(empty, 'admin');
      const res = await call(empty.app, 'GET', DASHBOARD, { token: boss.token });
      expect(res.statusCode, res.body).toBe(200);
      const body = adminDashboardSchema.parse(res.json());
      expect(body.trades.total).toBe(0);
      expect(body.contracts.total).toBe(0);
      expect(body.volume).toEqual({ total: 0, thisMonth: 0, lastMonth: 0, monthlyGrowth: null });
      expect(body.successRate).toBe(0);
      expect(body.trend.every((p) => p.volume === 0 && p.trades === 0)).toBe(true);

      for (const period of ['7d', '30d', '90d', '1y']) {
        const answer = await call(empty.app, 'GET', `${ANALYTICS}?period=${period}`, { token: boss.token });
        expect(answer.statusCode, answer.body).toBe(200);
        const r = analyticsReportSchema.parse(answer.json());
        expect(r.kpis.tradedVolume).toEqual({ value: 0, previous: 0, change: null });
        expect(r.kpis.averageTradeSize.value).toBe(0);
        expect(r.kpis.successRate.value).toBe(0);
        expect(r.regions).toEqual([]);
        expect(r.performance).toEqual({ averageHoursToMatch: null, averageHoursToComplete: null, approvalRate: null, reviewed: 0 });
        expect(r.commodities.every((c) => c.trades === 0 && c.share === 0)).toBe(true);
        expect(r.trend.every((p) => p.volume === 0)).toBe(true);
      }
    } finally {
      await empty.close();
    }
  });
});
