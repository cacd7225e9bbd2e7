import type { OrderSide, OrderStatus } from '@ctp/domain/order-constants';
import type { CommodityCategory } from '@ctp/domain/trading';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminTradeListSchema, type AdminTradeList } from '@ctp/domain/orders';
import { api } from '@/lib/api-client';
import { adminTradesKeys } from './keys';

/** Every admin trade query starts with this key; approving or rejecting a trade invalidates it. */
export interface AdminTradeFilters {
  search?: string | undefined;
  status?: OrderStatus | undefined;
  commodity?: CommodityCategory | undefined;
  side?: OrderSide | undefined;
}

export interface AdminTradeListParams extends AdminTradeFilters {
  page: number;
  limit: number;
}

/** The filters as a query string, shared by the list and the CSV export so both see the same trades. */
export function tradeFilterQuery(filters: AdminTradeFilters): URLSearchParams {
  const query = new URLSearchParams();
  const search = filters.search?.trim();
  if (search) query.set('search', search);
  if (filters.status) query.set('status', filters.status);
  if (filters.commodity) query.set('commodity', filters.commodity);
  if (filters.side) query.set('side', filters.side);
  return query;
}

/** GET /admin/trades?search&status&commodity&side&page&limit: every order on the platform with the summary figures. */
export async function getAdminTrades(params: AdminTradeListParams, { signal }: { signal?: AbortSignal } = {}): Promise<AdminTradeList> {
  const query = tradeFilterQuery(params);
  query.set('page', String(params.page));
  query.set('limit', String(params.limit));
  return adminTradeListSchema.parse(await api.get(`/admin/trades?${query}`, { signal }));
}

export const adminTradesQueryOptions = (params: AdminTradeListParams) =>
  queryOptions({
    queryKey: adminTradesKeys.list(params),
    queryFn: ({ signal }) => getAdminTrades(params, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminTrades = (params: AdminTradeListParams) => useQuery(adminTradesQueryOptions(params));
