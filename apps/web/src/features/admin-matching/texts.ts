export const MATCHING_UI_TEXTS = {
  suggestionsFailed: 'Failed to load match suggestions',
  confirmFailed: 'Failed to confirm the match',
  activeOrdersFailed: 'Failed to load active orders',
} as const;
