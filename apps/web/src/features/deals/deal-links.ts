/** The query parameter that opens a deal's room in the Deals tab (/portal-trader/deals?deal=…). */
export const DEAL_ROOM_PARAM = 'deal';

/** The Deals tab's query string with the room of `dealId` open, or closed (null), keeping the list's filter and page. */
export function dealRoomSearch(current: URLSearchParams, dealId: string | null): string {
  const next = new URLSearchParams(current);
  if (dealId) next.set(DEAL_ROOM_PARAM, dealId);
  else next.delete(DEAL_ROOM_PARAM);
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/**
 * A link to a deal's room from another tab of the same portal (the Matching Center), relative to that tab's path,
 * so it works under every portal's base path.
 */
export const dealRoomLinkFromTab = (dealId: string) => `../deals?${DEAL_ROOM_PARAM}=${encodeURIComponent(dealId)}`;
