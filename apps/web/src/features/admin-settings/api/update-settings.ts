import { useMutation, useQueryClient } from '@tanstack/react-query';
import { systemSettingsResponseSchema, type SystemSettingsResponse, type UpdateSystemSettings } from '@ctp/domain/settings';
import { api } from '@/lib/api-client';
import { systemSettingsKeys } from './keys';

/** PUT /admin/settings with the groups to change; answers the whole settings as stored. */
export async function updateSystemSettings(changes: UpdateSystemSettings): Promise<SystemSettingsResponse> {
  return systemSettingsResponseSchema.parse(await api.put('/admin/settings', changes));
}

/** Saves, then puts the stored settings in the cache so the form starts again from them. */
export function useUpdateSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystemSettings,
    onSuccess: (saved) => queryClient.setQueryData(systemSettingsKeys.all, saved),
  });
}
