import { TIMING } from '@ctp/domain/constants';
import { priceHealthSchema, type PriceHealth } from '@ctp/domain/prices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRICE_API_BASE } from '@/features/markets';
import { systemSettingsKeys } from './keys';

/** GET /health on the price service root (spec 7.1): up when it answers 200 within 5 s. */
export async function getPriceHealth({ signal }: { signal?: AbortSignal } = {}): Promise<PriceHealth> {
  const timeout = AbortSignal.timeout(TIMING.healthCheckTimeoutMs);
  const response = await fetch(`${PRICE_API_BASE}/health`, {
    headers: { Accept: 'application/json' },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (response.status !== 200) throw new Error(`The price service answered ${response.status}`);
  return priceHealthSchema.parse(await response.json());
}

export const priceHealthQueryOptions = () =>
  queryOptions({ queryKey: systemSettingsKeys.status('prices'), queryFn: ({ signal }) => getPriceHealth({ signal }), retry: false });

export const usePriceHealth = () => useQuery(priceHealthQueryOptions());
