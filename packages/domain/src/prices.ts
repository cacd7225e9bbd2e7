import { z } from 'zod';
import {
  DEFAULT_PRICE_PERIOD,
  MARKET_SUMMARY_KEYS,
  MARKET_STATUSES,
  PRICE_GROUPS,
  PRICE_PERIODS,
  PRICE_SOURCES,
  PRICE_SYMBOLS,
  PRICE_TEXTS,
  type MarketSummaryKey,
} from './price-constants';

export * from './price-constants';

const isoTime = z.iso.datetime({ offset: true });

/**
 * A price quote (spec 3), plus where it came from and when: `source`, `as_of` (when the service got
 * it from that source) and `stale` (true when the source could not be reached and this is the last
 * known quote, or the fixed fallback data).
 */
export const priceQuoteSchema = z.object({
  symbol: z.enum(PRICE_SYMBOLS),
  name: z.string(),
  price: z.number(),
  change: z.number(),
  change_percent: z.number(),
  currency: z.string(),
  /** When the market last set this price. */
  last_updated: isoTime,
  market_status: z.enum(MARKET_STATUSES),
  source: z.enum(PRICE_SOURCES),
  as_of: isoTime,
  stale: z.boolean(),
}).meta({ id: 'PriceQuote' });
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

export const marketSummarySchema = z.object({
  gold: priceQuoteSchema,
  crude_oil: priceQuoteSchema,
  usd_index: priceQuoteSchema,
} satisfies Record<MarketSummaryKey, typeof priceQuoteSchema>);
export type MarketSummary = z.infer<typeof marketSummarySchema>;

export const allPricesSchema = z.object({ prices: z.array(priceQuoteSchema) });
export type AllPrices = z.infer<typeof allPricesSchema>;

export const pricePeriodSchema = z.enum(PRICE_PERIODS, { error: PRICE_TEXTS.badPeriod });

export const priceHistoryQuerySchema = z.object({ period: pricePeriodSchema.default(DEFAULT_PRICE_PERIOD) });

/** One point of a history: daily closes for 1mo and longer, intraday prices for 1d and 5d. */
export const pricePointSchema = z.object({ time: isoTime, close: z.number() });
export type PricePoint = z.infer<typeof pricePointSchema>;

export const PRICE_INTERVALS = ['5m', '30m', '1d'] as const;
export type PriceInterval = (typeof PRICE_INTERVALS)[number];

export const priceHistorySchema = z.object({
  symbol: z.enum(PRICE_SYMBOLS),
  name: z.string(),
  currency: z.string(),
  period: pricePeriodSchema,
  interval: z.enum(PRICE_INTERVALS),
  /** Oldest first. */
  points: z.array(pricePointSchema),
  source: z.enum(PRICE_SOURCES),
  as_of: isoTime,
  /** True when the source could not be reached and this is the last good answer or the recorded daily closes. */
  stale: z.boolean(),
  /** The day (YYYY-MM-DD) of the latest daily close when `interval` is '1d'; null for intraday prices. */
  last_close_day: z.iso.date().nullable(),
  /** Calendar days from `last_close_day` to the service's today (0: today's close); null for intraday prices. */
  age_days: z.number().int().nonnegative().nullable(),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

export const priceSymbolSchema = z.object({
  symbol: z.enum(PRICE_SYMBOLS),
  /** Its key in GET /prices/market-summary; only gold, crude oil (Brent) and the USD index have one. */
  key: z.enum(MARKET_SUMMARY_KEYS).optional(),
  name: z.string(),
  currency: z.string(),
  unit: z.string(),
  group: z.enum(PRICE_GROUPS),
});
export const priceSymbolsSchema = z.object({ symbols: z.array(priceSymbolSchema) });
export type PriceSymbols = z.infer<typeof priceSymbolsSchema>;

/** GET /health of the price service: 200 whenever it answers; `provider_state` tells whether its last provider call worked. */
export const priceHealthSchema = z.object({
  status: z.literal('ok'),
  provider: z.enum(PRICE_SOURCES),
  provider_state: z.enum(['up', 'down', 'unknown']),
  last_success: isoTime.nullable(),
  last_failure: isoTime.nullable(),
});
export type PriceHealth = z.infer<typeof priceHealthSchema>;
