/**
 * The deal room's plain constants (issue 13, docs/decisions/019): deal and offer statuses, who takes part, payment
 * terms, limits, error codes and texts. No zod here, so the web can import it without the schemas (./deals).
 */

/**
 * A deal's statuses, in lifecycle order. Negotiating until an offer is accepted by the side that did not make it
 * (agreed); then it follows its contract: sent for signature, signed by both (active), executed. Cancelled and
 * expired close it from any open status.
 */
export const DEAL_STATUSES = ['negotiating', 'agreed', 'contract_pending_signature', 'active', 'executed', 'cancelled', 'expired'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** Statuses in which the deal is still going on. */
export const DEAL_OPEN_STATUSES = ['negotiating', 'agreed', 'contract_pending_signature', 'active'] as const satisfies readonly DealStatus[];

export const DEAL_STATUS_LABELS = {
  negotiating: 'Negotiating',
  agreed: 'Agreed',
  contract_pending_signature: 'Contract Pending Signature',
  active: 'Active',
  executed: 'Executed',
  cancelled: 'Cancelled',
  expired: 'Expired',
} as const satisfies Record<DealStatus, string>;

/** Who takes part in a deal: the buy request's owner, the sell listing's owner, and the desk (administrators). */
export const DEAL_ROLES = ['buyer', 'seller', 'desk'] as const;
export type DealRole = (typeof DEAL_ROLES)[number];
/** The two sides that negotiate; the desk makes only the first offer. */
export type DealSide = Exclude<DealRole, 'desk'>;

/**
 * An offer's statuses: open until it is accepted (by the side that did not make it; the desk's first offer by both),
 * rejected, superseded by a newer offer, or closed because the deal moved on without it (its contract was sent,
 * cancelled or expired). An open offer past its validUntil reads as expired.
 */
export const OFFER_STATUSES = ['open', 'accepted', 'rejected', 'superseded', 'expired', 'closed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What a caller may do in a deal now (a deal's `allowedActions`). */
export const DEAL_ACTIONS = ['offer', 'accept', 'reject', 'message'] as const;
export type DealAction = (typeof DEAL_ACTIONS)[number];

/** How the buyer pays, as an offer states it. */
export const PAYMENT_TERMS = ['LC at sight', 'Usance LC', 'SBLC', 'TT in advance', 'TT against documents', 'Escrow'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];
export const PAYMENT_TERM_LABELS = {
  'LC at sight': 'Letter of credit, at sight',
  'Usance LC': 'Letter of credit, deferred (usance)',
  SBLC: 'Standby letter of credit',
  'TT in advance': 'Telegraphic transfer in advance',
  'TT against documents': 'Telegraphic transfer against shipping documents',
  Escrow: 'Escrow account',
} as const satisfies Record<PaymentTerms, string>;
/** The payment terms of the desk's first offer: secured by a bank for both sides. */
export const DESK_PAYMENT_TERMS: PaymentTerms = 'LC at sight';

export const DEAL_LIMITS = {
  /** Characters of one message. */
  message: 4_000,
  note: 1_000,
  specifications: 2_000,
  location: 200,
  rejectionReason: 500,
  /** An offer is valid this long unless it says otherwise (and never past the end of its delivery date). */
  defaultOfferValidityHours: 72,
  /** The longest validity an offer may state. */
  maxOfferValidityDays: 30,
  /** The desk's first offer is valid this long (and never past the end of its delivery date). */
  deskOfferValidityDays: 7,
  /** The newest messages a deal's detail carries; GET .../messages pages through all of them. */
  messagesInDeal: 50,
  messagesPageDefault: 100,
  messagesPageMax: 200,
} as const;

export const DEAL_ERROR_CODES = {
  /** The caller takes part in the deal but may not do this (accept their own offer, an administrator making an offer). */
  actionForbidden: 'DEAL_ACTION_FORBIDDEN',
  /** Offers are made, accepted and rejected only while the deal is negotiating. */
  notNegotiating: 'DEAL_NOT_NEGOTIATING',
  /** The offer was accepted, rejected, superseded or closed already. */
  offerNotOpen: 'DEAL_OFFER_NOT_OPEN',
  /** The caller's side accepted the desk's offer already; it waits for the other side. */
  alreadyAccepted: 'DEAL_OFFER_ALREADY_ACCEPTED',
  /** The offer's validUntil has passed. */
  offerExpired: 'DEAL_OFFER_EXPIRED',
  /** The deal was cancelled or expired: nothing more can be posted to it. */
  closed: 'DEAL_CLOSED',
  /** Another move on the deal won the race; reload and decide again. */
  changed: 'DEAL_CHANGED',
} as const;

export const DEAL_TEXTS = {
  notFound: 'Deal not found',
  offerNotFound: 'Offer not found',
  deskName: 'Trading Desk',
  onlyPartiesOffer: 'Only the buyer and the seller make offers in a deal',
  onlyPartiesDecide: 'Only the buyer and the seller accept or reject offers',
  ownOffer: 'You made this offer: the other party accepts or rejects it',
  alreadyAccepted: 'You have already accepted this offer; it waits for the other party',
  notNegotiating: (status: string) => `This deal is ${status.replaceAll('_', ' ')}: offers can no longer be made, accepted or rejected`,
  offerNotOpen: (status: string) => `This offer is ${status} and can no longer be accepted or rejected`,
  offerExpired: 'This offer has expired; make a new offer instead',
  closed: (status: string) => `This deal is ${status}: nothing more can be posted to it`,
  changed: 'The deal changed meanwhile. Please reload it and try again.',
  contractNotDraft: 'The contract of this deal is no longer a draft, so the offer cannot be accepted',
  quantityTooLarge: (max: string) => `Quantity must be at most ${max}, the smaller of the two orders' remaining quantities`,
  validUntilPast: 'Valid until must be in the future',
  validUntilTooLate: (days: number) => `Valid until must be within ${days} days`,
  validUntilAfterDelivery: 'Valid until must not be after the delivery date',
  incotermNotAllowed: (allowed: readonly string[]) => `Incoterm must be one of: ${allowed.join(', ')}`,
  messageRequired: 'Write a message',
} as const;
