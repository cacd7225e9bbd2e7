import { LIST_LIMITS } from '@ctp/domain/contracts';
import { adminTradeListSchema, type Order, type OrderSide } from '@ctp/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { matchingKeys } from './keys';

/** How many active orders of a side the manual match dialog offers (the server's page-size ceiling). */
const MANUAL_MATCH_LIMIT = LIST_LIMITS.maxLimit;

/** GET /admin/trades?status=active&side=…: the orders a manual match can pair. */
export async function getActiveOrders(side: OrderSide, { signal }: { signal?: AbortSignal } = {}): Promise<Order[]> {
  const query = new URLSearchParams({ status: 'active', side, page: '1', limit: String(MANUAL_MATCH_LIMIT) });
  return adminTradeListSchema.parse(await api.get(`/admin/trades?${query}`, { signal })).trades;
}

export const activeOrdersQueryOptions = (side: OrderSide) =>
  queryOptions({ queryKey: matchingKeys.activeOrders(side), queryFn: ({ signal }) => getActiveOrders(side, { signal }) });

export const useActiveOrders = (side: OrderSide, enabled: boolean) => useQuery({ ...activeOrdersQueryOptions(side), enabled });
