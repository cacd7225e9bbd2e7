import { z } from 'zod';
import { INQUIRY_LIMITS, INQUIRY_TEXTS, INQUIRY_TYPES, PHONE_NUMBER_PATTERN } from './inquiry-constants';
import { formatWholeUsd, INVESTMENT_LIMITS, INVESTMENT_TEXTS } from './investment-constants';
import { text } from './text';

// The contact form's plain constants live in ./inquiry-constants (zod-free, for the contact page).
export * from './inquiry-constants';

const requiredText = (label: string, max: number) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional free text: blank becomes undefined, so the server stores NULL rather than ''. */
const optionalText = (label: string, max: number) =>
  text()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

const EMAIL_REQUIRED = 'Email is required';

/**
 * The contact form (spec 3, rules of spec 5): one schema for the form and for POST /api/v1/inquiries.
 * `website` is a honeypot: hidden from people, so anything in it marks a bot. It is accepted here on
 * purpose; the server drops such a submission quietly instead of telling the bot what gave it away.
 */
export const inquiryRequestSchema = z.object({
  name: requiredText('Full name', INQUIRY_LIMITS.name),
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, EMAIL_REQUIRED)
    .pipe(z.email(INQUIRY_TEXTS.invalidEmail).max(INQUIRY_LIMITS.email, INQUIRY_TEXTS.invalidEmail)),
  company: optionalText('Company', INQUIRY_LIMITS.company),
  phone: optionalText('Phone', INQUIRY_LIMITS.phone).refine(
    (v) => v === undefined || PHONE_NUMBER_PATTERN.test(v),
    INQUIRY_TEXTS.invalidPhone,
  ),
  inquiryType: z.enum(INQUIRY_TYPES, { error: INQUIRY_TEXTS.chooseType }),
  subject: requiredText('Subject', INQUIRY_LIMITS.subject),
  message: requiredText('Message', INQUIRY_LIMITS.message),
  website: z.string().max(2000).optional(),
});
/** What the form holds and the client sends. */
export type InquiryRequest = z.input<typeof inquiryRequestSchema>;
/** What the server works with after validation. */
export type ValidInquiry = z.output<typeof inquiryRequestSchema>;

/** The same answer for a stored inquiry and a dropped bot submission. */
export const inquiryReceivedSchema = z.object({ success: z.literal(true), message: z.string() });
export type InquiryReceived = z.infer<typeof inquiryReceivedSchema>;

