import { z } from 'zod';
import { pageQueryFields } from './contracts';
import { PRICE_SOURCES, PRICE_SYMBOLS } from './price-constants';

/* ------------------------------------------------------------ forecasts */

/** Spec 9: forecasts look 3 days ahead. */
export const FORECAST_HORIZON_DAYS = 3;

/**
 * How the server forecasts (GET /api/v1/market/forecasts). The numbers live here so the page can
 * say exactly what a figure means: the window, the interval level and the band of the confidence.
 */
export const FORECAST_METHOD = {
  id: 'log-drift',
  name: 'Random walk with drift',
  /** The most recent daily closes the model is fitted on. */
  window: 30,
  /** Fewer closes than this and no forecast is made. */
  minCloses: 10,
  /** The prediction interval's level, in percent. */
  intervalLevel: 95,
  /** Confidence is the model's probability that the close lands within this many percent of the forecast. */
  confidenceBandPercent: 1.5,
} as const;

export const FORECAST_DIRECTIONS = ['up', 'down', 'flat'] as const;
export type ForecastDirection = (typeof FORECAST_DIRECTIONS)[number];

export const FORECAST_TEXTS = {
  description:
    `The last close carried forward at the average daily change of the last ${FORECAST_METHOD.window} daily closes (in log terms), ` +
    `${FORECAST_HORIZON_DAYS} trading days ahead. The range is the ${FORECAST_METHOD.intervalLevel}% prediction interval, which widens with the recent volatility and the horizon; ` +
    `confidence is the model's probability that the close lands within ±${FORECAST_METHOD.confidenceBandPercent}% of the forecast.`,
  noHistory: 'No daily price history is available yet, so no forecast can be made.',
  noHistoryFor: (name: string) => `No daily price history is available for ${name} yet.`,
  tooFewCloses: (name: string, count: number) =>
    `Only ${count} daily close${count === 1 ? '' : 's'} of ${name} ${count === 1 ? 'is' : 'are'} available; a forecast needs at least ${FORECAST_METHOD.minCloses}.`,
  loadFailed: 'Failed to load forecasts',
} as const;

/** One day ahead: the point forecast, its prediction interval and the confidence (0–100). */
export const forecastDaySchema = z.object({
  /** YYYY-MM-DD, a trading day (weekends are skipped). */
  day: z.string(),
  /** 1 for the next trading day, up to the horizon. */
  horizon: z.number().int().min(1),
  price: z.number(),
  low: z.number(),
  high: z.number(),
  confidence: z.number().int().min(0).max(100),
});
export type ForecastDay = z.infer<typeof forecastDaySchema>;

export const symbolForecastSchema = z.object({
  symbol: z.enum(PRICE_SYMBOLS),
  name: z.string(),
  currency: z.string(),
  unit: z.string(),
  /** The close the forecast starts from, and its day. */
  lastClose: z.number(),
  lastDay: z.string(),
  /** The closes the model was fitted on: how many, from which day. */
  closesUsed: z.number().int(),
  fromDay: z.string(),
  /** The fitted drift, in percent per trading day. */
  trendPercentPerDay: z.number(),
  /** The standard deviation of the daily changes around the trend, in percent (daily volatility). */
  volatilityPercent: z.number(),
  direction: z.enum(FORECAST_DIRECTIONS),
  days: z.array(forecastDaySchema),
  /** Where the history came from: market data, or the demo simulation. */
  source: z.enum(PRICE_SOURCES),
  /** True when the price service could not refresh the history and served what it had. */
  stale: z.boolean(),
});
export type SymbolForecast = z.infer<typeof symbolForecastSchema>;

export const marketForecastsSchema = z.object({
  generatedAt: z.string(),
  horizonDays: z.number().int(),
  method: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    window: z.number().int(),
    intervalLevel: z.number(),
    confidenceBandPercent: z.number(),
  }),
  forecasts: z.array(symbolForecastSchema),
  /** Symbols without a forecast, each with the reason. */
  unavailable: z.array(z.object({ symbol: z.enum(PRICE_SYMBOLS), reason: z.string() })),
  /** Set when there is no forecast at all: why. */
  reason: z.string().nullable(),
});
export type MarketForecasts = z.infer<typeof marketForecastsSchema>;

