import type { Document } from '@ctp/domain';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '@/lib/download';
import { fetchDocumentFile } from './document-file';

/** GET /api/v1/documents/{id}/download, saved under the file name, else the document name (spec 7.3). */
export async function downloadDocument(document: Pick<Document, 'id' | 'fileName' | 'documentName'>): Promise<void> {
  const blob = await fetchDocumentFile(document.id, 'download');
  saveBlob(blob, document.fileName || document.documentName);
}

export const useDownloadDocument = () => useMutation({ mutationFn: downloadDocument });
