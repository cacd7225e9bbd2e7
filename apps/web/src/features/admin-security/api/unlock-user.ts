import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { securityKeys } from './keys';

/** POST /admin/security/users/{id}/unlock: a locked account may sign in again at once. */
export async function unlockUser(userId: string): Promise<void> {
  await api.post(`/admin/security/users/${encodeURIComponent(userId)}/unlock`, {});
}

export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unlockUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.all }) });
}
