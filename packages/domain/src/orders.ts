/**
 * Orders (spec 2.16 Trading, 2.17 Selling Center, 2.18 Trade Management, 3, 4): one model for a trader's
 * buy request and a seller's sell listing, the bodies and queries of /api/v1/trading/orders and
 * /admin/trades, and their responses. Plain constants live in ./order-constants (zod-free, for the web).
 */
import { z } from 'zod';
import { pageQueryFields } from './contracts';
import {
  ORDER_LIMITS,
  ORDER_PRIORITIES,
  ORDER_SIDES,
  ORDER_STATUSES,
  ORDER_TEXTS,
  type OrderStatus,
} from './order-constants';
import { amount, changesSomething, deliveryDateSchema, requiredId, requiredMessage } from './trade-fields';
import { COMMODITY_CATEGORIES, COMMODITY_UNITS, FUEL_DELIVERY_MODES, GOLD_TERMS } from './trading';

export * from './order-constants';

/** Every term any commodity allows; the service checks the commodity's own list. */
export const ALL_ORDER_TERMS = [...new Set<string>([...GOLD_TERMS, ...FUEL_DELIVERY_MODES])] as [string, ...string[]];

const percent = (label: string) =>
  z
    .number({ error: `${label} flexibility must be a number` })
    .min(0, `${label} flexibility must be at least 0`)
    .max(100, `${label} flexibility must be at most 100`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const priceRangeSchema = z
  .object(
    {
      min: amount('Minimum price', ORDER_LIMITS.priceDecimals, ORDER_LIMITS.maxPrice),
      max: amount('Maximum price', ORDER_LIMITS.priceDecimals, ORDER_LIMITS.maxPrice),
    },
    { error: requiredMessage('Price range', 'Price range must be an object with min and max') },
  )
  .refine((r) => r.min <= r.max, { message: ORDER_TEXTS.priceRangeOrder, path: ['max'] });
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const flexibilitySchema = z.object({
  quantity: percent('Quantity').default(0),
  price: percent('Price').default(0),
  location: z.boolean({ error: 'Location flexibility must be true or false' }).default(false),
  terms: z.boolean({ error: 'Terms flexibility must be true or false' }).default(false),
});
export type Flexibility = z.infer<typeof flexibilitySchema>;
export const DEFAULT_FLEXIBILITY: Flexibility = { quantity: 0, price: 0, location: false, terms: false };

const orderFields = {
  commodityId: requiredId('Commodity'),
  commodityDetails: optionalText('Commodity details', ORDER_LIMITS.commodityDetails),
  quantity: amount('Quantity', ORDER_LIMITS.quantityDecimals, ORDER_LIMITS.maxQuantity),
  priceRange: priceRangeSchema,
  location: z
    .string({ error: requiredMessage('Location', 'Location must be text') })
    .trim()
    .min(1, 'Location is required'),
  terms: z
    .array(z.enum(ALL_ORDER_TERMS, { error: `Terms must be among: ${ALL_ORDER_TERMS.join(', ')}` }), {
      error: requiredMessage('Terms', 'Terms must be a list'),
    })
    .min(1, ORDER_TEXTS.termsRequired)
    .transform((terms) => [...new Set(terms)]),
  deliveryDate: deliveryDateSchema,
  specifications: optionalText('Specifications', ORDER_LIMITS.specifications),
  priority: z.enum(ORDER_PRIORITIES, { error: `Priority must be one of: ${ORDER_PRIORITIES.join(', ')}` }),
  urgent: z.boolean({ error: 'Urgent must be true or false' }),
  flexibility: flexibilitySchema,
};

/**
 * POST /api/v1/trading/orders. The side follows the caller's role (trader → buy, seller → sell); the
 * service checks location and terms against the commodity's category. The order starts 'pending'.
 */
export const createOrderRequestSchema = z.object({
  commodityId: orderFields.commodityId,
  commodityDetails: orderFields.commodityDetails,
  quantity: orderFields.quantity,
  priceRange: orderFields.priceRange,
  location: orderFields.location,
  terms: orderFields.terms,
  deliveryDate: orderFields.deliveryDate,
  specifications: orderFields.specifications,
  priority: orderFields.priority.default('medium'),
  urgent: orderFields.urgent.default(false),
  flexibility: orderFields.flexibility.default(DEFAULT_FLEXIBILITY),
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;
export type CreateOrderInput = z.output<typeof createOrderRequestSchema>;

/** PUT /api/v1/trading/orders/{id}: the fields to change (owner, while pending or active). */
export const updateOrderRequestSchema = z
  .object({
    commodityId: orderFields.commodityId.optional(),
    commodityDetails: orderFields.commodityDetails,
    quantity: orderFields.quantity.optional(),
    priceRange: orderFields.priceRange.optional(),
    location: orderFields.location.optional(),
    terms: orderFields.terms.optional(),
    deliveryDate: orderFields.deliveryDate.optional(),
    specifications: orderFields.specifications,
    priority: orderFields.priority.optional(),
    urgent: orderFields.urgent.optional(),
    flexibility: orderFields.flexibility.optional(),
  })
  .refine(changesSomething, ORDER_TEXTS.nothingToUpdate);
export type UpdateOrderRequest = z.input<typeof updateOrderRequestSchema>;
export type UpdateOrderInput = z.output<typeof updateOrderRequestSchema>;

export const orderIdParamsSchema = z.object({ id: z.uuid('Order id must be a valid id') });

const sideFilter = z.enum(ORDER_SIDES, { error: `side must be one of: ${ORDER_SIDES.join(', ')}` }).optional();
const statusFilter = z.enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(', ')}` }).optional();

/** GET /api/v1/trading/orders: the caller's own orders. */
export const orderListQuerySchema = z.object({ side: sideFilter, status: statusFilter, ...pageQueryFields }).strict();
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/** Filters of GET /admin/trades and GET /admin/trades/export. */
const adminTradeFilterFields = {
  search: z
    .string()
    .trim()
    .max(ORDER_LIMITS.search, `search must be at most ${ORDER_LIMITS.search} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  status: statusFilter,
  commodity: z.enum(COMMODITY_CATEGORIES, { error: `commodity must be one of: ${COMMODITY_CATEGORIES.join(', ')}` }).optional(),
  side: sideFilter,
};
export const adminTradeListQuerySchema = z.object({ ...adminTradeFilterFields, ...pageQueryFields }).strict();
export type AdminTradeListQuery = z.input<typeof adminTradeListQuerySchema>;
export const adminTradeExportQuerySchema = z.object(adminTradeFilterFields).strict();
export type AdminTradeExportQuery = z.input<typeof adminTradeExportQuerySchema>;

/** POST /admin/trades/{id}/approve and /reject. */
export const tradeDecisionRequestSchema = z
  .object({ notes: optionalText('Notes', ORDER_LIMITS.notes) })
  .nullish()
  .transform((b) => ({ notes: b?.notes ?? null }));
export type TradeDecisionRequest = z.input<typeof tradeDecisionRequestSchema>;

/* ------------------------------------------------------------ responses */

export const orderOwnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  rating: z.number().nullable(),
});
export type OrderOwner = z.infer<typeof orderOwnerSchema>;

