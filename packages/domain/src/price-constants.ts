/**
 * The price service's plain constants and texts (spec 7.1, 8, 9). No zod here: public pages import
 * this module directly (`@ctp/domain/price-constants`) and must not pull the schemas into their bundle.
 */

/** Keys of GET /prices/market-summary (spec 3), in the order the pages show them. */
export const MARKET_SUMMARY_KEYS = ['gold', 'crude_oil', 'usd_index'] as const;
export type MarketSummaryKey = (typeof MARKET_SUMMARY_KEYS)[number];

/** Our symbols, grouped as the portals show them: metals, energy, then the dollar. */
export const PRICE_SYMBOLS = ['XAU', 'XAG', 'XPT', 'XPD', 'BRENT', 'WTI', 'HO', 'DXY'] as const;
export type PriceSymbol = (typeof PRICE_SYMBOLS)[number];

/** The groups the Market Intelligence tab shows the symbols in, in its order. */
export const PRICE_GROUPS = ['metals', 'energy', 'fx'] as const;
export type PriceGroup = (typeof PRICE_GROUPS)[number];

export interface PriceInstrument {
  symbol: PriceSymbol;
  name: string;
  currency: string;
  /** What one price is for, shown under it. */
  unit: string;
  group: PriceGroup;
  /** Its key in the market summary: only the three instruments of spec 3 have one. */
  key?: MarketSummaryKey;
}

/** What the price providers need of each symbol; kept with it so a new symbol is one row. */
export interface PriceInstrumentSource {
  /** Its ticker on the upstream source (Yahoo Finance's chart API): a front-month future, or ICE's dollar index. */
  upstream: string;
  /** The fixed price served when no price can be had: spec 9's for its three symbols, ours (early-2024 levels) for the rest. */
  fallbackPrice: number;
  /** Typical daily volatility (a fraction of the price), so the simulated walk moves like the market. */
  dailyVolatility: number;
}

/**
 * The one symbol table: names, units and groups for the pages and the API, and what each provider needs. The fuel
 * benchmark is NY Harbor ULSD (heating oil, HO=F): ICE low-sulphur gasoil, the closer match for the Gulf, has no
 * ticker on the upstream source.
 */
export const PRICE_INSTRUMENTS = {
  XAU: { symbol: 'XAU', key: 'gold', name: 'Gold', currency: 'USD', unit: 'per troy ounce', group: 'metals', upstream: 'GC=F', fallbackPrice: 2043.5, dailyVolatility: 0.009 },
  XAG: { symbol: 'XAG', name: 'Silver', currency: 'USD', unit: 'per troy ounce', group: 'metals', upstream: 'SI=F', fallbackPrice: 23.45, dailyVolatility: 0.018 },
  XPT: { symbol: 'XPT', name: 'Platinum', currency: 'USD', unit: 'per troy ounce', group: 'metals', upstream: 'PL=F', fallbackPrice: 912.5, dailyVolatility: 0.015 },
  XPD: { symbol: 'XPD', name: 'Palladium', currency: 'USD', unit: 'per troy ounce', group: 'metals', upstream: 'PA=F', fallbackPrice: 985, dailyVolatility: 0.022 },
  BRENT: { symbol: 'BRENT', key: 'crude_oil', name: 'Crude Oil (Brent)', currency: 'USD', unit: 'per barrel', group: 'energy', upstream: 'BZ=F', fallbackPrice: 82.45, dailyVolatility: 0.02 },
  WTI: { symbol: 'WTI', name: 'Crude Oil (WTI)', currency: 'USD', unit: 'per barrel', group: 'energy', upstream: 'CL=F', fallbackPrice: 77.85, dailyVolatility: 0.021 },
  HO: { symbol: 'HO', name: 'Heating Oil (NY Harbor ULSD)', currency: 'USD', unit: 'per US gallon', group: 'energy', upstream: 'HO=F', fallbackPrice: 2.68, dailyVolatility: 0.022 },
  DXY: { symbol: 'DXY', key: 'usd_index', name: 'USD Index', currency: 'USD', unit: 'index points', group: 'fx', upstream: 'DX-Y.NYB', fallbackPrice: 103.25, dailyVolatility: 0.004 },
} as const satisfies Record<PriceSymbol, PriceInstrument & PriceInstrumentSource>;

export const SYMBOL_BY_SUMMARY_KEY = {
  gold: 'XAU',
  crude_oil: 'BRENT',
  usd_index: 'DXY',
} as const satisfies Record<MarketSummaryKey, PriceSymbol>;

/** Each group's symbols, in the table's order. */
export const SYMBOLS_BY_GROUP = Object.fromEntries(
  PRICE_GROUPS.map((group) => [group, PRICE_SYMBOLS.filter((symbol) => PRICE_INSTRUMENTS[symbol].group === group)]),
) as Record<PriceGroup, PriceSymbol[]>;

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

/** The fixed prices used when no price can be had (spec 9's for gold, crude oil and the USD index); their market status reads 'closed'. */
export const FALLBACK_PRICES = Object.fromEntries(PRICE_SYMBOLS.map((symbol) => [symbol, PRICE_INSTRUMENTS[symbol].fallbackPrice])) as Record<
  PriceSymbol,
  number
>;
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
