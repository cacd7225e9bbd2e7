import type { Contract } from '@ctp/domain';

/** A label from a table of the texts (types, statuses), or the value itself when the table does not know it. */
export const labelOf = (labels: Readonly<Record<string, string>>, value: string) => (Object.hasOwn(labels, value) ? labels[value]! : value);

/** The caller's side of a contract. */
export function partyOf(contract: Pick<Contract, 'buyerId' | 'sellerId'>, userId: string | undefined): 'buyer' | 'seller' | null {
  if (userId && contract.buyerId === userId) return 'buyer';
  if (userId && contract.sellerId === userId) return 'seller';
  return null;
}


/** The first and last characters of a SHA-256, enough to compare by eye; the whole one is copied. */
export const shortHash = (sha256: string) => (sha256.length > 20 ? `${sha256.slice(0, 10)}…${sha256.slice(-8)}` : sha256);
