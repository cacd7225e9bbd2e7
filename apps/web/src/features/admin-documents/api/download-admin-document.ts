import { apiResponse } from '@/lib/api-client';

/**
 * GET /admin/documents/{id}/download: any user's file, fetched with the bearer token (a plain link
 * could not send it) as a Blob to save or to open in a tab.
 */
export async function fetchAdminDocumentFile(id: string): Promise<Blob> {
  const response = await apiResponse(`/admin/documents/${encodeURIComponent(id)}/download`);
  return response.blob();
}
