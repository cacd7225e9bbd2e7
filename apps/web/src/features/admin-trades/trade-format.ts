import { ORDER_PRIORITY_COLORS, ORDER_STATUS_COLORS, type OrderPriority, type OrderStatus } from '@ctp/domain/order-constants';

/** Badge classes per colour name of spec 4 (the shared badge tones plus purple for matched trades). */
export const TRADE_TONE_CLASSES = {
  green: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-300',
  yellow: 'border-amber-500/30 bg-amber-500/10 text-amber-300',
  blue: 'border-sky-500/30 bg-sky-500/10 text-sky-300',
  purple: 'border-violet-500/30 bg-violet-500/10 text-violet-300',
  orange: 'border-orange-500/30 bg-orange-500/10 text-orange-300',
  red: 'border-red-500/30 bg-red-500/10 text-red-300',
  gray: 'border-slate-500/30 bg-slate-500/10 text-slate-300',
} as const;
export type TradeTone = keyof typeof TRADE_TONE_CLASSES;

export const isOrderStatus = (value: string): value is OrderStatus => value in ORDER_STATUS_COLORS;
export const isOrderPriority = (value: string): value is OrderPriority => value in ORDER_PRIORITY_COLORS;

/** Spec 4: pending yellow, active blue, matched purple, in_negotiation orange, signed/completed green, rejected red, others gray. */
export const tradeStatusTone = (status: string): TradeTone => (isOrderStatus(status) ? ORDER_STATUS_COLORS[status] : 'gray');
/** A status's label from ORDER_STATUS_LABELS in the reader's language (useDomainTable); an unknown status as it came. */
export const tradeStatusLabel = (status: string, labels: Record<OrderStatus, string>): string => (isOrderStatus(status) ? labels[status] : status);

/** Spec 4: urgent red, high orange, medium yellow, low green. */
export const priorityTone = (priority: string): TradeTone => (isOrderPriority(priority) ? ORDER_PRIORITY_COLORS[priority] : 'gray');
/** A priority's label from ORDER_PRIORITY_LABELS in the reader's language (useDomainTable). */
export const priorityLabel = (priority: string, labels: Record<OrderPriority, string>): string => (isOrderPriority(priority) ? labels[priority] : priority);

/** 'Buy' or 'Sell' from the feature's texts; an unknown side as it came. */
export const sideLabel = (side: string, labels: Record<'buy' | 'sell', string>) => (side === 'buy' || side === 'sell' ? labels[side] : side);
