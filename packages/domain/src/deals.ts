/**
 * The deal room (issue 13, docs/decisions/019): a confirmed match opens a deal between the buy request's owner, the
 * sell listing's owner and the desk. The bodies, queries and answers of /api/v1/deals. Plain constants live in
 * ./deal-constants (zod-free, for the web).
 */
import { z } from 'zod';
import { CONTRACT_LIMITS, pageQueryFields, wholeNumber } from './contracts';
import {
  DEAL_ACTIONS,
  DEAL_LIMITS,
  DEAL_ROLES,
  DEAL_STATUSES,
  DEAL_TEXTS,
  OFFER_STATUSES,
  PAYMENT_TERMS,
} from './deal-constants';
import { ALL_ORDER_TERMS, orderCommoditySchema, orderSchema } from './orders';
import { optionalText, text } from './text';
import { amount, deliveryDateSchema, requiredMessage } from './trade-fields';
import { COMMODITY_UNITS, TRADING_CURRENCIES } from './trading';

export * from './deal-constants';

/* ------------------------------------------------------------ requests */

export const dealIdParamsSchema = z.object({ id: z.uuid('Deal id must be a valid id') });
export const dealOfferParamsSchema = z.object({ id: z.uuid('Deal id must be a valid id'), offerId: z.uuid('Offer id must be a valid id') });

/** GET /api/v1/deals: the caller's deals (every deal for an administrator), most recently active first. */
export const dealListQuerySchema = z
  .object({
    status: z.enum(DEAL_STATUSES, { error: `status must be one of: ${DEAL_STATUSES.join(', ')}` }).optional(),
    /** Only the deal(s) of this order, as its buy request or its sell listing (the Matching Center's "Contact" links). */
    orderId: z.uuid('orderId must be a valid id').optional(),
    ...pageQueryFields,
  })
  .strict();
export type DealListQuery = z.input<typeof dealListQuerySchema>;

/**
 * POST /api/v1/deals/{id}/offers: a counter-offer by the buyer or the seller. The server checks it like an order:
 * the commodity's locations and terms (incoterm), a delivery date not in the past, the quantity within both orders'
 * and the total (quantity × unit price) within the trade value limits. validUntil defaults to 72 hours.
 */
export const makeOfferRequestSchema = z
  .object({
    unitPrice: amount('Unit price', CONTRACT_LIMITS.unitPriceDecimals, CONTRACT_LIMITS.maxUnitPrice),
    quantity: amount('Quantity', CONTRACT_LIMITS.quantityDecimals, CONTRACT_LIMITS.maxQuantity),
    deliveryDate: deliveryDateSchema,
    location: z
      .string({ error: requiredMessage('Location', 'Location must be text') })
      .trim()
      .min(1, 'Location is required')
      .max(DEAL_LIMITS.location, `Location must be at most ${DEAL_LIMITS.location} characters`),
    incoterm: z.enum(ALL_ORDER_TERMS, { error: requiredMessage('Incoterm', `Incoterm must be one of: ${ALL_ORDER_TERMS.join(', ')}`) }),
    paymentTerms: z.enum(PAYMENT_TERMS, { error: requiredMessage('Payment terms', `Payment terms must be one of: ${PAYMENT_TERMS.join(', ')}`) }),
    specifications: optionalText('Specifications', DEAL_LIMITS.specifications),
    /** ISO-8601 time; in the future, within 30 days and not after the delivery date. */
    validUntil: z.iso.datetime({ offset: true, error: 'Valid until must be an ISO-8601 time' }).optional(),
    note: optionalText('Note', DEAL_LIMITS.note),
  })
  .strict();
export type MakeOfferRequest = z.input<typeof makeOfferRequestSchema>;
export type MakeOfferInput = z.output<typeof makeOfferRequestSchema>;

/** POST /api/v1/deals/{id}/offers/{offerId}/reject: an optional reason the other side reads. */
export const rejectOfferRequestSchema = z
  .object({ reason: optionalText('Reason', DEAL_LIMITS.rejectionReason) })
  .strict()
  .nullish()
  .transform((b) => ({ reason: b?.reason ?? null }));
export type RejectOfferRequest = z.input<typeof rejectOfferRequestSchema>;

/** POST /api/v1/deals/{id}/messages: plain text (line breaks allowed) up to 4,000 characters. */
export const postDealMessageRequestSchema = z
  .object({
    text: text({ error: requiredMessage('Message', 'Message must be text') })
      .trim()
      .min(1, DEAL_TEXTS.messageRequired)
      .max(DEAL_LIMITS.message, `Message must be at most ${DEAL_LIMITS.message.toLocaleString('en-US')} characters`),
  })
  .strict();
export type PostDealMessageRequest = z.input<typeof postDealMessageRequestSchema>;

/** GET /api/v1/deals/{id}/messages: the newest `limit` messages (before message number `before`), oldest first. */
export const dealMessageListQuerySchema = z
  .object({
    limit: wholeNumber('Limit', 1, DEAL_LIMITS.messagesPageMax).default(DEAL_LIMITS.messagesPageDefault),
    // A message number: 32-bit like the column.
    before: wholeNumber('before', 1, 2_147_483_647).optional(),
  })
  .strict();
