import { randomUUID } from 'node:crypto';
import type { PriceHistory, PriceQuote, PriceSymbol } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELAXED } from '../auth/fixtures';
import { buildTestApp, call, type TestApp } from '../helpers';
import { member } from '../market-intelligence/fixtures';
import { chartAnswer, startFakeUpstream, type FakeUpstream } from './fake-upstream';
import { START, TTL_MS } from './setup';

/**
 * Two instances over one database, one fake upstream and one clock: with REDIS_URL they share the price cache, so the
 * upstream is called once per key and TTL across both, and only the instance that called it tells the price alerts.
 */
interface Cluster {
  first: TestApp;
  second: TestApp;
  upstream: FakeUpstream;
  prefix: string;
  advance(ms: number): void;
  /** Upstream calls each instance counted in its metrics (ok and failed). */
  counted(): Promise<[number, number]>;
}

const redisUrl = process.env.TEST_REDIS_URL;
const opened: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of opened.splice(0).reverse()) await close();
});

/** Resolves once the app's shared connection is up: before that its commands fail fast and the cache stays local. */
async function redisReady(app: FastifyInstance) {
  const { redis } = app;
  if (redis && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
}

async function cluster(env: Record<string, string>): Promise<Cluster> {
  let clock = START;
  const now = () => clock;
  const upstream = await startFakeUpstream(now);
  opened.push(() => upstream.close());
  const prefix = `test:${randomUUID()}:`;
  const appEnv = {
    ...RELAXED,
    PRICE_PROVIDER: 'upstream',
    PRICE_UPSTREAM_URL: upstream.url,
    PRICE_UPSTREAM_TIMEOUT_MS: '1000',
    PRICE_UPSTREAM_RETRIES: '0',
    REDIS_KEY_PREFIX: prefix,
    ...env,
  };
  const first = await buildTestApp(appEnv, { now });
  opened.push(() => first.close());
  const second = await buildTestApp(appEnv, { now, database: first.app.database });
  opened.push(() => second.close());
  const counted = async (t: TestApp) => (await t.app.metrics.upstreamPriceCalls.get()).values.reduce((sum, v) => sum + v.value, 0);
  return {
    first,
    second,
    upstream,
    prefix,
    advance: (ms) => void (clock += ms),
    counted: async () => [await counted(first), await counted(second)],
  };
}

/** `count` quote requests for `symbol`, alternating between the instances, all at once. */
async function quotesAtOnce(c: Cluster, symbol: PriceSymbol, count: number): Promise<PriceQuote[]> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => call((i % 2 === 0 ? c.first : c.second).app, 'GET', `/price-api/price/${symbol}`)),
  );
  for (const res of answers) expect(res.statusCode).toBe(200);
  return answers.map((res) => res.json<PriceQuote>());
}

const callsFor = (c: Cluster, symbol: string) => c.upstream.calls.filter((call) => call.symbol === symbol);

