import type { ContractListParams } from './get-contracts';

/** Query keys of contracts; each move on a contract invalidates `all`. */
export const contractsKeys = {
  all: ['contracts'] as const,
  list: ({ page, limit, status, q }: ContractListParams) => [...contractsKeys.all, 'list', { page, limit, status, q: q?.trim() || undefined }] as const,
  detail: (id: string) => [...contractsKeys.all, 'detail', id] as const,
};
