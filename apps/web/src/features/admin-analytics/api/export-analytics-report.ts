import type { AnalyticsPeriod } from '@ctp/domain/analytics';
import { useMutation } from '@tanstack/react-query';
import { apiResponse } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';

/** analytics-30d-2026-11-22.csv */
export const reportFileName = (period: AnalyticsPeriod, now = new Date()) => `analytics-${period}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * GET /admin/analytics/export?period: the report's KPIs and commodity table as CSV, fetched with the
 * bearer token (a plain link could not send it) and saved as a file.
 */
export async function exportAnalyticsReport(period: AnalyticsPeriod): Promise<void> {
  const response = await apiResponse(`/admin/analytics/export?period=${period}`);
  saveBlob(await response.blob(), reportFileName(period));
}

export const useExportAnalyticsReport = () => useMutation({ mutationFn: exportAnalyticsReport });
