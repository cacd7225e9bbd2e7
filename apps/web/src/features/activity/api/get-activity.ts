import { activityListSchema, type ActivityList, type ActivityType } from '@ctp/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { activityKeys } from './keys';

export interface ActivityListParams {
  page: number;
  limit: number;
  type?: ActivityType | undefined;
}

/** GET /api/v1/activity?type&page&limit: the signed-in user's own feed, newest first. */
export async function getActivity(params: ActivityListParams, { signal }: { signal?: AbortSignal } = {}): Promise<ActivityList> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.type) query.set('type', params.type);
  return activityListSchema.parse(await api.get(`/api/v1/activity?${query}`, { signal }));
}

export const activityQueryOptions = (params: ActivityListParams) =>
  queryOptions({
    queryKey: activityKeys.list(params),
    queryFn: ({ signal }) => getActivity(params, { signal }),
    // Paging keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useActivity = (params: ActivityListParams) => useQuery(activityQueryOptions(params));
