import { preferencesResponseSchema, type PreferencesResponse } from '@ctp/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session/current-user';
import { preferencesKeys } from './keys';

/** GET /api/v1/users/me/preferences: the notification preferences (the defaults until first saved). */
export async function getPreferences({ signal }: { signal?: AbortSignal } = {}): Promise<PreferencesResponse> {
  return preferencesResponseSchema.parse(await api.get('/api/v1/users/me/preferences', { signal }));
}

export const preferencesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: preferencesKeys.detail(userId),
    queryFn: ({ signal }) => getPreferences({ signal }),
  });

export function usePreferences() {
  const userId = useCurrentUser().data?.id ?? '';
  return useQuery({ ...preferencesQueryOptions(userId), enabled: Boolean(userId) });
}
