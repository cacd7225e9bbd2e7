import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, type OrderStatus } from '@ctp/domain/order-constants';
import {
  FUEL_DELIVERY_MODE_LABELS,
  FUEL_ORIGIN_PORT_LABELS,
  GOLD_TERM_LABELS,
  type CommodityCategory,
} from '@ctp/domain/trading';

/** A location as shown: fuel ports with their country ('Fujairah, UAE'), gold cities as they are. */
export const locationLabel = (location: string) => (FUEL_ORIGIN_PORT_LABELS as Record<string, string>)[location] ?? location;

export const termLabel = (category: CommodityCategory, term: string) =>
  ((category === 'gold' ? GOLD_TERM_LABELS : FUEL_DELIVERY_MODE_LABELS) as Record<string, string>)[term] ?? term;

export const statusLabel = (status: string) => (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? status;

/** Spec 4's trade status colours (pending yellow, active blue, matched purple, ...; unknown gray). */
export const statusColor = (status: string) => (ORDER_STATUS_COLORS as Record<string, string>)[status as OrderStatus] ?? 'gray';



/**
 * Matching progress is not stored anywhere: it is read off the order's status (pending 25%, active
 * 50%, matched 75%, contract signed 90%, completed 100%), and the screen says so.
 */
export const PROGRESS_BY_STATUS: Partial<Record<OrderStatus, number>> = {
  pending: 25,
  active: 50,
  matched: 75,
  in_negotiation: 75,
  contract_signed: 90,
  completed: 100,
};
export const matchingProgress = (status: string) => PROGRESS_BY_STATUS[status as OrderStatus] ?? 0;
