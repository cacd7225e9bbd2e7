import { adminDashboardSchema, type AdminDashboard } from '@ctp/domain/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

export type { AdminDashboard };

/** GET /admin/dashboard: users, trades, volume, success rate, system health and recent system activity. */
export async function getAdminDashboard({ signal }: { signal?: AbortSignal } = {}): Promise<AdminDashboard> {
  return adminDashboardSchema.parse(await api.get('/admin/dashboard', { signal }));
}

export const adminDashboardQueryOptions = () =>
  queryOptions({ queryKey: [...adminKeys.all, 'dashboard'], queryFn: ({ signal }) => getAdminDashboard({ signal }) });

export const useAdminDashboard = () => useQuery(adminDashboardQueryOptions());
