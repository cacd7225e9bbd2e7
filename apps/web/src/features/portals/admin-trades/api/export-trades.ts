import { useMutation } from '@tanstack/react-query';
import { apiResponse } from '../../../../lib/api-client';
import { tradeFilterQuery, type AdminTradeFilters } from './get-admin-trades';

/** Hands a Blob to the browser's download under `fileName`. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once click() returns; a minute leaves slow browsers room.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

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
