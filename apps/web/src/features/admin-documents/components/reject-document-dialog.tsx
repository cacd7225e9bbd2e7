import { ADMIN_DOCUMENT_LIMITS, ADMIN_DOCUMENT_TEXTS, type AdminDocument } from '@ctp/domain';
import { TextDialog } from '@/components/ui/text-dialog';
import { useReviewDocument } from '../api/review-document';

interface RejectDocumentDialogProps {
  document: AdminDocument | null;
  onClose: () => void;
  onRejected: (document: AdminDocument) => void;
}

/** Reject a document with a reason (required, up to 500 characters); the owner reads it in their Documents tab. */
export function RejectDocumentDialog({ document, onClose, onRejected }: RejectDocumentDialogProps) {
  const review = useReviewDocument();
  return (
    <TextDialog
      open={document !== null}
      title={document ? `Reject ${document.documentName}` : ''}
      description={document ? `${document.owner.name || document.owner.email} will see this reason in their Documents tab.` : undefined}
      field={{
        label: 'Reason for rejection',
        maxLength: ADMIN_DOCUMENT_LIMITS.reasonMax,
        required: true,
        missingText: ADMIN_DOCUMENT_TEXTS.reasonRequired,
        hint: (reason) => `${reason.length} / ${ADMIN_DOCUMENT_LIMITS.reasonMax}`,
      }}
      action={{ label: 'Reject Document', busyLabel: 'Rejecting...', errorText: ADMIN_DOCUMENT_TEXTS.rejectFailed, variant: 'danger' }}
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
