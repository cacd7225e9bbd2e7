import type { AdminTradeList, AdminTradeSummary, Order } from '@ctp/domain/orders';

/** An order as the admin trade endpoints send it: a trader's buy request or a seller's sell offer. */
export type AdminTrade = Order;
export type { AdminTradeList, AdminTradeSummary };
