import type { ContentKind } from '@ctp/domain/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CONTENT_ITEM_SCHEMAS, type ContentItem } from '../content-kinds';
import { contentKeys } from './keys';

/** PUT /admin/content/{kind}/{id}: the whole item replaced; its status stays. */
export async function updateContent({ kind, id, body }: { kind: ContentKind; id: string; body: unknown }): Promise<ContentItem> {
  return CONTENT_ITEM_SCHEMAS[kind].parse(await api.put(`/admin/content/${kind}/${encodeURIComponent(id)}`, body));
}

export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateContent, onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }) });
}
