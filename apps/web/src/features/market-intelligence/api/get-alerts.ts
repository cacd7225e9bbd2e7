import { marketAlertListSchema, type MarketAlertImpact, type MarketAlertList } from '@ctp/domain/market-intelligence';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketKeys } from './keys';

export const ALERTS_PATH = '/api/v1/market/alerts';

export interface AlertFilter {
  impact?: MarketAlertImpact | undefined;
  limit: number;
}

/** GET /api/v1/market/alerts: geopolitical alerts, newest first, optionally of one impact level. */
export async function getAlerts({ impact, limit }: AlertFilter, signal?: AbortSignal): Promise<MarketAlertList> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (impact) query.set('impact', impact);
  return marketAlertListSchema.parse(await api.get(`${ALERTS_PATH}?${query.toString()}`, { signal }));
}

export const alertsQueryOptions = (filter: AlertFilter) =>
  queryOptions({
    queryKey: marketKeys.alerts(filter),
    queryFn: ({ signal }) => getAlerts(filter, signal),
    staleTime: 60_000,
    // Changing the filter or showing more keeps the current list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export const useAlerts = (filter: AlertFilter) => useQuery(alertsQueryOptions(filter));
