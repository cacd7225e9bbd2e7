export const ACTIVITY_TEXTS = {
  loadFailed: 'Failed to load activity',
} as const;
