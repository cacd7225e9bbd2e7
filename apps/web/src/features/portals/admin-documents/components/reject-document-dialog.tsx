import { ADMIN_DOCUMENT_LIMITS, ADMIN_DOCUMENT_TEXTS, type AdminDocument } from '@ctp/domain';
import { useId, useState } from 'react';
import { ErrorBox } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { inputClasses } from '../../../../components/ui/field';
import { errorMessage } from '../../../../lib/api-client';
import { DangerButton } from '../../components/danger-button';
import { PortalDialog } from '../../components/portal-dialog';
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
  const reasonId = useId();
  const hintId = useId();

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
    <PortalDialog
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
        <div>
          <label htmlFor={reasonId} className="mb-1.5 block text-sm font-medium text-slate-200">
            Reason for rejection
          </label>
          <textarea
            id={reasonId}
            value={reason}
            required
            maxLength={ADMIN_DOCUMENT_LIMITS.reasonMax}
            aria-invalid={missing || undefined}
            aria-describedby={hintId}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            className={cx(inputClasses, 'min-h-28 resize-y border-white/10 hover:border-white/20', missing && 'border-red-500/60')}
          />
          <p id={hintId} className={cx('mt-1 text-xs', missing ? 'text-red-300' : 'text-slate-500')}>
            {missing ? ADMIN_DOCUMENT_TEXTS.reasonRequired : `${reason.length} / ${ADMIN_DOCUMENT_LIMITS.reasonMax}`}
          </p>
        </div>
        {review.isError && (
          <ErrorBox>
            <p>{errorMessage(review.error, ADMIN_DOCUMENT_TEXTS.rejectFailed)}</p>
          </ErrorBox>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close} disabled={review.isPending}>
            Cancel
          </Button>
          <DangerButton type="submit" busy={review.isPending} busyText="Rejecting...">
            Reject Document
          </DangerButton>
        </div>
      </form>
    </PortalDialog>
  );
}
