/** The Selling Center's own failure texts (spec 8's pattern: what failed, then the server's reason). */
export const SELLING_CENTER_TEXTS = {
  loadFailed: 'Failed to load your listings',
  removeFailed: 'Failed to remove listing',
} as const;
