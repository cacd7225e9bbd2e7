import { messageResponseSchema, type DisableTwoFactorRequest } from '@ctp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reloadTwoFactorViews } from './get-two-factor-status';

/** POST /api/v1/users/me/two-factor/disable {password} or {code}: turns two-factor off and deletes the recovery codes. */
export async function disableTwoFactor(body: DisableTwoFactorRequest): Promise<string> {
  return messageResponseSchema.parse(await api.post('/api/v1/users/me/two-factor/disable', body)).message;
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => reloadTwoFactorViews(queryClient),
  });
}
