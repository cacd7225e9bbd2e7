import type { Contract } from '@ctp/domain';

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
