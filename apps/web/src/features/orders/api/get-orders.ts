import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderListSchema } from '@ctp/domain/orders';
import { api } from '@/lib/api-client';
import { liveListOptions } from '@/lib/live-query';
import type { OrderList, OrderSide, OrderStatus } from './order-model';
import { ordersKeys } from './keys';

export interface OrderListParams {
  side?: OrderSide | undefined;
  status?: OrderStatus | undefined;
  page?: number;
  limit?: number;
}

/** GET /api/v1/trading/orders?side&status&page&limit: the caller's own orders, with counts per status. */
export async function getOrders(params: OrderListParams, { signal }: { signal?: AbortSignal } = {}): Promise<OrderList> {
  const query = new URLSearchParams({ page: String(params.page ?? 1), limit: String(params.limit ?? 100) });
  if (params.side) query.set('side', params.side);
  if (params.status) query.set('status', params.status);
  return orderListSchema.parse(await api.get(`/api/v1/trading/orders?${query}`, { signal }));
}

/** Approval, matching and the contract move orders on without their owner, so the list reloads on its own (live list). */
export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: ordersKeys.list(params),
    queryFn: ({ signal }) => getOrders(params, { signal }),
    placeholderData: keepPreviousData,
    ...liveListOptions,
  });

export const useOrders = (params: OrderListParams) => useQuery(ordersQueryOptions(params));
