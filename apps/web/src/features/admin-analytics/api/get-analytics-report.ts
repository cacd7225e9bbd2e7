import { analyticsReportSchema, type AnalyticsPeriod, type AnalyticsReport } from '@ctp/domain/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

export type { AnalyticsReport };

/** GET /admin/analytics?period: KPIs with changes, the trend, distributions, performance and the commodity table. */
export async function getAnalyticsReport(period: AnalyticsPeriod, { signal }: { signal?: AbortSignal } = {}): Promise<AnalyticsReport> {
  return analyticsReportSchema.parse(await api.get(`/admin/analytics?period=${period}`, { signal }));
}

export const analyticsReportQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'analytics', period],
    queryFn: ({ signal }) => getAnalyticsReport(period, { signal }),
    // The previous period's figures stay on screen while another period loads.
    placeholderData: keepPreviousData,
  });

export const useAnalyticsReport = (period: AnalyticsPeriod) => useQuery(analyticsReportQueryOptions(period));
