/**
 * The contract as a signed document (issue 13, docs/decisions/020): its stored terms, the parties' names, the
 * signatures, the signing body and the public verification answer. The contract itself is in ./contracts.
 */
import { z } from 'zod';
import { PAYMENT_TERMS } from './deal-constants';
import { optionalText, text } from './text';
import { decimalsOf, requiredId } from './trade-fields';
import { FUEL_DELIVERY_MODES, GOLD_TERMS } from './trading';

/** Every Incoterm / delivery mode some commodity allows; the commodity's own list is checked by the server. */
const CONTRACT_INCOTERMS = [...new Set<string>([...GOLD_TERMS, ...FUEL_DELIVERY_MODES])] as [string, ...string[]];

/** What a contract says unless the parties (or the desk) agree otherwise. */
export const CONTRACT_TERM_DEFAULTS = {
  quantityTolerancePercent: 0,
  inspection: 'Independent inspection at loading by SGS or an equivalent agreed by both parties',
  governingLaw: 'Laws of the Sultanate of Oman; disputes to arbitration in Muscat',
} as const;

export const CONTRACT_DOCUMENT_LIMITS = {
  incotermPlace: 200,
  specifications: 2_000,
  /** Percent more or less than the stated quantity the seller may deliver. */
  maxQuantityTolerancePercent: 10,
  typedName: 200,
  password: 1_024,
  /** A PDF sent to POST /contracts/verify. */
  verifyFileBytes: 10 * 1024 * 1024,
} as const;

export const CONTRACT_SIGNATURE_ROLES = ['buyer', 'seller'] as const;
export type ContractSignatureRole = (typeof CONTRACT_SIGNATURE_ROLES)[number];

/** The answers of POST /contracts/verify. */
export const CONTRACT_VERIFICATION_RESULTS = ['valid', 'altered', 'unknown'] as const;
export type ContractVerificationResult = (typeof CONTRACT_VERIFICATION_RESULTS)[number];

export const CONTRACT_DOCUMENT_ERROR_CODES = {
  /** The typed name is not the signer's account name. */
  signatureNameMismatch: 'SIGNATURE_NAME_MISMATCH',
  /** The password or authenticator code given to sign is wrong or missing (403, never 401: the session is fine). */
  signatureReauthFailed: 'SIGNATURE_REAUTH_FAILED',
  /** The draft belongs to a deal: its terms change through the deal's offers. */
  contractInDeal: 'CONTRACT_IN_DEAL',
} as const;

export const CONTRACT_DOCUMENT_TEXTS = {
  typedNameRequired: 'Type your full name to sign',
  consentRequired: 'Tick the box to agree to sign this contract electronically',
  signatureNameMismatch: 'The typed name must be your full name as it appears on your account',
  passwordRequired: 'Enter your password to sign',
  totpRequired: 'Enter the code from your authenticator app to sign',
  reauthFailed: 'The password or authenticator code is not correct',
  contractInDeal: 'This contract belongs to a deal: change its terms with an offer in the deal room',
  verifyFileRequired: 'Choose the contract PDF to verify',
  verifyNotPdf: 'Only PDF files can be verified',
  verifyTooLarge: `The file must be at most ${CONTRACT_DOCUMENT_LIMITS.verifyFileBytes / 1024 / 1024} MB`,
  documentUnavailable: 'The contract document is not available',
  awaitingSignature: 'Awaiting signature',
} as const;

/** Names and compares what a signer typed with their account name: case and extra spaces do not count. */
export const normalizeSignerName = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

/* --------------------------------------------------------------- answers */

/** A party as the other party and the desk see it: a name and a company, never an id, email or phone. */
export const contractPartySchema = z.object({ name: z.string(), company: z.string().nullable() });
export type ContractParty = z.infer<typeof contractPartySchema>;

/** The contract's terms (dates YYYY-MM-DD; deliveryWindowEnd is the delivery date). */
export const contractTermsSchema = z.object({
  incoterm: z.string().nullable(),
  incotermPlace: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  specifications: z.string().nullable(),
  quantityTolerancePercent: z.number(),
  deliveryWindowStart: z.string().nullable(),
  deliveryWindowEnd: z.string(),
  inspection: z.string(),
  governingLaw: z.string(),
  buyerAddress: z.string().nullable(),
  sellerAddress: z.string().nullable(),
});
export type ContractTerms = z.infer<typeof contractTermsSchema>;

