import { adminUserResponseSchema, type AdminUserResponse } from '@ctp/domain/admin-users';
import { api } from '@/lib/api-client';
import { useUserMutation } from './user-mutation';

/** POST /admin/users/{id}/suspend {reason}: the user's sessions end at once and sign-in is refused. */
export async function suspendUser({ userId, reason }: { userId: string; reason: string }): Promise<AdminUserResponse> {
  return adminUserResponseSchema.parse(await api.post(`/admin/users/${encodeURIComponent(userId)}/suspend`, { reason: reason.trim() }));
}

export const useSuspendUser = () => useUserMutation(suspendUser);
