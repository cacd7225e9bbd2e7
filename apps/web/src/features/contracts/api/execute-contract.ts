import type { Contract } from '@ctp/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAfterContractMove } from './contract-moves';
import { contractFrom } from './contract-response';

/** POST /api/v1/contracts/{id}/execute: an active contract is carried out (active → executed). */
export async function executeContract(id: string): Promise<Contract> {
  return contractFrom(await api.post(`/api/v1/contracts/${encodeURIComponent(id)}/execute`));
}

export function useExecuteContract() {
  const after = useAfterContractMove();
  return useMutation({ mutationFn: executeContract, onSuccess: after });
}
