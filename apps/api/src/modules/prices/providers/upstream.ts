import { setTimeout as sleep } from 'node:timers/promises';
import { PRICE_INSTRUMENTS, type PricePeriod, type PricePoint, type PriceSymbol } from '@ctp/domain';
import { z } from 'zod';
import type { DailyClose } from '../repository';
import { PriceSourceError, dayOf, type PriceProvider, type ProviderHistory, type ProviderQuote } from './provider';

/** The chart range and bar interval asked for each period. */
const CHART_QUERY = {
  '1d': { range: '1d', interval: '5m' },
  '5d': { range: '5d', interval: '30m' },
  '1mo': { range: '1mo', interval: '1d' },
  '6mo': { range: '6mo', interval: '1d' },
  '1y': { range: '1y', interval: '1d' },
} as const satisfies Record<PricePeriod, { range: string; interval: string }>;

// A quote asks for five daily bars: the latest price, the previous close, and a few closes for the record.
const QUOTE_QUERY = { range: '5d', interval: '1d' } as const;

/** A year of daily bars is ~40 kB; anything far larger is not a chart answer. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

const price = z.number().positive();
const tradingPeriod = z.object({ start: z.number(), end: z.number() });

/** The part of the chart answer we read. Anything else in it is ignored; anything missing or non-numeric here fails. */
const chartSchema = z.object({
  chart: z.object({
    result: z
      .array(
        z.object({
          meta: z.object({
            currency: z.string().nullish(),
            regularMarketPrice: price,
            regularMarketTime: z.number().int().positive(),
            chartPreviousClose: price.nullish(),
            previousClose: price.nullish(),
            gmtoffset: z.number().int().nullish(),
            currentTradingPeriod: z.object({ regular: tradingPeriod }).nullish(),
          }),
          timestamp: z.array(z.number().int()).nullish(),
          indicators: z.object({ quote: z.array(z.object({ close: z.array(price.nullable()).nullish() })) }).nullish(),
        }),
      )
      .min(1),
  }),
});
type Chart = z.infer<typeof chartSchema>['chart']['result'][number];

/** Told of each HTTP call to the upstream: 'ok' when it answered a usable chart. */
export type UpstreamCallListener = (symbol: PriceSymbol, outcome: 'ok' | 'failed') => void;

export interface UpstreamOptions {
  /** Origin of the chart API; tests point it at a fake server. */
  baseUrl: string;
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  maxPerMinute: number;
  now?: () => number;
  fetch?: typeof fetch;
  onCall?: UpstreamCallListener;
}

/**
 * A cap on calls per minute (a token bucket). When it is spent the call fails at once: the service
 * then serves its last good quote, which beats queueing pages behind an upstream that limits us.
 */
