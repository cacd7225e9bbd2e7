import { PRICE_TEXTS, type PriceHistory } from '@ctp/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createPriceHistoryRepository } from '../../src/modules/prices/repository';
import { call } from '../helpers';
import { MARKET, weekdaysBefore } from './fake-upstream';
import { buildPriceTestApp, START, TTL_MS, type PriceTestApp } from './setup';

const history = (t: PriceTestApp, query = '') => call(t.app, 'GET', `/price-api/price/XAU/history${query}`);
const historyCalls = (t: PriceTestApp) => t.upstream.calls.filter((c) => c.range !== '5d' || c.interval !== '1d');

describe('price history', () => {
  let t: PriceTestApp;
  afterEach(() => t.close());

  it('defaults to 1mo: fills the empty record from the upstream once, then serves it from the database', async () => {
    t = await buildPriceTestApp();
    const first = await history(t);
    expect(first.statusCode).toBe(200);
    const body = first.json<PriceHistory>();
    const days = weekdaysBefore(START, 30);
    expect(body).toMatchObject({ symbol: 'XAU', name: 'Gold', currency: 'USD', period: '1mo', interval: '1d', source: 'upstream', stale: false });
    expect(body.points.map((p) => p.time)).toEqual(days.map((d) => `${d}T00:00:00.000Z`));
    expect(body.points.at(-1)!.close).toBe(MARKET['GC=F'].price);
    expect(historyCalls(t)).toEqual([{ symbol: 'GC=F', range: '1mo', interval: '1d' }]);

    const stored = await createPriceHistoryRepository(t.app.database.db).closesBetween('XAU', days[0]!, days.at(-1)!);
    expect(stored.map((c) => c.day)).toEqual(days);

    // Past the TTL the record is complete, so the upstream is not asked again, even while it is down.
    t.advance(TTL_MS);
    t.upstream.behave(() => ({ status: 500 }));
    const again = await history(t, '?period=1mo');
    expect(again.json<PriceHistory>()).toMatchObject({ stale: false, source: 'upstream' });
    expect(again.json<PriceHistory>().points).toEqual(body.points);
    expect(historyCalls(t)).toHaveLength(1);
  });

  it('serves a complete record from the database without calling the upstream', async () => {
    t = await buildPriceTestApp();
    const repo = createPriceHistoryRepository(t.app.database.db);
    const days = weekdaysBefore(START, 30);
    await repo.upsertCloses('XAU', days.map((day, i) => ({ day, close: 2000 + i + 0.1234 })), 'upstream', new Date(START).toISOString());
    const res = await history(t, '?period=1mo');
    expect(res.json<PriceHistory>().points).toEqual(days.map((day, i) => ({ time: `${day}T00:00:00.000Z`, close: 2000 + i + 0.1234 })));
    expect(t.upstream.calls).toHaveLength(0);
  });

  it('fills a gap in the record from the upstream and keeps what it got', async () => {
    t = await buildPriceTestApp();
    const repo = createPriceHistoryRepository(t.app.database.db);
    const days = weekdaysBefore(START, 30);
    // Two weeks in the middle are missing.
    const kept = days.filter((_, i) => i < 5 || i > 15);
    await repo.upsertCloses('XAU', kept.map((day) => ({ day, close: 1 })), 'upstream', new Date(START).toISOString());
    const res = await history(t, '?period=1mo');
    expect(res.json<PriceHistory>().points.map((p) => p.time.slice(0, 10))).toEqual(days);
    expect(historyCalls(t)).toEqual([{ symbol: 'GC=F', range: '1mo', interval: '1d' }]);
    expect((await repo.closesBetween('XAU', days[0]!, days.at(-1)!)).map((c) => c.day)).toEqual(days);
  });

  it('asks the upstream for a longer period when the record is too short, and serves 1y and 6mo alike', async () => {
    t = await buildPriceTestApp();
    await history(t, '?period=1mo');
    const year = (await history(t, '?period=1y')).json<PriceHistory>();
    expect(year.points.length).toBe(weekdaysBefore(START, 365).length);
    const half = (await history(t, '?period=6mo')).json<PriceHistory>();
    expect(half.points.length).toBe(weekdaysBefore(START, 182).length);
    expect(historyCalls(t).map((c) => c.range)).toEqual(['1mo', '1y']);
  });

  it('serves what the record has, marked stale, when a gap cannot be filled', async () => {
    t = await buildPriceTestApp();
    const repo = createPriceHistoryRepository(t.app.database.db);
    await repo.upsertCloses('XAU', [{ day: '2026-03-10', close: 2390 }], 'upstream', new Date(START).toISOString());
    t.upstream.behave(() => ({ status: 500 }));
    const res = await history(t);
    expect(res.statusCode).toBe(200);
    expect(res.json<PriceHistory>()).toMatchObject({ stale: true, points: [{ time: '2026-03-10T00:00:00.000Z', close: 2390 }] });
  });

  it('answers 503 with the spec text when there is no history at all', async () => {
    t = await buildPriceTestApp({ PRICE_UPSTREAM_RETRIES: '0' });
    t.upstream.behave(() => ({ body: { chart: { result: [{ meta: { regularMarketPrice: 1, regularMarketTime: 1 }, timestamp: [], indicators: { quote: [{ close: [] }] } }] } } }));
    const res = await history(t, '?period=6mo');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: PRICE_TEXTS.fetchHistoryFailed('XAU'), code: 'PRICE_UNAVAILABLE', status: 503 });
    // The failure is remembered for the TTL too.
    await history(t, '?period=6mo');
    expect(historyCalls(t)).toHaveLength(1);
  });

  it('serves 1d and 5d as intraday prices from the upstream, then the last good answer marked stale', async () => {
    t = await buildPriceTestApp();
    const day = (await history(t, '?period=1d')).json<PriceHistory>();
    expect(day).toMatchObject({ period: '1d', interval: '5m', stale: false });
    expect(day.points.length).toBe(24 * 12 + 1);
    const week = (await history(t, '?period=5d')).json<PriceHistory>();
    expect(week).toMatchObject({ period: '5d', interval: '30m' });
    expect(historyCalls(t).map((c) => `${c.range}/${c.interval}`)).toEqual(['1d/5m', '5d/30m']);

    t.advance(TTL_MS);
    t.upstream.behave(() => ({ status: 500 }));
    const stale = (await history(t, '?period=1d')).json<PriceHistory>();
    expect(stale).toMatchObject({ stale: true, interval: '5m' });
    expect(stale.points).toEqual(day.points);
  });

  it('falls back to recorded daily closes for an intraday period it never got', async () => {
    t = await buildPriceTestApp();
    await call(t.app, 'GET', '/price-api/price/XAU');
    t.upstream.behave(() => ({ status: 500 }));
    const res = await history(t, '?period=1d');
    expect(res.json<PriceHistory>()).toMatchObject({ interval: '1d', stale: true });
    expect(res.json<PriceHistory>().points.at(-1)).toEqual({ time: '2026-03-11T00:00:00.000Z', close: MARKET['GC=F'].price });
  });

  it('makes one upstream call for concurrent history requests', async () => {
    t = await buildPriceTestApp();
    t.upstream.behave(() => ({ delayMs: 50 }));
    await Promise.all(Array.from({ length: 20 }, () => history(t, '?period=1y')));
    expect(historyCalls(t)).toHaveLength(1);
  });

  it('answers 400 for an unknown period and 404 for an unknown symbol', async () => {
    t = await buildPriceTestApp();
    const period = await history(t, '?period=2w');
    expect(period.statusCode).toBe(400);
    expect(period.json()).toMatchObject({ code: 'VALIDATION_ERROR', status: 400, message: PRICE_TEXTS.badPeriod });
    const symbol = await call(t.app, 'GET', '/price-api/price/NOPE/history?period=1mo');
    expect(symbol.statusCode).toBe(404);
    expect(symbol.json()).toMatchObject({ code: 'UNKNOWN_SYMBOL', message: PRICE_TEXTS.unknownSymbol('NOPE') });
    expect(t.upstream.calls).toHaveLength(0);
  });
});
