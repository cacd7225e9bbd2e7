import { TextDialog } from '@/components/ui/text-dialog';
import { useTexts } from '@/lib/i18n/texts';
import type { AdminTrade } from '../api/admin-trade-list';
import { useReviewTrade, type TradeReview } from '../api/review-trade';
import { adminTradesTexts } from '../texts';

export interface PendingReview {
  trade: AdminTrade;
  decision: TradeReview;
}

/**
 * Approve or reject a pending trade (spec 2.18, 4) with optional notes; on success the dialog closes,
 * the notes are cleared and the list and summary reload.
 */
export function ReviewTradeDialog({ review, onClose }: { review: PendingReview | null; onClose: () => void }) {
  const { text } = useTexts(adminTradesTexts);
  const mutation = useReviewTrade();
  const decision = review?.decision ?? 'approve';
  const copy = text.review[decision];
  const failed = decision === 'approve' ? text.failures.approveFailed : text.failures.rejectFailed;
  return (
    <TextDialog
      open={review !== null}
      title={review ? `${copy.title} ${review.trade.orderNumber}` : ''}
      description={review ? `${review.trade.commodity.name} · ${review.trade.owner.name}` : undefined}
      field={{ label: copy.field, maxLength: 1000 }}
      action={{ label: copy.action, busyLabel: copy.busy, errorText: failed }}
      mutation={mutation}
      onSubmit={(notes, done) => {
        if (review) mutation.mutate({ tradeId: review.trade.id, decision: review.decision, notes }, { onSuccess: done });
      }}
      onClose={onClose}
    />
  );
}
