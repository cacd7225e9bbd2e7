import type { DocumentFile } from '../use-document-files';
import { DOCUMENT_TYPE_LABELS, formatFileSizeMb } from '@ctp/domain/document-constants';
import { Download, ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { showBlobInTab } from '@/lib/open-file';
import { documentTexts } from '../texts';

export interface OpenPreview<T extends DocumentFile = DocumentFile> {
  document: T;
  blob: Blob;
  /** The image as a data: URL (the page's CSP allows those for images). */
  dataUrl: string;
}

interface PreviewDialogProps<T extends DocumentFile> {
  preview: OpenPreview<T> | null;
  onClose: () => void;
  onDownload: (document: T) => void;
}

/** An image document, shown in the page from the bytes fetched with the bearer token. */
export function PreviewDialog<T extends DocumentFile>({ preview, onClose, onDownload }: PreviewDialogProps<T>) {
  const document = preview?.document;
  const { text } = useTexts(documentTexts);
  const typeLabels = useDomainTable(DOCUMENT_TYPE_LABELS);
  return (
    <Dialog
      open={preview !== null}
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={document?.documentName ?? text.preview.title}
      description={document ? `${typeLabels[document.documentType]} · ${document.fileName} · ${formatFileSizeMb(document.fileSize)}` : undefined}
    >
      {preview && (
        <div className="space-y-4">
          <div className="flex justify-center overflow-hidden rounded-xl border border-white/10 bg-[repeating-conic-gradient(#12151c_0%_25%,#0b0d12_0%_50%)] bg-[length:24px_24px]">
            <img src={preview.dataUrl} alt={preview.document.documentName} className="max-h-[65vh] w-auto object-contain" />
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={() => showBlobInTab(preview.blob, null)}>
              <ExternalLink aria-hidden="true" className="size-4" />
              {text.preview.openInTab}
            </Button>
            <Button variant="secondary" onClick={() => onDownload(preview.document)}>
              <Download aria-hidden="true" className="size-4" />
              {text.preview.download}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
