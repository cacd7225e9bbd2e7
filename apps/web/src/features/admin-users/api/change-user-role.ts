import { adminUserResponseSchema, type AdminUserResponse } from '@ctp/domain/admin-users';
import type { Role } from '@ctp/domain/constants';
import { api } from '@/lib/api-client';
import { useUserMutation } from './user-mutation';

/** PUT /admin/users/{id}/role {role} (spec 7.3 updateUserRole): answers success and 'User role updated successfully'. */
export async function changeUserRole({ userId, role }: { userId: string; role: Role }): Promise<AdminUserResponse> {
  return adminUserResponseSchema.parse(await api.put(`/admin/users/${encodeURIComponent(userId)}/role`, { role }));
}

export const useChangeUserRole = () => useUserMutation(changeUserRole);
