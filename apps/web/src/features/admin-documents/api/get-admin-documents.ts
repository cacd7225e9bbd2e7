import { adminDocumentListSchema, type AdminDocumentList } from '@ctp/domain';
import type { DocumentStatusFilter, DocumentType } from '@ctp/domain/document-constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminDocumentsKeys } from './keys';

/** Every Document Center query starts with this key; a verification or rejection invalidates them all. */
export interface AdminDocumentFilters {
  /** Case-insensitive, on the document's name or type. */
  search?: string | undefined;
  type?: DocumentType | undefined;
  status?: DocumentStatusFilter | undefined;
  /** Part of the owner's email or name. */
  owner?: string | undefined;
}

export interface AdminDocumentListParams extends AdminDocumentFilters {
  page: number;
  limit: number;
}

/** GET /admin/documents?search&type&status&owner&page&limit: every user's documents with their owners. */
export async function getAdminDocuments(params: AdminDocumentListParams, { signal }: { signal?: AbortSignal } = {}): Promise<AdminDocumentList> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  for (const key of ['search', 'type', 'status', 'owner'] as const) {
    const value = params[key]?.trim();
    if (value) query.set(key, value);
  }
  return adminDocumentListSchema.parse(await api.get(`/admin/documents?${query}`, { signal }));
}

export const adminDocumentsQueryOptions = (params: AdminDocumentListParams) =>
  queryOptions({
    queryKey: adminDocumentsKeys.list(params),
    queryFn: ({ signal }) => getAdminDocuments(params, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminDocuments = (params: AdminDocumentListParams) => useQuery(adminDocumentsQueryOptions(params));
