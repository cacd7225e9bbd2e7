import type { Contract } from '@ctp/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAfterContractMove } from './contract-moves';
import { contractFrom } from './contract-response';

/** POST /api/v1/contracts/sign {contractId}: the caller's signature; the second party's makes the contract active. */
export async function signContract(contractId: string): Promise<Contract> {
  return contractFrom(await api.post('/api/v1/contracts/sign', { contractId }));
}

export function useSignContract() {
  const after = useAfterContractMove();
  return useMutation({ mutationFn: signContract, onSuccess: after });
}
