import { adminKeys } from '@/lib/query-keys';
import type { FuelAssessmentListParams } from './get-fuel-assessments';

/** Query keys of Admin › Fuel Prices; saving or deleting an assessment invalidates `all`. */
export const adminFuelPricesKeys = {
  all: [...adminKeys.all, 'fuel-assessments'] as const,
  list: (params: FuelAssessmentListParams) => [...adminFuelPricesKeys.all, params] as const,
};
