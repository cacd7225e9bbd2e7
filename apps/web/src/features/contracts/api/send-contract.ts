import type { Contract } from '@ctp/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAfterContractMove } from './contract-moves';
import { contractFrom } from './contract-response';

/** POST /api/v1/contracts/{id}/send: a draft goes to its seller for signature (draft → pending). */
export async function sendContract(id: string): Promise<Contract> {
  return contractFrom(await api.post(`/api/v1/contracts/${encodeURIComponent(id)}/send`));
}

export function useSendContract() {
  const after = useAfterContractMove();
  return useMutation({ mutationFn: sendContract, onSuccess: after });
}
