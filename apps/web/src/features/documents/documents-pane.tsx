import type { Document } from '@ctp/domain';
import {
  DOCUMENT_STATUS_FILTERS,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_TEXTS,
  DOCUMENT_TYPES,
  type DocumentStatusFilter,
  type DocumentType,
} from '@ctp/domain/document-constants';
import { LIMITS } from '@ctp/domain/constants';
import { TEXTS } from '@ctp/domain/texts';
import { FolderOpen, Upload, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DocumentListPane } from './components/document-list-pane';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useListParams } from '@/lib/use-list-params';
import { FIRST_DOCUMENTS_PAGE, useDocuments } from './api/get-documents';
import { DeleteDocumentDialog } from './components/delete-document-dialog';
import { DocumentList } from './components/document-list';
import { KycStatusPanel } from './components/kyc-status-panel';
import { PreviewDialog } from './components/preview-dialog';
import { UploadDialog, useDocumentTypeOptions, type UploadPreset } from './components/upload-dialog';
import { documentTexts } from './texts';
import { useDocumentFiles } from './use-document-files';

const isType = (value: string): value is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(value);
const isStatus = (value: string): value is DocumentStatusFilter => (DOCUMENT_STATUS_FILTERS as readonly string[]).includes(value);
/** Typing settles for this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;
/** How long a confirmation stays on screen. */
const NOTICE_MS = 6000;

type Notice = { tone: 'success' | 'error'; heading?: string; text: string };

/**
 * The Document Center (spec 2.16): upload with progress, search, type and status filters, the list
 * with preview, download and delete, and the KYC panel drawn from the same documents. Filters and page
 * live in the URL, so a reload keeps them.
 */
export function DocumentsPane() {
  const { page, values, update } = useListParams(['search', 'type', 'status'] as const);
  const { text, t } = useTexts(documentTexts);
  const translate = useTranslateText();
  const texts = useDomainTable(TEXTS);
  const statusLabels = useDomainTable(DOCUMENT_STATUS_LABELS);
  const statusOptions = DOCUMENT_STATUS_FILTERS.map((value) => ({ value, label: statusLabels[value] }));
  const typeOptions = useDocumentTypeOptions();
  const type = isType(values.type) ? values.type : undefined;
  const status = isStatus(values.status) ? values.status : undefined;
  const search = values.search;
  const filtered = Boolean(search.trim() || type || status);

  const documents = useDocuments({ page, limit: LIMITS.listItems, search, type, status });
  // Spec 7.3's first page: its total says whether the user has any documents at all.
  const everything = useDocuments(FIRST_DOCUMENTS_PAGE);
  const data = documents.data;

  const [searchText, setSearchText] = useState(search);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [uploadPreset, setUploadPreset] = useState<UploadPreset | undefined>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toDelete, setToDelete] = useState<Document | null>(null);
  const files = useDocumentFiles<Document>((text) => setNotice({ tone: 'error', text }));

  // The search box writes to the URL once typing pauses.
  useEffect(() => {
    if (searchText === search) return;
    const timer = setTimeout(() => update({ search: searchText.trim() ? searchText : null }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, search, update]);

  // A confirmation fades after a few seconds; an error stays until dismissed.
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  function openUpload(preset?: UploadPreset) {
    setUploadPreset(preset);
    setUploadOpen(true);
  }

  function clearFilters() {
    setSearchText('');
    update({ search: null, type: null, status: null });
  }

  const hasNoDocuments = !filtered ? data?.total === 0 : everything.data?.total === 0;

  return (
    <div className="grid items-start gap-6 xl:grid-cols-3">
      <div className="space-y-4 xl:col-span-2">
        {notice &&
          (notice.tone === 'success' ? (
            <SuccessBox>{notice.text}</SuccessBox>
          ) : (
            <div className="relative">
              <ErrorBox heading={notice.heading}>{notice.text}</ErrorBox>
              <button
                type="button"
                aria-label={text.center.dismiss}
                onClick={() => setNotice(null)}
                className="absolute top-2.5 end-2.5 rounded p-1 text-red-300 hover:bg-red-500/10 focus-visible:outline-2 focus-visible:outline-gold-400"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          ))}

        <Card className="p-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="text-base font-semibold text-white">{translate(DOCUMENT_TEXTS.centerTitle)}</h2>
              <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
                {data ? (
                  <>
                    {t('center.showing', { shown: data.documents.length, total: data.total })}
                    {filtered && everything.data && everything.data.total !== data.total && (
                      <span className="text-slate-500">{t('center.filteredFrom', { total: everything.data.total })}</span>
                    )}
                  </>
                ) : (
                  ' '
                )}
              </p>
            </div>
            <Button onClick={() => openUpload()}>
              <Upload aria-hidden="true" className="size-4" />
              {text.center.upload}
            </Button>
          </div>

          <div className="mt-5 grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,1fr)_12rem_11rem]">
            <SearchBox
              id="document-search"
              label={text.center.search}
              className="col-span-2 md:col-span-1"
              value={searchText}
              onChange={setSearchText}
              placeholder={text.center.searchPlaceholder}
              onClear={() => {
                setSearchText('');
                update({ search: null });
              }}
            />
            <Select
              label={text.center.filterType}
              hideLabel
              value={type ?? ''}
              placeholder={text.center.allTypes}
              options={typeOptions}
              onChange={(event) => update({ type: event.target.value || null })}
            />
            <Select
              label={text.center.filterStatus}
              hideLabel
              value={status ?? ''}
              placeholder={text.center.allStatuses}
              options={statusOptions}
              onChange={(event) => update({ status: event.target.value || null })}
            />
          </div>

          <div className="mt-4 min-h-32">
            <DocumentListPane
              query={documents}
              empty={{
                icon: FolderOpen,
                title: translate(DOCUMENT_TEXTS.noDocuments),
                text: text.center.emptyText,
                action: (
                  <Button onClick={() => openUpload()}>
                    <Upload aria-hidden="true" className="size-4" />
                    {text.center.uploadFirst}
                  </Button>
                ),
              }}
              filtered={!hasNoDocuments}
              filteredHint={text.center.filteredHint}
              onClearFilters={clearFilters}
              onPageChange={(next) => update({ page: next })}
            >
              {(items) => (
                <DocumentList
                  documents={items}
                  busyId={files.busyId}
                  onPreview={(document) => void files.openPreview(document)}
                  onDownload={(document) => void files.download(document)}
                  onDelete={setToDelete}
                />
              )}
            </DocumentListPane>
          </div>
        </Card>
      </div>

      <KycStatusPanel
        onSubmit={(requirement) => openUpload({ documentType: requirement.documentType, ...(requirement.presetName ? { documentName: text.kyc.companyPresetName } : {}) })}
      />

      <UploadDialog
        open={uploadOpen}
        onOpenChange={setUploadOpen}
        preset={uploadPreset}
        onUploaded={(document) => {
          setUploadOpen(false);
          setNotice({ tone: 'success', text: `${translate(DOCUMENT_TEXTS.uploaded)}: ${document.documentName}` });
        }}
        onFailed={() => setNotice({ tone: 'error', text: texts.uploadFailedBanner })}
      />
      <PreviewDialog preview={files.preview} onClose={files.closePreview} onDownload={(document) => void files.download(document)} />
      <DeleteDocumentDialog
        document={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(document) => {
          setToDelete(null);
          setNotice({ tone: 'success', text: `${translate(DOCUMENT_TEXTS.deleted)}: ${document.documentName}` });
        }}
      />
    </div>
  );
}
