import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, type OrderStatus } from '@ctp/domain/order-constants';
import { inLanguage } from '@ctp/domain/translations';
import {
  FUEL_DELIVERY_MODE_LABELS,
  FUEL_ORIGIN_PORT_LABELS,
  GOLD_TERM_LABELS,
  type CommodityCategory,
} from '@ctp/domain/trading';
import '@ctp/domain/arabic';
import { currentLanguage } from '@/lib/i18n/language';

/** A domain label table in the reader's language, read at render time (these helpers are called while rendering). */
const labelsOf = (table: Record<string, string>) => inLanguage(table, currentLanguage()) as Record<string, string>;

/** A location as shown: fuel ports with their country ('Fujairah, UAE'), gold cities as they are. */
export const locationLabel = (location: string) => labelsOf(FUEL_ORIGIN_PORT_LABELS)[location] ?? location;

export const termLabel = (category: CommodityCategory, term: string) =>
  labelsOf(category === 'gold' ? GOLD_TERM_LABELS : FUEL_DELIVERY_MODE_LABELS)[term] ?? term;

export const statusLabel = (status: string) => labelsOf(ORDER_STATUS_LABELS)[status] ?? status;

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
