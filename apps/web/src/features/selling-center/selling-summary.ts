import { LISTING_TABS, type OrderStatus } from '@ctp/domain/order-constants';
import type { Match, OrderList } from '@/features/orders';

export interface SellingSummary {
  activeListings: number;
  totalInquiries: number;
  completedSales: number;
  /** Sum of finalPrice × quantity over the completed listings, USD. */
  revenue: number;
}

const countIn = (list: OrderList, statuses: readonly OrderStatus[]) => statuses.reduce((sum, s) => sum + (list.counts[s] ?? 0), 0);

/** The four summary cards, computed from the seller's listings and matches as the server sent them. */
export function sellingSummary(list: OrderList, matches: readonly Match[]): SellingSummary {
  const revenue = list.orders
    .filter((o) => o.status === 'completed' && o.finalPrice !== null)
    .reduce((sum, o) => sum + Math.round((o.finalPrice ?? 0) * o.quantity * 100), 0);
  return {
    activeListings: countIn(list, LISTING_TABS.active),
    totalInquiries: matches.length,
    completedSales: countIn(list, LISTING_TABS.sold),
    // Summed in cents so a long list adds up exactly.
    revenue: revenue / 100,
  };
}

export const listingCount = countIn;
