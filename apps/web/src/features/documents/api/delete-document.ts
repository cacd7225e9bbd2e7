import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '@/features/activity';
import { dashboardKeys } from '@/features/dashboard';
import { api } from '@/lib/api-client';
import { documentsKeys } from './keys';

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
        queryClient.invalidateQueries({ queryKey: documentsKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}
