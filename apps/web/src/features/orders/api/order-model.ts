/**
 * The marketplace order (a trader's buy request or a seller's sell listing) and match as the web reads
 * them: the shared schemas of @ctp/domain, narrowed to a commodity's category for the dialogs.
 */
import { createOrderRequestSchema } from '@ctp/domain/orders';
import { orderRuleViolations } from '@ctp/domain/order-rules';
import type { CommodityCategory } from '@ctp/domain/trading';

export type { CreateOrderRequest, Order, OrderList, OrderPriority, OrderSide, OrderStatus } from '@ctp/domain/orders';
export type { Match } from '@ctp/domain/matches';

/**
 * The create schema with the order rules the server applies (domain order-rules: the category's
 * locations and terms, a delivery date not in the past on this side's clock).
 */
export function createOrderSchemaFor(category: CommodityCategory) {
  return createOrderRequestSchema.superRefine((value, ctx) => {
    for (const broken of orderRuleViolations(category, value)) ctx.addIssue({ code: 'custom', path: [broken.field], message: broken.message });
  });
}
