import { apiTokenRevokeResponseSchema } from '@ctp/domain/enterprise';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API_TOKENS_PATH } from './get-api-tokens';
import { apiTokenKeys } from './keys';

/** DELETE /api/v1/users/me/api-tokens/{id}: the token stops working at once. */
export async function revokeApiToken(id: string) {
  return apiTokenRevokeResponseSchema.parse(await api.delete(`${API_TOKENS_PATH}/${encodeURIComponent(id)}`));
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiToken, onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }) });
}
