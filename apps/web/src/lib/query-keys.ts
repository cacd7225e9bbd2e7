/**
 * The root of every administrator query. Each admin feature's key factory starts with it, so one
 * invalidation (a confirmed match changes trades, contracts, the dashboard and analytics) reloads the panel.
 */
export const adminKeys = { all: ['admin'] as const };
