import type { Document } from '@ctp/domain';
import { isPreviewable } from '@ctp/domain/document-constants';
import { TEXTS } from '@ctp/domain/texts';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { dataUrlOf, openPendingTab, showBlobInTab } from '@/lib/open-file';
import { downloadDocument } from './api/download-document';
import { usePreviewDocument } from './api/preview-document';
import type { OpenPreview } from './components/preview-dialog';
import { useTexts } from '@/lib/i18n/texts';
import { documentTexts } from './texts';
import { useDomainTable } from '@/lib/i18n/domain-texts';

/** What a document row needs to be shown, previewed and downloaded (a deal's documents come without account ids). */
export type DocumentFile = Omit<Document, 'userId' | 'uploadedBy'>;

/**
 * Preview and download of a list's documents: a PDF opens in a tab, an image in the preview dialog, anything else
 * downloads; `busyId` is the document whose file is on its way, and a failure goes to `onFailed` as the text to show.
 */
export function useDocumentFiles<T extends DocumentFile>(onFailed: (text: string) => void) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [preview, setPreview] = useState<OpenPreview<T> | null>(null);
  const previewFile = usePreviewDocument();
  const { text } = useTexts(documentTexts);
  const { downloadFailed } = useDomainTable(TEXTS);

  async function download(document: T) {
    setBusyId(document.id);
    try {
      await downloadDocument(document);
    } catch (error) {
      const detail = errorMessage(error, '');
      onFailed(detail && detail !== downloadFailed ? `${downloadFailed}: ${detail}` : downloadFailed);
    } finally {
      setBusyId(null);
    }
  }

  async function openPreview(document: T) {
    // Only PDFs and images show in the browser; anything else is downloaded to be opened on the device.
    if (!isPreviewable(document.mimeType)) return download(document);
    const isPdf = document.mimeType === 'application/pdf';
    const tab = isPdf ? openPendingTab(document.documentName) : null;
    setBusyId(document.id);
    try {
      const blob = await previewFile.mutateAsync(document.id);
      if (isPdf) showBlobInTab(blob, tab);
      else setPreview({ document, blob, dataUrl: await dataUrlOf(blob) });
    } catch (error) {
      tab?.close();
      onFailed(errorMessage(error, text.previewFailed));
    } finally {
      setBusyId(null);
    }
  }

  return { busyId, preview, closePreview: () => setPreview(null), download, openPreview };
}
