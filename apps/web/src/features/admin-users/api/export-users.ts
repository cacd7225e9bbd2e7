import { useMutation } from '@tanstack/react-query';
import { apiResponse } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { userFilterQuery, type AdminUserFilters } from './get-admin-users';

/** users-2026-11-22.csv */
export const usersExportFileName = (now = new Date()) => `users-${now.toISOString().slice(0, 10)}.csv`;

/**
 * GET /admin/users/export with the list's filters (every page): the CSV is fetched with the bearer token
 * (a plain link could not send it) and saved as a file.
 */
export async function exportUsers(filters: AdminUserFilters): Promise<void> {
  const query = userFilterQuery(filters).toString();
  const response = await apiResponse(`/admin/users/export${query ? `?${query}` : ''}`);
  saveBlob(await response.blob(), usersExportFileName());
}

export const useExportUsers = () => useMutation({ mutationFn: exportUsers });
