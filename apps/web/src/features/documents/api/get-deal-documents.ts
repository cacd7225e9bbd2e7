import { dealDocumentListSchema, type DealDocumentList } from '@ctp/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveListOptions } from '@/lib/live-query';
import { documentsKeys } from './keys';

/** GET /api/v1/deals/{id}/documents: every document shared with the deal, newest first. */
export async function getDealDocuments(dealId: string, { signal }: { signal?: AbortSignal } = {}): Promise<DealDocumentList> {
  return dealDocumentListSchema.parse(await api.get(`/api/v1/deals/${encodeURIComponent(dealId)}/documents`, { signal }));
}

/** Under the documents' key, so an upload reloads it; the other party shares meanwhile, so it also reloads on its own. */
export const dealDocumentsQueryOptions = (dealId: string) =>
  queryOptions({ queryKey: [...documentsKeys.all, 'deal', dealId], queryFn: ({ signal }) => getDealDocuments(dealId, { signal }), ...liveListOptions });

export const useDealDocuments = (dealId: string) => useQuery(dealDocumentsQueryOptions(dealId));
