import { contentDeletedSchema, type ContentDeleted, type ContentKind } from '@ctp/domain/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

/** DELETE /admin/content/{kind}/{id}: draft or published. */
export async function deleteContent({ kind, id }: { kind: ContentKind; id: string }): Promise<ContentDeleted> {
  return contentDeletedSchema.parse(await api.delete(`/admin/content/${kind}/${encodeURIComponent(id)}`));
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteContent, onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }) });
}
