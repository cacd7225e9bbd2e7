import { dealSchema, type Deal } from '@ctp/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveListOptions } from '@/lib/live-query';
import { dealsKeys } from './keys';

/** GET /api/v1/deals/{id}: both orders, the parties, every offer, the newest messages and what the caller may do now. */
export async function getDeal(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Deal> {
  return dealSchema.parse(await api.get(`/api/v1/deals/${encodeURIComponent(id)}`, { signal }));
}

/** The other side makes offers and accepts them meanwhile, so the open deal reloads on its own. */
export const dealQueryOptions = (id: string) =>
  queryOptions({
    queryKey: dealsKeys.detail(id),
    queryFn: ({ signal }) => getDeal(id, { signal }),
    ...liveListOptions,
  });

export const useDeal = (id: string) => useQuery(dealQueryOptions(id));
