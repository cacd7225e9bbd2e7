import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveListOptions } from '@/lib/live-query';
import type { Match } from './order-model';
import { ordersKeys } from './keys';

/** GET /api/v1/trading/matches: the caller's matches (a trader's buy orders, a seller's sell orders). */
export async function getMatches({ signal }: { signal?: AbortSignal } = {}): Promise<Match[]> {
  const body = await api.get<Match[] | { matches: Match[] }>('/api/v1/trading/matches', { signal });
  // The contract names a list; a wrapped { matches } answer reads the same.
  return Array.isArray(body) ? body : body.matches;
}

/** A new match is the administrator's doing, so the list reloads on its own (live list). */
export const matchesQueryOptions = () => queryOptions({ queryKey: ordersKeys.matches(), queryFn: ({ signal }) => getMatches({ signal }), ...liveListOptions });

export const useMatches = () => useQuery(matchesQueryOptions());
