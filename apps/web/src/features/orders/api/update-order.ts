import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CreateOrderRequest, Order } from './order-model';
import { useAfterOrderMove } from './order-moves';

/** PUT /api/v1/trading/orders/{id}: the owner edits a pending or active order (an edited active one goes back to review). */
export async function updateOrder({ id, ...body }: CreateOrderRequest & { id: string }): Promise<Order> {
  return api.put<Order>(`/api/v1/trading/orders/${encodeURIComponent(id)}`, body);
}

export function useUpdateOrder() {
  const after = useAfterOrderMove();
  return useMutation({ mutationFn: updateOrder, onSuccess: after });
}
