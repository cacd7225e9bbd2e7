import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemSettingsResponseSchema, type SystemSettingsResponse } from '@ctp/domain/settings';
import { api } from '@/lib/api-client';
import { systemSettingsKeys } from './keys';


/** GET /admin/settings: the four groups of spec 3 and when they last changed. */
export async function getSystemSettings({ signal }: { signal?: AbortSignal } = {}): Promise<SystemSettingsResponse> {
  return systemSettingsResponseSchema.parse(await api.get('/admin/settings', { signal }));
}

export const systemSettingsQueryOptions = () =>
  queryOptions({ queryKey: systemSettingsKeys.all, queryFn: ({ signal }) => getSystemSettings({ signal }) });

export const useSystemSettings = () => useQuery(systemSettingsQueryOptions());
