/**
 * Lists that change without the reader doing anything — an administrator matches an order, the
 * counterparty signs a contract — reload on their own so an open portal shows it without a reload.
 */

/** How often a live list reloads while its browser tab is visible. */
export const LIVE_LIST_REFETCH_MS = 15_000;

/**
 * Query options for such lists (orders, matches, contracts). TanStack Query skips interval reloads in a
 * hidden tab (refetchIntervalInBackground false), so a tab left open in the background costs nothing;
 * coming back to it reloads at once, which the app-wide default (refetchOnWindowFocus false) would not.
 */
export const liveListOptions = {
  refetchInterval: LIVE_LIST_REFETCH_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
} as const;
