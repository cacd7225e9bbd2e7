import { notificationListSchema, notificationUnreadSchema, type MarkNotificationsReadRequest, type NotificationList } from '@ctp/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveRefetchInterval } from '@/lib/live-query';
import { notificationsKeys } from './keys';

/** Notifications per page of the panel. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** GET /api/v1/notifications?page&limit: the caller's notifications, newest first, with the unread count. */
export async function getNotifications(page: number, { signal }: { signal?: AbortSignal } = {}): Promise<NotificationList> {
  const query = new URLSearchParams({ page: String(page), limit: String(NOTIFICATIONS_PAGE_SIZE) });
  return notificationListSchema.parse(await api.get(`/api/v1/notifications?${query}`, { signal }));
}

/** The pages loaded so far ("Load more" adds one); the first page carries the bell's unread count. */
export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: notificationsKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    // New ones arrive as live events; the bell polls only while the stream is down.
    refetchInterval: liveRefetchInterval,
    refetchIntervalInBackground: false,
  });

/** POST /api/v1/notifications/read: some of the caller's notifications, or all of them. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: MarkNotificationsReadRequest) => notificationUnreadSchema.parse(await api.post('/api/v1/notifications/read', request)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