describe.runIf(redisUrl)('the price cache shared through Redis (TEST_REDIS_URL)', () => {
  async function sharedCluster(): Promise<Cluster> {
    const c = await cluster({ REDIS_URL: redisUrl! });
    await Promise.all([redisReady(c.first.app), redisReady(c.second.app)]);
    // Slow enough that both instances miss while the first call runs.
    c.upstream.behave(() => ({ delayMs: 150 }));
    return c;
  }

  it('calls the upstream once for 20 concurrent requests over two instances, which all get the same quote', async () => {
    const c = await sharedCluster();
    const quotes = await quotesAtOnce(c, 'XAU', 20);
    expect(callsFor(c, 'GC=F')).toHaveLength(1);
    expect(new Set(quotes.map((q) => JSON.stringify(q))).size).toBe(1);
    expect(quotes[0]).toMatchObject({ symbol: 'XAU', price: 2400.5, source: 'upstream', stale: false });
    expect((await c.counted()).reduce((a, b) => a + b)).toBe(1);
  });

  it('serves what one instance fetched from the other until the TTL ends, then calls the upstream once more', async () => {
    const c = await sharedCluster();
    const fetched = (await call(c.first.app, 'GET', '/price-api/price/BRENT')).json<PriceQuote>();
    const shared = (await call(c.second.app, 'GET', '/price-api/price/BRENT')).json<PriceQuote>();
    expect(shared).toEqual(fetched);
    expect(callsFor(c, 'BZ=F')).toHaveLength(1);
    expect(await c.counted()).toEqual([1, 0]);

    c.advance(TTL_MS - 1);
    await quotesAtOnce(c, 'BRENT', 6);
    expect(callsFor(c, 'BZ=F')).toHaveLength(1);

    c.advance(2);
    const renewed = await quotesAtOnce(c, 'BRENT', 6);
    expect(callsFor(c, 'BZ=F')).toHaveLength(2);
    expect(renewed[0]!.as_of).toBe(new Date(START + TTL_MS + 1).toISOString());
  });

  it('shares histories, and a failed refresh for its TTL, so a dead upstream costs one call across the instances', async () => {
    const c = await sharedCluster();
    const histories = await Promise.all([c.first, c.second, c.first, c.second].map((t) => call(t.app, 'GET', '/price-api/price/XAU/history?period=5d')));
    expect(histories.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(histories[1]!.json<PriceHistory>()).toEqual(histories[0]!.json<PriceHistory>());
    expect(c.upstream.calls).toHaveLength(1);

    c.upstream.behave(() => ({ status: 500 }));
    const quotes = await quotesAtOnce(c, 'DXY', 8);
    expect(quotes.every((q) => q.stale && q.source === 'fallback')).toBe(true);
    expect(callsFor(c, 'DX-Y.NYB')).toHaveLength(1);
    expect((await c.counted()).reduce((a, b) => a + b)).toBe(2);
  });

  it('tells the quote listeners (price alerts) on the fetching instance only, so a crossing notifies once', async () => {
    const c = await sharedCluster();
    const owner = await member(c.first, 'trader');
    const created = await call(c.first.app, 'POST', '/api/v1/price-alerts', { token: owner.token, body: { symbol: 'XAU', condition: 'above', level: 2450 } });
    expect(created.statusCode, created.body).toBe(201);
    const heard: string[] = [];
    c.first.app.prices.onQuote(async (q) => void heard.push(`first:${q.symbol}`));
    c.second.app.prices.onQuote(async (q) => void heard.push(`second:${q.symbol}`));

    c.upstream.behave((upstreamCall) => {
      const answer = chartAnswer(upstreamCall, START) as { chart: { result: Array<{ meta: { regularMarketPrice: number } }> } };
      answer.chart.result[0]!.meta.regularMarketPrice = 2460;
      return { body: answer, delayMs: 150 };
    });
    c.advance(TTL_MS);
    await quotesAtOnce(c, 'XAU', 10);

    expect(heard).toHaveLength(1);
    const notes = await c.first.app.database.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', owner.id)
      .where('category', '=', 'price_alerts')
      .execute();
    expect(notes).toEqual([{ title: 'Gold is above 2,450 USD' }]);
  });

  it('waits out a lock its dead holder left, then fetches: delayed, not blocked', async () => {
    const c = await sharedCluster();
    const redis = new Redis(redisUrl!);
    opened.push(async () => void redis.disconnect());
    const lockMs = 400;
    await redis.set(`${c.prefix}price:lock:quote:XAU`, 'a-dead-instance', 'PX', lockMs);
    const started = performance.now();
    const quotes = await quotesAtOnce(c, 'XAU', 4);
    expect(performance.now() - started).toBeGreaterThanOrEqual(lockMs - 50);
    expect(quotes[0]).toMatchObject({ source: 'upstream', stale: false });
    expect(callsFor(c, 'GC=F')).toHaveLength(1);
    // The value is shared under the prefix, and the taker let go of its own lock.
    expect(await redis.exists(`${c.prefix}price:quote:XAU`)).toBe(1);
    expect(await redis.exists(`${c.prefix}price:lock:quote:XAU`)).toBe(0);
  });
});

describe('the price cache while Redis is down', () => {
  it('serves every request, each instance calling the upstream once, and warns once per instance', async () => {
    const c = await cluster({ REDIS_URL: 'redis://127.0.0.1:1' });
    const warn = vi.spyOn(c.first.app.log, 'warn');
    const quotes = await quotesAtOnce(c, 'XAU', 20);
    expect(quotes.every((q) => q.source === 'upstream' && !q.stale)).toBe(true);
    expect(callsFor(c, 'GC=F')).toHaveLength(2);
    expect(await c.counted()).toEqual([1, 1]);

    // Cached in process meanwhile: no more upstream calls within the TTL, one more after it.
    await quotesAtOnce(c, 'XAU', 4);
    expect(callsFor(c, 'GC=F')).toHaveLength(2);
    c.advance(TTL_MS);
    await quotesAtOnce(c, 'XAU', 4);
    expect(callsFor(c, 'GC=F')).toHaveLength(4);
    const cacheWarnings = warn.mock.calls.filter((args) => args.some((a) => typeof a === 'string' && a.startsWith('price cache')));
    expect(cacheWarnings).toHaveLength(1);
  });
});
