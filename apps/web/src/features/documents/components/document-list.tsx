import type { DocumentFile } from '../use-document-files';
import { DOCUMENT_TYPE_LABELS, formatFileSizeMb, isPreviewable } from '@ctp/domain/document-constants';
import { Download, Eye, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate } from '@/lib/format';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { documentTexts } from '../texts';
import { RejectionReason } from './rejection-reason';
import { DocumentStatusIcon } from './document-status-icon';

interface DocumentListProps<T extends DocumentFile> {
  documents: readonly T[];
  onPreview: (document: T) => void;
  onDownload: (document: T) => void;
  /** Without it the rows have no Delete (a deal's documents). */
  onDelete?: ((document: T) => void) | undefined;
  /** A line more under a row's details (who shared a deal's document). */
  detail?: ((document: T) => ReactNode) | undefined;
  /** The document whose file is on its way (its buttons show that). */
  busyId?: string | null;
}

/** The documents as rows: status icon, name, type, size in MB (two decimals, spec 2.16), date, and the row's actions. */
export function DocumentList<T extends DocumentFile>({ documents, onPreview, onDownload, onDelete, detail, busyId }: DocumentListProps<T>) {
  const { text, t } = useTexts(documentTexts);
  const typeLabels = useDomainTable(DOCUMENT_TYPE_LABELS);
  return (
    <ul className="divide-y divide-white/5" aria-label={text.list.rows}>
      {documents.map((document) => {
        const busy = busyId === document.id;
        return (
          <li key={document.id} className="flex flex-col gap-3 px-1 py-4 sm:flex-row sm:items-center sm:gap-4" aria-busy={busy || undefined}>
            <div className="flex min-w-0 flex-1 items-center gap-4">
              <DocumentStatusIcon status={document.status} />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-white" title={document.documentName}>
                  {document.documentName}
                </p>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-400">
                  <span className="text-gold-300/90">{typeLabels[document.documentType] ?? document.documentType}</span>
                  <span aria-hidden="true">·</span>
                  <span className="tabular-nums">{formatFileSizeMb(document.fileSize)}</span>
                  <span aria-hidden="true">·</span>
                  <span>{formatDate(document.createdAt)}</span>
                  <span aria-hidden="true">·</span>
                  <span className="max-w-[16rem] truncate" title={document.fileName}>
                    {document.fileName}
                  </span>
                </p>
                {detail && <p className="mt-1 text-xs text-slate-300">{detail(document)}</p>}
                {document.description && <p className="mt-1 line-clamp-2 text-xs text-slate-500">{document.description}</p>}
                <RejectionReason document={document} />
              </div>
            </div>
            <div className="flex items-center gap-2 ps-14 sm:ps-0">
              <StatusBadge value={document.status} kind="document" className="me-1" />
              <RowButton
                label={t('list.preview', { name: document.documentName })}
                hint={isPreviewable(document.mimeType) ? text.list.previewHint : text.list.downloadsToPreview}
                onClick={() => onPreview(document)}
                disabled={busy}
              >
                <Eye aria-hidden="true" className="size-4" />
              </RowButton>
              <RowButton label={t('list.download', { name: document.documentName })} hint={text.list.downloadHint} onClick={() => onDownload(document)} disabled={busy}>
                <Download aria-hidden="true" className="size-4" />
              </RowButton>
              {onDelete && (
                <RowButton label={t('list.delete', { name: document.documentName })} hint={text.list.deleteHint} onClick={() => onDelete(document)} disabled={busy} danger>
                  <Trash2 aria-hidden="true" className="size-4" />
                </RowButton>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

interface RowButtonProps {
  label: string;
  hint: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
}

function RowButton({ label, hint, onClick, disabled, danger = false, children }: RowButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={hint}
      onClick={onClick}
      disabled={disabled}
      className={cx(
        'flex size-9 items-center justify-center rounded-lg border border-white/10 bg-ink-900/60 text-slate-300 transition',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 disabled:cursor-wait disabled:opacity-50',
        danger ? 'hover:border-red-500/40 hover:bg-red-500/10 hover:text-red-300' : 'hover:border-gold-500/40 hover:bg-gold-500/10 hover:text-gold-300',
      )}
    >
      {children}
    </button>
  );
}
