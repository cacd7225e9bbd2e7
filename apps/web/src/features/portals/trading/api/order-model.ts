/**
 * The marketplace order (a trader's buy request or a seller's sell listing) and match as the web reads
 * them: the shared schemas of @ctp/domain/orders, narrowed to a commodity's category for the dialogs.
 */
import { createOrderRequestSchema, isDeliveryDateAllowed, ORDER_LOCATIONS, ORDER_TERMS, ORDER_TEXTS, type Order } from '@ctp/domain/orders';
import type { CommodityCategory } from '@ctp/domain/trading';

export type { CreateOrderRequest, Order, OrderList, OrderPriority, OrderSide, OrderStatus } from '@ctp/domain/orders';

/** A match of GET /api/v1/trading/matches (the contract's shape; the counterparty by company/name only). */
export interface Match {
  id: string;
  buyOrder: Order;
  sellOrder: Order;
  agreedPrice: number;
  quantity: number;
  contractId: string | null;
  contractStatus: string | null;
  status: string;
  matchedAt: string;
}

/**
 * The create schema narrowed to the locations and terms the category allows, and to a delivery date
 * not in the past (the shared schema leaves that to each side's clock; the server checks the same).
 */
export function createOrderSchemaFor(category: CommodityCategory) {
  const locations: readonly string[] = ORDER_LOCATIONS[category];
  const terms: readonly string[] = ORDER_TERMS[category];
  return createOrderRequestSchema.superRefine((value, ctx) => {
    if (!locations.includes(value.location)) ctx.addIssue({ code: 'custom', path: ['location'], message: ORDER_TEXTS.locationNotAllowed(category) });
    if (value.terms.some((term) => !terms.includes(term))) ctx.addIssue({ code: 'custom', path: ['terms'], message: ORDER_TEXTS.termsNotAllowed(category) });
    if (!isDeliveryDateAllowed(value.deliveryDate)) ctx.addIssue({ code: 'custom', path: ['deliveryDate'], message: ORDER_TEXTS.deliveryDateInPast });
  });
}
