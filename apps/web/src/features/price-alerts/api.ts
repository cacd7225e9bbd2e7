import { priceAlertListSchema, priceAlertSchema, type PriceAlert, type PriceAlertList, type ValidNewPriceAlert } from '@ctp/domain/price-alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PRICE_ALERTS_PATH = '/api/v1/price-alerts';
export const priceAlertKeys = { all: ['price-alerts'] as const };

export const usePriceAlerts = () =>
  useQuery({
    queryKey: priceAlertKeys.all,
    queryFn: async ({ signal }): Promise<PriceAlertList> => priceAlertListSchema.parse(await api.get(PRICE_ALERTS_PATH, { signal })),
  });

/** Adding or deleting changes the list: both refetch it. */
function useAlertMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: priceAlertKeys.all }) });
}

export const useCreatePriceAlert = () =>
  useAlertMutation(async (alert: ValidNewPriceAlert): Promise<PriceAlert> => priceAlertSchema.parse(await api.post(PRICE_ALERTS_PATH, alert)));

export const useDeletePriceAlert = () => useAlertMutation((id: string) => api.delete(`${PRICE_ALERTS_PATH}/${encodeURIComponent(id)}`));
