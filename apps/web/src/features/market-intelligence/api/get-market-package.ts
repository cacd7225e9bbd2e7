import { marketPackageSchema, type MarketPackage } from '@ctp/domain/enterprise';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketKeys } from './keys';

export const MARKET_PACKAGE_PATH = '/api/v1/users/me/package';

/** GET /api/v1/users/me/package: Basic or Enterprise, the company it was granted to, and whether API tokens are open. */
export async function getMarketPackage(signal?: AbortSignal): Promise<MarketPackage> {
  return marketPackageSchema.parse(await api.get(MARKET_PACKAGE_PATH, { signal }));
}

export const marketPackageQueryOptions = () =>
  queryOptions({ queryKey: marketKeys.package(), queryFn: ({ signal }) => getMarketPackage(signal), staleTime: 60_000 });

export const useMarketPackage = () => useQuery(marketPackageQueryOptions());
