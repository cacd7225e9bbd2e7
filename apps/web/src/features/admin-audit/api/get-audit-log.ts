import { auditListSchema, type AuditList } from '@ctp/domain/admin-system';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditKeys } from './keys';

export interface AuditFilters {
  /** Part of the actor's email. */
  actor?: string | undefined;
  /** An action or a prefix of one ('auth.'). */
  action?: string | undefined;
  /** YYYY-MM-DD, UTC, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface AuditListParams extends AuditFilters {
  page: number;
  limit: number;
}

/** The filters as a query string, shared by the list and the CSV export so both see the same entries. */
export function auditFilterQuery(filters: AuditFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ['actor', 'action', 'from', 'to'] as const) {
    const value = filters[key]?.trim();
    if (value) query.set(key, value);
  }
  return query;
}

/** GET /admin/audit?actor&action&from&to&page&limit: newest first. */
export async function getAuditLog(params: AuditListParams, { signal }: { signal?: AbortSignal } = {}): Promise<AuditList> {
  const query = auditFilterQuery(params);
  query.set('page', String(params.page));
  query.set('limit', String(params.limit));
  return auditListSchema.parse(await api.get(`/admin/audit?${query}`, { signal }));
}

export const auditLogQueryOptions = (params: AuditListParams) =>
  queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => getAuditLog(params, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (params: AuditListParams) => useQuery(auditLogQueryOptions(params));
