/** The deal room's own texts; the rules' messages come from the domain (DEAL_TEXTS, RATING_TEXTS). */
export const DEAL_UI_TEXTS = {
  loadFailed: 'Failed to load deals',
  loadOneFailed: 'Failed to load the deal',
  offerFailed: 'The offer could not be sent',
  acceptFailed: 'The offer could not be accepted',
  rejectFailed: 'The offer could not be rejected',
  messagesFailed: 'Failed to load messages',
  sendFailed: 'The message could not be sent',
  ratingsFailed: 'Failed to load the ratings',
  rateFailed: 'The rating could not be saved',
  chooseScore: 'Choose a rating from 1 to 5',
  offerSent: 'Your counter-offer was sent to the other party.',
  accepted: 'You accepted the offer.',
  rejected: 'You rejected the offer.',
} as const;
