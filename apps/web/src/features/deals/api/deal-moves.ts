import type { Deal } from '@ctp/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { activityKeys } from '@/features/activity';
import { contractsKeys } from '@/features/contracts';
import { dashboardKeys } from '@/features/dashboard';
import { dealsKeys } from './keys';

/**
 * After an offer move the deal, its lists, its contract (agreement writes the terms onto it), the dashboard and the
 * activity feed change; the moved deal goes into the cache at once so the room does not flicker.
 */
export async function afterDealMove(queryClient: QueryClient, deal: Deal) {
  queryClient.setQueryData(dealsKeys.detail(deal.id), deal);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: dealsKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: contractsKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  ]);
}

export const useAfterDealMove = () => {
  const queryClient = useQueryClient();
  return (deal: Deal) => afterDealMove(queryClient, deal);
};
