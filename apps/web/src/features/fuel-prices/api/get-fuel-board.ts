import { fuelAssessmentBoardSchema, type FuelAssessmentBoard } from '@ctp/domain/fuel-assessments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fuelPricesKeys } from './keys';

/** GET /api/v1/market/fuel-assessments: the latest assessment of each product and port. */
export async function getFuelBoard({ signal }: { signal?: AbortSignal } = {}): Promise<FuelAssessmentBoard> {
  return fuelAssessmentBoardSchema.parse(await api.get('/api/v1/market/fuel-assessments', { signal }));
}

/** One copy for the Trading tab's tile and board, Market Intelligence and the fuel order form; the desk enters prices daily. */
export const fuelBoardQueryOptions = () =>
  queryOptions({ queryKey: fuelPricesKeys.board(), queryFn: ({ signal }) => getFuelBoard({ signal }), staleTime: 5 * 60_000 });

export const useFuelBoard = () => useQuery(fuelBoardQueryOptions());
