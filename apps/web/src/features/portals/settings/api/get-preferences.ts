import { preferencesResponseSchema, type PreferencesResponse } from '@ctp/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session/session-provider';

export const PREFERENCES_QUERY_KEY = ['preferences'] as const;

/** GET /api/v1/users/me/preferences: the notification preferences (the defaults until first saved). */
export async function getPreferences({ signal }: { signal?: AbortSignal } = {}): Promise<PreferencesResponse> {
  return preferencesResponseSchema.parse(await api.get('/api/v1/users/me/preferences', { signal }));
}

export const preferencesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...PREFERENCES_QUERY_KEY, userId],
    queryFn: ({ signal }) => getPreferences({ signal }),
  });

export function usePreferences() {
  const { state } = useSession();
  const userId = state.user?.id ?? '';
  return useQuery({ ...preferencesQueryOptions(userId), enabled: Boolean(userId) });
}
