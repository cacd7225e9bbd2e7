import { useMutation } from '@tanstack/react-query';
import { apiResponse } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { auditFilterQuery, type AuditFilters } from './get-audit-log';

/** audit-log-2026-11-22.csv */
export const auditExportFileName = (now = new Date()) => `audit-log-${now.toISOString().slice(0, 10)}.csv`;

/** GET /admin/audit/export with the list's filters: fetched with the bearer token and saved as a file. */
export async function exportAuditLog(filters: AuditFilters): Promise<void> {
  const query = auditFilterQuery(filters).toString();
  const response = await apiResponse(`/admin/audit/export${query ? `?${query}` : ''}`);
  saveBlob(await response.blob(), auditExportFileName());
}

export const useExportAuditLog = () => useMutation({ mutationFn: exportAuditLog });
