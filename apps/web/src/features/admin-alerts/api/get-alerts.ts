import { alertListSchema, type AlertList, type AlertState } from '@ctp/domain/admin-system';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertsKeys } from './keys';

/** Every System Alerts query starts with this key; acknowledging invalidates it. */
export interface AlertListParams {
  state?: AlertState | undefined;
  page: number;
  limit: number;
}

/** GET /admin/alerts?state&page&limit: the server runs its health checks first, so new failures show at once. */
export async function getAlerts(params: AlertListParams, { signal }: { signal?: AbortSignal } = {}): Promise<AlertList> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.state) query.set('state', params.state);
  return alertListSchema.parse(await api.get(`/admin/alerts?${query}`, { signal }));
}

export const alertsQueryOptions = (params: AlertListParams) =>
  queryOptions({
    queryKey: alertsKeys.list(params),
    queryFn: ({ signal }) => getAlerts(params, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAlerts = (params: AlertListParams) => useQuery(alertsQueryOptions(params));
