import { adminInquirySchema, type AdminInquiry } from '@ctp/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ADMIN_INQUIRIES_QUERY_KEY } from './get-admin-inquiries';

/** GET /admin/inquiries/{id}: one inquiry with all its fields. */
export async function getAdminInquiry(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<AdminInquiry> {
  return adminInquirySchema.parse(await api.get(`/admin/inquiries/${encodeURIComponent(id)}`, { signal }));
}

export const adminInquiryQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...ADMIN_INQUIRIES_QUERY_KEY, 'one', id], queryFn: ({ signal }) => getAdminInquiry(id, { signal }) });

/** The inquiry as the server holds it now; the list's copy shows meanwhile. */
export const useAdminInquiry = (listed: AdminInquiry | null) =>
  useQuery({ ...adminInquiryQueryOptions(listed?.id ?? ''), enabled: listed !== null, ...(listed ? { placeholderData: listed } : {}) });
