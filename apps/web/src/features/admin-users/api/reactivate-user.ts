import { adminUserResponseSchema, type AdminUserResponse } from '@ctp/domain/admin-users';
import { api } from '@/lib/api-client';
import { useUserMutation } from './user-mutation';

/** POST /admin/users/{id}/reactivate: back to active, the suspension reason cleared. */
export async function reactivateUser(userId: string): Promise<AdminUserResponse> {
  return adminUserResponseSchema.parse(await api.post(`/admin/users/${encodeURIComponent(userId)}/reactivate`));
}

export const useReactivateUser = () => useUserMutation(reactivateUser);
