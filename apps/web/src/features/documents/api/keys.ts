import type { DocumentListParams } from './get-documents';

/** Query keys of the user's documents; an upload or a deletion invalidates `all`. */
export const documentsKeys = {
  all: ['documents'] as const,
  list: (params: DocumentListParams) =>
    [
      ...documentsKeys.all,
      'list',
      { page: params.page, limit: params.limit, search: params.search?.trim() || undefined, type: params.type, status: params.status },
    ] as const,
};
