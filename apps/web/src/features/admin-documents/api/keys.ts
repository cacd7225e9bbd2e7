import { adminKeys } from '@/lib/query-keys';
import type { AdminDocumentListParams } from './get-admin-documents';

/** Query keys of the Document Center; a review invalidates `all`. */
export const adminDocumentsKeys = {
  all: [...adminKeys.all, 'documents'] as const,
  list: (p: AdminDocumentListParams) => [...adminDocumentsKeys.all, 'list', { search: p.search?.trim() ?? '', type: p.type, status: p.status, owner: p.owner?.trim() ?? '', page: p.page, limit: p.limit }] as const,
};
