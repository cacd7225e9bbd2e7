import type { CancelContractRequest, Contract } from '@ctp/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAfterContractMove } from './contract-moves';
import { contractFrom } from './contract-response';

/** POST /api/v1/contracts/{id}/cancel {reason}: the reason is required (spec 4). */
export async function cancelContract({ id, ...body }: CancelContractRequest & { id: string }): Promise<Contract> {
  return contractFrom(await api.post(`/api/v1/contracts/${encodeURIComponent(id)}/cancel`, body));
}

export function useCancelContract() {
  const after = useAfterContractMove();
  return useMutation({ mutationFn: cancelContract, onSuccess: after });
}