/* --------------------------------------------------------------- alerts */

/** Geopolitical alert impact levels (spec 2.16), most severe first. */
export const MARKET_ALERT_IMPACTS = ['High', 'Medium', 'Low'] as const;
export type MarketAlertImpact = (typeof MARKET_ALERT_IMPACTS)[number];

export const MARKET_ALERT_LIMITS = {
  title: 160,
  summary: 2000,
  region: 80,
  commodity: 40,
  commodities: 8,
} as const;

export const MARKET_ALERT_TEXTS = {
  loadFailed: 'Failed to load alerts',
  none: 'No geopolitical alerts right now',
  noneForImpact: (impact: string) => `No ${impact.toLowerCase()}-impact alerts right now`,
  chooseImpact: `Impact must be one of: ${MARKET_ALERT_IMPACTS.join(', ')}`,
} as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const marketAlertSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  region: z.string(),
  impact: z.enum(MARKET_ALERT_IMPACTS),
  commodities: z.array(z.string()),
  publishedAt: z.string(),
  /** A fictional record of the development seed, shown with its Example label (issue 18). */
  example: z.boolean(),
});
export type MarketAlert = z.infer<typeof marketAlertSchema>;

/** POST /api/v1/market/alerts (administrators). `publishedAt` defaults to now. */
const NO_COMMODITY = 'Name at least one commodity';

export const newMarketAlertSchema = z
  .object({
    title: requiredText('Title', MARKET_ALERT_LIMITS.title),
    summary: requiredText('Summary', MARKET_ALERT_LIMITS.summary),
    region: requiredText('Region', MARKET_ALERT_LIMITS.region),
    impact: z.enum(MARKET_ALERT_IMPACTS, { error: MARKET_ALERT_TEXTS.chooseImpact }),
    commodities: z
      .array(requiredText('Commodity', MARKET_ALERT_LIMITS.commodity), { error: NO_COMMODITY })
      .min(1, NO_COMMODITY)
      .max(MARKET_ALERT_LIMITS.commodities, `Name at most ${MARKET_ALERT_LIMITS.commodities} commodities`),
    publishedAt: z.iso.datetime({ offset: true, error: 'publishedAt must be an ISO-8601 time' }).optional(),
  })
  .strict();
export type NewMarketAlert = z.input<typeof newMarketAlertSchema>;
export type ValidNewMarketAlert = z.output<typeof newMarketAlertSchema>;

export const marketAlertListQuerySchema = z
  .object({
    impact: z.enum(MARKET_ALERT_IMPACTS, { error: MARKET_ALERT_TEXTS.chooseImpact }).optional(),
    ...pageQueryFields,
  })
  .strict();
export type MarketAlertListQuery = z.input<typeof marketAlertListQuerySchema>;
export type ValidMarketAlertListQuery = z.output<typeof marketAlertListQuerySchema>;

export const marketAlertListSchema = z.object({
  alerts: z.array(marketAlertSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type MarketAlertList = z.infer<typeof marketAlertListSchema>;

/* ------------------------------------------------------------- packages */

export const MARKET_PACKAGE_IDS = ['basic', 'enterprise'] as const;
export type MarketPackageId = (typeof MARKET_PACKAGE_IDS)[number];

/** The two intelligence packages of spec 2.9 and 2.16. Every account starts on Basic. */
export const MARKET_PACKAGES = [
  {
    id: 'basic',
    name: 'Basic',
    price: 'Free',
    summary: 'Essential market visibility for active traders.',
    features: ['Live spot prices', 'Basic charts', 'Daily updates'],
    recommended: false,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 'Contact Sales',
    summary: 'The full intelligence suite for trading desks and institutions.',
    features: ['All Basic features', '3-day forecasts', 'Geopolitical alerts', 'Weekly brief', 'Custom analytics', 'API access', 'Dedicated support'],
    recommended: true,
  },
] as const satisfies ReadonlyArray<{
  id: MarketPackageId;
  name: string;
  price: string;
  summary: string;
  features: readonly string[];
  recommended: boolean;
}>;
export const DEFAULT_MARKET_PACKAGE: MarketPackageId = 'basic';
