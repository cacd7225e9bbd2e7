import { z } from 'zod';
import { contractPartySchema, contractSignatureSchema, contractTermFields, contractTermsSchema } from './contract-documents';
import { ORDER_TEXTS } from './order-constants';
import { amount, changesSomething, deliveryDateSchema, requiredId, requiredMessage } from './trade-fields';
import { COMMODITY_CATEGORIES, COMMODITY_UNITS, TRADING_CURRENCIES } from './trading';

/* ---------------------------------------------------------------- lists */

/** Every list endpoint pages the same way (spec 3 list responses; spec 9: lists load 10 items). */
export const LIST_LIMITS = { defaultLimit: 10, maxLimit: 100 } as const;

/** Pages needed for `total` items; 0 when there are none. */
export const pageCount = (total: number, limit: number) => Math.ceil(total / limit);

/** A whole number from a query string, between min and max (page, limit). */
export const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const pageQueryFields = {
  page: wholeNumber('Page', 1, 1_000_000).default(1),
  limit: wholeNumber('Limit', 1, LIST_LIMITS.maxLimit).default(LIST_LIMITS.defaultLimit),
};

/** One day later, for an inclusive end date. */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString();

/**
 * A `from`/`to` bound on a creation time: a date (YYYY-MM-DD, whole UTC days, both ends inclusive)
 * or an ISO-8601 time. The output is an ISO UTC time to compare stored times with: `from` inclusive,
 * `to` exclusive (so a date `to` covers its whole day).
 */
const timeBound = (label: 'from' | 'to') =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: `${label} must be a date (YYYY-MM-DD) or an ISO-8601 time` })
    .transform((value) => {
      const isDate = value.length === 10;
      if (label === 'from') return isDate ? `${value}T00:00:00.000Z` : new Date(value).toISOString();
      return isDate ? nextDay(value) : new Date(Date.parse(value) + 1).toISOString();
    });

export const timeRangeFields = { from: timeBound('from').optional(), to: timeBound('to').optional() };

/** `from` must come before `to` once both are turned into bounds. */
export const rangeIsOrdered = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from < q.to;
export const RANGE_ORDER_MESSAGE = 'from must not be later than to';

/* ---------------------------------------------------------- commodities */

/** Commodity (spec 3). */
export const commoditySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  category: z.enum(COMMODITY_CATEGORIES),
  unit: z.enum(COMMODITY_UNITS),
  description: z.string(),
  isActive: z.boolean(),
});
export type Commodity = z.infer<typeof commoditySchema>;

export const commodityListQuerySchema = z
  .object({ category: z.enum(COMMODITY_CATEGORIES, { error: `category must be one of: ${COMMODITY_CATEGORIES.join(', ')}` }).optional() })
  .strict();
export const commodityListSchema = z.object({ commodities: z.array(commoditySchema) });
export type CommodityList = z.infer<typeof commodityListSchema>;

export const tradingOptionSchema = z.object({ value: z.string(), label: z.string() });

/** GET /api/v1/trading/gold/info: what the gold request dialog offers (spec 2.7, 2.16). */
export const goldTradingInfoSchema = z.object({
  category: z.literal('gold'),
  commodity: commoditySchema,
  unit: z.literal('oz'),
  currency: z.enum(TRADING_CURRENCIES),
  deliveryLocations: z.array(tradingOptionSchema),
  terms: z.array(tradingOptionSchema),
});
export type GoldTradingInfo = z.infer<typeof goldTradingInfoSchema>;

/** GET /api/v1/trading/fuel/info: what the fuel request dialog offers (spec 2.8, 2.16). */
export const fuelTradingInfoSchema = z.object({
  category: z.literal('fuel'),
  /** The active fuel commodities, in the dialog's order (EN590, Jet A1, Crude Oil, Fuel Oil). */
  commodities: z.array(commoditySchema),
  unit: z.literal('MT'),
  currency: z.enum(TRADING_CURRENCIES),
  originPorts: z.array(tradingOptionSchema),
  deliveryModes: z.array(tradingOptionSchema),
});
export type FuelTradingInfo = z.infer<typeof fuelTradingInfoSchema>;

/* ------------------------------------------------------------ contracts */

