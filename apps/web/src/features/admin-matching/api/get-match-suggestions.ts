import type { CommodityCategory } from '@ctp/domain/trading';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MatchSuggestionList } from './match-suggestion';
import { matchingKeys } from './keys';

/** Every matching query starts with this key; a confirmed match invalidates it. */
export interface SuggestionFilters {
  search?: string | undefined;
  commodity?: CommodityCategory | undefined;
  /** Only pairs scoring 75 or more (spec 9). */
  highCompatibility: boolean;
  page: number;
  limit: number;
}

/** GET /admin/matching/suggestions?commodity&search&highCompatibility=true&page&limit: a page of scored pairs, best first, with the stats cards. */
export async function getMatchSuggestions(filters: SuggestionFilters, { signal }: { signal?: AbortSignal } = {}): Promise<MatchSuggestionList> {
  const query = new URLSearchParams();
  const search = filters.search?.trim();
  if (search) query.set('search', search);
  if (filters.commodity) query.set('commodity', filters.commodity);
  if (filters.highCompatibility) query.set('highCompatibility', 'true');
  query.set('page', String(filters.page));
  query.set('limit', String(filters.limit));
  const text = query.toString();
  return api.get<MatchSuggestionList>(`/admin/matching/suggestions${text ? `?${text}` : ''}`, { signal });
}

export const matchSuggestionsQueryOptions = (filters: SuggestionFilters) =>
  queryOptions({
    queryKey: matchingKeys.suggestions(filters),
    queryFn: ({ signal }) => getMatchSuggestions(filters, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMatchSuggestions = (filters: SuggestionFilters) => useQuery(matchSuggestionsQueryOptions(filters));
