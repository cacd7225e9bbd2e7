import {
  MARKET_SUMMARY_KEYS,
  PRICE_ERROR_CODES,
  PRICE_INSTRUMENTS,
  PRICE_SYMBOLS,
  PRICE_TEXTS,
  SYMBOL_BY_SUMMARY_KEY,
  toPriceSymbol,
  type MarketSummary,
  type PriceHealth,
  type PriceHistory,
  type PriceInstrument,
  type PricePeriod,
  type PriceQuote,
  type PriceSource,
  type PriceSymbol,
} from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { PriceConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { createFallbackProvider, fallbackQuote } from './providers/fallback';
import {
  PERIOD_DAYS,
  dayOf,
  dayToTime,
  daysBefore,
  daysBetween,
  isDailyPeriod,
  type PriceProvider,
  type ProviderQuote,
} from './providers/provider';
import { createSimulatedProvider } from './providers/simulated';
import { createUpstreamProvider, type UpstreamCallListener } from './providers/upstream';
import type { DailyClose, PriceHistoryRepository } from './repository';
import { createInProcessPriceCache, createRedisPriceCache, type PriceCache } from './shared-cache';

export interface PriceServiceDeps {
  provider: PriceProvider;
  repo: PriceHistoryRepository;
  cache: PriceCache;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** Longest run of days without a close that is still normal (a weekend plus a holiday); longer is a gap to fill. */
const MAX_CLOSED_DAYS = 4;

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** GET /symbols: the table's words for each symbol, without what only the providers need. */
const SYMBOL_LIST = PRICE_SYMBOLS.map((s): PriceInstrument => {
  const { symbol, key, name, currency, unit, group }: PriceInstrument = PRICE_INSTRUMENTS[s];
  return { symbol, key, name, currency, unit, group };
});

/** Told of every quote freshly fetched from the provider (price alerts check it); not of stale or fallback answers. */
export type QuoteListener = (quote: PriceQuote) => Promise<void>;

/**
 * The shared cache's key of a history. Its version changes with the answer's shape (v2 added last_close_day and age_days),
 * so during a rolling upgrade sharing Redis no instance serves an entry of the other shape.
 */
const historyCacheKey = (symbol: PriceSymbol, period: PricePeriod) => `history:v2:${symbol}:${period}`;

/** A cached history: null when neither the source nor the record has it (answered 503), kept for the TTL like the rest. */
type CachedHistory = PriceHistory | null;

/**
 * The price service: quotes and history from one provider, each cached for the TTL with one provider
 * call per key at a time (across instances when the cache is shared). When the provider fails it serves
 * the last good quote marked stale, and only when there is none the fixed fallback data of spec 9
 * (source 'fallback'), so pages always get a price.
 */
export function createPriceService({ provider, repo, cache, log, now = Date.now }: PriceServiceDeps) {
  // Filled from every fresh answer this instance serves, fetched here or by another instance.
  const lastGoodQuote = new Map<PriceSymbol, PriceQuote>();
  const lastGoodHistory = new Map<string, PriceHistory>();
  const closing = new AbortController();
  const health = { lastSuccess: null as number | null, lastFailure: null as number | null };
  const quoteListeners: QuoteListener[] = [];

  /** Awaited so a refresh's consequences are done when its answer is; a listener's fault must not cost the price. */
  async function tellListeners(quote: PriceQuote) {
    for (const listener of quoteListeners) {
      try {
        await listener(quote);
      } catch (error) {
        log.error({ err: error, symbol: quote.symbol }, 'a quote listener failed');
      }
    }
  }

  function symbolOf(input: string): PriceSymbol {
    const symbol = toPriceSymbol(input);
    if (!symbol) {
      throw new AppError(404, PRICE_ERROR_CODES.unknownSymbol, PRICE_TEXTS.unknownSymbol(input.slice(0, 20)), {
        symbol: input.slice(0, 20),
        available: PRICE_SYMBOLS,
      });
    }
    return symbol;
  }

  function toQuote(symbol: PriceSymbol, answer: ProviderQuote, source: PriceSource, asOf: number): PriceQuote {
    const instrument = PRICE_INSTRUMENTS[symbol];
    const change = answer.price - answer.previousClose;
    return {
      symbol,
      name: instrument.name,
      price: round4(answer.price),
      change: round4(change),
      change_percent: answer.previousClose > 0 ? round4((change / answer.previousClose) * 100) : 0,
      currency: instrument.currency,
      last_updated: nowIso(answer.marketTime),
      market_status: answer.marketStatus,
      source,
      as_of: nowIso(asOf),
      // The fixed data is never a current price.
      stale: source === 'fallback',
    };
  }

  function noteSuccess() {
    health.lastSuccess = now();
  }

  function noteFailure(what: string, symbol: PriceSymbol, error: unknown) {
    health.lastFailure = now();
    // One line, no stack: with the network down this comes once per symbol per TTL.
    const reason = error instanceof Error ? error.message : String(error);
    log.warn({ symbol, source: provider.source, reason }, `price ${what} failed; serving what we have`);
  }

  /** Keeps real closes; a database fault must not cost the page its price. */
  async function record(symbol: PriceSymbol, closes: DailyClose[]) {
    if (!provider.keepsHistory || closes.length === 0) return;
    try {
      await repo.upsertCloses(symbol, closes, provider.source, nowIso(now()));
    } catch (error) {
      log.error({ err: error, symbol }, 'could not record daily closes');
    }
  }

  /** After a restart the memory is empty, but the last recorded close is still a last good price. */
  async function lastRecordedQuote(symbol: PriceSymbol): Promise<PriceQuote | undefined> {
    if (!provider.keepsHistory) return undefined;
    try {
      const [latest, previous] = await repo.latestCloses(symbol, 2);
      if (!latest) return undefined;
      const marketTime = Date.parse(dayToTime(latest.day));
      const answer: ProviderQuote = {
        price: latest.close,
        previousClose: previous?.close ?? latest.close,
        marketTime,
        marketStatus: 'closed',
        dailyCloses: [],
      };
      return { ...toQuote(symbol, answer, provider.source, marketTime), stale: true };
    } catch (error) {
      log.error({ err: error, symbol }, 'could not read the recorded closes');
      return undefined;
    }
  }

  async function refreshQuote(symbol: PriceSymbol): Promise<PriceQuote> {
    let quote: PriceQuote;
    try {
      const answer = await provider.quote(symbol, closing.signal);
      quote = toQuote(symbol, answer, provider.source, now());
      noteSuccess();
      await record(symbol, answer.dailyCloses);
      await tellListeners(quote);
    } catch (error) {
      noteFailure('quote', symbol, error);
      const lastGood = lastGoodQuote.get(symbol) ?? (await lastRecordedQuote(symbol));
      quote = lastGood ? { ...lastGood, stale: true } : toQuote(symbol, fallbackQuote(symbol, now()), 'fallback', now());
    }
    return quote;
  }

  async function fillQuote(symbol: PriceSymbol): Promise<PriceQuote> {
    const quote = await cache.fill(`quote:${symbol}`, () => refreshQuote(symbol));
    if (!quote.stale) lastGoodQuote.set(symbol, quote);
    return quote;
  }

  function quoteOf(symbol: PriceSymbol): Promise<PriceQuote> | PriceQuote {
    return cache.peek<PriceQuote>(`quote:${symbol}`) ?? fillQuote(symbol);
  }

  function historyAnswer(
    symbol: PriceSymbol,
    period: PricePeriod,
    shape: Pick<PriceHistory, 'interval' | 'points'>,
    stale: boolean,
  ): PriceHistory {
    const instrument = PRICE_INSTRUMENTS[symbol];
    // Daily points are midnight UTC of their day (dayToTime), so the time's date is the close's day.
    const lastCloseDay = shape.interval === '1d' ? (shape.points.at(-1)?.time.slice(0, 10) ?? null) : null;
    return {
      symbol,
      name: instrument.name,
      currency: instrument.currency,
      period,
      ...shape,
      source: provider.source,
      as_of: nowIso(now()),
      stale,
      last_close_day: lastCloseDay,
      age_days: lastCloseDay === null ? null : Math.max(0, daysBetween(lastCloseDay, dayOf(now()))),
    };
  }

  const closesToPoints = (closes: DailyClose[]) => closes.map((c) => ({ time: dayToTime(c.day), close: c.close }));

  /** True when the recorded closes miss part of [fromDay, toDay] beyond a normal market closure. */
  function hasGap(closes: DailyClose[], fromDay: string, toDay: string): boolean {
    const first = closes[0];
    const last = closes.at(-1);
    if (!first || !last) return true;
    if (daysBetween(fromDay, first.day) > MAX_CLOSED_DAYS || daysBetween(last.day, toDay) > MAX_CLOSED_DAYS) return true;
    return closes.some((c, i) => i > 0 && daysBetween(closes[i - 1]!.day, c.day) > MAX_CLOSED_DAYS);
  }

  /**
   * What the record holds when the source cannot be had: the `days` before the latest recorded close, however old
   * that is (offline for a week still draws last week's chart, and the answer says how old it is).
   */
  async function closesUpToLatest(symbol: PriceSymbol, days: number): Promise<DailyClose[]> {
    const [latest] = await repo.latestCloses(symbol, 1);
    return latest ? repo.closesBetween(symbol, daysBefore(latest.day, days), latest.day) : [];
  }

  const unavailable = (symbol: PriceSymbol) => new AppError(503, PRICE_ERROR_CODES.unavailable, PRICE_TEXTS.fetchHistoryFailed(symbol));

  /** Daily periods come from the recorded closes; the provider is asked only to fill what is missing. */
  async function recordedHistory(symbol: PriceSymbol, period: PricePeriod): Promise<PriceHistory> {
    const toDay = dayOf(now());
    const fromDay = daysBefore(toDay, PERIOD_DAYS[period]);
    let closes = await repo.closesBetween(symbol, fromDay, toDay);
    let stale = false;
    if (hasGap(closes, fromDay, toDay)) {
      try {
        const answer = await provider.history(symbol, period, closing.signal);
        if (answer.interval !== '1d') throw new Error(`expected daily closes, got ${answer.interval}`);
        noteSuccess();
        await record(symbol, answer.closes);
        closes = await repo.closesBetween(symbol, fromDay, toDay);
      } catch (error) {
        noteFailure('history', symbol, error);
        stale = true;
        closes = await closesUpToLatest(symbol, PERIOD_DAYS[period]);
      }
    }
    if (closes.length === 0) throw unavailable(symbol);
    return historyAnswer(symbol, period, { interval: '1d', points: closesToPoints(closes) }, stale);
  }

  /** Intraday periods (and every period of a provider that keeps no record) come from the provider each TTL. */
  async function liveHistory(symbol: PriceSymbol, period: PricePeriod): Promise<PriceHistory> {
    const key = `${symbol}:${period}`;
    try {
      const answer = await provider.history(symbol, period, closing.signal);
      noteSuccess();
      const shape = answer.interval === '1d' ? { interval: answer.interval, points: closesToPoints(answer.closes) } : answer;
      return historyAnswer(symbol, period, shape, false);
    } catch (error) {
      if (provider.source !== 'fallback') noteFailure('history', symbol, error);
      const lastGood = lastGoodHistory.get(key);
      if (lastGood) return { ...lastGood, stale: true };
      if (provider.keepsHistory) {
        // Better a few daily closes than nothing: the chart still shows where the price stands, and since when.
        const closes = await closesUpToLatest(symbol, PERIOD_DAYS[period] + MAX_CLOSED_DAYS);
        if (closes.length > 0) return historyAnswer(symbol, period, { interval: '1d', points: closesToPoints(closes) }, true);
      }
      throw unavailable(symbol);
    }
  }

  async function refreshHistory(symbol: PriceSymbol, period: PricePeriod): Promise<CachedHistory> {
    try {
      return provider.keepsHistory && isDailyPeriod(period) ? await recordedHistory(symbol, period) : await liveHistory(symbol, period);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return null;
    }
  }

  async function fillHistory(symbol: PriceSymbol, period: PricePeriod): Promise<CachedHistory> {
    const key = `${symbol}:${period}`;
    const history = await cache.fill(historyCacheKey(symbol, period), () => refreshHistory(symbol, period));
    if (history && !history.stale) lastGoodHistory.set(key, history);
    return history;
  }

  return {
    quote: async (symbolInput: string): Promise<PriceQuote> => quoteOf(symbolOf(symbolInput)),

    all: async (): Promise<PriceQuote[]> => Promise.all(PRICE_SYMBOLS.map(quoteOf)),

    async marketSummary(): Promise<MarketSummary> {
      const [gold, crude, usd] = await Promise.all(MARKET_SUMMARY_KEYS.map((key) => quoteOf(SYMBOL_BY_SUMMARY_KEY[key])));
      return { gold: gold!, crude_oil: crude!, usd_index: usd! };
    },

    async history(symbolInput: string, period: PricePeriod): Promise<PriceHistory> {
      const symbol = symbolOf(symbolInput);
      const cached = cache.peek<CachedHistory>(historyCacheKey(symbol, period));
      const history = cached === undefined ? await fillHistory(symbol, period) : cached;
      if (!history) throw unavailable(symbol);
      return history;
    },

    symbols: () => SYMBOL_LIST,

    health(): PriceHealth {
      const { lastSuccess, lastFailure } = health;
      const state =
        lastSuccess === null && lastFailure === null ? 'unknown' : (lastFailure ?? -Infinity) > (lastSuccess ?? -Infinity) ? 'down' : 'up';
      return {
        status: 'ok',
        provider: provider.source,
        provider_state: state,
        last_success: lastSuccess === null ? null : nowIso(lastSuccess),
        last_failure: lastFailure === null ? null : nowIso(lastFailure),
      };
    },

    /**
     * Calls `listener` after each quote refresh from the provider, once the day's closes are recorded. With a shared
     * cache only the instance that called the provider tells its listeners, so an alert fires once across the cluster.
     */
    onQuote(listener: QuoteListener) {
      quoteListeners.push(listener);
    },

    /** Cancels provider calls still running (app shutdown). */
    close() {
      closing.abort();
    },
  };
}

export type PriceService = ReturnType<typeof createPriceService>;

export interface PriceServiceOptions {
  /** REDIS_URL's connection and REDIS_KEY_PREFIX: the cache, and so each upstream call, is then shared by every instance. */
  redis?: { client: Redis; keyPrefix: string };
  /** Told of each call to the upstream source (the metrics count them). */
  onUpstreamCall?: UpstreamCallListener;
}

/** Recording the closes and telling the listeners happen under the lock too; this is their share of its lifetime. */
const LOCK_MARGIN_MS = 2_000;

/** The longest an upstream refresh may run: every attempt timing out, with the longest back-offs between them. */
function upstreamBudgetMs(config: PriceConfig): number {
  const attempts = config.upstreamRetries + 1;
  return attempts * config.upstreamTimeoutMs + (2 ** config.upstreamRetries - 1) * config.upstreamBackoffMs + LOCK_MARGIN_MS;
}

function buildCache(config: PriceConfig, log: FastifyBaseLogger, now: () => number, redis: PriceServiceOptions['redis']): PriceCache {
  const ttlMs = config.cacheTtlSeconds * 1000;
  if (!redis) return createInProcessPriceCache(ttlMs, now);
  return createRedisPriceCache({ redis: redis.client, prefix: redis.keyPrefix, ttlMs, lockMs: upstreamBudgetMs(config), now, log });
}

/** The provider PRICE_PROVIDER names, with the service around it. */
export function buildPriceService(
  config: PriceConfig,
  repo: PriceHistoryRepository,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
  options: PriceServiceOptions = {},
): PriceService {
  const provider =
    config.provider === 'simulated'
      ? createSimulatedProvider({ seed: config.simulationSeed, now })
      : config.provider === 'fallback'
        ? createFallbackProvider(now)
        : createUpstreamProvider({
            baseUrl: config.upstreamUrl,
            timeoutMs: config.upstreamTimeoutMs,
            retries: config.upstreamRetries,
            backoffMs: config.upstreamBackoffMs,
            maxPerMinute: config.upstreamMaxPerMinute,
            now,
            onCall: options.onUpstreamCall,
          });
  return createPriceService({ provider, repo, cache: buildCache(config, log, now, options.redis), log, now });
}
