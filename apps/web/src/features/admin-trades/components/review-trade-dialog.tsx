import { TextDialog } from '@/components/ui/text-dialog';
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
  const mutation = useReviewTrade();
  const copy = COPY[review?.decision ?? 'approve'];
  return (
    <TextDialog
      open={review !== null}
      title={review ? `${copy.title} ${review.trade.orderNumber}` : ''}
      description={review ? `${review.trade.commodity.name} · ${review.trade.owner.name}` : undefined}
      field={{ label: copy.field, maxLength: 1000 }}
      action={{ label: copy.action, busyLabel: copy.busy, errorText: copy.failed }}
      mutation={mutation}
      onSubmit={(notes, done) => {
        if (review) mutation.mutate({ tradeId: review.trade.id, decision: review.decision, notes }, { onSuccess: done });
      }}
      onClose={onClose}
    />
  );
}
