import type { AdminUserSort, SortOrder } from '@ctp/domain/admin-users';
import { adminUserListSchema, type AdminUserList } from '@ctp/domain/admin-users';
import type { Role, UserStatus } from '@ctp/domain/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUsersKeys } from './keys';

/** Every admin user query starts with this key; a change to any user invalidates it. */
export interface AdminUserFilters {
  q?: string | undefined;
  role?: Role | undefined;
  status?: UserStatus | undefined;
  sort?: AdminUserSort | undefined;
  order?: SortOrder | undefined;
}

export interface AdminUserListParams extends AdminUserFilters {
  page: number;
  limit: number;
}

/** The filters as a query string, shared by the list and the CSV export so both see the same users. */
export function userFilterQuery(filters: AdminUserFilters): URLSearchParams {
  const query = new URLSearchParams();
  const q = filters.q?.trim();
  if (q) query.set('q', q);
  if (filters.role) query.set('role', filters.role);
  if (filters.status) query.set('status', filters.status);
  if (filters.sort) query.set('sort', filters.sort);
  if (filters.order) query.set('order', filters.order);
  return query;
}

/** GET /admin/users?q&role&status&sort&order&page&limit (spec 7.2 getAllUsers). */
export async function getAdminUsers(params: AdminUserListParams, { signal }: { signal?: AbortSignal } = {}): Promise<AdminUserList> {
  const query = userFilterQuery(params);
  query.set('page', String(params.page));
  query.set('limit', String(params.limit));
  return adminUserListSchema.parse(await api.get(`/admin/users?${query}`, { signal }));
}

export const adminUsersQueryOptions = (params: AdminUserListParams) =>
  queryOptions({
    queryKey: adminUsersKeys.list(params),
    queryFn: ({ signal }) => getAdminUsers(params, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (params: AdminUserListParams) => useQuery(adminUsersQueryOptions(params));
