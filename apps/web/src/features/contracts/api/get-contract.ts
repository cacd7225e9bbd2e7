import type { Contract } from '@ctp/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contractFrom } from './contract-response';
import { contractsKeys } from './keys';

/** GET /api/v1/contracts/{id}: one contract with the moves open to the caller now (allowedActions). */
export async function getContract(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Contract> {
  return contractFrom(await api.get(`/api/v1/contracts/${encodeURIComponent(id)}`, { signal }));
}

export const contractQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contractsKeys.detail(id),
    queryFn: ({ signal }) => getContract(id, { signal }),
  });

export const useContract = (id: string | undefined) => useQuery({ ...contractQueryOptions(id ?? ''), enabled: Boolean(id) });
