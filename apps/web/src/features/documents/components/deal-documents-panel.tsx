import type { DealDocument } from '@ctp/domain';
import { DOCUMENT_TEXTS } from '@ctp/domain/document-constants';
import { FolderOpen, Upload } from 'lucide-react';
import { useState } from 'react';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, LoadError } from '@/components/ui/list-pane';
import { Spinner } from '@/components/ui/spinner';
import { useDealDocuments } from '../api/get-deal-documents';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts, type TextFunction } from '@/lib/i18n/texts';
import { documentTexts } from '../texts';
import { useDocumentFiles } from '../use-document-files';
import { DocumentList } from './document-list';
import { PreviewDialog } from './preview-dialog';
import { UploadDialog } from './upload-dialog';

/** Who shared a deal document: 'Shared by you' or 'Shared by Karim Test, Andes Refining SA (the seller)'. */
const sharedByLine = (document: DealDocument, t: TextFunction<typeof documentTexts.en>, roles: Record<DealDocument['sharedBy']['role'], string>, you: string) =>
  document.mine
    ? you
    : t('deal.sharedBy', {
        name: document.sharedBy.company ? `${document.sharedBy.name}, ${document.sharedBy.company}` : document.sharedBy.name,
        role: roles[document.sharedBy.role],
      });

interface DealDocumentsPanelProps {
  dealId: string;
  /** The caller may share documents now (a party of an open deal). */
  canShare: boolean;
}

/**
 * The documents shared with a deal (issue 13): its buyer, seller and desk list, preview and download them; the
 * parties share more (LOI, ICPO, SPA, bill of lading...) through the Document Center's upload, with the deal's id.
 */
export function DealDocumentsPanel({ dealId, canShare }: DealDocumentsPanelProps) {
  const documents = useDealDocuments(dealId);
  const { text, t } = useTexts(documentTexts);
  const translate = useTranslateText();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const files = useDocumentFiles<DealDocument>((text) => setNotice({ tone: 'error', text }));
  const data = documents.data;

  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="text-base font-semibold text-white">{text.deal.heading}</h3>
          <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
            {data ? t('dealDocumentCount', { count: data.total }) : ' '}
          </p>
        </div>
        {canShare && (
          <Button variant="secondary" onClick={() => setUploadOpen(true)}>
            <Upload aria-hidden="true" className="size-4" />
            {text.deal.share}
          </Button>
        )}
      </div>
      {notice && (notice.tone === 'success' ? <SuccessBox className="mt-4">{notice.text}</SuccessBox> : <ErrorBox className="mt-4">{notice.text}</ErrorBox>)}
      <div className="mt-4">
        {documents.isPending ? (
          <div className="py-8 text-center">
            <Spinner label={text.deal.loading} showLabel />
          </div>
        ) : documents.isError ? (
          <LoadError message={text.dealDocumentsFailed} error={documents.error} onRetry={() => void documents.refetch()} retrying={documents.isFetching} />
        ) : documents.data.documents.length === 0 ? (
          <EmptyState icon={FolderOpen} title={text.deal.emptyTitle} className="py-6">
            {text.deal.emptyText}
          </EmptyState>
        ) : (
          <DocumentList
            documents={documents.data.documents}
            busyId={files.busyId}
            detail={(document) => sharedByLine(document, t, text.deal.roles, text.deal.sharedByYou)}
            onPreview={(document) => void files.openPreview(document)}
            onDownload={(document) => void files.download(document)}
          />
        )}
      </div>
      <UploadDialog
        open={uploadOpen}
        onOpenChange={setUploadOpen}
        dealId={dealId}
        onUploaded={(document) => {
          setUploadOpen(false);
          setNotice({ tone: 'success', text: `${translate(DOCUMENT_TEXTS.dealDocumentShared)}: ${document.documentName}` });
        }}
        // The dialog shows the reason; the panel keeps no banner of its own for a failed upload.
        onFailed={() => undefined}
      />
      <PreviewDialog preview={files.preview} onClose={files.closePreview} onDownload={(document) => void files.download(document)} />
    </Card>
  );
}
