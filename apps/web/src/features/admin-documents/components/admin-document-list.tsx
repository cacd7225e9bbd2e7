import type { AdminDocument } from '@ctp/domain';
import { DOCUMENT_TYPE_LABELS, formatFileSizeMb } from '@ctp/domain/document-constants';
import { Check, Download, ExternalLink, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { RejectionReason } from '@/features/documents';
import { formatDate, formatDateTime } from '@/lib/format';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { adminDocumentsTexts } from '../texts';

interface AdminDocumentListProps {
  documents: readonly AdminDocument[];
  onOpen: (document: AdminDocument) => void;
  onDownload: (document: AdminDocument) => void;
  onVerify: (document: AdminDocument) => void;
  onReject: (document: AdminDocument) => void;
  /** The document being fetched or decided on: its buttons wait. */
  busyId?: string | null;
}

/**
 * The Document Center's rows: the document (type, size, date, status, a rejection's reason), its owner
 * with their KYC status, and open, download, verify and reject. A verified document cannot be verified
 * again, nor a rejected one rejected; either decision may be overturned.
 */
export function AdminDocumentList({ documents, onOpen, onDownload, onVerify, onReject, busyId }: AdminDocumentListProps) {
  const { text, t } = useTexts(adminDocumentsTexts);
  const typeLabels: Record<string, string | undefined> = useDomainTable(DOCUMENT_TYPE_LABELS);
  return (
    <ul className="divide-y divide-white/5" aria-label={text.list.label}>
      {documents.map((document) => {
        const busy = busyId === document.id;
        const ownerName = document.owner.name || document.owner.email;
        return (
          <li key={document.id} aria-label={document.documentName} aria-busy={busy || undefined} className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:gap-6">
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <p className="truncate text-sm font-semibold text-white" title={document.documentName}>
                  {document.documentName}
                </p>
                <StatusBadge value={document.status} kind="document" />
              </div>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-400">
                <span className="text-gold-300/90">{typeLabels[document.documentType] ?? document.documentType}</span>
                <span aria-hidden="true">·</span>
                <span className="tabular-nums">{formatFileSizeMb(document.fileSize)}</span>
                <span aria-hidden="true">·</span>
                <span>{t('list.uploaded', { date: formatDate(document.createdAt) })}</span>
                <span aria-hidden="true">·</span>
                <span className="max-w-[16rem] truncate" title={document.fileName}>
                  {document.fileName}
                </span>
                {document.reviewedAt && (
                  <>
                    <span aria-hidden="true">·</span>
                    <span>{t('list.reviewed', { time: formatDateTime(document.reviewedAt) })}</span>
                  </>
                )}
              </p>
              <RejectionReason document={document} />
            </div>
            <div className="flex min-w-0 items-center gap-3 lg:w-64">
              <div className="min-w-0 flex-1 text-xs">
                <p className="truncate font-medium text-slate-200" title={ownerName}>
                  {ownerName}
                </p>
                <p className="truncate text-slate-500" title={document.owner.email}>
                  {document.owner.email}
                </p>
              </div>
              <span className="flex shrink-0 flex-col items-end gap-0.5">
                <span className="text-[10px] tracking-wide text-slate-500 uppercase">{text.list.kyc}</span>
                <StatusBadge value={document.owner.kycStatus} />
              </span>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="ghost" onClick={() => onOpen(document)} disabled={busy} aria-label={t('list.openOf', { name: document.documentName })}>
                <ExternalLink aria-hidden="true" className="size-4" />
                {text.list.open}
              </Button>
              <Button variant="ghost" onClick={() => onDownload(document)} disabled={busy} aria-label={t('list.downloadOf', { name: document.documentName })}>
                <Download aria-hidden="true" className="size-4" />
              </Button>
              {document.status !== 'verified' && (
                <Button variant="secondary" onClick={() => onVerify(document)} disabled={busy} aria-label={t('list.verifyOf', { name: document.documentName })}>
                  <Check aria-hidden="true" className="size-4" />
                  {text.list.verify}
                </Button>
              )}
              {document.status !== 'rejected' && (
                <Button variant="ghost" onClick={() => onReject(document)} disabled={busy} aria-label={t('list.rejectOf', { name: document.documentName })} className="text-red-300 hover:text-red-200">
                  <X aria-hidden="true" className="size-4" />
                  {text.list.reject}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
