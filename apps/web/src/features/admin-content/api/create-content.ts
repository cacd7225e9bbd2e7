import type { ContentKind } from '@ctp/domain/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CONTENT_ITEM_SCHEMAS, type ContentItem } from '../content-kinds';
import { contentKeys } from './keys';

/** POST /admin/content/{kind}: a new draft. */
export async function createContent({ kind, body }: { kind: ContentKind; body: unknown }): Promise<ContentItem> {
  return CONTENT_ITEM_SCHEMAS[kind].parse(await api.post(`/admin/content/${kind}`, body));
}

export function useCreateContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createContent, onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }) });
}
