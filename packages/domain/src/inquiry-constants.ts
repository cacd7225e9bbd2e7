/**
 * The contact form's plain constants and texts (spec 2.12, 8). No zod here: the contact page imports
 * this module directly (`@ctp/domain/inquiry-constants`) and loads the schema only once a visitor
 * starts on the form.
 */

/** Inquiry types of the contact form (spec 2.12), in the order the form offers them. */
export const INQUIRY_TYPES = [
  'general',
  'gold-trading',
  'fuel-trading',
  'market-intelligence',
  'streaming',
  'advisory',
  'partnership',
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** What the visitor reads for each type; 'streaming' is labelled Commodity Investment (spec 2.12). */
export const INQUIRY_TYPE_LABELS = {
  general: 'General Inquiry',
  'gold-trading': 'Gold Trading',
  'fuel-trading': 'Fuel Trading',
  'market-intelligence': 'Market Intelligence',
  streaming: 'Commodity Investment',
  advisory: 'Mining Advisory',
  partnership: 'Partnership',
} as const satisfies Record<InquiryType, string>;

/** The fields of an inquiry, in form order; `website` is the hidden bot trap. */
export const INQUIRY_FIELDS = ['name', 'email', 'company', 'phone', 'inquiryType', 'subject', 'message', 'website'] as const;

export const INQUIRY_LIMITS = {
  name: 120,
  email: 254,
  company: 200,
  phone: 40,
  subject: 200,
  message: 5000,
} as const;

/** What a phone number may look like, on the contact form and a user's profile alike. */
export const PHONE_NUMBER_PATTERN = /^\+?[\d\s().-]{5,}$/;

/** The email and phone texts serve every form that asks for them: contact, sign-in and account forms, profile. */
export const INQUIRY_TEXTS = {
  received: 'Thank you. Your inquiry has been received and the right team will be in touch shortly.',
  chooseType: 'Please choose an inquiry type',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
} as const;
