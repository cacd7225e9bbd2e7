import type { Contract, SignContractRequest } from '@ctp/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAfterContractMove } from './contract-moves';
import { contractFrom } from './contract-response';

/**
 * POST /api/v1/contracts/sign {contractId, typedName, consent, password | totpCode}: the caller's signature,
 * re-confirmed with their password (or authenticator code); the second party's makes the contract active.
 */
export async function signContract(request: SignContractRequest): Promise<Contract> {
  return contractFrom(await api.post('/api/v1/contracts/sign', request));
}

export function useSignContract() {
  const after = useAfterContractMove();
  return useMutation({ mutationFn: signContract, onSuccess: after });
}