/** Contract statuses (spec 4). */
export const CONTRACT_STATUSES = ['draft', 'pending', 'active', 'executed', 'cancelled', 'expired'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_TYPES = ['spot', 'forward'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** The moves a caller may make on a contract; `allowedActions` lists those open to the caller now. */
export const CONTRACT_ACTIONS = ['update', 'send', 'sign', 'execute', 'cancel'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/**
 * Quantities are stored in thousandths of a unit and money in cents (decision 003), so these are the
 * finest steps; the maxima keep every total within exact integer range.
 */
export const CONTRACT_LIMITS = {
  quantityDecimals: 3,
  unitPriceDecimals: 2,
  maxQuantity: 1_000_000_000,
  maxUnitPrice: 1_000_000_000,
  maxTotalValue: 1_000_000_000_000,
  deliveryLocation: 200,
  cancellationReason: 500,
  search: 200,
} as const;

export const CONTRACT_ERROR_CODES = {
  /** The move is not open from the contract's status (or a rule of the move fails). */
  transitionInvalid: 'CONTRACT_TRANSITION_INVALID',
  /** The caller sees the contract but may not make this move. */
  actionForbidden: 'CONTRACT_ACTION_FORBIDDEN',
} as const;

/** What only contracts say; the commodity, delivery date and empty-update texts they share with orders are ORDER_TEXTS. */
export const CONTRACT_TEXTS = {
  notFound: 'Contract not found',
  unknownCommodity: 'Unknown commodity',
  buyerRequired: 'Name the buyer (buyerId) of the contract',
  buyerMustBeCaller: 'Traders create contracts with themselves as the buyer',
  buyerInvalid: 'The buyer must be an active trader account',
  sellerInvalid: 'The seller must be an active seller account',
  sellerKycRequired: 'The seller has not completed KYC verification, which trading requires',
  deliveryWindowStart: 'The delivery window must start on or before the delivery date, and not in the past',
  totalTooLarge: `Total value must be at most ${CONTRACT_LIMITS.maxTotalValue.toLocaleString('en-US')} USD`,
  sellerRequiredToSend: 'Choose a seller before sending the contract for signature',
  alreadySigned: 'You have already signed this contract',
  reasonRequired: 'A cancellation reason is required',
  notAllowed: 'You may not do this on this contract',
} as const;

/** What each move does, as a participle: "cannot be executed". */
export const CONTRACT_ACTION_VERBS = {
  update: 'edited',
  send: 'sent for signature',
  sign: 'signed',
  execute: 'executed',
  cancel: 'cancelled',
} as const satisfies Record<ContractAction, string>;

const fields = {
  commodityId: requiredId('Commodity'),
  contractType: z.enum(CONTRACT_TYPES, { error: requiredMessage('Contract type', `Contract type must be one of: ${CONTRACT_TYPES.join(', ')}`) }),
  quantity: amount('Quantity', CONTRACT_LIMITS.quantityDecimals, CONTRACT_LIMITS.maxQuantity),
  unitPrice: amount('Unit price', CONTRACT_LIMITS.unitPriceDecimals, CONTRACT_LIMITS.maxUnitPrice),
  currency: z.enum(TRADING_CURRENCIES, { error: `Currency must be one of: ${TRADING_CURRENCIES.join(', ')}` }),
  deliveryDate: deliveryDateSchema,
  deliveryLocation: z
    .string({ error: requiredMessage('Delivery location', 'Delivery location must be text') })
    .trim()
    .min(1, 'Delivery location is required')
    .max(CONTRACT_LIMITS.deliveryLocation, `Delivery location must be at most ${CONTRACT_LIMITS.deliveryLocation} characters`),
  sellerId: requiredId('Seller').nullable().optional(),
};

/**
 * POST /api/v1/contracts: a new draft. A trader is the buyer (buyerId may be left out); an administrator
 * names the buyer. The server computes totalValue; status, number and times are the server's too.
 */
export const createContractRequestSchema = z.object({
  buyerId: requiredId('Buyer').optional(),
  sellerId: fields.sellerId,
  commodityId: fields.commodityId,
  contractType: fields.contractType,
  quantity: fields.quantity,
  unitPrice: fields.unitPrice,
  currency: fields.currency.default('USD'),
  deliveryDate: fields.deliveryDate,
  deliveryLocation: fields.deliveryLocation,
  ...contractTermFields,
});
export type CreateContractRequest = z.input<typeof createContractRequestSchema>;

/** PUT /api/v1/contracts/{id}: the fields to change on a draft; sellerId null removes the seller. */
export const updateContractRequestSchema = z
  .object({
    sellerId: fields.sellerId,
    commodityId: fields.commodityId.optional(),
    contractType: fields.contractType.optional(),
    quantity: fields.quantity.optional(),
    unitPrice: fields.unitPrice.optional(),
    currency: fields.currency.optional(),
    deliveryDate: fields.deliveryDate.optional(),
    deliveryLocation: fields.deliveryLocation.optional(),
    ...contractTermFields,
  })
  .refine(changesSomething, ORDER_TEXTS.nothingToUpdate);
export type UpdateContractRequest = z.input<typeof updateContractRequestSchema>;

export const contractIdParamsSchema = z.object({ id: z.uuid('Contract id must be a valid id') });

export const cancelContractRequestSchema = z.object({
  reason: z
    .string({ error: CONTRACT_TEXTS.reasonRequired })
    .trim()
    .min(1, CONTRACT_TEXTS.reasonRequired)
    .max(CONTRACT_LIMITS.cancellationReason, `Reason must be at most ${CONTRACT_LIMITS.cancellationReason} characters`),
});
export type CancelContractRequest = z.infer<typeof cancelContractRequestSchema>;

/** GET /api/v1/contracts filters; an unknown key or value answers 400. from/to filter on createdAt; q searches. */
export const contractListQuerySchema = z
  .object({
    status: z.enum(CONTRACT_STATUSES, { error: `status must be one of: ${CONTRACT_STATUSES.join(', ')}` }).optional(),
    commodityId: z.uuid('commodityId must be a valid id').optional(),
    /** Part of the contract number, or of a party's name or company (case ignored). */
    q: z
      .string()
      .trim()
      .max(CONTRACT_LIMITS.search, `q must be at most ${CONTRACT_LIMITS.search} characters`)
      .optional()
      .transform((v) => (v ? v : undefined)),
    ...timeRangeFields,
    ...pageQueryFields,
  })
  .strict()
  .refine(rangeIsOrdered, { message: RANGE_ORDER_MESSAGE, path: ['to'] });
export type ContractListQuery = z.input<typeof contractListQuerySchema>;

/** Contract (spec 3), plus signatures, the cancellation reason and the moves open to the caller. */
export const contractSchema = z.object({
  id: z.string(),
  contractNumber: z.string(),
  buyerId: z.string(),
  sellerId: z.string().nullable(),
  commodityId: z.string(),
  commodity: commoditySchema,
  contractType: z.enum(CONTRACT_TYPES),
  /** In the commodity's unit, up to 3 decimals. */
  quantity: z.number(),
  /** USD per unit, up to 2 decimals. */
  unitPrice: z.number(),
  /** quantity × unitPrice rounded to the cent. */
  totalValue: z.number(),
  currency: z.enum(TRADING_CURRENCIES),
  /** YYYY-MM-DD. */
  deliveryDate: z.string(),
  deliveryLocation: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  signedByBuyerAt: z.string().nullable(),
  signedBySellerAt: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  allowedActions: z.array(z.enum(CONTRACT_ACTIONS)),
  /** Percent of the total value, the system setting when the contract was drawn up; null for older contracts. */
  commissionRate: z.number().nullable().optional(),
  /** totalValue × commissionRate / 100, rounded to the cent; null when no rate. */
  commissionAmount: z.number().nullable().optional(),
  /** The parties by name and company, so no screen shows an id. */
  buyer: contractPartySchema,
  seller: contractPartySchema.nullable(),
  /** The deal the contract was drawn up in, if any (docs/decisions/019). */
  dealId: z.string().nullable(),
  terms: contractTermsSchema,
  /** What each party signed, in signing order. */
  signatures: z.array(contractSignatureSchema),
  /** SHA-256 (hex) of the PDF sent for signature; null while a draft. */
  documentSha256: z.string().nullable(),
  /** SHA-256 (hex) of the final PDF with both signatures; null until both have signed. */
  signedDocumentSha256: z.string().nullable(),
}).meta({ id: 'Contract' });
export type Contract = z.infer<typeof contractSchema>;

export const contractListSchema = z.object({
  contracts: z.array(contractSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type ContractList = z.infer<typeof contractListSchema>;
