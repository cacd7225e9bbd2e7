import type { PriceSymbol } from '@ctp/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createPriceHistoryRepository } from '../../src/modules/prices/repository';
import { RELAXED } from '../auth/fixtures';
import { buildTestApp, call, type TestApp } from '../helpers';
import { enterpriseMember } from '../enterprise/fixtures';
import { member, type Member } from '../market-intelligence/fixtures';

const HOUR = 60 * 60 * 1000;
/** Monday 30 November 2026, 06:00 in Muscat (UTC+4). */
const MONDAY_0600 = Date.parse('2026-11-30T02:00:00Z');
const ENTERPRISE_COMPANY = 'Gulf Bullion Buyers LLC';

describe('the weekly brief', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    // Later instances share the first one's database: close them first.
    for (const app of apps.reverse()) await app.close();
    apps.length = 0;
  });

  async function appAt(start: number, database?: TestApp['app']['database']) {
    let clock = start;
    const t = await buildTestApp({ ...RELAXED, PRICE_PROVIDER: 'fallback' }, { now: () => clock, ...(database ? { database } : {}) });
    apps.push(t);
    return { t, advance: (ms: number) => void (clock += ms) };
  }

  /** The brief is an Enterprise feature (issue 18): a reader's company is granted it once per database, and the desk adds later readers. */
  async function subscriber(t: TestApp, weeklyBrief: boolean, { enterprise = true } = {}): Promise<Member> {
    const who = await member(t, 'trader', { companyName: enterprise ? ENTERPRISE_COMPANY : 'Basic Metals LLC' });
    if (enterprise) await enterpriseMember(t, who);
    const res = await call(t.app, 'PUT', '/api/v1/users/me/preferences', {
      token: who.token,
      body: { emailNotifications: true, smsNotifications: false, pushNotifications: true, priceAlerts: true, weeklyBrief },
    });
    expect(res.statusCode, res.body).toBe(200);
    return who;
  }

  const briefsOf = (t: TestApp, userId: string) =>
    t.app.database.db.selectFrom('notifications').select(['title', 'body']).where('user_id', '=', userId).where('category', '=', 'weekly_brief').execute();

  async function seedWeek(t: TestApp) {
    const closes = createPriceHistoryRepository(t.app.database.db);
    const put = (symbol: PriceSymbol, days: Array<[string, number]>) =>
      closes.upsertCloses(symbol, days.map(([day, close]) => ({ day, close })), 'upstream', '2026-11-28T00:00:00.000Z');
    // Gold: Friday to Friday +5%; the Monday's own close is not part of the week. Brent: no close a week earlier.
    await put('XAU', [['2026-11-20', 2300], ['2026-11-27', 2415], ['2026-11-30', 9999]]);
    await put('BRENT', [['2026-11-27', 75]]);
    const alert = (title: string, publishedAt: string) => ({
      id: crypto.randomUUID(), title, summary: 'Summary', region: 'Middle East', impact: 'High', commodities: '[]', published_at: publishedAt, created_by: null, created_at: publishedAt, updated_at: publishedAt,
    });
    await t.app.database.db
      .insertInto('market_alerts')
      .values([alert('Hormuz premiums jump', '2026-11-25T08:00:00.000Z'), alert('Old news from last month', '2026-10-25T08:00:00.000Z')])
      .execute();
  }

  it('sends opted-in Enterprise users the week’s closes, changes and market alerts at 06:00 Muscat time, and opted-out or Basic users nothing', async () => {
    const { t, advance } = await appAt(MONDAY_0600 - HOUR);
    await seedWeek(t);
    const [reader, optedOut, neverSaved] = [await subscriber(t, true), await subscriber(t, false), await member(t, 'seller')];
    const basicReader = await subscriber(t, true, { enterprise: false });

    expect(await t.app.weeklyBrief.runIfDue()).toBe('not-due');
    advance(HOUR);
    expect(await t.app.weeklyBrief.runIfDue()).toBe('sent');

    const [brief, ...more] = await briefsOf(t, reader.id);
    expect(more).toEqual([]);
    expect(brief!.title).toBe('Weekly market brief: the week to 2026-11-29');
    expect(brief!.body).toMatch(/Gold \(XAU\)\s+2,415\.00 USD\s+\+5\.00%/);
    expect(brief!.body).toMatch(/Crude Oil \(Brent\) \(BRENT\)\s+75\.00 USD\s+n\/a/);
    expect(brief!.body).toMatch(/USD Index \(DXY\)\s+no close recorded/);
    expect(brief!.body).toContain('- [High] Hormuz premiums jump (Middle East)');
    expect(brief!.body).not.toContain('Old news');
    expect(await briefsOf(t, optedOut.id)).toEqual([]);
    expect(await briefsOf(t, neverSaved.id)).toEqual([]);
    expect(await briefsOf(t, basicReader.id)).toEqual([]);

    // The minute checks later that day find the run claimed.
    advance(HOUR);
    expect(await t.app.weeklyBrief.runIfDue()).toBe('already-run');
    expect(await briefsOf(t, reader.id)).toHaveLength(1);
  });

  it('runs once with two instances on one database', async () => {
    const first = await appAt(MONDAY_0600 - HOUR);
    const second = await appAt(MONDAY_0600 - HOUR, first.t.app.database);
    const reader = await subscriber(first.t, true);
    first.advance(HOUR);
    second.advance(HOUR);
    const outcomes = await Promise.all([first.t.app.weeklyBrief.runIfDue(), second.t.app.weeklyBrief.runIfDue()]);
    expect(outcomes.sort()).toEqual(['already-run', 'sent']);
    expect(await briefsOf(first.t, reader.id)).toHaveLength(1);
  });

  it('sends a missed brief when the server starts later the same Monday, and not on the next day', async () => {
    const down = await appAt(MONDAY_0600 - 2 * HOUR);
    const reader = await subscriber(down.t, true);
    const database = down.t.app.database;

    // Back at 11:00 on the Monday, over the same data: the start sends it.
    const monday = await appAt(MONDAY_0600 + 5 * HOUR, database);
    expect(await briefsOf(monday.t, reader.id)).toHaveLength(1);

    // A server down all Monday and back on Tuesday does not send that brief late.
    const other = await appAt(MONDAY_0600 - 2 * HOUR);
    const late = await subscriber(other.t, true);
    await appAt(MONDAY_0600 + 24 * HOUR, other.t.app.database);
    expect(await briefsOf(other.t, late.id)).toEqual([]);
    expect(await other.t.app.database.db.selectFrom('scheduled_runs').selectAll().execute()).toEqual([]);
  });
});
