import { PAYMENT_TERM_LABELS, type Contract } from '@ctp/domain';

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

export const SIGNATURE_ROLE_LABELS = { buyer: 'Buyer', seller: 'Seller' } as const;

/** The caller's side of a contract. */
export function partyOf(contract: Pick<Contract, 'buyerId' | 'sellerId'>, userId: string | undefined): 'buyer' | 'seller' | null {
  if (userId && contract.buyerId === userId) return 'buyer';
  if (userId && contract.sellerId === userId) return 'seller';
  return null;
}

export const paymentTermsLabel = (terms: string) => (Object.hasOwn(PAYMENT_TERM_LABELS, terms) ? PAYMENT_TERM_LABELS[terms as keyof typeof PAYMENT_TERM_LABELS] : terms);

/** The first and last characters of a SHA-256, enough to compare by eye; the whole one is copied. */
export const shortHash = (sha256: string) => (sha256.length > 20 ? `${sha256.slice(0, 10)}…${sha256.slice(-8)}` : sha256);
