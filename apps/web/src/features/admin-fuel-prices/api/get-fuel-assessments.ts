import { fuelAssessmentListSchema, type FuelAssessmentList, type FuelAssessmentPort, type FuelAssessmentProduct } from '@ctp/domain/fuel-assessments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminFuelPricesKeys } from './keys';

export interface FuelAssessmentListParams {
  product?: FuelAssessmentProduct | undefined;
  port?: FuelAssessmentPort | undefined;
  page: number;
  limit: number;
}

/** GET /admin/fuel-assessments?product&port&page&limit: the history, newest day first. */
export async function getFuelAssessments(params: FuelAssessmentListParams, { signal }: { signal?: AbortSignal } = {}): Promise<FuelAssessmentList> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.product) query.set('product', params.product);
  if (params.port) query.set('port', params.port);
  return fuelAssessmentListSchema.parse(await api.get(`/admin/fuel-assessments?${query}`, { signal }));
}

export const fuelAssessmentsQueryOptions = (params: FuelAssessmentListParams) =>
  queryOptions({
    queryKey: adminFuelPricesKeys.list(params),
    queryFn: ({ signal }) => getFuelAssessments(params, { signal }),
    placeholderData: keepPreviousData,
  });

export const useFuelAssessments = (params: FuelAssessmentListParams) => useQuery(fuelAssessmentsQueryOptions(params));
