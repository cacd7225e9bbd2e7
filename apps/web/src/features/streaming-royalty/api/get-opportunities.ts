import { opportunityListSchema, type OpportunityList } from '@ctp/domain/investments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { investmentsKeys } from './keys';

export const OPPORTUNITIES_PATH = '/api/v1/investments/opportunities';

/** GET /api/v1/investments/opportunities: the open streaming and royalty opportunities, newest first. */
export async function getOpportunities(signal?: AbortSignal): Promise<OpportunityList> {
  return opportunityListSchema.parse(await api.get(`${OPPORTUNITIES_PATH}?limit=50`, { signal }));
}

export const opportunitiesQueryOptions = () =>
  queryOptions({ queryKey: investmentsKeys.opportunities(), queryFn: ({ signal }) => getOpportunities(signal), staleTime: 5 * 60_000 });

export const useOpportunities = () => useQuery(opportunitiesQueryOptions());
