import { adminUserDetailResponseSchema, type AdminUserDetail } from '@ctp/domain/admin-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUsersKeys } from './keys';

/** GET /admin/users/{id}: one user with their sessions and account controls. */
export async function getAdminUser(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<AdminUserDetail> {
  return adminUserDetailResponseSchema.parse(await api.get(`/admin/users/${encodeURIComponent(id)}`, { signal })).user;
}

export const adminUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminUsersKeys.detail(id),
    queryFn: ({ signal }) => getAdminUser(id, { signal }),
  });

/** Loads only while a user is chosen (the detail dialog is open). */
export const useAdminUser = (id: string | null) => useQuery({ ...adminUserQueryOptions(id ?? ''), enabled: id !== null });
