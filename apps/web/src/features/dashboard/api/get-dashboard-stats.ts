import { dashboardStatsSchema, type DashboardStats } from '@ctp/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/v1/dashboard/stats: the signed-in user's contract counts, 30-day volume and 5 newest activities (spec 3). */
export async function getDashboardStats({ signal }: { signal?: AbortSignal } = {}): Promise<DashboardStats> {
  return dashboardStatsSchema.parse(await api.get('/api/v1/dashboard/stats', { signal }));
}

export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.stats(),
    queryFn: ({ signal }) => getDashboardStats({ signal }),
  });

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
