import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { systemSettingsKeys } from './keys';

/** GET /health: true while the server reaches its database (it answers 503 otherwise). */
export async function getDatabaseHealth({ signal }: { signal?: AbortSignal } = {}): Promise<boolean> {
  const body = await api.get<{ database?: string }>('/health', { signal, retryOn401: false });
  return body.database === 'up';
}

export const databaseHealthQueryOptions = () =>
  queryOptions({ queryKey: systemSettingsKeys.status('database'), queryFn: ({ signal }) => getDatabaseHealth({ signal }), retry: false });

export const useDatabaseHealth = () => useQuery(databaseHealthQueryOptions());
