import { documentUploadResponseSchema, type Document, type DocumentType } from '@ctp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '@/features/activity';
import { dashboardKeys } from '@/features/dashboard';
import { api, type UploadOptions } from '@/lib/api-client';
import { documentsKeys } from './keys';

export interface UploadDocumentInput {
  file: File;
  documentType: DocumentType;
  documentName: string;
  description?: string | undefined;
  /** Shares the document with this deal (its parties and the desk read it). */
  dealId?: string | undefined;
}

/** How far an upload has got, 0 to 1. */
export type UploadProgress = NonNullable<UploadOptions['onProgress']>;

/**
 * POST /api/v1/documents/upload, multipart: documentType, documentName, description, then the file
 * (spec 7.3; unlike the old site, the description is sent). On a 401 the session is refreshed once and
 * the file sent again (api-client).
 */
export async function uploadDocument(input: UploadDocumentInput, options: UploadOptions = {}): Promise<Document> {
  const form = new FormData();
  form.append('documentType', input.documentType);
  form.append('documentName', input.documentName.trim());
  if (input.description?.trim()) form.append('description', input.description.trim());
  if (input.dealId) form.append('dealId', input.dealId);
  // The fields go first, so the server knows what it is receiving before the bytes arrive.
  form.append('file', input.file, input.file.name);
  return documentUploadResponseSchema.parse(await api.upload('/api/v1/documents/upload', form, options)).document;
}

/** Uploads, then reloads the documents (spec 7.3), the dashboard and the activity feed. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, onProgress }: { input: UploadDocumentInput; onProgress?: UploadProgress }) => uploadDocument(input, { onProgress }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}