export const orderCommoditySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  category: z.enum(COMMODITY_CATEGORIES),
  unit: z.enum(COMMODITY_UNITS),
});

export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  side: z.enum(ORDER_SIDES),
  ownerId: z.string(),
  owner: orderOwnerSchema,
  commodityId: z.string(),
  commodity: orderCommoditySchema,
  commodityDetails: z.string().nullable(),
  /** In the commodity's unit, up to 3 decimals. */
  quantity: z.number(),
  /** How much of quantity agreed deals have taken; quantity = filledQuantity + remainingQuantity (docs/decisions/022). */
  filledQuantity: z.number(),
  /** What is left to match: the matching engine and a deal's offers work on this. */
  remainingQuantity: z.number(),
  unit: z.enum(COMMODITY_UNITS),
  /** USD per unit. */
  priceRange: z.object({ min: z.number(), max: z.number() }),
  location: z.string(),
  terms: z.array(z.string()),
  /** YYYY-MM-DD. */
  deliveryDate: z.string(),
  specifications: z.string().nullable(),
  priority: z.enum(ORDER_PRIORITIES),
  urgent: z.boolean(),
  flexibility: z.object({ quantity: z.number(), price: z.number(), location: z.boolean(), terms: z.boolean() }),
  status: z.enum(ORDER_STATUSES),
  /** The administrator's approval or rejection notes. */
  notes: z.string().nullable(),
  /** quantity × price midpoint, USD rounded to the cent. */
  totalValue: z.number(),
  contractId: z.string().nullable(),
  finalPrice: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  matchedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
}).meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const orderStatusCountsSchema = z.object(
  Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int()])) as Record<OrderStatus, z.ZodNumber>,
);
export type OrderStatusCounts = Record<OrderStatus, number>;

/** GET /api/v1/trading/orders; counts are per status over the caller's orders (of the side filter, if any). */
export const orderListSchema = z.object({
  orders: z.array(orderSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  counts: orderStatusCountsSchema,
});
export type OrderList = z.infer<typeof orderListSchema>;

/** The five summary cards of Trade Management, over the filtered trades (all pages). */
export const adminTradeSummarySchema = z.object({
  total: z.number().int(),
  pendingApproval: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  /**
   * USD: the traded contracts (TRADED_CONTRACT_STATUSES) of the filtered trades' matches, each once at its contract
   * price; not the orders' price-range values, which count a deal twice (buy and sell) at guessed prices.
   */
  tradedVolume: z.number(),
});
export type AdminTradeSummary = z.infer<typeof adminTradeSummarySchema>;

/** A party of a match as Trade Management shows it (spec 3 "Admin trade": seller {name, company, email}). */
export const tradePartySchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
});
export type TradeParty = z.infer<typeof tradePartySchema>;

/**
 * An order as the administrator endpoints send it, with the other side's owner while the order is tied
 * to a match's contract (matched through completed, or closed by an expired contract): `seller` on a
 * buy order (spec 3), `buyer` on a sell order. Both are absent while it is unmatched, including after
 * its contract was cancelled and it reopened. Traders' and sellers' own order endpoints never send them.
 */
export const adminTradeSchema = orderSchema.extend({
  seller: tradePartySchema.optional(),
  buyer: tradePartySchema.optional(),
}).meta({ id: 'AdminTrade' });
export type AdminTrade = z.infer<typeof adminTradeSchema>;

export const adminTradeListSchema = z.object({
  trades: z.array(adminTradeSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  summary: adminTradeSummarySchema,
});
export type AdminTradeList = z.infer<typeof adminTradeListSchema>;
