import { ADMIN_DOCUMENT_LIMITS, ADMIN_DOCUMENT_TEXTS, type AdminDocument } from '@ctp/domain';
import { useState } from 'react';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { useReviewDocument } from '../api/review-document';

interface RejectDocumentDialogProps {
  document: AdminDocument | null;
  onClose: () => void;
  onRejected: (document: AdminDocument) => void;
}

/** Reject a document with a reason (required, up to 500 characters); the owner reads it in their Documents tab. */
export function RejectDocumentDialog({ document, onClose, onRejected }: RejectDocumentDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const review = useReviewDocument();

  const close = () => {
    setReason('');
    setMissing(false);
    review.reset();
    onClose();
  };

  const submit = () => {
    if (!document) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    review.mutate(
      { documentId: document.id, decision: 'reject', reason },
      {
        onSuccess: (rejected) => {
          close();
          onRejected(rejected);
        },
      },
    );
  };

  return (
    <Dialog
      open={document !== null}
      onOpenChange={(open) => !open && close()}
      title={document ? `Reject ${document.documentName}` : ''}
      description={document ? `${document.owner.name || document.owner.email} will see this reason in their Documents tab.` : undefined}
      locked={review.isPending}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextArea
          label="Reason for rejection"
          value={reason}
          required
          maxLength={ADMIN_DOCUMENT_LIMITS.reasonMax}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
          error={missing ? ADMIN_DOCUMENT_TEXTS.reasonRequired : undefined}
          hint={missing ? undefined : `${reason.length} / ${ADMIN_DOCUMENT_LIMITS.reasonMax}`}
        />
        <DialogActions
          error={review.error}
          errorText={ADMIN_DOCUMENT_TEXTS.rejectFailed}
          label="Reject Document"
          busyLabel="Rejecting..."
          busy={review.isPending}
          onCancel={close}
          variant="danger"
        />
      </form>
    </Dialog>
  );
}
