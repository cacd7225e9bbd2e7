import type { OrderListParams } from './get-orders';

/** Query keys of the marketplace: the caller's orders, their matches and the traded commodities. */
export const ordersKeys = {
  all: ['orders'] as const,
  list: (params: OrderListParams) => [...ordersKeys.all, 'list', params] as const,
  matches: () => ['matches'] as const,
  commodities: () => ['commodities'] as const,
};
