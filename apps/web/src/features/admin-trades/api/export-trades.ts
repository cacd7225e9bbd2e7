import { useMutation } from '@tanstack/react-query';
import { apiResponse } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { tradeFilterQuery, type AdminTradeFilters } from './get-admin-trades';

/** trades-2026-11-22.csv */
export const exportFileName = (now = new Date()) => `trades-${now.toISOString().slice(0, 10)}.csv`;

/**
 * GET /admin/trades/export with the list's filters: the CSV is fetched with the bearer token (a plain
 * link could not send it) and saved as a file.
 */
export async function exportTrades(filters: AdminTradeFilters): Promise<void> {
  const query = tradeFilterQuery(filters).toString();
  const response = await apiResponse(`/admin/trades/export${query ? `?${query}` : ''}`);
  saveBlob(await response.blob(), exportFileName());
}

export const useExportTrades = () => useMutation({ mutationFn: exportTrades });
