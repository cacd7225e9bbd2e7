import {
  FORECAST_HORIZON_DAYS,
  FORECAST_METHOD,
  FORECAST_TEXTS,
  PRICE_INSTRUMENTS,
  PRICE_SYMBOLS,
  pageCount,
  marketAlertContentSchema,
  newMarketAlertSchema,
  type MarketAlert,
  type MarketAlertList,
  type MarketForecasts,
  type PriceSymbol,
  type SymbolForecast,
  type NewMarketAlert,
  type ValidMarketAlertListQuery,
  type ValidNewMarketAlert,
} from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { contentCollection } from '../../lib/content-collection';
import { nowIso } from '../../lib/time';
import type { PriceService } from '../prices';
import { forecastCloses, type Close } from './forecast';
import type { MarketAlertsRepository } from './repository';

export interface ForecastServiceDeps {
  /** The price service: its daily history (the recorded closes) is what forecasts are fitted on. */
  prices: Pick<PriceService, 'history'>;
  log: FastifyBaseLogger;
  now?: () => number;
}

export interface MarketAlertServiceDeps {
  alerts: MarketAlertsRepository;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** Half a year of daily closes holds the forecast window with room for holidays and gaps. */
const HISTORY_PERIOD = '6mo';

type Outcome = { forecast: SymbolForecast } | { reason: string };

/** 3-day forecasts from the price history the price service keeps (see forecast.ts for the method). */
export function createForecastService({ prices, log, now = Date.now }: ForecastServiceDeps) {
  async function forecastFor(symbol: PriceSymbol): Promise<Outcome> {
    const instrument = PRICE_INSTRUMENTS[symbol];
    let history;
    try {
      history = await prices.history(symbol, HISTORY_PERIOD);
    } catch (error) {
      // The price service answers 503 when it has no history at all; that is a reason, not a failure.
      if (error instanceof AppError) return { reason: FORECAST_TEXTS.noHistoryFor(instrument.name) };
      throw error;
    }
    // Daily closes only; an intraday series would not fit a model of days.
    const closes: Close[] = history.interval === '1d' ? history.points.map((p) => ({ day: p.time.slice(0, 10), close: p.close })) : [];
    const valid = closes.filter((c) => c.close > 0);
    if (valid.length === 0) return { reason: FORECAST_TEXTS.noHistoryFor(instrument.name) };
    if (valid.length < FORECAST_METHOD.minCloses) return { reason: FORECAST_TEXTS.tooFewCloses(instrument.name, valid.length) };

    const result = forecastCloses(valid, { horizonDays: FORECAST_HORIZON_DAYS });
    return {
      forecast: {
        symbol,
        name: instrument.name,
        currency: instrument.currency,
        unit: instrument.unit,
        lastClose: result.lastClose.close,
        lastDay: result.lastClose.day,
        closesUsed: result.fit.n,
        fromDay: result.fromDay,
        trendPercentPerDay: result.trendPercentPerDay,
        volatilityPercent: result.volatilityPercent,
        direction: result.direction,
        days: result.days,
        source: history.source,
        stale: history.stale,
      },
    };
  }

  return {
    /** GET /api/v1/market/forecasts: one forecast per symbol that has enough history; the others with their reason. */
    async forecasts(): Promise<MarketForecasts> {
      const outcomes = await Promise.all(PRICE_SYMBOLS.map(async (symbol) => ({ symbol, outcome: await forecastFor(symbol) })));
      const forecasts = outcomes.flatMap(({ outcome }) => ('forecast' in outcome ? [outcome.forecast] : []));
      const unavailable = outcomes.flatMap(({ symbol, outcome }) => ('reason' in outcome ? [{ symbol, reason: outcome.reason }] : []));
      if (unavailable.length > 0) log.info({ unavailable: unavailable.map((u) => u.symbol) }, 'forecasts without enough history');
      return {
        generatedAt: nowIso(now()),
        horizonDays: FORECAST_HORIZON_DAYS,
        method: {
          id: FORECAST_METHOD.id,
          name: FORECAST_METHOD.name,
          description: FORECAST_TEXTS.description,
          window: FORECAST_METHOD.window,
          intervalLevel: FORECAST_METHOD.intervalLevel,
          confidenceBandPercent: FORECAST_METHOD.confidenceBandPercent,
        },
        forecasts,
        unavailable,
        reason: forecasts.length === 0 ? FORECAST_TEXTS.noHistory : null,
      };
    },
  };
}

export type ForecastService = ReturnType<typeof createForecastService>;

/**
 * Geopolitical alerts: users read the published ones; administrators write drafts and publish them through the
 * desk's Content tab (`content`), or publish at once (POST /api/v1/market/alerts); the development seed adds its
 * examples through the same code.
 */
export function createMarketAlertService({ alerts, log, now = Date.now }: MarketAlertServiceDeps) {
  const content = contentCollection(alerts.content, (input) => marketAlertContentSchema.parse(input), now);
  return {
    async listAlerts({ impact, page, limit }: ValidMarketAlertListQuery): Promise<MarketAlertList> {
      const { alerts: items, total } = await alerts.listPublished({ impact, offset: (page - 1) * limit, limit });
      return { alerts: items, total, page, totalPages: pageCount(total, limit) };
    },

    /** Published at once: at `publishedAt` when given (backdated), else now. */
    async createAlert(input: NewMarketAlert, createdBy: string | null): Promise<MarketAlert> {
      const { publishedAt: given, ...alert }: ValidNewMarketAlert = newMarketAlertSchema.parse(input);
      const publishedAt = given ? new Date(given).toISOString() : nowIso(now());
      const { id, title, summary, region, impact, commodities, example } = await content.create(alert, { createdBy, publishedAt });
      log.info({ alertId: id, impact }, 'market alert published');
      return { id, title, summary, region, impact, commodities, publishedAt, example };
    },

    content,
    count: () => alerts.count(),
  };
}

export type MarketAlertService = ReturnType<typeof createMarketAlertService>;
