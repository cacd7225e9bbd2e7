/**
 * The rules an order must meet beyond its shape (spec 2.16, 2.17): the locations and terms its
 * commodity's category allows, and a delivery date not in the past. One copy, zod-free, applied by the
 * API's orders service (on its own clock) and by the web's order form before it sends anything.
 */
import { isDeliveryDateAllowed, ORDER_LOCATIONS, ORDER_TERMS, ORDER_TEXTS } from './order-constants';
import type { CommodityCategory } from './trading';

/** One broken rule: the field it is about and the message to show there. */
export interface OrderRuleViolation {
  field: 'location' | 'terms' | 'deliveryDate';
  message: string;
}

export interface OrderPlacement {
  location: string;
  terms: readonly string[];
  /** YYYY-MM-DD; left out when it does not change (an update without a new date). */
  deliveryDate?: string | undefined;
}

export const isOrderLocationAllowed = (category: CommodityCategory, location: string) =>
  (ORDER_LOCATIONS[category] as readonly string[]).includes(location);

export const areOrderTermsAllowed = (category: CommodityCategory, terms: readonly string[]) =>
  terms.every((term) => (ORDER_TERMS[category] as readonly string[]).includes(term));

/** Every rule the order breaks, in the order the service reports them (location, terms, delivery date). */
export function orderRuleViolations(category: CommodityCategory, order: OrderPlacement, now: Date = new Date()): OrderRuleViolation[] {
  const violations: OrderRuleViolation[] = [];
  if (!isOrderLocationAllowed(category, order.location)) violations.push({ field: 'location', message: ORDER_TEXTS.locationNotAllowed(category) });
  if (!areOrderTermsAllowed(category, order.terms)) violations.push({ field: 'terms', message: ORDER_TEXTS.termsNotAllowed(category) });
  if (order.deliveryDate !== undefined && !isDeliveryDateAllowed(order.deliveryDate, now)) {
    violations.push({ field: 'deliveryDate', message: ORDER_TEXTS.deliveryDateInPast });
  }
  return violations;
}
