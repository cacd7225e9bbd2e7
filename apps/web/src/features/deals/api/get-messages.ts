import { dealMessageListSchema, type DealMessageList } from '@ctp/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealsKeys } from './keys';

/**
 * How often an open thread asks for new messages while its browser tab is visible. Polling until live push comes
 * (a later issue); each read of the newest page also marks the thread read.
 */
export const THREAD_REFETCH_MS = 10_000;

/** GET /api/v1/deals/{id}/messages: the newest messages, oldest first; reading them marks them read. */
export async function getMessages(dealId: string, { signal }: { signal?: AbortSignal } = {}): Promise<DealMessageList> {
  return dealMessageListSchema.parse(await api.get(`/api/v1/deals/${encodeURIComponent(dealId)}/messages`, { signal }));
}

export const messagesQueryOptions = (dealId: string) =>
  queryOptions({
    queryKey: dealsKeys.messages(dealId),
    queryFn: ({ signal }) => getMessages(dealId, { signal }),
    refetchInterval: THREAD_REFETCH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export const useMessages = (dealId: string) => useQuery(messagesQueryOptions(dealId));
