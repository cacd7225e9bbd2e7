import type { CommodityCategory } from '@ctp/domain/trading';
import type { Order } from './api/order-model';

/** What an order dialog starts with: everything as typed text, so a prefilled form reads like a typed one. */
export interface OrderFormValues {
  commodityId: string;
  quantity: string;
  priceMin: string;
  priceMax: string;
  location: string;
  terms: string[];
  deliveryDate: string;
  specifications: string;
  priority: 'low' | 'medium' | 'high' | 'urgent';
  urgent: boolean;
  flexQuantity: string;
  flexPrice: string;
  flexLocation: boolean;
  flexTerms: boolean;
}

export const EMPTY_ORDER_FORM: OrderFormValues = {
  commodityId: '',
  quantity: '',
  priceMin: '',
  priceMax: '',
  location: '',
  terms: [],
  deliveryDate: '',
  specifications: '',
  priority: 'medium',
  urgent: false,
  flexQuantity: '0',
  flexPrice: '0',
  flexLocation: false,
  flexTerms: false,
};

/**
 * The values of an earlier order, for Trade Again, Sell Similar and Edit. The delivery date is kept
 * only for an edit (a repeat needs a new date).
 */
export function formValuesOf(order: Order, { keepDate = false }: { keepDate?: boolean } = {}): OrderFormValues {
  return {
    commodityId: order.commodityId,
    quantity: String(order.quantity),
    priceMin: String(order.priceRange.min),
    priceMax: String(order.priceRange.max),
    location: order.location,
    terms: [...order.terms],
    deliveryDate: keepDate ? order.deliveryDate : '',
    specifications: order.specifications ?? '',
    priority: order.priority,
    urgent: order.urgent,
    flexQuantity: String(order.flexibility.quantity),
    flexPrice: String(order.flexibility.price),
    flexLocation: order.flexibility.location,
    flexTerms: order.flexibility.terms,
  };
}

/** A request to open an order dialog, carried in the router state (Trade Again) or held by a pane. */
export interface OrderDialogRequest {
  category: CommodityCategory;
  initial?: OrderFormValues;
}

export const isOrderDialogRequest = (value: unknown): value is OrderDialogRequest =>
  typeof value === 'object' && value !== null && ((value as OrderDialogRequest).category === 'gold' || (value as OrderDialogRequest).category === 'fuel');
