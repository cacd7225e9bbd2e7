import type { Document } from '@ctp/domain';
import { useMutation } from '@tanstack/react-query';
import { fetchDocumentFile } from './document-file';

/** Hands a Blob to the browser's download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once click() returns; a minute leaves slow browsers room.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** GET /api/v1/documents/{id}/download, saved under the file name, else the document name (spec 7.3). */
export async function downloadDocument(document: Pick<Document, 'id' | 'fileName' | 'documentName'>): Promise<void> {
  const blob = await fetchDocumentFile(document.id, 'download');
  saveBlob(blob, document.fileName || document.documentName);
}

export const useDownloadDocument = () => useMutation({ mutationFn: downloadDocument });
