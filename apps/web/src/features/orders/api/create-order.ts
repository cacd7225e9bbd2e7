import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CreateOrderRequest, Order } from './order-model';
import { useAfterOrderMove } from './order-moves';

/** POST /api/v1/trading/orders: a trader's buy request or a seller's listing; it starts pending (awaits approval). */
export async function createOrder(body: CreateOrderRequest): Promise<Order> {
  return api.post<Order>('/api/v1/trading/orders', body);
}

export function useCreateOrder() {
  const after = useAfterOrderMove();
  return useMutation({ mutationFn: createOrder, onSuccess: after });
}
