import { investmentOpportunitySchema, type InvestmentOpportunity } from '@ctp/domain/investments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { OPPORTUNITIES_PATH } from './get-opportunities';
import { investmentsKeys } from './keys';

/** GET /api/v1/investments/opportunities/{id}: one opportunity with its details and key terms. */
export async function getOpportunity(id: string, signal?: AbortSignal): Promise<InvestmentOpportunity> {
  return investmentOpportunitySchema.parse(await api.get(`${OPPORTUNITIES_PATH}/${encodeURIComponent(id)}`, { signal }));
}

export const opportunityQueryOptions = (id: string) =>
  queryOptions({ queryKey: investmentsKeys.opportunity(id), queryFn: ({ signal }) => getOpportunity(id, signal), staleTime: 5 * 60_000 });

export const useOpportunity = (id: string | null) => useQuery({ ...opportunityQueryOptions(id ?? ''), enabled: id !== null });
