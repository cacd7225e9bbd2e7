import type { AlertFilter } from './get-alerts';

/** Query keys of Market Intelligence: forecasts and geopolitical alerts. */
export const marketKeys = {
  all: ['market'] as const,
  forecasts: () => [...marketKeys.all, 'forecasts'] as const,
  alerts: ({ impact, limit }: AlertFilter) => [...marketKeys.all, 'alerts', impact ?? 'all', limit] as const,
};
