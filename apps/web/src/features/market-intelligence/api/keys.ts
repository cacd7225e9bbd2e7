import type { AlertFilter } from './get-alerts';

/** Query keys of Market Intelligence: forecasts, geopolitical alerts and the caller's package. */
export const marketKeys = {
  all: ['market'] as const,
  forecasts: () => [...marketKeys.all, 'forecasts'] as const,
  /** The caller's package (Basic or Enterprise). */
  package: () => [...marketKeys.all, 'package'] as const,
  alerts: ({ impact, limit }: AlertFilter) => [...marketKeys.all, 'alerts', impact ?? 'all', limit] as const,
};
