import { useState } from 'react';
import { ErrorBox } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { PortalDialog } from '../../components/portal-dialog';
import { TextAreaField } from '../../components/text-area-field';
import type { AdminTrade } from '../api/admin-trade-list';
import { useReviewTrade, type TradeReview } from '../api/review-trade';

export interface PendingReview {
  trade: AdminTrade;
  decision: TradeReview;
}

const COPY = {
  approve: { title: 'Approve Trade', field: 'Approval notes (optional)', action: 'Approve', busy: 'Approving...', failed: 'Failed to approve trade' },
  reject: { title: 'Reject Trade', field: 'Reason for rejection (optional)', action: 'Reject', busy: 'Rejecting...', failed: 'Failed to reject trade' },
} as const;

/**
 * Approve or reject a pending trade (spec 2.18, 4) with optional notes; on success the dialog closes,
 * the notes are cleared and the list and summary reload.
 */
export function ReviewTradeDialog({ review, onClose }: { review: PendingReview | null; onClose: () => void }) {
  const [notes, setNotes] = useState('');
  const mutation = useReviewTrade();
  const copy = COPY[review?.decision ?? 'approve'];

  const close = () => {
    setNotes('');
    mutation.reset();
    onClose();
  };

  const submit = () => {
    if (!review) return;
    mutation.mutate({ tradeId: review.trade.id, decision: review.decision, notes }, { onSuccess: close });
  };

  return (
    <PortalDialog
      open={review !== null}
      onOpenChange={(open) => !open && close()}
      title={review ? `${copy.title} ${review.trade.orderNumber}` : ''}
      description={review ? `${review.trade.commodity.name} · ${review.trade.owner.name}` : undefined}
      locked={mutation.isPending}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextAreaField label={copy.field} value={notes} maxLength={1000} onChange={(event) => setNotes(event.target.value)} />
        {mutation.isError && (
          <ErrorBox>
            <p>{errorMessage(mutation.error, copy.failed)}</p>
          </ErrorBox>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" busy={mutation.isPending} busyText={copy.busy}>
            {copy.action}
          </Button>
        </div>
      </form>
    </PortalDialog>
  );
}
