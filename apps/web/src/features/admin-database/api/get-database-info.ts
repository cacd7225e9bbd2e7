import { databaseInfoSchema, type DatabaseInfo } from '@ctp/domain/admin-system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** GET /admin/database: engine, size, migration version and row counts. */
export async function getDatabaseInfo({ signal }: { signal?: AbortSignal } = {}): Promise<DatabaseInfo> {
  return databaseInfoSchema.parse(await api.get('/admin/database', { signal }));
}

export const databaseInfoQueryOptions = () => queryOptions({ queryKey: [...adminKeys.all, 'database'], queryFn: ({ signal }) => getDatabaseInfo({ signal }) });

export const useDatabaseInfo = () => useQuery(databaseInfoQueryOptions());
