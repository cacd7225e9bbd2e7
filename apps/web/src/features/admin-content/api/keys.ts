import { adminKeys } from '@/lib/query-keys';
import type { ContentListParams } from './get-content';

/** Query keys of the desk's content; every change invalidates `all`. */
export const contentKeys = {
  all: [...adminKeys.all, 'content'] as const,
  list: (params: ContentListParams) => [...contentKeys.all, params] as const,
};
