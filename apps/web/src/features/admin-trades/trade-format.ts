import {
  ORDER_PRIORITY_COLORS,
  ORDER_PRIORITY_LABELS,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  type OrderPriority,
  type OrderStatus,
} from '@ctp/domain/order-constants';

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

const isStatus = (value: string): value is OrderStatus => value in ORDER_STATUS_COLORS;
const isPriority = (value: string): value is OrderPriority => value in ORDER_PRIORITY_COLORS;

/** Spec 4: pending yellow, active blue, matched purple, in_negotiation orange, signed/completed green, rejected red, others gray. */
export const tradeStatusTone = (status: string): TradeTone => (isStatus(status) ? ORDER_STATUS_COLORS[status] : 'gray');
export const tradeStatusLabel = (status: string): string => (isStatus(status) ? ORDER_STATUS_LABELS[status] : status);

/** Spec 4: urgent red, high orange, medium yellow, low green. */
export const priorityTone = (priority: string): TradeTone => (isPriority(priority) ? ORDER_PRIORITY_COLORS[priority] : 'gray');
export const priorityLabel = (priority: string): string => (isPriority(priority) ? ORDER_PRIORITY_LABELS[priority] : priority);

export const SIDE_LABELS = { buy: 'Buy', sell: 'Sell' } as const;
export const sideLabel = (side: string) => (side === 'buy' || side === 'sell' ? SIDE_LABELS[side] : side);
