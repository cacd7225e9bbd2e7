/**
 * The marketplace order (a trader's buy request or a seller's listing) and its matches, shared by
 * Trading, the Selling Center and the Matching Center.
 */
export { useCancelOrder } from './api/cancel-order';
export { useMatches } from './api/get-matches';
export { useOrders } from './api/get-orders';
export { ordersKeys } from './api/keys';
export type { Match, Order, OrderList, OrderSide, OrderStatus } from './api/order-model';
export { OrderFormDialog } from './components/order-form-dialog';
export { OrderHeading } from './components/order-heading';
export { OrderStatusBadge } from './components/order-status-badge';
export { locationLabel, matchingProgress, statusLabel, termLabel } from './order-format';
export { formValuesOf, type OrderDialogRequest } from './order-prefill';
export { useReceiptDownload } from './receipt';
export { ordersTexts } from './texts';
export { useDialogRequest } from './use-dialog-request';
