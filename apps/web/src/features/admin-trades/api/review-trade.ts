import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema } from '@ctp/domain/orders';
import { api } from '@/lib/api-client';
import type { AdminTrade } from './admin-trade-list';
import { adminTradesKeys } from './keys';

export type TradeReview = 'approve' | 'reject';

export interface ReviewTradeInput {
  tradeId: string;
  decision: TradeReview;
  /** The admin's notes (approval) or reason (rejection); optional, stored on the trade. */
  notes: string;
}

/** POST /admin/trades/{id}/approve|reject {notes?}: a pending trade becomes active or rejected. */
export async function reviewTrade({ tradeId, decision, notes }: ReviewTradeInput): Promise<AdminTrade> {
  const trimmed = notes.trim();
  return orderSchema.parse(await api.post(`/admin/trades/${encodeURIComponent(tradeId)}/${decision}`, trimmed ? { notes: trimmed } : {}));
}

/** Reviews a trade, then reloads the list and its summary figures. */
export function useReviewTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewTrade,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTradesKeys.all }),
  });
}
