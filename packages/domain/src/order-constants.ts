/**
 * The marketplace's plain constants (spec 2.16, 2.17, 2.18, 3, 4): order sides, trade statuses,
 * priorities, limits and texts. No zod here: the web bundle imports this module directly
 * (`@ctp/domain/order-constants`) without the schemas.
 */
import { FUEL_DELIVERY_MODES, FUEL_ORIGIN_PORTS, GOLD_DELIVERY_LOCATIONS, GOLD_TERMS, type CommodityCategory } from './trading';

/** A trader's buy request or a seller's sell listing. */
export const ORDER_SIDES = ['buy', 'sell'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

/** Trade statuses of spec 4, in lifecycle order. */
export const ORDER_STATUSES = ['pending', 'active', 'matched', 'in_negotiation', 'contract_signed', 'completed', 'cancelled', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS = {
  pending: 'Pending',
  active: 'Active',
  matched: 'Matched',
  in_negotiation: 'In Negotiation',
  contract_signed: 'Contract Signed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
} as const satisfies Record<OrderStatus, string>;

/** Badge colours of spec 4 (unknown statuses gray). */
export const ORDER_STATUS_COLORS = {
  pending: 'yellow',
  active: 'blue',
  matched: 'purple',
  in_negotiation: 'orange',
  contract_signed: 'green',
  completed: 'green',
  cancelled: 'gray',
  rejected: 'red',
} as const satisfies Record<OrderStatus, string>;

/** Statuses in which the owner may still edit or cancel the order. */
export const ORDER_EDITABLE_STATUSES = ['pending', 'active'] as const satisfies readonly OrderStatus[];

export const ORDER_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type OrderPriority = (typeof ORDER_PRIORITIES)[number];
export const ORDER_PRIORITY_LABELS = { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' } as const satisfies Record<OrderPriority, string>;
/** Priority colours of spec 4. */
export const ORDER_PRIORITY_COLORS = { urgent: 'red', high: 'orange', medium: 'yellow', low: 'green' } as const satisfies Record<OrderPriority, string>;

/** Order numbers: BUY-2026-001 / SELL-2026-001 (per-year counter, at least three digits). */
export const ORDER_NUMBER_PREFIX = { buy: 'BUY', sell: 'SELL' } as const satisfies Record<OrderSide, string>;

/** The seller portal's listing tabs (spec 2.17) grouped from the trade statuses. */
export const LISTING_TABS = {
  active: ['active', 'matched', 'in_negotiation', 'contract_signed'],
  pending: ['pending'],
  sold: ['completed'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export const LISTING_STATUS_LABELS = { active: 'Active', pending: 'Under Review', sold: 'Sold' } as const;

/** Locations and terms each commodity category allows. */
export const ORDER_LOCATIONS = { gold: GOLD_DELIVERY_LOCATIONS, fuel: FUEL_ORIGIN_PORTS } as const satisfies Record<CommodityCategory, readonly string[]>;
export const ORDER_TERMS = { gold: GOLD_TERMS, fuel: FUEL_DELIVERY_MODES } as const satisfies Record<CommodityCategory, readonly string[]>;

/** Quantities in thousandths, money in cents (decision 003). */
export const ORDER_LIMITS = {
  quantityDecimals: 3,
  priceDecimals: 2,
  maxQuantity: 1_000_000_000,
  maxPrice: 1_000_000_000,
  commodityDetails: 200,
  specifications: 2_000,
  notes: 1_000,
  search: 200,
} as const;

export const ORDER_TEXTS = {
  notFound: 'Order not found',
  tradeNotFound: 'Trade not found',
  commodityNotFound: 'Commodity not found',
  commodityInactive: 'This commodity is not traded at the moment',
  adminCannotOrder: 'Administrators cannot place orders',
  priceRangeOrder: 'Minimum price must not be greater than maximum price',
  deliveryDateInPast: 'Delivery date cannot be in the past',
  termsRequired: 'Choose at least one term',
  locationNotAllowed: (category: CommodityCategory) =>
    `Location must be one of: ${(ORDER_LOCATIONS[category] as readonly string[]).join(', ')}`,
  termsNotAllowed: (category: CommodityCategory) => `Terms must be among: ${(ORDER_TERMS[category] as readonly string[]).join(', ')}`,
  nothingToUpdate: 'Send at least one field to change',
  notEditable: 'Only pending or active orders can be changed',
  notCancellable: 'Only pending or active orders can be cancelled',
  notPending: 'Only pending trades can be approved or rejected',
  quantityBelowFilled: (filled: string) => `Quantity must be more than the ${filled} already agreed in deals`,
} as const;

/** Today as YYYY-MM-DD (UTC). */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** A delivery date (YYYY-MM-DD) may be today or later, in UTC. */
export const isDeliveryDateAllowed = (date: string, now: Date = new Date()) => date >= todayUtc(now);

export const ORDER_ERROR_CODES = {
  /** The move is not open from the order's status. */
  transitionInvalid: 'ORDER_TRANSITION_INVALID',
} as const;
