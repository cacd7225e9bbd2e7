import { FALLBACK_PRICES, PRICE_TEXTS, type MarketSummary, type PriceQuote, type PriceSymbol } from '@ctp/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createPriceHistoryRepository } from '../../src/modules/prices/repository';
import { buildPriceService } from '../../src/modules/prices/service';
import { call } from '../helpers';
import { MARKET, chartAnswer } from './fake-upstream';
import { buildPriceTestApp, START, TTL_MS, type PriceTestApp } from './setup';

const SUMMARY = '/price-api/prices/market-summary';

describe('price quotes from the upstream', () => {
  let t: PriceTestApp;
  afterEach(() => t.close());

  it('answers the market summary with the three quotes in the shape of spec 3, marked as live upstream data', async () => {
    t = await buildPriceTestApp();
    const res = await call(t.app, 'GET', SUMMARY);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const summary = res.json<MarketSummary>();
    expect(Object.keys(summary)).toEqual(['gold', 'crude_oil', 'usd_index']);
    expect(summary.gold).toEqual({
      symbol: 'XAU',
      name: 'Gold',
      price: 2400.5,
      change: 20.25,
      change_percent: 0.8508,
      currency: 'USD',
      last_updated: new Date(START - 60_000).toISOString(),
      market_status: 'open',
      source: 'upstream',
      as_of: new Date(START).toISOString(),
      stale: false,
    });
    expect(summary.crude_oil).toMatchObject({ symbol: 'BRENT', price: 75.2, change: -0.8, change_percent: -1.0526 });
    expect(summary.usd_index).toMatchObject({ symbol: 'DXY', price: 104.1, change: 0, change_percent: 0 });
    // One table maps our symbols to theirs.
    expect(t.upstream.calls.map((c) => c.symbol).sort()).toEqual(['BZ=F', 'DX-Y.NYB', 'GC=F']);
  });

  it('answers one quote by symbol, in any case, and every quote at /prices/all', async () => {
    t = await buildPriceTestApp();
    const one = await call(t.app, 'GET', '/price-api/price/xau');
    expect(one.statusCode).toBe(200);
    expect(one.json<PriceQuote>()).toMatchObject({ symbol: 'XAU', price: 2400.5, source: 'upstream' });
    const all = await call(t.app, 'GET', '/price-api/prices/all');
    for (const res of [one, all]) expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(all.json<{ prices: PriceQuote[] }>().prices.map((q) => q.symbol)).toEqual(['XAU', 'XAG', 'XPT', 'XPD', 'BRENT', 'WTI', 'HO', 'DXY']);
  });

  it('answers the new metals and energy symbols from their own upstream tickers', async () => {
    t = await buildPriceTestApp();
    const expected = [
      ['XAG', 'Silver', 'SI=F'],
      ['XPT', 'Platinum', 'PL=F'],
      ['XPD', 'Palladium', 'PA=F'],
      ['WTI', 'Crude Oil (WTI)', 'CL=F'],
      ['HO', 'Heating Oil (NY Harbor ULSD)', 'HO=F'],
    ] as const;
    for (const [symbol, name, ticker] of expected) {
      const res = await call(t.app, 'GET', `/price-api/price/${symbol.toLowerCase()}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<PriceQuote>()).toMatchObject({ symbol, name, currency: 'USD', price: MARKET[ticker].price, source: 'upstream', stale: false });
      expect(t.upstream.calls.at(-1)).toEqual({ symbol: ticker, range: '5d', interval: '1d' });
    }
    expect((await call(t.app, 'GET', '/price-api/price/HO')).json<PriceQuote>()).toMatchObject({ change: 0.0171, change_percent: 0.7121 });
  });

  it('reads the market as closed outside the regular session', async () => {
    t = await buildPriceTestApp();
    t.upstream.behave((c) => {
      const answer = chartAnswer(c, t.now()) as { chart: { result: Array<{ meta: { currentTradingPeriod: unknown } }> } };
      const end = Math.floor(t.now() / 1000) - 60;
      answer.chart.result[0]!.meta.currentTradingPeriod = { regular: { start: end - 8 * 3600, end } };
      return { body: answer };
    });
    expect((await call(t.app, 'GET', '/price-api/price/XAU')).json<PriceQuote>().market_status).toBe('closed');
  });

  it('answers 404 with a clear message for an unknown symbol', async () => {
    t = await buildPriceTestApp();
    const res = await call(t.app, 'GET', '/price-api/price/SILVER');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: PRICE_TEXTS.unknownSymbol('SILVER'),
      code: 'UNKNOWN_SYMBOL',
      status: 404,
      details: { symbol: 'SILVER', available: ['XAU', 'XAG', 'XPT', 'XPD', 'BRENT', 'WTI', 'HO', 'DXY'] },
    });
    expect(t.upstream.calls).toHaveLength(0);
  });

  it('lists its symbols and reports its health on the service root', async () => {
    t = await buildPriceTestApp();
    const symbols = await call(t.app, 'GET', '/price-api/symbols');
    expect(symbols.json()).toEqual({
      symbols: [
        { symbol: 'XAU', key: 'gold', name: 'Gold', currency: 'USD', unit: 'per troy ounce', group: 'metals' },
        { symbol: 'XAG', name: 'Silver', currency: 'USD', unit: 'per troy ounce', group: 'metals' },
        { symbol: 'XPT', name: 'Platinum', currency: 'USD', unit: 'per troy ounce', group: 'metals' },
        { symbol: 'XPD', name: 'Palladium', currency: 'USD', unit: 'per troy ounce', group: 'metals' },
        { symbol: 'BRENT', key: 'crude_oil', name: 'Crude Oil (Brent)', currency: 'USD', unit: 'per barrel', group: 'energy' },
        { symbol: 'WTI', name: 'Crude Oil (WTI)', currency: 'USD', unit: 'per barrel', group: 'energy' },
        { symbol: 'HO', name: 'Heating Oil (NY Harbor ULSD)', currency: 'USD', unit: 'per US gallon', group: 'energy' },
        { symbol: 'DXY', key: 'usd_index', name: 'USD Index', currency: 'USD', unit: 'index points', group: 'fx' },
      ],
    });
    const before = await call(t.app, 'GET', '/price-api/health');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ status: 'ok', provider: 'upstream', provider_state: 'unknown' });
    await call(t.app, 'GET', SUMMARY);
    expect((await call(t.app, 'GET', '/price-api/health')).json()).toMatchObject({ provider_state: 'up' });
  });
});

describe('price cache', () => {
  let t: PriceTestApp;
  afterEach(() => t.close());

  it('serves a quote from the cache for the TTL, then asks the upstream again', async () => {
    t = await buildPriceTestApp();
    await call(t.app, 'GET', '/price-api/price/XAU');
    t.advance(TTL_MS - 1);
    await call(t.app, 'GET', '/price-api/price/XAU');
    await call(t.app, 'GET', SUMMARY);
    expect(t.upstream.calls.filter((c) => c.symbol === 'GC=F')).toHaveLength(1);
    t.advance(1);
    await call(t.app, 'GET', '/price-api/price/XAU');
    expect(t.upstream.calls.filter((c) => c.symbol === 'GC=F')).toHaveLength(2);
  });

  it('honours PRICE_CACHE_TTL_SECONDS', async () => {
    t = await buildPriceTestApp({ PRICE_CACHE_TTL_SECONDS: '5' });
    await call(t.app, 'GET', '/price-api/price/XAU');
    t.advance(5_000);
    await call(t.app, 'GET', '/price-api/price/XAU');
    expect(t.upstream.calls).toHaveLength(2);
  });

  // A generous time-out: on a loaded machine a 250 ms one can expire and retry, which is not what these tests count.
  const patient = { PRICE_UPSTREAM_TIMEOUT_MS: '10000' };

  it('makes one upstream call for many concurrent requests of an empty cache (single flight)', async () => {
    t = await buildPriceTestApp(patient);
    t.upstream.behave(() => ({ delayMs: 50 }));
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, () => call(t.app, 'GET', '/price-api/price/XAU')),
      ...Array.from({ length: 20 }, () => call(t.app, 'GET', SUMMARY)),
    ]);
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(answers.every((r) => (r.json<PriceQuote>().source ?? r.json<MarketSummary>().gold.source) === 'upstream')).toBe(true);
    expect(t.upstream.calls.map((c) => c.symbol).sort()).toEqual(['BZ=F', 'DX-Y.NYB', 'GC=F']);
  });

  it('makes one upstream call for many concurrent requests of a stale cache', async () => {
    t = await buildPriceTestApp(patient);
    await call(t.app, 'GET', '/price-api/price/XAU');
    t.advance(TTL_MS);
    t.upstream.behave(() => ({ delayMs: 50 }));
    await Promise.all(Array.from({ length: 30 }, () => call(t.app, 'GET', '/price-api/price/XAU')));
    expect(t.upstream.calls).toHaveLength(2);
  });
});

describe('price faults: a bad upstream answer never reaches a page', () => {
  let t: PriceTestApp;
  afterEach(() => t.close());

  const expectFallback = (quote: PriceQuote, symbol: PriceSymbol) =>
    expect(quote).toMatchObject({
      symbol,
      price: FALLBACK_PRICES[symbol],
      change: 0,
      change_percent: 0,
      market_status: 'closed',
      source: 'fallback',
      stale: true,
    });

  it('serves the fallback data of spec 9, flagged, when the upstream answers 500 and nothing good is known (after retries)', async () => {
    t = await buildPriceTestApp();
    t.upstream.behave(() => ({ status: 500, body: { error: 'boom' } }));
    const res = await call(t.app, 'GET', SUMMARY);
    expect(res.statusCode).toBe(200);
    const summary = res.json<MarketSummary>();
    expectFallback(summary.gold, 'XAU');
    expectFallback(summary.crude_oil, 'BRENT');
    expectFallback(summary.usd_index, 'DXY');
    // One call and two retries per symbol.
    expect(t.upstream.calls.filter((c) => c.symbol === 'GC=F')).toHaveLength(3);
  });

  it('does not retry an answer that is not JSON, and falls back', async () => {
    t = await buildPriceTestApp();
    t.upstream.behave(() => ({ body: '{"chart": {"result": [' }));
    expectFallback((await call(t.app, 'GET', '/price-api/price/XAU')).json(), 'XAU');
    expect(t.upstream.calls).toHaveLength(1);
  });

  it.each([
    ['a non-numeric price', { chart: { result: [{ meta: { regularMarketPrice: '2400.5', regularMarketTime: 1 } }] } }],
    ['a negative price', { chart: { result: [{ meta: { regularMarketPrice: -1, regularMarketTime: 1 } }] } }],
    ['a missing price', { chart: { result: [{ meta: { regularMarketTime: 1 } }] } }],
    ['an empty result', { chart: { result: [], error: null } }],
    ['an error answer', { chart: { result: null, error: { code: 'Not Found', description: 'No data found' } } }],
    ['a non-numeric close', { chart: { result: [{ meta: { regularMarketPrice: 1, regularMarketTime: 1 }, timestamp: [1], indicators: { quote: [{ close: ['x'] }] } }] } }],
    ['mismatched bars', { chart: { result: [{ meta: { regularMarketPrice: 1, regularMarketTime: 1 }, timestamp: [1, 2], indicators: { quote: [{ close: [1] }] } }] } }],
    ['another currency', { chart: { result: [{ meta: { currency: 'EUR', regularMarketPrice: 1, regularMarketTime: 1 } }] } }],
    ['an empty body', ''],
  ])('treats %s as a failure', async (_name, body) => {
    t = await buildPriceTestApp();
    t.upstream.behave(() => ({ body }));
    expectFallback((await call(t.app, 'GET', '/price-api/price/XAU')).json(), 'XAU');
  });

  it('gives up on an answer slower than the time-out, quickly', async () => {
    t = await buildPriceTestApp({ PRICE_UPSTREAM_TIMEOUT_MS: '100', PRICE_UPSTREAM_RETRIES: '1' });
    t.upstream.behave(() => ({ delayMs: 1_000 }));
    const started = performance.now();
    const res = await call(t.app, 'GET', '/price-api/price/XAU');
    const elapsed = performance.now() - started;
    expectFallback(res.json(), 'XAU');
    expect(t.upstream.calls).toHaveLength(2);
    // Both attempts ended before the upstream's first answer would have come.
    expect(elapsed).toBeLessThan(1_000);
  });

  it('serves the last good quote marked stale (HTTP 200) when the upstream fails later', async () => {
    t = await buildPriceTestApp();
    const good = (await call(t.app, 'GET', '/price-api/price/XAU')).json<PriceQuote>();
    t.advance(TTL_MS);
    t.upstream.behave(() => ({ status: 503, body: 'unavailable' }));
    const res = await call(t.app, 'GET', '/price-api/price/XAU');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...good, stale: true });
    const health = (await call(t.app, 'GET', '/price-api/health')).json();
    expect(health).toMatchObject({ provider_state: 'down', last_failure: new Date(START + TTL_MS).toISOString() });
  });

  it('remembers a failure for one TTL, so a dead upstream costs one try per symbol per TTL', async () => {
    t = await buildPriceTestApp({ PRICE_UPSTREAM_RETRIES: '0' });
    t.upstream.behave(() => ({ status: 500 }));
    for (let i = 0; i < 5; i++) await call(t.app, 'GET', '/price-api/price/XAU');
    expect(t.upstream.calls).toHaveLength(1);
    t.upstream.behave(() => undefined);
    t.advance(TTL_MS);
    expect((await call(t.app, 'GET', '/price-api/price/XAU')).json<PriceQuote>()).toMatchObject({ source: 'upstream', stale: false });
  });

  it('after a restart, serves the last recorded close marked stale rather than the fallback data', async () => {
    t = await buildPriceTestApp();
    await call(t.app, 'GET', '/price-api/price/XAU');
    t.upstream.behave(() => ({ status: 500 }));
    // A second service on the same database: its memory is empty, its upstream down.
    const restarted = buildPriceService(
      { ...t.config.prices, upstreamRetries: 0 },
      createPriceHistoryRepository(t.app.database.db),
      t.app.log,
      () => START + TTL_MS,
    );
    const quote = await restarted.quote('XAU');
    expect(quote).toMatchObject({ symbol: 'XAU', price: 2400.5, change: 20.25, source: 'upstream', stale: true, market_status: 'closed' });
    expect(quote.last_updated).toBe('2026-03-11T00:00:00.000Z');
    const recorded = await createPriceHistoryRepository(t.app.database.db).latestCloses('XAU', 1);
    expect(recorded).toEqual([{ day: '2026-03-11', close: 2400.5 }]);
  });

  it('fails fast once the request-rate cap is spent', async () => {
    t = await buildPriceTestApp({ PRICE_UPSTREAM_MAX_PER_MINUTE: '2', PRICE_UPSTREAM_RETRIES: '0' });
    const summary = (await call(t.app, 'GET', SUMMARY)).json<MarketSummary>();
    expect(t.upstream.calls).toHaveLength(2);
    expect([summary.gold, summary.crude_oil, summary.usd_index].filter((q) => q.source === 'fallback')).toHaveLength(1);
  });
});
