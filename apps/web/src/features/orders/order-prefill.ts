import type { CommodityCategory } from '@ctp/domain/trading';
import type { Order, OrderPriority } from './api/order-model';

/**
 * What an order dialog holds: the request's shape (createOrderRequestSchema), with what is typed as
 * text, so a prefilled form reads like a typed one; the form's schema turns it into the request.
 */
export interface OrderFormValues {
  commodityId: string;
  quantity: string;
  priceRange: { min: string; max: string };
  location: string;
  terms: string[];
  deliveryDate: string;
  specifications: string;
  priority: OrderPriority;
  urgent: boolean;
  flexibility: { quantity: string; price: string; location: boolean; terms: boolean };
}

export const EMPTY_ORDER_FORM: OrderFormValues = {
  commodityId: '',
  quantity: '',
  priceRange: { min: '', max: '' },
  location: '',
  terms: [],
  deliveryDate: '',
  specifications: '',
  priority: 'medium',
  urgent: false,
  flexibility: { quantity: '0', price: '0', location: false, terms: false },
};

/**
 * The values of an earlier order, for Trade Again, Sell Similar and Edit. The delivery date is kept
 * only for an edit (a repeat needs a new date).
 */
export function formValuesOf(order: Order, { keepDate = false }: { keepDate?: boolean } = {}): OrderFormValues {
  return {
    commodityId: order.commodityId,
    quantity: String(order.quantity),
    priceRange: { min: String(order.priceRange.min), max: String(order.priceRange.max) },
    location: order.location,
    terms: [...order.terms],
    deliveryDate: keepDate ? order.deliveryDate : '',
    specifications: order.specifications ?? '',
    priority: order.priority,
    urgent: order.urgent,
    flexibility: {
      quantity: String(order.flexibility.quantity),
      price: String(order.flexibility.price),
      location: order.flexibility.location,
      terms: order.flexibility.terms,
    },
  };
}

/** A request to open an order dialog, carried in the router state (Trade Again) or held by a pane. */
export interface OrderDialogRequest {
  category: CommodityCategory;
  initial?: OrderFormValues;
}

export const isOrderDialogRequest = (value: unknown): value is OrderDialogRequest =>
  typeof value === 'object' && value !== null && ((value as OrderDialogRequest).category === 'gold' || (value as OrderDialogRequest).category === 'fuel');
