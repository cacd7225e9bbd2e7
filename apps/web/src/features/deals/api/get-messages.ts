import { dealMessageListSchema, type DealMessageList } from '@ctp/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveListOptions } from '@/lib/live-query';
import { dealsKeys } from './keys';


/** GET /api/v1/deals/{id}/messages: the newest messages, oldest first; reading them marks them read. */
export async function getMessages(dealId: string, { signal }: { signal?: AbortSignal } = {}): Promise<DealMessageList> {
  return dealMessageListSchema.parse(await api.get(`/api/v1/deals/${encodeURIComponent(dealId)}/messages`, { signal }));
}

export const messagesQueryOptions = (dealId: string) =>
  queryOptions({
    queryKey: dealsKeys.messages(dealId),
    queryFn: ({ signal }) => getMessages(dealId, { signal }),
    // New messages arrive as live events (a deal `changed`); the thread polls only while the stream is down.
    ...liveListOptions,
  });

export const useMessages = (dealId: string) => useQuery(messagesQueryOptions(dealId));
