import { adminInquiryListSchema, type AdminInquiryList, type InquirySource, type InquiryStatus } from '@ctp/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminInquiriesKeys } from './keys';

/** Every inbox query starts with this key; marking an inquiry answered invalidates them all. */
export interface AdminInquiryListParams {
  status?: InquiryStatus | undefined;
  source?: InquirySource | undefined;
  page: number;
  limit: number;
}

/** GET /admin/inquiries?status&source&page&limit: contact-form and portal inquiries, newest first. */
export async function getAdminInquiries(params: AdminInquiryListParams, { signal }: { signal?: AbortSignal } = {}): Promise<AdminInquiryList> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.status) query.set('status', params.status);
  if (params.source) query.set('source', params.source);
  return adminInquiryListSchema.parse(await api.get(`/admin/inquiries?${query}`, { signal }));
}

export const adminInquiriesQueryOptions = (params: AdminInquiryListParams) =>
  queryOptions({
    queryKey: adminInquiriesKeys.list(params),
    queryFn: ({ signal }) => getAdminInquiries(params, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminInquiries = (params: AdminInquiryListParams) => useQuery(adminInquiriesQueryOptions(params));
