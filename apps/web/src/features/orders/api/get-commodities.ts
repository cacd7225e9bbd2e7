import { commodityListSchema, type Commodity } from '@ctp/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKeys } from './keys';

/** GET /api/v1/commodities: the commodities the platform trades (their ids go into an order). */
export async function getCommodities({ signal }: { signal?: AbortSignal } = {}): Promise<Commodity[]> {
  return commodityListSchema.parse(await api.get('/api/v1/commodities', { signal })).commodities;
}

export const commoditiesQueryOptions = () =>
  queryOptions({ queryKey: ordersKeys.commodities(), queryFn: ({ signal }) => getCommodities({ signal }), staleTime: 5 * 60_000 });

export const useCommodities = () => useQuery(commoditiesQueryOptions());
