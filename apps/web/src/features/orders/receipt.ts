import type { Contract } from '@ctp/domain';
import { useMutation } from '@tanstack/react-query';
import { getContract } from '@/features/contracts';
import { company } from '@/lib/company';
import { saveBlob } from '@/lib/download';
import { formatDateTime, formatDay, formatMoney, formatQuantity } from '@/lib/format';
import type { Order } from './api/order-model';
import { locationLabel } from './order-format';

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
    `Quantity:         ${formatQuantity(contract.quantity, contract.commodity.unit)}`,
    `Unit price:       ${formatMoney(contract.unitPrice)} ${contract.currency}/${contract.commodity.unit}`,
    `Total value:      ${formatMoney(contract.totalValue)} ${contract.currency}`,
    `Delivery:         ${contract.deliveryLocation ? locationLabel(contract.deliveryLocation) : locationLabel(order.location)}, ${formatDay(contract.deliveryDate)}`,
    `Completed:        ${order.completedAt ? formatDateTime(order.completedAt) : '—'}`,
    '',
    `Issued ${formatDateTime(issuedAt)} · ${company.mailboxes.trading}`,
  ];
  return `${lines.join('\n')}\n`;
}

export const receiptFileName = (order: Order) => `receipt-${order.orderNumber}.txt`;

/**
 * Download Receipt of a completed order: its contract is fetched (the figures are the contract's), then
 * the receipt is saved as a text file. The mutation's state drives the button and the error under the card.
 */
export function useReceiptDownload(order: Order, contractId: string | null | undefined) {
  return useMutation({
    mutationFn: async () => {
      if (!contractId) return;
      const text = receiptText(order, await getContract(contractId));
      saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), receiptFileName(order));
    },
  });
}
