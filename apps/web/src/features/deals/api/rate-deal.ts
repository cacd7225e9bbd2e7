import { dealRatingSchema, type DealRating, type RateDealRequest } from '@ctp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealsKeys } from './keys';

/** POST /api/v1/deals/{id}/rating {score, comment}: the caller rates the other party, once. */
export async function rateDeal({ dealId, ...body }: RateDealRequest & { dealId: string }): Promise<DealRating> {
  return dealRatingSchema.parse(await api.post(`/api/v1/deals/${encodeURIComponent(dealId)}/rating`, body));
}

/** Rates, then reloads the deal's ratings (which then show the rating given and no form). */
export function useRateDeal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rateDeal, onSuccess: (_answer, { dealId }) => queryClient.invalidateQueries({ queryKey: dealsKeys.ratings(dealId) }) });
}
