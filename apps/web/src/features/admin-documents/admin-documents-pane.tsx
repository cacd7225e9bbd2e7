import { ADMIN_DOCUMENT_TEXTS, DOCUMENT_TEXTS, TEXTS, type AdminDocument } from '@ctp/domain';
import { inLanguage } from '@ctp/domain/translations';
import { LIMITS } from '@ctp/domain/constants';
import {
  DOCUMENT_STATUS_FILTERS,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  isPreviewable,
  type DocumentStatusFilter,
  type DocumentType,
} from '@ctp/domain/document-constants';
import { FolderOpen } from 'lucide-react';
import { useCallback, useState } from 'react';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { SearchBox } from '@/components/ui/search-box';
import { FilterSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { DocumentListPane } from '@/features/documents';
import { errorMessage } from '@/lib/api-client';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { saveBlob } from '@/lib/download';
import { openPendingTab, showBlobInTab } from '@/lib/open-file';
import { useListParams } from '@/lib/use-list-params';
import { useUrlText } from '@/lib/use-url-text';
import { fetchAdminDocumentFile } from './api/download-admin-document';
import { useAdminDocuments, type AdminDocumentFilters } from './api/get-admin-documents';
import { useReviewDocument } from './api/review-document';
import { AdminDocumentList } from './components/admin-document-list';
import { RejectDocumentDialog } from './components/reject-document-dialog';
import { adminDocumentsTexts } from './texts';

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => ((values as readonly string[]).includes(value) ? (value as T) : undefined);

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * The administrator's Document Center (issue 7): every user's documents, searched and filtered like the
 * portals' (plus the owner), filters and page in the URL; open or download any file; verify, or reject
 * with a reason the owner reads. Each row shows the owner's KYC status, which the server recomputes.
 */
export function AdminDocumentsPane() {
  const { text, t, language } = useTexts(adminDocumentsTexts);
  const texts = useDomainTable(TEXTS);
  const adminDocumentTexts = useDomainTable(ADMIN_DOCUMENT_TEXTS);
  const documentTexts = inLanguage(DOCUMENT_TEXTS, language);
  const typeLabels = useDomainTable(DOCUMENT_TYPE_LABELS);
  const statusLabels = useDomainTable(DOCUMENT_STATUS_LABELS);
  const typeOptions = DOCUMENT_TYPES.map((type) => ({ value: type, label: typeLabels[type] }));
  const statusOptions = DOCUMENT_STATUS_FILTERS.map((status) => ({ value: status, label: statusLabels[status] }));
  /** The confirmation of a decision, with where the owner's KYC review now stands. */
  const decided = (document: AdminDocument, decision: 'verified' | 'rejected') =>
    t(decision, {
      name: document.documentName,
      owner: document.owner.name || document.owner.email,
      status: text.kycStatus[document.owner.kycStatus],
    });
  const { page, values, update } = useListParams(['search', 'type', 'status', 'owner'] as const);
  const filters: AdminDocumentFilters = {
    search: values.search || undefined,
    type: oneOf<DocumentType>(DOCUMENT_TYPES, values.type),
    status: oneOf<DocumentStatusFilter>(DOCUMENT_STATUS_FILTERS, values.status),
    owner: values.owner || undefined,
  };
  const filtered = Object.values(filters).some(Boolean);
  const documents = useAdminDocuments({ ...filters, page, limit: LIMITS.listItems });
  const review = useReviewDocument();
  const [searchText, setSearchText] = useUrlText(values.search, useCallback((search) => update({ search }), [update]));
  const [ownerText, setOwnerText] = useUrlText(values.owner, useCallback((owner) => update({ owner }), [update]));
  const [rejecting, setRejecting] = useState<AdminDocument | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const data = documents.data;

  async function withFile(document: AdminDocument, handOver: (blob: Blob) => void, tab: Window | null = null) {
    setBusyId(document.id);
    try {
      handOver(await fetchAdminDocumentFile(document.id));
    } catch (error) {
      tab?.close();
      setNotice({ tone: 'error', text: errorMessage(error, texts.downloadFailed) });
    } finally {
      setBusyId(null);
    }
  }

  const download = (document: AdminDocument) => withFile(document, (blob) => saveBlob(blob, document.fileName || document.documentName));

  function open(document: AdminDocument) {
    // PDFs and images show in a tab of their own; any other kind is saved to be opened on the device.
    if (!isPreviewable(document.mimeType)) return download(document);
    const tab = openPendingTab(document.documentName);
    return withFile(document, (blob) => showBlobInTab(blob, tab), tab);
  }

  function verify(document: AdminDocument) {
    setBusyId(document.id);
    setNotice(null);
    review.mutate(
      { documentId: document.id, decision: 'verify' },
      {
        onSuccess: (verified) => setNotice({ tone: 'success', text: decided(verified, 'verified') }),
        onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, adminDocumentTexts.verifyFailed) }),
        onSettled: () => setBusyId(null),
      },
    );
  }

  function clearFilters() {
    setSearchText('');
    setOwnerText('');
    update({ search: null, type: null, status: null, owner: null });
  }

  return (
    <div className="space-y-4">
      {notice &&
        (notice.tone === 'success' ? (
          <SuccessBox>{notice.text}</SuccessBox>
        ) : (
          <ErrorBox>
            <p>{notice.text}</p>
          </ErrorBox>
        ))}

      <Card className="p-6">
        <div>
          <h2 className="text-base font-semibold text-white">{documentTexts.centerTitle}</h2>
          <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
            {data ? documentTexts.showing(data.documents.length, data.total) : ' '}
          </p>
        </div>

        <div className="mt-5 grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_11rem_10rem_auto] xl:items-center">
          <SearchBox id="admin-document-search" label={text.searchLabel} placeholder={text.searchPlaceholder} value={searchText} onChange={setSearchText} />
          <SearchBox id="admin-document-owner" label={text.ownerLabel} placeholder={text.ownerPlaceholder} maxLength={254} value={ownerText} onChange={setOwnerText} />
          <FilterSelect label={text.typeLabel} value={filters.type} placeholder={text.allTypes} options={typeOptions} onChange={(type) => update({ type })} />
          <FilterSelect label={text.statusLabel} value={filters.status} placeholder={text.allStatuses} options={statusOptions} onChange={(status) => update({ status })} />
          <span className="flex w-5 justify-center">{documents.isFetching && !documents.isPending && <Spinner label={text.updating} />}</span>
        </div>

        <div className="mt-4 min-h-32">
          <DocumentListPane
            query={documents}
            empty={{ icon: FolderOpen, title: documentTexts.noDocuments, text: text.emptyText }}
            filtered={filtered}
            filteredHint={text.filteredHint}
            onClearFilters={clearFilters}
            onPageChange={(next) => update({ page: next })}
          >
            {(items) => (
              <AdminDocumentList
                documents={items}
                busyId={busyId}
                onOpen={(document) => void open(document)}
                onDownload={(document) => void download(document)}
                onVerify={verify}
                onReject={(document) => {
                  setNotice(null);
                  setRejecting(document);
                }}
              />
            )}
          </DocumentListPane>
        </div>
      </Card>

      <RejectDocumentDialog
        document={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(rejected) => setNotice({ tone: 'success', text: decided(rejected, 'rejected') })}
      />
    </div>
  );
}
