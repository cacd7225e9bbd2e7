import { dealRatingListSchema, type DealRatingList } from '@ctp/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealsKeys } from './keys';

/** GET /api/v1/deals/{id}/ratings: the ratings given in the deal and whether the caller may rate now. */
export async function getRatings(dealId: string, { signal }: { signal?: AbortSignal } = {}): Promise<DealRatingList> {
  return dealRatingListSchema.parse(await api.get(`/api/v1/deals/${encodeURIComponent(dealId)}/ratings`, { signal }));
}

export const ratingsQueryOptions = (dealId: string) => queryOptions({ queryKey: dealsKeys.ratings(dealId), queryFn: ({ signal }) => getRatings(dealId, { signal }) });

/** Asked only once the deal is executed: ratings open then. */
export const useRatings = (dealId: string, { enabled }: { enabled: boolean }) => useQuery({ ...ratingsQueryOptions(dealId), enabled });
