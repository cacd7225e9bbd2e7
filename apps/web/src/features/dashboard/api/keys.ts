/** Query keys of the member dashboard; contract, document and order changes invalidate `all`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
};
