import { PRICE_SYMBOLS, PRICE_TEXTS, type PriceHistory } from '@ctp/domain';
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
    expect(body).toMatchObject({ last_close_day: '2026-03-11', age_days: 0 });
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
    expect(res.json<PriceHistory>()).toMatchObject({
      stale: true,
      points: [{ time: '2026-03-10T00:00:00.000Z', close: 2390 }],
      last_close_day: '2026-03-10',
      age_days: 1,
    });
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
    expect(day).toMatchObject({ period: '1d', interval: '5m', stale: false, last_close_day: null, age_days: null });
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

  it('offline, serves every symbol from its recorded closes up to the latest one, marked stale with its age', async () => {
    t = await buildPriceTestApp();
    t.upstream.behave(() => ({ status: 500 }));
    const repo = createPriceHistoryRepository(t.app.database.db);
    // The record stops on Friday 6 March, five days before the test's Wednesday, and goes back two months.
    const days = weekdaysBefore(Date.parse('2026-03-06T12:00:00Z'), 60);
    for (const [n, symbol] of PRICE_SYMBOLS.entries()) {
      await repo.upsertCloses(symbol, days.map((day, i) => ({ day, close: 10 * (n + 1) + i })), 'upstream', new Date(START).toISOString());
    }
    for (const [n, symbol] of PRICE_SYMBOLS.entries()) {
      const month = await call(t.app, 'GET', `/price-api/price/${symbol}/history?period=1mo`);
      expect(month.statusCode).toBe(200);
      const body = month.json<PriceHistory>();
      expect(body).toMatchObject({ symbol, period: '1mo', interval: '1d', source: 'upstream', stale: true, last_close_day: '2026-03-06', age_days: 5 });
      // The month up to the latest close, not the month up to today: the chart still spans its period.
      expect(body.points.map((p) => p.time.slice(0, 10))).toEqual(days.filter((day) => day >= '2026-02-04'));
      expect(body.points.at(-1)!.close).toBe(10 * (n + 1) + days.length - 1);
      // Intraday periods fall back to the last few daily closes, said to be daily.
      const week = (await call(t.app, 'GET', `/price-api/price/${symbol}/history?period=5d`)).json<PriceHistory>();
      expect(week).toMatchObject({ period: '5d', interval: '1d', stale: true, last_close_day: '2026-03-06', age_days: 5 });
      expect(week.points.map((p) => p.time.slice(0, 10))).toEqual(['2026-02-25', '2026-02-26', '2026-02-27', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']);
    }
  });

  it('answers 503 offline for a symbol with nothing recorded, while the others still chart', async () => {
    t = await buildPriceTestApp({ PRICE_UPSTREAM_RETRIES: '0' });
    t.upstream.behave(() => ({ status: 500 }));
    await createPriceHistoryRepository(t.app.database.db).upsertCloses('XAG', [{ day: '2026-03-09', close: 31 }, { day: '2026-03-10', close: 31.5 }], 'upstream', new Date(START).toISOString());
    expect((await call(t.app, 'GET', '/price-api/price/XAG/history?period=1d')).json<PriceHistory>()).toMatchObject({ interval: '1d', stale: true, age_days: 1 });
    const none = await call(t.app, 'GET', '/price-api/price/XPD/history?period=1d');
    expect(none.statusCode).toBe(503);
    expect(none.json()).toMatchObject({ code: 'PRICE_UNAVAILABLE', message: PRICE_TEXTS.fetchHistoryFailed('XPD') });
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
