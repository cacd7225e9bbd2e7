import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Order } from './order-model';
import { useAfterOrderMove } from './order-moves';

/** POST /api/v1/trading/orders/{id}/cancel: the owner withdraws a pending or active order. */
export async function cancelOrder(id: string): Promise<Order> {
  return api.post<Order>(`/api/v1/trading/orders/${encodeURIComponent(id)}/cancel`, {});
}

export function useCancelOrder() {
  const after = useAfterOrderMove();
  return useMutation({ mutationFn: cancelOrder, onSuccess: after });
}
