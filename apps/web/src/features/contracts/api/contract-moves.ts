import type { Contract } from '@ctp/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { activityKeys } from '@/features/activity';
import { dashboardKeys } from '@/features/dashboard';
import { contractsKeys } from './keys';

/**
 * After a move the contract, the lists it appears in, the dashboard counts and the activity feed all
 * change; the moved contract is put in the cache at once so the detail view does not flicker.
 */
export async function afterContractMove(queryClient: QueryClient, contract: Contract) {
  queryClient.setQueryData(contractsKeys.detail(contract.id), contract);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contractsKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  ]);
}

export const useAfterContractMove = () => {
  const queryClient = useQueryClient();
  return (contract: Contract) => afterContractMove(queryClient, contract);
};
