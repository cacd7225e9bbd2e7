import { dealListSchema, LIMITS, type DealList, type DealStatus } from '@ctp/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveListOptions } from '@/lib/live-query';
import { dealsKeys } from './keys';

export interface DealListParams {
  page: number;
  limit: number;
  status?: DealStatus | undefined;
  /** Only the deal(s) of this order (the Matching Center's contact links). */
  orderId?: string | undefined;
}

export const FIRST_DEALS_PAGE: DealListParams = { page: 1, limit: LIMITS.listItems };

/** GET /api/v1/deals?status&orderId&page&limit: the caller's deals (every deal for the desk), most recently active first. */
export async function getDeals(params: DealListParams, { signal }: { signal?: AbortSignal } = {}): Promise<DealList> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.status) query.set('status', params.status);
  if (params.orderId) query.set('orderId', params.orderId);
  return dealListSchema.parse(await api.get(`/api/v1/deals?${query}`, { signal }));
}

/** The other side moves and writes without the reader doing anything, so the list reloads on its own (live list). */
export const dealsQueryOptions = (params: DealListParams) =>
  queryOptions({
    queryKey: dealsKeys.list(params),
    queryFn: ({ signal }) => getDeals(params, { signal }),
    placeholderData: keepPreviousData,
    ...liveListOptions,
  });

export const useDeals = (params: DealListParams) => useQuery(dealsQueryOptions(params));
