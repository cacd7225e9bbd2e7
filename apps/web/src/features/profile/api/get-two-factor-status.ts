import { twoFactorStatusSchema, type TwoFactorStatus } from '@ctp/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserKeys } from '@/lib/session/keys';
import { profileKeys } from './keys';

/** GET /api/v1/users/me/two-factor: whether the platform offers it, whether it is on, and recovery codes left. */
export async function getTwoFactorStatus({ signal }: { signal?: AbortSignal } = {}): Promise<TwoFactorStatus> {
  return twoFactorStatusSchema.parse(await api.get('/api/v1/users/me/two-factor', { signal }));
}

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.twoFactor(), queryFn: ({ signal }) => getTwoFactorStatus({ signal }) });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQueryOptions());

/** After turning two-factor on or off: the status and the profile (its twoFactorEnabled) load again. */
export const reloadTwoFactorViews = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: profileKeys.twoFactor() }), queryClient.invalidateQueries({ queryKey: currentUserKeys.all })]);
