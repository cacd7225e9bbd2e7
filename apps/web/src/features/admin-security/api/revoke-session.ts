import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { securityKeys } from './keys';

/** POST /admin/security/sessions/{id}/revoke: the session ends at once (its user's next request is refused). */
export async function revokeSession(sessionId: string): Promise<void> {
  await api.post(`/admin/security/sessions/${encodeURIComponent(sessionId)}/revoke`, {});
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeSession, onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.all }) });
}