export function createRateCap(maxPerMinute: number, now: () => number) {
  let tokens = maxPerMinute;
  let last = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(maxPerMinute, tokens + ((t - last) * maxPerMinute) / 60_000);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/** Public market data from Yahoo Finance's chart API, with a time-out, retries with back-off and a rate cap. */
export function createUpstreamProvider(options: UpstreamOptions): PriceProvider {
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const cap = createRateCap(options.maxPerMinute, now);
  const onCall = options.onCall ?? (() => {});

  async function fetchOnce(url: string, signal: AbortSignal): Promise<Chart> {
    // The time-out covers the whole answer, body included: a slow trickle is as late as silence.
    // An explicit timer, not AbortSignal.timeout inside AbortSignal.any: that pair can be
    // garbage-collected before it fires under memory pressure, leaving the attempt unbounded.
    const attempt = new AbortController();
    const timer = setTimeout(() => attempt.abort(), options.timeoutMs);
    const onCancel = () => attempt.abort();
    if (signal.aborted) attempt.abort();
    else signal.addEventListener('abort', onCancel, { once: true });
    const attemptSignal = attempt.signal;
    let text: string;
    let status: number;
    try {
      const response = await doFetch(url, {
        signal: attemptSignal,
        headers: { accept: 'application/json', 'user-agent': 'Mozilla/5.0 (compatible; ctp-price-service/1.0)' },
      });
      status = response.status;
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > MAX_BODY_BYTES) {
        await response.body?.cancel();
        throw new PriceSourceError('malformed', `answer too large (${length} bytes)`);
      }
      text = await response.text();
    } catch (error) {
      if (error instanceof PriceSourceError) throw error;
      if (signal.aborted) throw new PriceSourceError('network', 'cancelled');
      if (attemptSignal.aborted) throw new PriceSourceError('timeout', `no answer within ${options.timeoutMs} ms`, true);
      const code = (error as { cause?: { code?: string } }).cause?.code;
      // An unknown host will not resolve a moment later (no network, or a wrong PRICE_UPSTREAM_URL): fail at once.
      throw new PriceSourceError('network', `request failed: ${code ?? (error as Error).message}`, code !== 'ENOTFOUND');
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onCancel);
    }
    if (status < 200 || status > 299) {
      throw new PriceSourceError('http', `HTTP ${status}`, status >= 500 || status === 429);
    }
    if (text.length > MAX_BODY_BYTES) throw new PriceSourceError('malformed', 'answer too large');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PriceSourceError('malformed', 'answer is not JSON');
    }
    const parsed = chartSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new PriceSourceError('malformed', `unexpected answer at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`);
    }
    return parsed.data.chart.result[0]!;
  }

  async function chart(symbol: PriceSymbol, query: { range: string; interval: string }, signal: AbortSignal): Promise<Chart> {
    const url = `${options.baseUrl}/v8/finance/chart/${encodeURIComponent(PRICE_INSTRUMENTS[symbol].upstream)}?range=${query.range}&interval=${query.interval}`;
    let lastError: PriceSourceError | undefined;
    for (let attempt = 0; attempt <= options.retries; attempt++) {
      if (attempt > 0) {
        // Exponential back-off with jitter, so retries from several symbols do not arrive together.
        const delay = options.backoffMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2);
        await sleep(delay, undefined, { signal }).catch(() => undefined);
        if (signal.aborted) break;
      }
      if (!cap.take()) throw new PriceSourceError('rate-capped', `more than ${options.maxPerMinute} upstream calls a minute`);
      try {
        const result = await fetchOnce(url, signal);
        const currency = result.meta.currency;
        if (currency && currency.toUpperCase() !== PRICE_INSTRUMENTS[symbol].currency) {
          throw new PriceSourceError('malformed', `unexpected currency ${currency}`);
        }
        onCall(symbol, 'ok');
        return result;
      } catch (error) {
        onCall(symbol, 'failed');
        lastError = error as PriceSourceError;
        if (!lastError.retryable) break;
      }
    }
    throw lastError ?? new PriceSourceError('network', 'cancelled');
  }

  /** The bars of an answer as [epoch seconds, close], skipping empty bars; mismatched arrays fail. */
  function bars(result: Chart): Array<[number, number]> {
    const times = result.timestamp ?? [];
    const closes = result.indicators?.quote[0]?.close ?? [];
    if (times.length !== closes.length) throw new PriceSourceError('malformed', 'timestamps and closes differ in length');
    const out: Array<[number, number]> = [];
    times.forEach((t, i) => {
      const close = closes[i];
      if (close !== null && close !== undefined) out.push([t, close]);
    });
    return out;
  }

  function dailyCloses(result: Chart): DailyClose[] {
    const offset = result.meta.gmtoffset ?? 0;
    // A later bar for the same day (the running bar) replaces the earlier one.
    const byDay = new Map<string, number>();
    for (const [t, close] of bars(result)) byDay.set(dayOf(t * 1000, offset), close);
    return [...byDay].map(([day, close]) => ({ day, close }));
  }

  return {
    source: 'upstream',
    keepsHistory: true,

    async quote(symbol, signal): Promise<ProviderQuote> {
      const result = await chart(symbol, QUOTE_QUERY, signal);
      const { meta } = result;
      const marketTime = meta.regularMarketTime * 1000;
      const marketDay = dayOf(marketTime, meta.gmtoffset ?? 0);
      const earlier = dailyCloses(result).filter((c) => c.day < marketDay);
      const previousClose = earlier.at(-1)?.close ?? meta.chartPreviousClose ?? meta.previousClose ?? meta.regularMarketPrice;
      const regular = meta.currentTradingPeriod?.regular;
      const t = now() / 1000;
      return {
        price: meta.regularMarketPrice,
        previousClose,
        marketTime,
        marketStatus: regular && t >= regular.start && t < regular.end ? 'open' : 'closed',
        dailyCloses: [...earlier, { day: marketDay, close: meta.regularMarketPrice }],
      };
    },

    async history(symbol, period, signal): Promise<ProviderHistory> {
      const query = CHART_QUERY[period];
      const result = await chart(symbol, query, signal);
      if (query.interval === '1d') {
        const closes = dailyCloses(result);
        if (closes.length === 0) throw new PriceSourceError('empty', 'no daily closes in the answer');
        return { interval: '1d', closes };
      }
      const points: PricePoint[] = bars(result).map(([t, close]) => ({ time: new Date(t * 1000).toISOString(), close }));
      if (points.length === 0) throw new PriceSourceError('empty', 'no prices in the answer');
      return { interval: query.interval, points };
    },
  };
}
