import { useMutation } from '@tanstack/react-query';
import { fetchDocumentFile } from './document-file';

/** GET /api/v1/documents/{id}/preview: a PDF or an image, served inline. */
export const getDocumentPreview = (id: string) => fetchDocumentFile(id, 'preview');

/**
 * Fetches a preview on demand (a click), not as a cached query: the bytes are shown once, in an
 * object URL the preview releases when it closes.
 */
export const usePreviewDocument = () => useMutation({ mutationFn: getDocumentPreview });
