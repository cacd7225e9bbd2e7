import type { Contract } from '@ctp/domain';
import { useMutation } from '@tanstack/react-query';
import { getContract } from '@/features/contracts';
import { company } from '@/lib/company';
import { saveBlob } from '@/lib/download';
import { currentLanguage } from '@/lib/i18n/language';
import { textsIn } from '@/lib/i18n/texts';
import { formatDateTime, formatDay, formatMoney, formatQuantity } from '@/lib/format';
import type { Order } from './api/order-model';
import { locationLabel } from './order-format';
import { ordersTexts } from './texts';

/**
 * A plain-text receipt for a completed trade. Every figure is the server's: the contract's quantity,
 * unit price and total, and the order's number and completion date; nothing is computed here.
 */
export function receiptText(order: Order, contract: Contract, issuedAt: Date = new Date()): string {
  const words = textsIn(ordersTexts, currentLanguage()).receipt;
  const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
  const row = (label: string, value: string) => `${`${label}:`.padEnd(18)}${value}`;
  const lines = [
    fill(words.title, { brand: company.name }),
    '',
    row(words.order, `${order.orderNumber} (${order.side === 'buy' ? words.purchase : words.sale})`),
    row(words.contract, contract.contractNumber),
    row(words.contractStatus, contract.status),
    row(words.commodity, `${contract.commodity.name} (${contract.commodity.symbol})`),
    row(words.quantity, formatQuantity(contract.quantity, contract.commodity.unit)),
    row(words.unitPrice, `${formatMoney(contract.unitPrice)} ${contract.currency}/${contract.commodity.unit}`),
    row(words.totalValue, `${formatMoney(contract.totalValue)} ${contract.currency}`),
    row(words.delivery, `${contract.deliveryLocation ? locationLabel(contract.deliveryLocation) : locationLabel(order.location)}, ${formatDay(contract.deliveryDate)}`),
    row(words.completed, order.completedAt ? formatDateTime(order.completedAt) : '—'),
    '',
    `${fill(words.issued, { date: formatDateTime(issuedAt) })} · ${company.mailboxes.trading}`,
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
