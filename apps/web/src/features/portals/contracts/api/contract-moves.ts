import type { Contract } from '@ctp/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CONTRACTS_QUERY_KEY } from './get-contracts';

/**
 * After a move the contract, the lists it appears in, the dashboard counts and the activity feed all
 * change; the moved contract is put in the cache at once so the detail view does not flicker.
 */
export async function afterContractMove(queryClient: QueryClient, contract: Contract) {
  queryClient.setQueryData([...CONTRACTS_QUERY_KEY, 'detail', contract.id], contract);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['activity'] }),
  ]);
}

export const useAfterContractMove = () => {
  const queryClient = useQueryClient();
  return (contract: Contract) => afterContractMove(queryClient, contract);
};
