import { useMutation, useQueryClient } from '@tanstack/react-query';
import { systemSettingsResponseSchema, type SystemSettingsResponse } from '@ctp/domain/settings';
import { api } from '@/lib/api-client';
import { systemSettingsKeys } from './keys';

/** POST /admin/settings/reset: every setting back to spec 9's defaults. */
export async function resetSystemSettings(): Promise<SystemSettingsResponse> {
  return systemSettingsResponseSchema.parse(await api.post('/admin/settings/reset'));
}

export function useResetSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSystemSettings,
    onSuccess: (saved) => queryClient.setQueryData(systemSettingsKeys.all, saved),
  });
}
