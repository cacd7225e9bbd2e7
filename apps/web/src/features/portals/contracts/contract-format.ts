import type { Contract } from '@ctp/domain';
import { formatDate } from '../../../lib/format';

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** Money in the contract's currency with cents: $2,043.50. */
export function formatContractMoney(value: number, currency: string): string {
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    currencyFormats.set(currency, format);
  }
  return format.format(value);
}

const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** 1,250.5 oz */
export const formatQuantity = (contract: Pick<Contract, 'quantity' | 'commodity'>) =>
  `${quantityFormat.format(contract.quantity)} ${contract.commodity.unit}`;

/** A delivery date is a calendar day (YYYY-MM-DD), shown as that day wherever the reader is. */
export const formatDeliveryDate = (day: string) => formatDate(`${day}T00:00:00.000Z`, { timeZone: 'UTC' });

export const CONTRACT_TYPE_LABELS: Record<string, string> = { spot: 'Spot', forward: 'Forward' };
export const contractTypeLabel = (type: string) => CONTRACT_TYPE_LABELS[type] ?? type;

export const CONTRACT_STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  pending: 'Pending',
  active: 'Active',
  executed: 'Executed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The caller's side of a contract. */
export function partyOf(contract: Pick<Contract, 'buyerId' | 'sellerId'>, userId: string | undefined): 'buyer' | 'seller' | null {
  if (userId && contract.buyerId === userId) return 'buyer';
  if (userId && contract.sellerId === userId) return 'seller';
  return null;
}
