import type { PasswordComplexity, PlatformStatus } from '@ctp/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPlatformStatus } from './platform-status';

export const platformStatusKeys = { all: ['platform-status'] as const };

export const platformStatusQueryOptions = () =>
  queryOptions<PlatformStatus>({
    queryKey: platformStatusKeys.all,
    queryFn: ({ signal }) => fetchPlatformStatus(signal),
    // The server lets it be reused for 5 seconds; a page need not ask more often than that.
    staleTime: 5_000,
  });

export const usePlatformStatus = () => useQuery(platformStatusQueryOptions());

/**
 * The passwordComplexity level new-password forms check and describe. Until the status arrives (or if it
 * cannot be read) the forms assume spec 9's default, 'high'; the server has the last word either way.
 */
export function usePasswordComplexity(): PasswordComplexity {
  return usePlatformStatus().data?.passwordComplexity ?? 'high';
}
