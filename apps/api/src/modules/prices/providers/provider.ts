import type { MarketStatus, PricePeriod, PricePoint, PriceSource, PriceSymbol } from '@ctp/domain';
import type { DailyClose } from '../repository';

/** A provider's answer for one symbol, before the service dresses it as a spec 3 quote. */
export interface ProviderQuote {
  price: number;
  /** The close the change is measured from (the previous trading day's). */
  previousClose: number;
  /** When the market set this price, epoch ms. */
  marketTime: number;
  marketStatus: MarketStatus;
  /** The recent daily closes the answer carried (the current day's is the latest price), for the history record. */
  dailyCloses: DailyClose[];
}

/** Daily closes for 1mo and longer; intraday prices for 1d and 5d. Oldest first. */
export type ProviderHistory = { interval: '1d'; closes: DailyClose[] } | { interval: '5m' | '30m'; points: PricePoint[] };

/** Where prices come from. Implementations throw `PriceSourceError` when they cannot answer. */
export interface PriceProvider {
  readonly source: PriceSource;
  /** True when its daily closes are real market data, worth keeping in the database. */
  readonly keepsHistory: boolean;
  quote(symbol: PriceSymbol, signal: AbortSignal): Promise<ProviderQuote>;
  history(symbol: PriceSymbol, period: PricePeriod, signal: AbortSignal): Promise<ProviderHistory>;
}

export type PriceSourceFailure = 'timeout' | 'network' | 'http' | 'malformed' | 'empty' | 'rate-capped' | 'no-history';

export class PriceSourceError extends Error {
  constructor(
    readonly reason: PriceSourceFailure,
    message: string,
    /** Worth another attempt (time-outs, network faults, 5xx, 429); a bad answer would only come again. */
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'PriceSourceError';
  }
}

/** Calendar days each history period covers. */
export const PERIOD_DAYS = { '1d': 1, '5d': 5, '1mo': 30, '6mo': 182, '1y': 365 } as const satisfies Record<PricePeriod, number>;

export const isDailyPeriod = (period: PricePeriod) => period !== '1d' && period !== '5d';

const DAY_MS = 24 * 60 * 60 * 1000;
/** YYYY-MM-DD of an epoch-ms time, in UTC shifted by `offsetSeconds` (an exchange's GMT offset). */
export const dayOf = (epochMs: number, offsetSeconds = 0) => new Date(epochMs + offsetSeconds * 1000).toISOString().slice(0, 10);
export const daysBefore = (day: string, days: number) => dayOf(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS);
export const daysBetween = (fromDay: string, toDay: string) =>
  Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / DAY_MS);
/** A daily close as a chart point: midnight UTC of its day. */
export const dayToTime = (day: string) => `${day}T00:00:00.000Z`;
