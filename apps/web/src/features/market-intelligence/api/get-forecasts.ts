import { marketForecastsSchema, type MarketForecasts } from '@ctp/domain/market-intelligence';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketKeys } from './keys';

export const FORECASTS_PATH = '/api/v1/market/forecasts';

/** GET /api/v1/market/forecasts: the server's 3-day forecasts, fitted on the recorded daily closes. */
export async function getForecasts(signal?: AbortSignal): Promise<MarketForecasts> {
  return marketForecastsSchema.parse(await api.get(FORECASTS_PATH, { signal }));
}

export const forecastsQueryOptions = () =>
  queryOptions({ queryKey: marketKeys.forecasts(), queryFn: ({ signal }) => getForecasts(signal), staleTime: 5 * 60_000 });

export const useForecasts = () => useQuery(forecastsQueryOptions());
