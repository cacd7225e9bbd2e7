/** The contracts tab's own failure texts. */
export const CONTRACT_UI_TEXTS = {
  loadFailed: 'Failed to load contracts',
  loadOneFailed: 'Failed to load contract',
} as const;
