import { adminKeys } from '@/lib/query-keys';
import type { AdminUserListParams } from './get-admin-users';

/** Query keys of User Management; every change to a user invalidates `all`. */
export const adminUsersKeys = {
  all: [...adminKeys.all, 'users'] as const,
  list: ({ q, role, status, sort, order, page, limit }: AdminUserListParams) =>
    [...adminUsersKeys.all, 'list', { q: q?.trim() || undefined, role, status, sort, order, page, limit }] as const,
  detail: (id: string) => [...adminUsersKeys.all, 'detail', id] as const,
};
