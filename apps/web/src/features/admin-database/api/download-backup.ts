import { useMutation } from '@tanstack/react-query';
import { apiResponse } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';

/** The server's name for the file (app-YYYYMMDD-HHMM.db), or a dated fallback. */
export function backupFileNameOf(response: Response, now = new Date()): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `app-${now.toISOString().slice(0, 10).replaceAll('-', '')}.db`;
}

/** GET /admin/database/backup: fetched with the bearer token (a plain link could not send it) and saved. */
export async function downloadBackup(): Promise<void> {
  const response = await apiResponse('/admin/database/backup');
  saveBlob(await response.blob(), backupFileNameOf(response));
}

export const useDownloadBackup = () => useMutation({ mutationFn: downloadBackup });
