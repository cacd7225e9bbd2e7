import type { Document } from '@ctp/domain';
import { useTexts } from '@/lib/i18n/texts';
import { documentTexts } from '../texts';

/** Why an administrator rejected a document, for its owner and for the Document Center; nothing otherwise. */
export function RejectionReason({ document }: { document: Pick<Document, 'status' | 'reviewNote'> }) {
  const { text } = useTexts(documentTexts);
  if (document.status !== 'rejected' || !document.reviewNote) return null;
  return (
    <p className="mt-1 text-xs text-red-300">
      <span className="font-semibold">{text.list.rejectionReason}</span> {document.reviewNote}
    </p>
  );
}
