import type { ActivityListParams } from './get-activity';

/** Query keys of the activity feed; any change to the account's data invalidates `all`. */
export const activityKeys = {
  all: ['activity'] as const,
  list: (params: ActivityListParams) => [...activityKeys.all, 'list', params] as const,
};
