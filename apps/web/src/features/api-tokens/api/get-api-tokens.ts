import { apiTokenListSchema, type ApiTokenList } from '@ctp/domain/enterprise';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiTokenKeys } from './keys';

export const API_TOKENS_PATH = '/api/v1/users/me/api-tokens';

/** GET /api/v1/users/me/api-tokens: the caller's tokens that are not revoked, newest first, never their secrets. */
export async function getApiTokens(signal?: AbortSignal): Promise<ApiTokenList> {
  return apiTokenListSchema.parse(await api.get(API_TOKENS_PATH, { signal }));
}

export const apiTokensQueryOptions = () => queryOptions({ queryKey: apiTokenKeys.all, queryFn: ({ signal }) => getApiTokens(signal) });

/** Asked only while the caller may hold tokens (an Enterprise trader or seller). */
export const useApiTokens = ({ enabled }: { enabled: boolean }) => useQuery({ ...apiTokensQueryOptions(), enabled });
