import type { DealListParams } from './get-deals';

/** Query keys of the deal room; a move in a deal invalidates `all` (its lists, its detail, its thread). */
export const dealsKeys = {
  all: ['deals'] as const,
  lists: () => [...dealsKeys.all, 'list'] as const,
  list: ({ page, limit, status, orderId }: DealListParams) => [...dealsKeys.lists(), { page, limit, status, orderId }] as const,
  detail: (id: string) => [...dealsKeys.all, 'detail', id] as const,
  messages: (id: string) => [...dealsKeys.all, 'messages', id] as const,
  ratings: (id: string) => [...dealsKeys.all, 'ratings', id] as const,
};
