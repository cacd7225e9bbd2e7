import { ADMIN_DOCUMENT_LIMITS, ADMIN_DOCUMENT_TEXTS, type AdminDocument } from '@ctp/domain';
import { TextDialog } from '@/components/ui/text-dialog';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useReviewDocument } from '../api/review-document';
import { adminDocumentsTexts } from '../texts';

interface RejectDocumentDialogProps {
  document: AdminDocument | null;
  onClose: () => void;
  onRejected: (document: AdminDocument) => void;
}

/** Reject a document with a reason (required, up to 500 characters); the owner reads it in their Documents tab. */
export function RejectDocumentDialog({ document, onClose, onRejected }: RejectDocumentDialogProps) {
  const { text, t } = useTexts(adminDocumentsTexts);
  const adminDocumentTexts = useDomainTable(ADMIN_DOCUMENT_TEXTS);
  const review = useReviewDocument();
  return (
    <TextDialog
      open={document !== null}
      title={document ? t('reject.title', { name: document.documentName }) : ''}
      description={document ? t('reject.description', { owner: document.owner.name || document.owner.email }) : undefined}
      field={{
        label: text.reject.reason,
        maxLength: ADMIN_DOCUMENT_LIMITS.reasonMax,
        required: true,
        missingText: adminDocumentTexts.reasonRequired,
        hint: (reason) => `${reason.length} / ${ADMIN_DOCUMENT_LIMITS.reasonMax}`,
      }}
      action={{ label: text.reject.confirm, busyLabel: text.reject.busy, errorText: adminDocumentTexts.rejectFailed, variant: 'danger' }}
      mutation={review}
      onSubmit={(reason, done) => {
        if (!document) return;
        review.mutate(
          { documentId: document.id, decision: 'reject', reason },
          {
            onSuccess: (rejected) => {
              done();
              onRejected(rejected);
            },
          },
        );
      }}
      onClose={onClose}
    />
  );
}
