import type { AdminTrade, AdminTradeList, AdminTradeSummary } from '@ctp/domain/orders';

/**
 * An order as the admin trade endpoints send it: a trader's buy request or a seller's sell offer, with
 * the other party (`seller` of a buy, `buyer` of a sell) once it is matched.
 */
export type { AdminTrade, AdminTradeList, AdminTradeSummary };
