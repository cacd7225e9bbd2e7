import { adminKeys } from '@/lib/query-keys';
import type { AdminTradeListParams } from './get-admin-trades';

/** Query keys of Trade Management; approving or rejecting a trade invalidates `all`. */
export const adminTradesKeys = {
  all: [...adminKeys.all, 'trades'] as const,
  list: (p: AdminTradeListParams) => [...adminTradesKeys.all, 'list', { search: p.search?.trim() ?? '', status: p.status, commodity: p.commodity, side: p.side, page: p.page, limit: p.limit }] as const,
};
