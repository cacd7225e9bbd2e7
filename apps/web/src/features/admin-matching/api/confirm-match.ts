import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import type { ConfirmedMatch } from './match-suggestion';

export interface ConfirmMatchInput {
  buyOrderId: string;
  sellOrderId: string;
}

/**
 * POST /admin/matching/confirm {buyOrderId, sellOrderId}: both orders become matched and a draft
 * contract is created at the default agreed price. 409 when either order is no longer active.
 */
export const confirmMatch = (input: ConfirmMatchInput) => api.post<ConfirmedMatch>('/admin/matching/confirm', input);

/**
 * Confirms a pair; success or a conflict both reload every admin query: the suggestions and the trade
 * list both show the orders whose state has changed.
 */
export function useConfirmMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
