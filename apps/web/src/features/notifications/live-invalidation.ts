import type { LiveEvent, NotificationSubject } from '@ctp/domain';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { activityKeys } from '@/features/activity';
import { contractsKeys } from '@/features/contracts';
import { dashboardKeys } from '@/features/dashboard';
import { dealsKeys } from '@/features/deals';
import { documentsKeys } from '@/features/documents';
import { ordersKeys } from '@/features/orders';
import { connectLiveEvents, isLiveStreamOpen, onLiveEvent, onLiveStreamStateChange } from '@/lib/live-events';
import { adminKeys } from '@/lib/query-keys';
import { notificationsKeys } from './api/keys';

/**
 * The queries that show a subject, in every portal: a deal moves its contract and its orders' matches, a contract its
 * deal, an order its matches and deal; the member dashboard and activity feed and the desk's panels (adminKeys) sum
 * them all.
 */
const QUERIES_OF: Record<NotificationSubject['type'], readonly QueryKey[]> = {
  deal: [dealsKeys.all, contractsKeys.all, ordersKeys.matches()],
  contract: [contractsKeys.all, dealsKeys.all],
  order: [ordersKeys.all, ordersKeys.matches(), dealsKeys.all],
  document: [documentsKeys.all],
  inquiry: [],
  price_alert: [],
  user: [],
};
const SUMMARIES: readonly QueryKey[] = [dashboardKeys.all, activityKeys.all, adminKeys.all];

/** The query keys to invalidate for a live event; undefined means every query (a resync). */
export function queriesToInvalidate(event: LiveEvent): readonly QueryKey[] | undefined {
  if (event.type === 'resync') return undefined;
  const subject = event.data.subject;
  const notifications = event.type === 'notification' ? [notificationsKeys.all] : [];
  return [...notifications, ...(subject ? [...QUERIES_OF[subject.type], ...SUMMARIES] : [])];
}

/** Keeps the live stream open while mounted and refetches what each event changed (mounted once per portal). */
export function useLiveInvalidation(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const unsubscribe = onLiveEvent((event) => {
      const keys = queriesToInvalidate(event);
      if (!keys) void queryClient.invalidateQueries();
      else for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    });
    // A list schedules its fallback poll only when it loads: when the stream drops, reload the shown ones so they poll.
    const stopWatching = onLiveStreamStateChange(() => {
      if (!isLiveStreamOpen()) void queryClient.invalidateQueries();
    });
    const disconnect = connectLiveEvents();
    return () => {
      stopWatching();
      disconnect();
      unsubscribe();
    };
  }, [queryClient]);
}
