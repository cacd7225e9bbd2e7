import type { Contract } from '@ctp/domain';
import { company } from '../../../lib/company';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import type { Order } from '../trading/api/order-model';
import { locationLabel } from '../trading/order-format';

const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/**
 * A plain-text receipt for a completed trade. Every figure is the server's: the contract's quantity,
 * unit price and total, and the order's number and completion date; nothing is computed here.
 */
export function receiptText(order: Order, contract: Contract, issuedAt: Date = new Date()): string {
  const lines = [
    `${company.name} — Trade Receipt`,
    '',
    `Order:            ${order.orderNumber} (${order.side === 'buy' ? 'purchase' : 'sale'})`,
    `Contract:         ${contract.contractNumber}`,
    `Contract status:  ${contract.status}`,
    `Commodity:        ${contract.commodity.name} (${contract.commodity.symbol})`,
    `Quantity:         ${quantity.format(contract.quantity)} ${contract.commodity.unit}`,
    `Unit price:       ${formatMoney(contract.unitPrice)} ${contract.currency}/${contract.commodity.unit}`,
    `Total value:      ${formatMoney(contract.totalValue)} ${contract.currency}`,
    `Delivery:         ${contract.deliveryLocation ? locationLabel(contract.deliveryLocation) : locationLabel(order.location)}, ${formatDate(`${contract.deliveryDate}T00:00:00Z`, { timeZone: 'UTC' })}`,
    `Completed:        ${order.completedAt ? formatDateTime(order.completedAt) : '—'}`,
    '',
    `Issued ${formatDateTime(issuedAt)} · ${company.mailboxes.trading}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** Hands a text file to the browser as a download. */
export function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const receiptFileName = (order: Order) => `receipt-${order.orderNumber}.txt`;
