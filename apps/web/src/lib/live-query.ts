import { isLiveStreamOpen } from './live-events';

/**
 * Lists that change without the reader doing anything — an administrator matches an order, the
 * counterparty signs a contract — update on their own so an open portal shows it without a reload: the
 * live event stream (lib/live-events.ts) invalidates them as things happen, and they poll only while it is down.
 */

/** How often a live list reloads while the live stream is down and its browser tab is visible. */
export const LIVE_LIST_REFETCH_MS = 15_000;

/** No polling while the stream is open; the fallback interval while it is not. */
export const liveRefetchInterval = () => (isLiveStreamOpen() ? false : LIVE_LIST_REFETCH_MS);

/**
 * Query options for such lists (orders, matches, contracts). TanStack Query skips interval reloads in a
 * hidden tab (refetchIntervalInBackground false), so a tab left open in the background costs nothing;
 * coming back to it reloads at once, which the app-wide default (refetchOnWindowFocus false) would not.
 */
export const liveListOptions = {
  refetchInterval: liveRefetchInterval,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
} as const;
