import { createdApiTokenSchema, type CreatedApiToken, type ValidNewApiToken } from '@ctp/domain/enterprise';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API_TOKENS_PATH } from './get-api-tokens';
import { apiTokenKeys } from './keys';

/** POST /api/v1/users/me/api-tokens: the one answer that holds the token's secret. */
export async function createApiToken(token: ValidNewApiToken): Promise<CreatedApiToken> {
  return createdApiTokenSchema.parse(await api.post(API_TOKENS_PATH, token));
}

/** The list refetches; the secret stays in this mutation only, until the dialog that shows it resets it. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiToken, onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }) });
}
