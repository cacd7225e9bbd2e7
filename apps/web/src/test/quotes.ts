import { PRICE_INSTRUMENTS, PRICE_SYMBOLS } from '@ctp/domain/price-constants';
import type { AllPrices, MarketSummary, PriceHistory, PriceQuote } from '@ctp/domain/prices';
import { vi } from 'vitest';

/** Quotes as the price service answers them, for the widgets' tests. */
export function quote(overrides: Partial<PriceQuote> = {}): PriceQuote {
  return {
    symbol: 'XAU',
    name: 'Gold',
    price: 2400.5,
    change: 20.25,
    change_percent: 0.8508,
    currency: 'USD',
    last_updated: '2026-03-11T14:59:00.000Z',
    market_status: 'open',
    source: 'upstream',
    as_of: '2026-03-11T15:00:00.000Z',
    stale: false,
    ...overrides,
  };
}

export function summary(overrides: Partial<Record<keyof MarketSummary, Partial<PriceQuote>>> = {}): MarketSummary {
  return {
    gold: quote(overrides.gold),
    crude_oil: quote({ symbol: 'BRENT', name: 'Crude Oil (Brent)', price: 75.2, change: -0.8, change_percent: -1.0526, ...overrides.crude_oil }),
    usd_index: quote({ symbol: 'DXY', name: 'USD Index', price: 104.1, change: 0, change_percent: 0, ...overrides.usd_index }),
  };
}

/** GET /prices/all: the summary's three quotes as summary() has them, the other symbols unchanged at their fallback prices. */
export function allPrices(overrides: Partial<Record<PriceQuote['symbol'], Partial<PriceQuote>>> = {}): AllPrices {
  const known = Object.values(summary());
  return {
    prices: PRICE_SYMBOLS.map((symbol) => {
      const { name, fallbackPrice } = PRICE_INSTRUMENTS[symbol];
      const base = known.find((q) => q.symbol === symbol) ?? quote({ symbol, name, price: fallbackPrice, change: 0, change_percent: 0 });
      return { ...base, ...overrides[symbol] };
    }),
  };
}

export const fallbackSummary = () =>
  summary({
    gold: { price: 2043.5, change: 0, change_percent: 0, source: 'fallback', stale: true, market_status: 'closed' },
    crude_oil: { price: 82.45, change: 0, change_percent: 0, source: 'fallback', stale: true, market_status: 'closed' },
    usd_index: { price: 103.25, change: 0, change_percent: 0, source: 'fallback', stale: true, market_status: 'closed' },
  });

export function history(period: PriceHistory['period'], closes: number[]): PriceHistory {
  const points = closes.map((close, i) => ({ time: new Date(Date.UTC(2026, 2, 1 + i)).toISOString(), close }));
  return {
    symbol: 'XAU',
    name: 'Gold',
    currency: 'USD',
    period,
    interval: '1d',
    points,
    source: 'upstream',
    as_of: '2026-03-11T15:00:00.000Z',
    stale: false,
    last_close_day: points.at(-1)?.time.slice(0, 10) ?? null,
    age_days: 0,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch: each call gets the next answer (the last one repeats); an Error answer rejects like a network failure. */
export function stubFetch(...answers: Array<unknown | Error | { status: number; body: unknown }>) {
  let i = 0;
  const mock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const answer = answers[Math.min(i++, answers.length - 1)];
    if (answer instanceof Error) throw new TypeError('Failed to fetch');
    if (answer && typeof answer === 'object' && 'status' in answer && 'body' in answer && Object.keys(answer).length === 2) {
      return json(answer.body, answer.status as number);
    }
    return json(answer);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
