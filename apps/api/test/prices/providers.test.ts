import { FALLBACK_PRICES, PRICE_TEXTS, type MarketSummary, type PriceHistory, type PriceQuote } from '@ctp/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createRateCap } from '../../src/modules/prices/providers/upstream';
import { buildStandalonePriceApp } from '../../src/modules/prices/standalone';
import { buildTestApp, call, type TestApp } from '../helpers';
import { START } from './setup';

describe('simulated prices (PRICE_PROVIDER=simulated)', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });
  async function simulated(seed: string, now: () => number) {
    const t = await buildTestApp({ PRICE_PROVIDER: 'simulated', PRICE_SIMULATION_SEED: seed }, { now });
    apps.push(t);
    return t;
  }

  it('starts at the fallback prices, says so in market_status, and walks from there', async () => {
    let clock = START;
    const t = await simulated('7', () => clock);
    const first = (await call(t.app, 'GET', '/price-api/prices/market-summary')).json<MarketSummary>();
    expect(first.gold).toMatchObject({ price: FALLBACK_PRICES.XAU, market_status: 'simulated', source: 'simulated', stale: false });
    expect(first.crude_oil.price).toBe(FALLBACK_PRICES.BRENT);
    expect(first.gold.change).not.toBe(0);
    clock += 60 * 60 * 1000;
    const later = (await call(t.app, 'GET', '/price-api/price/XAU')).json<PriceQuote>();
    expect(later.price).not.toBe(first.gold.price);
    expect(Math.abs(later.price / FALLBACK_PRICES.XAU - 1)).toBeLessThan(0.05);
  });

  it('is the same walk for the same seed, and another for another seed', async () => {
    const a = await simulated('7', () => START);
    const b = await simulated('7', () => START);
    const c = await simulated('8', () => START);
    const year = async (t: TestApp) => (await call(t.app, 'GET', '/price-api/price/BRENT/history?period=1y')).json<PriceHistory>();
    const [ya, yb, yc] = await Promise.all([year(a), year(b), year(c)]);
    expect(ya.points).toHaveLength(366);
    expect(ya.points).toEqual(yb.points);
    expect(ya.points).not.toEqual(yc.points);
    expect(ya.points.every((p) => p.close > 0)).toBe(true);
  });

  it('has history for every period, ending at the current price', async () => {
    const t = await simulated('7', () => START);
    const quote = (await call(t.app, 'GET', '/price-api/price/DXY')).json<PriceQuote>();
    const expected = { '1d': ['5m', 289], '5d': ['30m', 241], '1mo': ['1d', 31], '6mo': ['1d', 183] } as const;
    for (const [period, [interval, count]] of Object.entries(expected)) {
      const history = (await call(t.app, 'GET', `/price-api/price/DXY/history?period=${period}`)).json<PriceHistory>();
      expect(history).toMatchObject({ interval, source: 'simulated', stale: false });
      expect(history.points).toHaveLength(count);
      expect(history.points.at(-1)!.close).toBe(quote.price);
    }
  });
});

describe('fixed prices (PRICE_PROVIDER=fallback)', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('serves the spec 9 data flagged as fallback, and no history', async () => {
    t = await buildTestApp({ PRICE_PROVIDER: 'fallback' });
    const summary = (await call(t.app, 'GET', '/price-api/prices/market-summary')).json<MarketSummary>();
    expect([summary.gold.price, summary.crude_oil.price, summary.usd_index.price]).toEqual([2043.5, 82.45, 103.25]);
    expect(summary.usd_index).toMatchObject({ market_status: 'closed', source: 'fallback', stale: true, change: 0 });
    const history = await call(t.app, 'GET', '/price-api/price/XAU/history');
    expect(history.statusCode).toBe(503);
    expect(history.json()).toMatchObject({ message: PRICE_TEXTS.fetchHistoryFailed('XAU') });
  });
});

describe('the default provider on a machine without network', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('degrades to the flagged fallback data at once when the upstream host does not resolve', async () => {
    t = await buildTestApp({ PRICE_UPSTREAM_URL: 'http://prices.invalid' });
    const started = performance.now();
    const summary = (await call(t.app, 'GET', '/price-api/prices/market-summary')).json<MarketSummary>();
    expect(summary.gold).toMatchObject({ source: 'fallback', stale: true, price: 2043.5 });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('the price service as its own process', () => {
  it('serves the same routes at its root, readable from another origin', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp', LOG_LEVEL: 'silent', PRICE_PROVIDER: 'fallback' });
    const { connect } = await import('../../src/db/connection');
    const database = connect({ sqliteFile: ':memory:' });
    const app = await buildStandalonePriceApp(config, { database, logger: false });
    try {
      const summary = await app.inject({ method: 'GET', url: '/prices/market-summary', headers: { origin: 'http://localhost:3000' } });
      expect(summary.statusCode).toBe(200);
      expect(summary.headers['access-control-allow-origin']).toBe('*');
      expect(summary.json<MarketSummary>().gold.price).toBe(2043.5);
      expect((await app.inject({ method: 'GET', url: '/health' })).json()).toMatchObject({ status: 'ok', provider: 'fallback' });
      expect((await app.inject({ method: 'OPTIONS', url: '/prices/all' })).statusCode).toBe(204);
      const unknown = await app.inject({ method: 'GET', url: '/price/GOLDX' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_SYMBOL' });
      expect((await app.inject({ method: 'GET', url: '/nothing' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});

describe('upstream request-rate cap', () => {
  it('allows the cap per minute and refills over time', () => {
    let clock = 0;
    const cap = createRateCap(3, () => clock);
    expect([cap.take(), cap.take(), cap.take(), cap.take()]).toEqual([true, true, true, false]);
    clock += 20_000;
    expect([cap.take(), cap.take()]).toEqual([true, false]);
  });
});
