/** The marketplace screens' own failure texts (spec 8's pattern), shared by Trading, the Selling Center and the Matching Center. */
export const ORDER_UI_TEXTS = {
  receiptFailed: 'Failed to download receipt',
  matchesFailed: 'Failed to load matches',
  commoditiesFailed: 'Failed to load commodities',
  submitRequestFailed: 'Failed to submit trade request',
  submitListingFailed: 'Failed to submit listing',
} as const;
