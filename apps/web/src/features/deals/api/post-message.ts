import { dealMessageSchema, type DealMessage } from '@ctp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealsKeys } from './keys';

/** POST /api/v1/deals/{id}/messages {text}: the buyer, the seller and the desk read it. */
export async function postMessage({ dealId, text }: { dealId: string; text: string }): Promise<DealMessage> {
  return dealMessageSchema.parse(await api.post(`/api/v1/deals/${encodeURIComponent(dealId)}/messages`, { text }));
}

/** Sends, then reloads the thread (which shows the message where the server numbered it) and the deal lists. */
export function usePostMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMessage,
    onSuccess: (_message, { dealId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dealsKeys.messages(dealId) }),
        queryClient.invalidateQueries({ queryKey: dealsKeys.lists() }),
      ]),
  });
}
