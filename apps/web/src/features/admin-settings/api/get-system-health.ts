import { healthReportSchema, type HealthReport } from '@ctp/domain/admin-system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { systemSettingsKeys } from './keys';

/** GET /admin/system/health: the server runs its database, price service and mail checks now. */
export async function getSystemHealth({ signal }: { signal?: AbortSignal } = {}): Promise<HealthReport> {
  return healthReportSchema.parse(await api.get('/admin/system/health', { signal }));
}

export const systemHealthQueryOptions = () =>
  queryOptions({ queryKey: systemSettingsKeys.status('system'), queryFn: ({ signal }) => getSystemHealth({ signal }), retry: false });

export const useSystemHealth = () => useQuery(systemHealthQueryOptions());
