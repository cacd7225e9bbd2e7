import { documentDecisionResponseSchema, type AdminDocument } from '@ctp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersKeys } from '@/features/admin-users';
import { api } from '@/lib/api-client';
import { adminDocumentsKeys } from './keys';

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
        queryClient.invalidateQueries({ queryKey: adminDocumentsKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
      ]),
  });
}
