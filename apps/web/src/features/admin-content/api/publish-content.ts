import type { ContentKind } from '@ctp/domain/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CONTENT_ITEM_SCHEMAS, type ContentItem } from '../content-kinds';
import { contentKeys } from './keys';

/** Publishing shows an item on the portals; unpublishing takes it back to draft. */
export type PublishAction = 'publish' | 'unpublish';

/** POST /admin/content/{kind}/{id}/publish or /unpublish. */
export async function publishContent({ kind, id, action }: { kind: ContentKind; id: string; action: PublishAction }): Promise<ContentItem> {
  return CONTENT_ITEM_SCHEMAS[kind].parse(await api.post(`/admin/content/${kind}/${encodeURIComponent(id)}/${action}`));
}

export function usePublishContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishContent, onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }) });
}
