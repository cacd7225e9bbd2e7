import { dealSchema, type Deal } from '@ctp/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAfterDealMove } from './deal-moves';

/** POST /api/v1/deals/{id}/offers/{offerId}/reject {reason}: the reason is optional and the other side reads it. */
export async function rejectOffer({ dealId, offerId, reason }: { dealId: string; offerId: string; reason: string | null }): Promise<Deal> {
  const path = `/api/v1/deals/${encodeURIComponent(dealId)}/offers/${encodeURIComponent(offerId)}/reject`;
  return dealSchema.parse(await api.post(path, reason ? { reason } : {}));
}

export function useRejectOffer() {
  const after = useAfterDealMove();
  return useMutation({ mutationFn: rejectOffer, onSuccess: after });
}
