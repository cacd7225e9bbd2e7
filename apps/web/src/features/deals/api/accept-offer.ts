import { dealSchema, type Deal } from '@ctp/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAfterDealMove } from './deal-moves';

/** POST /api/v1/deals/{id}/offers/{offerId}/accept: the other side's offer agrees the deal (the desk's once both accept). */
export async function acceptOffer({ dealId, offerId }: { dealId: string; offerId: string }): Promise<Deal> {
  return dealSchema.parse(await api.post(`/api/v1/deals/${encodeURIComponent(dealId)}/offers/${encodeURIComponent(offerId)}/accept`));
}

export function useAcceptOffer() {
  const after = useAfterDealMove();
  return useMutation({ mutationFn: acceptOffer, onSuccess: after });
}