export type DealMessageListQuery = z.input<typeof dealMessageListQuerySchema>;

/* ------------------------------------------------------------ answers */

/** The other side as a party sees it: name and company, never email, phone or account id. */
export const dealPartySchema = z.object({ name: z.string(), company: z.string().nullable() });
export type DealParty = z.infer<typeof dealPartySchema>;

export const dealOfferSchema = z
  .object({
    id: z.string(),
    dealId: z.string(),
    /** 1 (the desk's), 2, 3... within the deal: the order offers were made in. */
    number: z.number().int(),
    /** Who made it: the buyer, the seller, or the desk (the match's first offer). */
    madeBy: z.enum(DEAL_ROLES),
    /** USD per unit. */
    unitPrice: z.number(),
    /** In the commodity's unit. */
    quantity: z.number(),
    unit: z.enum(COMMODITY_UNITS),
    /** quantity × unitPrice, USD rounded to the cent. */
    totalValue: z.number(),
    currency: z.enum(TRADING_CURRENCIES),
    /** YYYY-MM-DD. */
    deliveryDate: z.string(),
    location: z.string(),
    incoterm: z.string(),
    paymentTerms: z.enum(PAYMENT_TERMS),
    specifications: z.string().nullable(),
    note: z.string().nullable(),
    validUntil: z.string(),
    /** An open offer past validUntil reads 'expired'. */
    status: z.enum(OFFER_STATUSES),
    /** When each side accepted it (the maker's side counts as accepted; the desk's offer needs both). */
    acceptedByBuyerAt: z.string().nullable(),
    acceptedBySellerAt: z.string().nullable(),
    /** When it stopped being open (accepted, rejected, superseded, closed). */
    decidedAt: z.string().nullable(),
    /** The reason given with a rejection. */
    rejectionReason: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'DealOffer' });
export type DealOffer = z.infer<typeof dealOfferSchema>;

export const dealMessageSchema = z
  .object({
    id: z.string(),
    /** 1, 2, 3... within the deal: the order messages were posted in. */
    number: z.number().int(),
    author: z.object({ role: z.enum(DEAL_ROLES), name: z.string(), company: z.string().nullable() }),
    /** Posted by the caller. */
    mine: z.boolean(),
    text: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'DealMessage' });
export type DealMessage = z.infer<typeof dealMessageSchema>;

/** A deal as GET /api/v1/deals lists it. */
export const dealSummarySchema = z
  .object({
    id: z.string(),
    status: z.enum(DEAL_STATUSES),
    /** The caller's part in the deal: buyer, seller, or desk (an administrator). */
    myRole: z.enum(DEAL_ROLES),
    commodity: orderCommoditySchema,
    buyer: dealPartySchema,
    seller: dealPartySchema,
    buyOrderId: z.string(),
    sellOrderId: z.string(),
    matchId: z.string(),
    /** The contract drawn up for the deal (a draft until the deal is agreed; it carries the agreed terms). */
    contractId: z.string(),
    /** The offer on the table, if any. */
    currentOffer: dealOfferSchema.nullable(),
    /** The accepted offer, once the deal is agreed. */
    agreedOffer: dealOfferSchema.nullable(),
    messageCount: z.number().int(),
    /** Messages by others the caller has not read yet. */
    unreadMessages: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    agreedAt: z.string().nullable(),
    closedAt: z.string().nullable(),
  })
  .meta({ id: 'DealSummary' });
export type DealSummary = z.infer<typeof dealSummarySchema>;

/**
 * GET /api/v1/deals/{id}: the summary with both orders (a party sees the other side's order with its owner by name
 * and company only), every offer in the order made, the newest messages (oldest first) and what the caller may do now.
 */
export const dealSchema = dealSummarySchema
  .extend({
    buyOrder: orderSchema,
    sellOrder: orderSchema,
    offers: z.array(dealOfferSchema),
    messages: z.array(dealMessageSchema),
    allowedActions: z.array(z.enum(DEAL_ACTIONS)),
  })
  .meta({ id: 'Deal' });
export type Deal = z.infer<typeof dealSchema>;

export const dealListSchema = z.object({
  deals: z.array(dealSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type DealList = z.infer<typeof dealListSchema>;

/** POST /api/v1/deals/{id}/offers: the new offer and the deal it is now on the table of. */
export const makeOfferResponseSchema = z.object({ offer: dealOfferSchema, deal: dealSchema });
export type MakeOfferResponse = z.infer<typeof makeOfferResponseSchema>;

/** GET /api/v1/deals/{id}/messages: reading the newest page marks the deal read for the caller. */
export const dealMessageListSchema = z.object({
  messages: z.array(dealMessageSchema),
  /** Every message of the deal. */
  total: z.number().int(),
  /** How many of them were unread by the caller before this read. */
  unread: z.number().int(),
  /** Older messages exist: ask again with before = the first message's number. */
  hasMore: z.boolean(),
});
export type DealMessageList = z.infer<typeof dealMessageListSchema>;
