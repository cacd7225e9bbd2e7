export const TRADES_UI_TEXTS = {
  loadFailed: 'Failed to load trades',
  exportFailed: 'Failed to export trades',
  approveFailed: 'Failed to approve trade',
  rejectFailed: 'Failed to reject trade',
} as const;
