import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fuelPricesKeys } from '@/features/fuel-prices';
import { adminFuelPricesKeys } from './keys';

/** Saving or deleting an assessment changes the history and the board users see: both load again. */
export function useAssessmentMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFuelPricesKeys.all }),
        queryClient.invalidateQueries({ queryKey: fuelPricesKeys.all }),
      ]),
  });
}
