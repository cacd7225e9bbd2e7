import { preferencesResponseSchema, type NotificationPreferences, type PreferencesResponse } from '@ctp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '@/features/activity';
import { api } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session/current-user';
import { preferencesKeys } from './keys';

/** PUT /api/v1/users/me/preferences: all five preferences at once. */
export async function updatePreferences(preferences: NotificationPreferences): Promise<PreferencesResponse> {
  return preferencesResponseSchema.parse(await api.put('/api/v1/users/me/preferences', preferences));
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id ?? '';
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesKeys.detail(userId), saved);
      return queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
