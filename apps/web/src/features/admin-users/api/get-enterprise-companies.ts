import { enterpriseCompanyListSchema, type EnterpriseCompanyList } from '@ctp/domain/enterprise';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUsersKeys } from './keys';

export interface EnterpriseCompanyParams {
  q: string;
  page: number;
  limit: number;
}

/** Under the users' keys: a change to a user (a new company name) reloads the companies too. */
export const enterpriseKeys = {
  all: [...adminUsersKeys.all, 'enterprise'] as const,
  list: ({ q, page, limit }: EnterpriseCompanyParams) => [...enterpriseKeys.all, { q: q.trim() || undefined, page, limit }] as const,
};

/** GET /admin/enterprise/companies?q&page&limit: every company among the users, granted first. */
export async function getEnterpriseCompanies(params: EnterpriseCompanyParams, { signal }: { signal?: AbortSignal } = {}): Promise<EnterpriseCompanyList> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  const q = params.q.trim();
  if (q) query.set('q', q);
  return enterpriseCompanyListSchema.parse(await api.get(`/admin/enterprise/companies?${query}`, { signal }));
}

export const useEnterpriseCompanies = (params: EnterpriseCompanyParams) =>
  useQuery(
    queryOptions({
      queryKey: enterpriseKeys.list(params),
      queryFn: ({ signal }) => getEnterpriseCompanies(params, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
