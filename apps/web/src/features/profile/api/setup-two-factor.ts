import { twoFactorSetupResponseSchema, type TwoFactorSetup } from '@ctp/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/v1/users/me/two-factor/setup: a new secret with its QR code, not in force until a code confirms it. */
export async function setupTwoFactor(): Promise<TwoFactorSetup> {
  return twoFactorSetupResponseSchema.parse(await api.post('/api/v1/users/me/two-factor/setup'));
}

export const useSetupTwoFactor = () => useMutation({ mutationFn: setupTwoFactor });
