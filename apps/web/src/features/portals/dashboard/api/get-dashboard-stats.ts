import { dashboardStatsSchema, type DashboardStats } from '@ctp/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** Every dashboard query starts with this key; contract and document changes invalidate it. */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** GET /api/v1/dashboard/stats: the signed-in user's contract counts, 30-day volume and 5 newest activities (spec 3). */
export async function getDashboardStats({ signal }: { signal?: AbortSignal } = {}): Promise<DashboardStats> {
  return dashboardStatsSchema.parse(await api.get('/api/v1/dashboard/stats', { signal }));
}

export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...DASHBOARD_QUERY_KEY, 'stats'],
    queryFn: ({ signal }) => getDashboardStats({ signal }),
  });

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
