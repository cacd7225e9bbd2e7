import { enableTwoFactorResponseSchema, type EnableTwoFactorRequest } from '@ctp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reloadTwoFactorViews } from './get-two-factor-status';

/** POST /api/v1/users/me/two-factor/enable {code}: turns two-factor on; answers the recovery codes, shown only this once. */
export async function enableTwoFactor(body: EnableTwoFactorRequest): Promise<string[]> {
  return enableTwoFactorResponseSchema.parse(await api.post('/api/v1/users/me/two-factor/enable', body)).recoveryCodes;
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => reloadTwoFactorViews(queryClient),
  });
}
