import type { Document } from '@ctp/domain';

/** Why an administrator rejected a document, for its owner and for the Document Center; nothing otherwise. */
export function RejectionReason({ document }: { document: Pick<Document, 'status' | 'reviewNote'> }) {
  if (document.status !== 'rejected' || !document.reviewNote) return null;
  return (
    <p className="mt-1 text-xs text-red-300">
      <span className="font-semibold">Rejection reason:</span> {document.reviewNote}
    </p>
  );
}
