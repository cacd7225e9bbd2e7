import type { DealSummary } from '@ctp/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveListOptions } from '@/lib/live-query';
import { getDeals, type DealListParams } from './get-deals';
import { dealsKeys } from './keys';

/** The newest deal of an order, or null while it has none (the Matching Center's contact links fall back to e-mail). */
export const dealOfOrderQueryOptions = (orderId: string) => {
  const params: DealListParams = { page: 1, limit: 1, orderId };
  return queryOptions({
    queryKey: dealsKeys.list(params),
    queryFn: async ({ signal }): Promise<DealSummary | null> => (await getDeals(params, { signal })).deals[0] ?? null,
    // A confirmation by the desk opens the deal without the reader doing anything.
    ...liveListOptions,
  });
};

/** Asks only when `enabled` (an order that can have a deal: matched or further). */
export const useDealOfOrder = (orderId: string, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...dealOfOrderQueryOptions(orderId), enabled });
