import { priceAlertListSchema, type PriceAlert } from '@ctp/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../helpers';
import { member, type Member } from '../market-intelligence/fixtures';
import { ALERTS_URL, alertNotifications, buildAlertApp, type AlertTestApp } from './setup';

/** The fake market's previous daily close of gold (test/prices/fake-upstream.ts): what daily_change compares with. */
const GOLD_PREVIOUS_CLOSE = 2380.25;

describe('price alert crossings, checked on every quote refresh', () => {
  let t: AlertTestApp;
  afterEach(() => t.close());

  async function alertOf(who: Member, body: object): Promise<PriceAlert> {
    const res = await call(t.app, 'POST', ALERTS_URL, { token: who.token, body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PriceAlert>();
  }

  /** Trades gold at each price in turn, refreshing the quotes after each; answers how many notifications the user had after each. */
  async function walk(userId: string, goldPrices: number[]): Promise<number[]> {
    const counts: number[] = [];
    for (const price of goldPrices) {
      t.trade('XAU', price);
      await t.refresh();
      counts.push((await alertNotifications(t, userId)).length);
    }
    return counts;
  }

  it('notifies once when gold crosses above the level, stays quiet while above, and again after crossing back below', async () => {
    t = await buildAlertApp();
    const [owner, bystander] = await Promise.all([member(t, 'trader'), member(t, 'trader')]);
    const alert = await alertOf(owner, { symbol: 'XAU', condition: 'above', level: 2450 });
    // The third user watches another symbol and a level gold never reaches.
    await alertOf(bystander, { symbol: 'BRENT', condition: 'above', level: 500 });
    await alertOf(bystander, { symbol: 'XAU', condition: 'above', level: 5000 });

    expect(await walk(owner.id, [2400, 2460, 2470, 2455, 2440, 2445, 2451])).toEqual([0, 1, 1, 1, 1, 1, 2]);

    const notes = await alertNotifications(t, owner.id);
    expect(notes[0]).toMatchObject({ kind: 'price_alert.above', subject_id: alert.id, link: '/portal-trader/market-intelligence' });
    expect(notes[0]!.title).toBe('Gold is above 2,450 USD');
    expect(notes.map((n) => n.body).join('\n')).toMatch(/Gold is at 2,460 USD/);
    expect(await alertNotifications(t, bystander.id)).toEqual([]);

    const [stored] = priceAlertListSchema.parse((await call(t.app, 'GET', ALERTS_URL, { token: owner.token })).json()).alerts;
    expect(stored).toMatchObject({ armed: false, lastTriggeredAt: new Date(t.now()).toISOString() });
  });

  it('notifies when gold crosses below the level, re-arming only above it', async () => {
    t = await buildAlertApp();
    const owner = await member(t, 'seller');
    await alertOf(owner, { symbol: 'XAU', condition: 'below', level: 2350 });
    expect(await walk(owner.id, [2360, 2349, 2300, 2350, 2351, 2340])).toEqual([0, 1, 1, 1, 1, 2]);
    expect((await alertNotifications(t, owner.id))[0]).toMatchObject({ kind: 'price_alert.below', link: '/portal-seller/market-intelligence' });
  });

  it('compares a daily change with the stored previous close, either way, and re-arms when the move shrinks', async () => {
    t = await buildAlertApp();
    const owner = await member(t, 'trader');
    await alertOf(owner, { symbol: 'XAU', condition: 'daily_change', level: 2 });
    const moved = (percent: number) => Math.round(GOLD_PREVIOUS_CLOSE * (1 + percent / 100) * 100) / 100;
    expect(await walk(owner.id, [moved(1.9), moved(2.1), moved(-2.5), moved(0.5), moved(-2.2)])).toEqual([0, 1, 1, 1, 2]);
    const notes = await alertNotifications(t, owner.id);
    expect(notes[0]!.title).toBe('Gold moved more than 2% today');
    expect(notes.map((n) => n.body).join('\n')).toContain('+2.10%');
  });

  it('notifies nobody when a quote refresh fails and serves the last price stale', async () => {
    t = await buildAlertApp();
    const owner = await member(t, 'trader');
    await alertOf(owner, { symbol: 'XAU', condition: 'above', level: 1000 });
    t.upstream.behave(() => ({ status: 500, body: 'down' }));
    await t.refresh();
    expect(await alertNotifications(t, owner.id)).toEqual([]);
  });
});
