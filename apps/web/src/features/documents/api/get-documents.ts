import { documentListSchema, LIMITS, type DocumentList, type DocumentStatusFilter, type DocumentType } from '@ctp/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentsKeys } from './keys';

/** Every document query starts with this key; an upload or a deletion invalidates them all. */
export interface DocumentListParams {
  page: number;
  limit: number;
  /** Case-insensitive, on the name or the type (spec 5). */
  search?: string | undefined;
  type?: DocumentType | undefined;
  status?: DocumentStatusFilter | undefined;
}

/** Spec 7.3: the portal loads the first 10 documents on sign-in, and again after an upload. */
export const FIRST_DOCUMENTS_PAGE: DocumentListParams = { page: 1, limit: LIMITS.listItems };

/** GET /api/v1/documents?search&type&status&page&limit: the signed-in user's documents, newest first. */
export async function getDocuments(params: DocumentListParams, { signal }: { signal?: AbortSignal } = {}): Promise<DocumentList> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.search?.trim()) query.set('search', params.search.trim());
  if (params.type) query.set('type', params.type);
  if (params.status) query.set('status', params.status);
  return documentListSchema.parse(await api.get(`/api/v1/documents?${query}`, { signal }));
}

export const documentsQueryOptions = (params: DocumentListParams) =>
  queryOptions({
    queryKey: documentsKeys.list(params),
    queryFn: ({ signal }) => getDocuments(params, { signal }),
    placeholderData: keepPreviousData,
  });

export const useDocuments = (params: DocumentListParams) => useQuery(documentsQueryOptions(params));
