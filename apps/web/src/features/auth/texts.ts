export const AUTH_UI_TEXTS = {
  resendVerificationFailed: 'Failed to send the verification email',
} as const;

/** The query of /register that opens a selling account ('Register for Selling Access' links to it). */
export const SELLER_REGISTRATION_QUERY = '?as=seller';

/** What the registration page says for each kind of account; the trader's texts are spec 2.14's. */
export const REGISTRATION_TEXTS = {
  trader: {
    title: 'Create Your Trading Account',
    subtitle: 'Open an account to request trades, list commodities and follow your contracts in one place.',
    submit: 'Create Trading Account',
  },
  seller: {
    title: 'Create Your Selling Account',
    subtitle: 'Open a selling account to list your commodities, answer buyers in the deal room and follow your contracts.',
    submit: 'Create Selling Account',
  },
} as const;
