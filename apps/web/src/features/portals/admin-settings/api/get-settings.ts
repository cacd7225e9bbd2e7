import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemSettingsResponseSchema, type SystemSettingsResponse } from '@ctp/domain/settings';
import { api } from '../../../../lib/api-client';

export const SYSTEM_SETTINGS_QUERY_KEY = ['admin', 'settings'] as const;

/** GET /admin/settings: the four groups of spec 3 and when they last changed. */
export async function getSystemSettings({ signal }: { signal?: AbortSignal } = {}): Promise<SystemSettingsResponse> {
  return systemSettingsResponseSchema.parse(await api.get('/admin/settings', { signal }));
}

export const systemSettingsQueryOptions = () =>
  queryOptions({ queryKey: SYSTEM_SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getSystemSettings({ signal }) });

export const useSystemSettings = () => useQuery(systemSettingsQueryOptions());
