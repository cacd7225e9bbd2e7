import { LISTING_TABS, type OrderStatus } from '@ctp/domain/order-constants';
import type { Match, OrderList } from '@/features/orders';

const countIn = (list: OrderList, statuses: readonly OrderStatus[]) => statuses.reduce((sum, s) => sum + (list.counts[s] ?? 0), 0);

export interface SellingSummary {
  activeListings: number;
  totalInquiries: number;
  completedSales: number;
}

/**
 * Three of the four summary cards, counted from the seller's listings and matches as the server sent them. Revenue is
 * not among them: it is money, so it comes from the server's contracts (the dashboard's `revenue`), never from
 * listings in the browser.
 */
export function sellingSummary(list: OrderList, matches: readonly Match[]): SellingSummary {
  return {
    activeListings: countIn(list, LISTING_TABS.active),
    totalInquiries: matches.length,
    completedSales: countIn(list, LISTING_TABS.sold),
  };
}

export const listingCount = countIn;