/** What one party signed. ip and userAgent are in the answer for administrators only. */
export const contractSignatureSchema = z.object({
  role: z.enum(CONTRACT_SIGNATURE_ROLES),
  signerName: z.string(),
  typedName: z.string(),
  signedAt: z.string(),
  /** SHA-256 (hex) of the PDF bytes the party signed. */
  documentSha256: z.string(),
  ip: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
});
export type ContractSignature = z.infer<typeof contractSignatureSchema>;

/* -------------------------------------------------------------- requests */

/**
 * The terms a draft may state when it is drawn up or edited outside a deal (POST/PUT /contracts). Inspection and
 * governing law are the platform's standard clauses; party addresses come from the accounts.
 */
export const contractTermFields = {
  incoterm: z.enum(CONTRACT_INCOTERMS, { error: `Incoterm must be one of: ${CONTRACT_INCOTERMS.join(', ')}` }).nullable().optional(),
  incotermPlace: optionalText('Incoterm place', CONTRACT_DOCUMENT_LIMITS.incotermPlace),
  paymentTerms: z.enum(PAYMENT_TERMS, { error: `Payment terms must be one of: ${PAYMENT_TERMS.join(', ')}` }).nullable().optional(),
  specifications: optionalText('Specifications', CONTRACT_DOCUMENT_LIMITS.specifications),
  quantityTolerancePercent: z
    .number({ error: 'Quantity tolerance must be a number' })
    .min(0, 'Quantity tolerance must not be negative')
    .max(CONTRACT_DOCUMENT_LIMITS.maxQuantityTolerancePercent, `Quantity tolerance must be at most ${CONTRACT_DOCUMENT_LIMITS.maxQuantityTolerancePercent}%`)
    .refine((v) => decimalsOf(v) <= 2, 'Quantity tolerance may have at most 2 decimals')
    .optional(),
  deliveryWindowStart: z.iso.date({ error: 'Delivery window start must be a date (YYYY-MM-DD)' }).nullable().optional(),
};

/**
 * POST /api/v1/contracts/sign. The typed name must be the signer's account name; the signer re-confirms with
 * the authenticator code when two-factor sign-in is on for them, else with the password.
 */
export const signContractRequestSchema = z.object({
  contractId: requiredId('Contract'),
  typedName: text({ error: CONTRACT_DOCUMENT_TEXTS.typedNameRequired })
    .trim()
    .min(1, CONTRACT_DOCUMENT_TEXTS.typedNameRequired)
    .max(CONTRACT_DOCUMENT_LIMITS.typedName, `Typed name must be at most ${CONTRACT_DOCUMENT_LIMITS.typedName} characters`),
  consent: z.literal(true, { error: CONTRACT_DOCUMENT_TEXTS.consentRequired }),
  password: z.string().max(CONTRACT_DOCUMENT_LIMITS.password).optional(),
  totpCode: z.string().max(64).optional(),
});
export type SignContractRequest = z.input<typeof signContractRequestSchema>;

/* ---------------------------------------------------------- verification */

export const contractVerificationSchema = z
  .object({
    result: z.enum(CONTRACT_VERIFICATION_RESULTS),
    /** SHA-256 (hex) of the uploaded file. */
    sha256: z.string(),
    /** The contract the file names; null when it names none of ours. */
    contract: z
      .object({
        contractNumber: z.string(),
        commodity: z.string(),
        buyer: contractPartySchema,
        seller: contractPartySchema,
        /** When the last party signed. */
        signedAt: z.string(),
        signatures: z.array(z.object({ role: z.enum(CONTRACT_SIGNATURE_ROLES), signerName: z.string(), signedAt: z.string() })),
      })
      .nullable(),
  })
  .meta({ id: 'ContractVerification' });
export type ContractVerification = z.infer<typeof contractVerificationSchema>;
