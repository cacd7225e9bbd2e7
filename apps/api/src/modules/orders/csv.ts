import type { Order } from '@ctp/domain';

/**
 * A CSV cell (RFC 4180). A cell starting with = + - @ (or a tab or carriage return) is prefixed with
 * an apostrophe so spreadsheets do not run it as a formula; cells holding a comma, quote or line break
 * are quoted with inner quotes doubled.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | boolean | null | undefined)[]) => cells.map(csvCell).join(',');

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
  'Notes',
  'Contract Id',
  'Final Price (USD)',
  'Created At',
  'Updated At',
  'Matched At',
  'Completed At',
] as const;

/** The trades as CSV text: a header line and one line per trade, CRLF line ends. */
export function tradesCsv(trades: readonly Order[]): string {
  const lines = [csvLine(TRADE_CSV_COLUMNS)];
  for (const t of trades) {
    lines.push(
      csvLine([
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
        t.notes,
        t.contractId,
        t.finalPrice === null ? null : t.finalPrice.toFixed(2),
        t.createdAt,
        t.updatedAt,
        t.matchedAt,
        t.completedAt,
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
