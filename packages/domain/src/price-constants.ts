/**
 * The price service's plain constants and texts (spec 7.1, 8, 9). No zod here: public pages import
 * this module directly (`@ctp/domain/price-constants`) and must not pull the schemas into their bundle.
 */

/** Keys of GET /prices/market-summary (spec 3), in the order the pages show them. */
export const MARKET_SUMMARY_KEYS = ['gold', 'crude_oil', 'usd_index'] as const;
export type MarketSummaryKey = (typeof MARKET_SUMMARY_KEYS)[number];

/** Our symbols. Each provider maps them to its own (the upstream adapter keeps that table). */
export const PRICE_SYMBOLS = ['XAU', 'BRENT', 'DXY'] as const;
export type PriceSymbol = (typeof PRICE_SYMBOLS)[number];

export interface PriceInstrument {
  symbol: PriceSymbol;
  /** The key it has in the market summary. */
  key: MarketSummaryKey;
  name: string;
  currency: string;
  /** What one price is for, shown under it. */
  unit: string;
}

export const PRICE_INSTRUMENTS = {
  XAU: { symbol: 'XAU', key: 'gold', name: 'Gold', currency: 'USD', unit: 'per troy ounce' },
  BRENT: { symbol: 'BRENT', key: 'crude_oil', name: 'Crude Oil (Brent)', currency: 'USD', unit: 'per barrel' },
  DXY: { symbol: 'DXY', key: 'usd_index', name: 'USD Index', currency: 'USD', unit: 'index points' },
} as const satisfies Record<PriceSymbol, PriceInstrument>;

export const SYMBOL_BY_SUMMARY_KEY = {
  gold: 'XAU',
  crude_oil: 'BRENT',
  usd_index: 'DXY',
} as const satisfies Record<MarketSummaryKey, PriceSymbol>;

/** Symbols are matched without regard to case: /price/xau is /price/XAU. */
export function toPriceSymbol(input: string): PriceSymbol | undefined {
  const upper = input.trim().toUpperCase();
  return (PRICE_SYMBOLS as readonly string[]).includes(upper) ? (upper as PriceSymbol) : undefined;
}

/** History periods of GET /price/{symbol}/history (spec 7.1: default 1mo). */
export const PRICE_PERIODS = ['1d', '5d', '1mo', '6mo', '1y'] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];
export const DEFAULT_PRICE_PERIOD: PricePeriod = '1mo';
export const PRICE_PERIOD_LABELS = {
  '1d': '1D',
  '5d': '5D',
  '1mo': '1M',
  '6mo': '6M',
  '1y': '1Y',
} as const satisfies Record<PricePeriod, string>;

export const isPricePeriod = (input: string): input is PricePeriod => (PRICE_PERIODS as readonly string[]).includes(input);

/** Where a quote came from: the market data source, the simulation, or the fixed data of spec 9. */
export const PRICE_SOURCES = ['upstream', 'simulated', 'fallback'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export const MARKET_STATUSES = ['open', 'closed', 'simulated'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

/** Spec 9: the fixed sample prices used when no price can be had; their market status reads 'closed'. */
export const FALLBACK_PRICES = {
  XAU: 2043.5,
  BRENT: 82.45,
  DXY: 103.25,
} as const satisfies Record<PriceSymbol, number>;
export const FALLBACK_MARKET_STATUS: MarketStatus = 'closed';

export const PRICE_ERROR_CODES = {
  unknownSymbol: 'UNKNOWN_SYMBOL',
  unavailable: 'PRICE_UNAVAILABLE',
} as const;

/** Spec 8, word for word, plus the few texts the spec leaves open (marked "ours"). */
export const PRICE_TEXTS = {
  fetchPriceFailed: (symbol: string) => `Failed to fetch price for ${symbol}`,
  fetchAllFailed: 'Failed to fetch all prices',
  fetchHistoryFailed: (symbol: string) => `Failed to fetch price history for ${symbol}`,
  fetchSymbolsFailed: 'Failed to fetch available symbols',
  usingFallback: 'Using fallback data - service may be unavailable',
  goldLoadFailed: 'Failed to load gold price',
  marketLoadFailed: 'Failed to load market data',
  priceLoadFailed: 'Failed to load price',
  tryAgain: 'Try again',
  // ours
  unknownSymbol: (symbol: string) => `Unknown symbol '${symbol}'. Available symbols: ${PRICE_SYMBOLS.join(', ')}`,
  badPeriod: `Unknown period. Use one of: ${PRICE_PERIODS.join(', ')}`,
  staleNotice: 'Live prices are delayed; showing the last known price',
  simulatedNotice: 'Simulated prices for demonstration, not live market data',
  updated: 'Updated',
  noHistory: 'No price history for this period',
  loadingPrice: 'Loading price...',
  loadingChart: 'Loading chart...',
  periodPicker: 'Chart period',
} as const;
