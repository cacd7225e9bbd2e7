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
import { DOCUMENTS_UI_TEXTS } from '../texts';
import { useDocumentFiles } from '../use-document-files';
import { DocumentList } from './document-list';
import { PreviewDialog } from './preview-dialog';
import { UploadDialog } from './upload-dialog';

const ROLE_NAMES = { buyer: 'the buyer', seller: 'the seller', desk: 'the desk' } as const;

/** Who shared a deal document: 'Shared by you' or 'Shared by Karim Test, Andes Refining SA (the seller)'. */
const sharedByLine = (document: DealDocument) =>
  document.mine
    ? 'Shared by you'
    : `Shared by ${document.sharedBy.name}${document.sharedBy.company ? `, ${document.sharedBy.company}` : ''} (${ROLE_NAMES[document.sharedBy.role]})`;

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
  const [uploadOpen, setUploadOpen] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const files = useDocumentFiles<DealDocument>((text) => setNotice({ tone: 'error', text }));
  const data = documents.data;

  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="text-base font-semibold text-white">Deal documents</h3>
          <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
            {data ? `${data.total} ${data.total === 1 ? 'document' : 'documents'} shared with the buyer, the seller and the desk` : ' '}
          </p>
        </div>
        {canShare && (
          <Button variant="secondary" onClick={() => setUploadOpen(true)}>
            <Upload aria-hidden="true" className="size-4" />
            Share a Document
          </Button>
        )}
      </div>
      {notice && (notice.tone === 'success' ? <SuccessBox className="mt-4">{notice.text}</SuccessBox> : <ErrorBox className="mt-4">{notice.text}</ErrorBox>)}
      <div className="mt-4">
        {documents.isPending ? (
          <div className="py-8 text-center">
            <Spinner label="Loading documents..." showLabel />
          </div>
        ) : documents.isError ? (
          <LoadError message={DOCUMENTS_UI_TEXTS.dealDocumentsFailed} error={documents.error} onRetry={() => void documents.refetch()} retrying={documents.isFetching} />
        ) : documents.data.documents.length === 0 ? (
          <EmptyState icon={FolderOpen} title="No documents shared yet" className="py-6">
            Letters of intent, the SPA, bills of lading, assay certificates: what one party shares here, the other and the desk can read.
          </EmptyState>
        ) : (
          <DocumentList
            documents={documents.data.documents}
            busyId={files.busyId}
            detail={sharedByLine}
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
          setNotice({ tone: 'success', text: `${DOCUMENT_TEXTS.dealDocumentShared}: ${document.documentName}` });
        }}
        // The dialog shows the reason; the panel keeps no banner of its own for a failed upload.
        onFailed={() => undefined}
      />
      <PreviewDialog preview={files.preview} onClose={files.closePreview} onDownload={(document) => void files.download(document)} />
    </Card>
  );
}
