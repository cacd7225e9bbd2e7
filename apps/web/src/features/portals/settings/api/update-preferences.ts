import { preferencesResponseSchema, type NotificationPreferences, type PreferencesResponse } from '@ctp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session/session-provider';
import { PREFERENCES_QUERY_KEY } from './get-preferences';

/** PUT /api/v1/users/me/preferences: all five preferences at once. */
export async function updatePreferences(preferences: NotificationPreferences): Promise<PreferencesResponse> {
  return preferencesResponseSchema.parse(await api.put('/api/v1/users/me/preferences', preferences));
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const { state } = useSession();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData([...PREFERENCES_QUERY_KEY, state.user?.id ?? ''], saved);
      return queryClient.invalidateQueries({ queryKey: ['activity'] });
    },
  });
}
