/** Query keys of the notification preferences, per user. */
export const preferencesKeys = {
  all: ['preferences'] as const,
  detail: (userId: string) => [...preferencesKeys.all, userId] as const,
};
