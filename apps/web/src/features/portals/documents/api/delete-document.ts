import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { DOCUMENTS_QUERY_KEY } from './get-documents';

/** DELETE /api/v1/documents/{id}. */
export async function deleteDocument(id: string): Promise<void> {
  await api.delete(`/api/v1/documents/${encodeURIComponent(id)}`);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['activity'] }),
      ]),
  });
}
