import { twoFactorStatusSchema, type TwoFactorStatus } from '@ctp/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** Enrolling or turning two-factor off invalidates this key. */
export const TWO_FACTOR_QUERY_KEY = ['two-factor'] as const;

/** GET /api/v1/users/me/two-factor: whether the platform offers it, whether it is on, and recovery codes left. */
export async function getTwoFactorStatus({ signal }: { signal?: AbortSignal } = {}): Promise<TwoFactorStatus> {
  return twoFactorStatusSchema.parse(await api.get('/api/v1/users/me/two-factor', { signal }));
}

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: TWO_FACTOR_QUERY_KEY, queryFn: ({ signal }) => getTwoFactorStatus({ signal }) });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQueryOptions());

/** After turning two-factor on or off: the status and the profile (its twoFactorEnabled) load again. */
export const reloadTwoFactorViews = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: ['profile'] })]);
