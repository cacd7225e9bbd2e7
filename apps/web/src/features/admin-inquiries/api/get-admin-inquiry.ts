import { adminInquirySchema, type AdminInquiry } from '@ctp/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminInquiriesKeys } from './keys';

/** GET /admin/inquiries/{id}: one inquiry with all its fields. */
export async function getAdminInquiry(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<AdminInquiry> {
  return adminInquirySchema.parse(await api.get(`/admin/inquiries/${encodeURIComponent(id)}`, { signal }));
}

export const adminInquiryQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminInquiriesKeys.detail(id), queryFn: ({ signal }) => getAdminInquiry(id, { signal }) });

/** The inquiry as the server holds it now; the list's copy shows meanwhile. */
export const useAdminInquiry = (listed: AdminInquiry | null) =>
  useQuery({ ...adminInquiryQueryOptions(listed?.id ?? ''), enabled: listed !== null, ...(listed ? { placeholderData: listed } : {}) });
