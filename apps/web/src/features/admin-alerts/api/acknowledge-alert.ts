import { systemAlertSchema, type SystemAlert } from '@ctp/domain/admin-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertsKeys } from './keys';

/** POST /admin/alerts/{id}/acknowledge. */
export async function acknowledgeAlert(alertId: string): Promise<SystemAlert> {
  return systemAlertSchema.parse(await api.post(`/admin/alerts/${encodeURIComponent(alertId)}/acknowledge`, {}));
}

export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acknowledgeAlert, onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsKeys.all }) });
}
