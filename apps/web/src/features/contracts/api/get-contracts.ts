import { contractListSchema, LIMITS, type ContractList, type ContractStatus } from '@ctp/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveListOptions } from '@/lib/live-query';
import { contractsKeys } from './keys';

export interface ContractListParams {
  page: number;
  limit: number;
  status?: ContractStatus | undefined;
  /** A contract number or a party's name (the admin's search). */
  q?: string | undefined;
}

/** Spec 7.3: the portal loads the first 10 contracts on sign-in. */
export const FIRST_CONTRACTS_PAGE: ContractListParams = { page: 1, limit: LIMITS.listItems };

/** GET /api/v1/contracts?status&q&page&limit: the contracts the signed-in user is a party to (an administrator: all). */
export async function getContracts(params: ContractListParams, { signal }: { signal?: AbortSignal } = {}): Promise<ContractList> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.status) query.set('status', params.status);
  const search = params.q?.trim();
  if (search) query.set('q', search);
  return contractListSchema.parse(await api.get(`/api/v1/contracts?${query}`, { signal }));
}

/** Matching creates contracts and the counterparty signs them, so the list reloads on its own (live list). */
export const contractsQueryOptions = (params: ContractListParams) =>
  queryOptions({
    queryKey: contractsKeys.list(params),
    queryFn: ({ signal }) => getContracts(params, { signal }),
    placeholderData: keepPreviousData,
    ...liveListOptions,
  });

export const useContracts = (params: ContractListParams) => useQuery(contractsQueryOptions(params));
