import { useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '@/features/activity';
import { dashboardKeys } from '@/features/dashboard';
import { ordersKeys } from './keys';

/** After any change to an order: the order lists, the matches, the dashboard and the activity feed reload. */
export function useAfterOrderMove() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
      queryClient.invalidateQueries({ queryKey: ordersKeys.matches() }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      queryClient.invalidateQueries({ queryKey: activityKeys.all }),
    ]);
}
