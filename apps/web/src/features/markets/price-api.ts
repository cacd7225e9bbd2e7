// Plain fetch, no zod and no TanStack Query: these widgets sit on public pages, whose first bundle stays small.
import type { MarketSummary, PriceHistory, PriceQuote } from '@ctp/domain/prices';
import { TIMING } from '@ctp/domain/constants';
import {
  MARKET_SUMMARY_KEYS,
  PRICE_TEXTS,
  toPriceSymbol,
  type MarketSummaryKey,
  type PricePeriod,
  type PriceSymbol,
} from '@ctp/domain/price-constants';

/** The price service's base address: the main server's /price-api, or the service's own process. */
export const PRICE_API_BASE = ((import.meta.env.VITE_PRICE_API_BASE as string | undefined) || '/price-api').replace(/\/$/, '');

/** A failed price call; `message` is the spec 8 text for it. */
export class PriceApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PriceApiError';
  }
}

async function getJson(path: string, signal: AbortSignal, failure: string): Promise<unknown> {
  const timeout = AbortSignal.timeout(TIMING.priceServiceTimeoutMs);
  let response: Response;
  try {
    response = await fetch(`${PRICE_API_BASE}${path}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.any([signal, timeout]),
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new PriceApiError(failure, 0);
  }
  if (!response.ok) throw new PriceApiError(failure, response.status);
  try {
    return await response.json();
  } catch {
    throw new PriceApiError(failure, response.status);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A quote worth showing: the numbers are numbers and the time is a time. */
export function isPriceQuote(value: unknown): value is PriceQuote {
  return (
    isRecord(value) &&
    typeof value.symbol === 'string' &&
    typeof value.name === 'string' &&
    isNumber(value.price) &&
    isNumber(value.change) &&
    isNumber(value.change_percent) &&
    typeof value.last_updated === 'string' &&
    !Number.isNaN(Date.parse(value.last_updated))
  );
}

/** Each key holds a quote, or undefined when that one is missing or broken (its card then says so). */
export type MarketSummaryView = Partial<MarketSummary>;

export async function fetchMarketSummary(signal: AbortSignal): Promise<MarketSummaryView> {
  const body = await getJson('/prices/market-summary', signal, PRICE_TEXTS.fetchAllFailed);
  if (!isRecord(body)) throw new PriceApiError(PRICE_TEXTS.fetchAllFailed, 200);
  const view: MarketSummaryView = {};
  for (const key of MARKET_SUMMARY_KEYS) {
    const quote = body[key];
    if (isPriceQuote(quote)) view[key as MarketSummaryKey] = quote;
  }
  if (Object.keys(view).length === 0) throw new PriceApiError(PRICE_TEXTS.fetchAllFailed, 200);
  return view;
}

/** Each symbol's quote, or undefined when it is missing or broken (its tile then says so). */
export type AllPricesView = Partial<Record<PriceSymbol, PriceQuote>>;

export async function fetchAllPrices(signal: AbortSignal): Promise<AllPricesView> {
  const body = await getJson('/prices/all', signal, PRICE_TEXTS.fetchAllFailed);
  if (!isRecord(body) || !Array.isArray(body.prices)) throw new PriceApiError(PRICE_TEXTS.fetchAllFailed, 200);
  const view: AllPricesView = {};
  for (const quote of body.prices) {
    if (!isPriceQuote(quote)) continue;
    const symbol = toPriceSymbol(quote.symbol);
    if (symbol) view[symbol] = quote;
  }
  if (Object.keys(view).length === 0) throw new PriceApiError(PRICE_TEXTS.fetchAllFailed, 200);
  return view;
}

export async function fetchPriceQuote(symbol: PriceSymbol, signal: AbortSignal): Promise<PriceQuote> {
  const failure = PRICE_TEXTS.fetchPriceFailed(symbol);
  const body = await getJson(`/price/${encodeURIComponent(symbol)}`, signal, failure);
  if (!isPriceQuote(body)) throw new PriceApiError(failure, 200);
  return body;
}

export async function fetchPriceHistory(symbol: PriceSymbol, period: PricePeriod, signal: AbortSignal): Promise<PriceHistory> {
  const failure = PRICE_TEXTS.fetchHistoryFailed(symbol);
  const body = await getJson(`/price/${encodeURIComponent(symbol)}/history?period=${period}`, signal, failure);
  if (!isRecord(body) || !Array.isArray(body.points)) throw new PriceApiError(failure, 200);
  const points = body.points.filter(
    (p): p is PriceHistory['points'][number] => isRecord(p) && isNumber(p.close) && typeof p.time === 'string' && !Number.isNaN(Date.parse(p.time)),
  );
  return { ...(body as unknown as PriceHistory), points };
}
