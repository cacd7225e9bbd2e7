import { makeOfferResponseSchema, type MakeOfferRequest, type MakeOfferResponse } from '@ctp/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAfterDealMove } from './deal-moves';

/** POST /api/v1/deals/{id}/offers: a counter-offer; the open offer is superseded. */
export async function makeOffer({ dealId, ...body }: MakeOfferRequest & { dealId: string }): Promise<MakeOfferResponse> {
  return makeOfferResponseSchema.parse(await api.post(`/api/v1/deals/${encodeURIComponent(dealId)}/offers`, body));
}

export function useMakeOffer() {
  const after = useAfterDealMove();
  return useMutation({ mutationFn: makeOffer, onSuccess: ({ deal }) => after(deal) });
}
