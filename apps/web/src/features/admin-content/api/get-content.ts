import type { ContentKind, ContentStatus } from '@ctp/domain/content';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CONTENT_LIST_SCHEMAS, type ContentList } from '../content-kinds';
import { contentKeys } from './keys';

export interface ContentListParams {
  kind: ContentKind;
  status?: ContentStatus | undefined;
  page: number;
  limit: number;
}

/** GET /admin/content/{kind}?status&page&limit: every status, the last changed first. */
export async function getContent({ kind, status, page, limit }: ContentListParams, signal?: AbortSignal): Promise<ContentList> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (status) query.set('status', status);
  return CONTENT_LIST_SCHEMAS[kind].parse(await api.get(`/admin/content/${kind}?${query}`, { signal }));
}

export const contentQueryOptions = (params: ContentListParams) =>
  queryOptions({ queryKey: contentKeys.list(params), queryFn: ({ signal }) => getContent(params, signal), placeholderData: keepPreviousData });

export const useContent = (params: ContentListParams) => useQuery(contentQueryOptions(params));

/** The first page of each kind, every status: the tabs' counts (the open tab's list shares its query). */
export const useContentTotals = (kinds: readonly ContentKind[], limit: number) =>
  useQueries({ queries: kinds.map((kind) => contentQueryOptions({ kind, page: 1, limit })) });
