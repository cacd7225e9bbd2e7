import { useQueryClient } from '@tanstack/react-query';
import { ORDERS_QUERY_KEY } from './get-orders';

/** After any change to an order: the order lists, the matches, the dashboard and the activity feed reload. */
export function useAfterOrderMove() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ['matches'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      queryClient.invalidateQueries({ queryKey: ['activity'] }),
    ]);
}
