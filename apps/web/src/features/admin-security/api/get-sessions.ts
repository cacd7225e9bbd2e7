import { adminSessionListSchema, type AdminSessionList } from '@ctp/domain/admin-system';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { securityKeys } from './keys';

/** Every Security tab query starts with this key; revoke and unlock invalidate it. */
export interface SessionListParams {
  /** Part of the user's email. */
  user?: string | undefined;
  page: number;
  limit: number;
}

/** GET /admin/security/sessions?user&page&limit: live sessions, most recently active first. */
export async function getSessions(params: SessionListParams, { signal }: { signal?: AbortSignal } = {}): Promise<AdminSessionList> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.user?.trim()) query.set('user', params.user.trim());
  return adminSessionListSchema.parse(await api.get(`/admin/security/sessions?${query}`, { signal }));
}

export const sessionsQueryOptions = (params: SessionListParams) =>
  queryOptions({
    queryKey: securityKeys.sessions(params),
    queryFn: ({ signal }) => getSessions(params, { signal }),
    placeholderData: keepPreviousData,
  });

export const useSessions = (params: SessionListParams) => useQuery(sessionsQueryOptions(params));
