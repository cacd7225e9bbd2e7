import { adminKeys } from '@/lib/query-keys';
import type { AdminInquiryListParams } from './get-admin-inquiries';

/** Query keys of the inquiry inbox; marking one answered invalidates `all`. */
export const adminInquiriesKeys = {
  all: [...adminKeys.all, 'inquiries'] as const,
  list: ({ status, source, page, limit }: AdminInquiryListParams) => [...adminInquiriesKeys.all, 'list', { status, source, page, limit }] as const,
  detail: (id: string) => [...adminInquiriesKeys.all, 'one', id] as const,
};
