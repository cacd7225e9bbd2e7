import type { OrderSide } from '@ctp/domain/order-constants';
import { adminKeys } from '@/lib/query-keys';
import type { SuggestionFilters } from './get-match-suggestions';

/** Query keys of Trade Matching. */
export const matchingKeys = {
  all: [...adminKeys.all, 'matching'] as const,
  suggestions: (filters: SuggestionFilters) => [...matchingKeys.all, 'suggestions', { search: filters.search?.trim() ?? '', commodity: filters.commodity, highCompatibility: filters.highCompatibility, page: filters.page, limit: filters.limit }] as const,
  activeOrders: (side: OrderSide) => [...matchingKeys.all, 'active-orders', side] as const,
};
