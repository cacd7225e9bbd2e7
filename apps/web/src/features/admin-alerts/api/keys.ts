import { adminKeys } from '@/lib/query-keys';
import type { AlertListParams } from './get-alerts';

/** Query keys of the system alerts; acknowledging one invalidates `all`. */
export const alertsKeys = {
  all: [...adminKeys.all, 'alerts'] as const,
  list: (params: AlertListParams) => [...alertsKeys.all, params] as const,
};
