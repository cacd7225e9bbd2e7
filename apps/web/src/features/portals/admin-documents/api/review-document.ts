import { documentDecisionResponseSchema, type AdminDocument } from '@ctp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ADMIN_DOCUMENTS_QUERY_KEY } from './get-admin-documents';

export type DocumentReviewInput = { documentId: string; decision: 'verify' } | { documentId: string; decision: 'reject'; reason: string };

/** POST /admin/documents/{id}/verify, or /reject {reason}: the document as it now stands, with its owner's KYC status. */
export async function reviewDocument(input: DocumentReviewInput): Promise<AdminDocument> {
  const path = `/admin/documents/${encodeURIComponent(input.documentId)}/${input.decision}`;
  const body = input.decision === 'reject' ? { reason: input.reason.trim() } : {};
  return documentDecisionResponseSchema.parse(await api.post(path, body)).document;
}

/** Reviews a document, then reloads the Document Center and the users list (the owner's KYC status may have moved). */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDocument,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_DOCUMENTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      ]),
  });
}
