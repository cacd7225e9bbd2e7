import { apiResponse } from '@/lib/api-client';

/**
 * A document's bytes, fetched with the bearer token the API needs (a plain link or iframe could not
 * send it), as a Blob the page can save or show.
 */
export async function fetchDocumentFile(id: string, variant: 'download' | 'preview'): Promise<Blob> {
  const response = await apiResponse(`/api/v1/documents/${encodeURIComponent(id)}/${variant}`);
  return response.blob();
}
