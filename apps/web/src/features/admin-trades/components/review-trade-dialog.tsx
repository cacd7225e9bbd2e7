import { useState } from 'react';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import type { AdminTrade } from '../api/admin-trade-list';
import { useReviewTrade, type TradeReview } from '../api/review-trade';
import { TRADES_UI_TEXTS } from '../texts';

export interface PendingReview {
  trade: AdminTrade;
  decision: TradeReview;
}

const COPY = {
  approve: { title: 'Approve Trade', field: 'Approval notes (optional)', action: 'Approve', busy: 'Approving...', failed: TRADES_UI_TEXTS.approveFailed },
  reject: { title: 'Reject Trade', field: 'Reason for rejection (optional)', action: 'Reject', busy: 'Rejecting...', failed: TRADES_UI_TEXTS.rejectFailed },
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
    <Dialog
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
        <TextArea label={copy.field} value={notes} maxLength={1000} onChange={(event) => setNotes(event.target.value)} />
        <DialogActions error={mutation.error} errorText={copy.failed} label={copy.action} busyLabel={copy.busy} busy={mutation.isPending} onCancel={close} />
      </form>
    </Dialog>
  );
}