export const INQUIRY_SOURCES = ['contact-form', 'portal'] as const;
export type InquirySource = (typeof INQUIRY_SOURCES)[number];
/** A new inquiry is 'new' until an administrator marks it answered. */
export const INQUIRY_STATUSES = ['new', 'answered'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/* ------------------------------------------------- portal inquiries */

/**
 * What a signed-in trader or seller asks for from the portal (spec 2.16): interest in an investment
 * opportunity, a proposal for a project seeking capital, an opportunity's or project's information
 * package, or a call from sales about the Enterprise intelligence package.
 */
export const PORTAL_INQUIRY_KINDS = ['express-interest', 'proposal', 'information-package', 'contact-sales'] as const;
export type PortalInquiryKind = (typeof PORTAL_INQUIRY_KINDS)[number];

export const PORTAL_INQUIRY_KIND_LABELS = {
  'express-interest': 'Expression of interest',
  proposal: 'Proposal',
  'information-package': 'Information package',
  'contact-sales': 'Enterprise sales',
} as const satisfies Record<PortalInquiryKind, string>;

/** What an inquiry is about: an investment opportunity, a project, or an intelligence package. */
export const PORTAL_TARGET_TYPES = ['opportunity', 'project', 'package'] as const;
export type PortalTargetType = (typeof PORTAL_TARGET_TYPES)[number];

/** Spec 9: investors from $1M, the investment limits' minimum; the largest amount is theirs too. */
export const PORTAL_INQUIRY_LIMITS = {
  message: 2000,
  minAmountUsd: INVESTMENT_LIMITS.investorMinimumUsd,
  maxAmountUsd: INVESTMENT_LIMITS.maxAmountUsd,
} as const;

/** An amount out of bounds reads INVESTMENT_TEXTS.investorMinimum or amountTooLarge. */
export const PORTAL_INQUIRY_TEXTS = {
  received: {
    'express-interest': 'Thank you. Your interest has been recorded and our investment team will contact you within two business days.',
    proposal: 'Thank you. Your proposal has been submitted and our investment team will review it with the project developer.',
    'information-package': 'Your request has been recorded. Our investment team will send the information package to your registered email address.',
    'contact-sales': 'Thank you. Our sales team will contact you about the Enterprise package.',
  } satisfies Record<PortalInquiryKind, string>,
  alreadyRequested: 'You have already requested this; our team will be in touch.',
  amountRequired: 'Please enter an amount in US dollars',
  amountWhole: 'Please enter a whole number of dollars',
  belowOpportunityMinimum: (minimum: number) => `The minimum investment for this opportunity is ${formatWholeUsd(minimum)}`,
  aboveSeekingAmount: (seeking: number) => `This project is seeking ${formatWholeUsd(seeking)}; a proposal cannot exceed it`,
  proposalRequired: 'Please describe your proposal',
  chooseKind: `kind must be one of: ${PORTAL_INQUIRY_KINDS.join(', ')}`,
  submitFailed: 'Your request could not be sent. Please try again.',
  loadFailed: 'Failed to load your requests',
} as const;

const portalAmount = z
  .number({ error: PORTAL_INQUIRY_TEXTS.amountRequired })
  .int(PORTAL_INQUIRY_TEXTS.amountWhole)
  .min(PORTAL_INQUIRY_LIMITS.minAmountUsd, INVESTMENT_TEXTS.investorMinimum)
  .max(PORTAL_INQUIRY_LIMITS.maxAmountUsd, INVESTMENT_TEXTS.amountTooLarge);

const portalMessage = optionalText('Message', PORTAL_INQUIRY_LIMITS.message);
const targetId = z.uuid('targetId must be a valid id');

/** Express Interest: an amount (USD, at least the investor minimum) and an optional message. */
export const expressInterestFieldsSchema = z.object({ amount: portalAmount, message: portalMessage });
/** Submit Proposal: the capital offered (USD) and the proposal itself. */
export const proposalFieldsSchema = z.object({
  amount: portalAmount,
  message: z
    .string({ error: PORTAL_INQUIRY_TEXTS.proposalRequired })
    .trim()
    .min(1, PORTAL_INQUIRY_TEXTS.proposalRequired)
    .max(PORTAL_INQUIRY_LIMITS.message, `Message must be at most ${PORTAL_INQUIRY_LIMITS.message} characters`),
});
/** Contact Sales: an optional note for the sales team. */
export const contactSalesFieldsSchema = z.object({ message: portalMessage });

/** POST /api/v1/inquiries/portal. The kind decides the target and which fields are asked for. */
export const portalInquiryRequestSchema = z.discriminatedUnion(
  'kind',
  [
    expressInterestFieldsSchema.extend({ kind: z.literal('express-interest'), targetId }).strict(),
    proposalFieldsSchema.extend({ kind: z.literal('proposal'), targetId }).strict(),
    z
      .object({
        kind: z.literal('information-package'),
        targetType: z.enum(['opportunity', 'project'], { error: 'targetType must be opportunity or project' }),
        targetId,
        message: portalMessage,
      })
      .strict(),
    contactSalesFieldsSchema.extend({ kind: z.literal('contact-sales') }).strict(),
  ],
  { error: PORTAL_INQUIRY_TEXTS.chooseKind },
);
export type PortalInquiryRequest = z.input<typeof portalInquiryRequestSchema>;
export type ValidPortalInquiry = z.output<typeof portalInquiryRequestSchema>;

/** A portal inquiry as its sender sees it. */
export const portalInquirySchema = z.object({
  id: z.string(),
  kind: z.enum(PORTAL_INQUIRY_KINDS),
  targetType: z.enum(PORTAL_TARGET_TYPES).nullable(),
  targetId: z.string().nullable(),
  /** What it is about, in words ("Express interest: Ashanti Ridge Gold Stream"). */
  subject: z.string(),
  /** USD, for interests and proposals. */
  amount: z.number().int().nullable(),
  message: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type PortalInquiry = z.infer<typeof portalInquirySchema>;

export const portalInquiryCreatedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** False when the same request was already open and is answered with the earlier one. */
  created: z.boolean(),
  inquiry: portalInquirySchema,
});
export type PortalInquiryCreated = z.infer<typeof portalInquiryCreatedSchema>;

export const myInquiriesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(100),
  })
  .strict();

export const myInquiriesSchema = z.object({
  inquiries: z.array(portalInquirySchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type MyInquiries = z.infer<typeof myInquiriesSchema>;
