/** Query keys of the desk's fuel price assessments as every user reads them; the desk's changes invalidate `all`. */
export const fuelPricesKeys = {
  all: ['fuel-prices'] as const,
  board: () => [...fuelPricesKeys.all, 'board'] as const,
};
