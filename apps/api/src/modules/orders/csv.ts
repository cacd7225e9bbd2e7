import type { AdminTrade } from '@ctp/domain';
import { csvText } from '../../lib/csv';

export const TRADE_CSV_COLUMNS = [
  'Trade Number',
  'Type',
  'Status',
  'Priority',
  'Urgent',
  'Commodity',
  'Category',
  'Commodity Details',
  'Quantity',
  'Unit',
  'Min Price (USD)',
  'Max Price (USD)',
  'Total Value (USD)',
  'Location',
  'Terms',
  'Delivery Date',
  'Owner',
  'Company',
  'Email',
  'Counterparty',
  'Counterparty Company',
  'Counterparty Email',
  'Notes',
  'Contract Id',
  'Final Price (USD)',
  'Created At',
  'Updated At',
  'Matched At',
  'Completed At',
] as const;

/** The trades as CSV text: a header line and one line per trade, CRLF line ends. */
export function tradesCsv(trades: readonly AdminTrade[]): string {
  return csvText(
    TRADE_CSV_COLUMNS,
    trades.map((t) => {
      // The other party of a matched trade: the seller of a buy order, the buyer of a sell order.
      const counterparty = t.seller ?? t.buyer;
      return [
        t.orderNumber,
        t.side,
        t.status,
        t.priority,
        t.urgent ? 'yes' : 'no',
        t.commodity.name,
        t.commodity.category,
        t.commodityDetails,
        t.quantity,
        t.unit,
        t.priceRange.min.toFixed(2),
        t.priceRange.max.toFixed(2),
        t.totalValue.toFixed(2),
        t.location,
        t.terms.join(' '),
        t.deliveryDate,
        t.owner.name,
        t.owner.company,
        t.owner.email,
        counterparty?.name,
        counterparty?.company,
        counterparty?.email,
        t.notes,
        t.contractId,
        t.finalPrice === null ? null : t.finalPrice.toFixed(2),
        t.createdAt,
        t.updatedAt,
        t.matchedAt,
        t.completedAt,
      ];
    }),
  );
}
