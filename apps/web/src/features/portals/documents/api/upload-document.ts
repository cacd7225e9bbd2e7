import { documentUploadResponseSchema, ERROR_CODES, TEXTS, type Document, type DocumentType } from '@ctp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, authHeaders, hasAccessToken, refreshSession } from '../../../../lib/api-client';
import { DOCUMENTS_QUERY_KEY } from './get-documents';

export interface UploadDocumentInput {
  file: File;
  documentType: DocumentType;
  documentName: string;
  description?: string | undefined;
}

/** How far an upload has got, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** A 10 MB file on a slow line needs longer than the 30 s other calls get (spec 9). */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

interface Answer {
  status: number;
  body: unknown;
}

/** One multipart POST through XMLHttpRequest, the only browser API that reports upload progress. */
function post(form: FormData, onProgress: UploadProgress | undefined, signal: AbortSignal | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/documents/upload');
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    const networkError = () => reject(new ApiError(TEXTS.networkError, ERROR_CODES.network, 0));
    xhr.onerror = networkError;
    xhr.ontimeout = networkError;
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function errorOf({ status, body }: Answer): ApiError {
  const shape = (body ?? {}) as { message?: unknown; code?: unknown; details?: unknown };
  const message = typeof shape.message === 'string' && shape.message ? shape.message : '';
  return new ApiError(message || TEXTS.uploadFailed, typeof shape.code === 'string' ? shape.code : ERROR_CODES.unknown, status, shape.details, Boolean(message));
}

/**
 * POST /api/v1/documents/upload, multipart: documentType, documentName, description, then the file
 * (spec 7.3; unlike the old site, the description is sent). On a 401 the session is refreshed once and
 * the file sent again.
 */
export async function uploadDocument(
  input: UploadDocumentInput,
  { onProgress, signal }: { onProgress?: UploadProgress; signal?: AbortSignal } = {},
): Promise<Document> {
  const form = new FormData();
  form.append('documentType', input.documentType);
  form.append('documentName', input.documentName.trim());
  if (input.description?.trim()) form.append('description', input.description.trim());
  // The fields go first, so the server knows what it is receiving before the bytes arrive.
  form.append('file', input.file, input.file.name);

  let answer = await post(form, onProgress, signal);
  if (answer.status === 401 && hasAccessToken()) {
    if (!(await refreshSession())) throw errorOf(answer);
    onProgress?.(0);
    answer = await post(form, onProgress, signal);
  }
  if (answer.status < 200 || answer.status > 299) throw errorOf(answer);
  return documentUploadResponseSchema.parse(answer.body).document;
}

/** Uploads, then reloads the documents (spec 7.3), the dashboard and the activity feed. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, onProgress }: { input: UploadDocumentInput; onProgress?: UploadProgress }) => uploadDocument(input, { onProgress }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['activity'] }),
      ]),
  });
}
