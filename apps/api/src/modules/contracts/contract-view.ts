import {
  CONTRACT_TERM_DEFAULTS,
  DEFAULT_COUNTRY,
  type Contract,
  type ContractParty,
  type ContractSignature,
  type ContractTerms,
} from '@ctp/domain';
import type { Principal } from '../../plugins/access';
import type { ContractDocumentInput, ContractDocumentKind, DocumentParty } from './document/contract-wording';
import type { StoredContract, StoredParty, StoredSignature } from './repository';
import { allowedActions, type ContractFacts, type ContractRole } from './state-machine';

/** The roles the caller holds on the contract; none means the contract is not theirs to see. */
export function rolesOf(contract: StoredContract, caller: Principal): ContractRole[] {
  const roles: ContractRole[] = [];
  if (contract.buyerId === caller.id) roles.push('buyer');
  if (contract.sellerId === caller.id) roles.push('seller');
  if (caller.role === 'admin') roles.push('admin');
  return roles;
}

export const factsOf = (c: StoredContract): ContractFacts => ({
  status: c.status,
  sellerId: c.sellerId,
  signedByBuyerAt: c.signedByBuyerAt,
  signedBySellerAt: c.signedBySellerAt,
  inDeal: c.dealId !== null,
});

/** A full name as accounts hold it: first and last name. */
export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

export const partyOf = (p: StoredParty): ContractParty => ({ name: fullName(p), company: p.companyName || null });

/** A party's address on the contract: the country of its account when it names one. */
export const addressOf = (account: { country: string | null } | undefined) =>
  account?.country && account.country !== DEFAULT_COUNTRY ? account.country : null;

/**
 * The contract's commission: its fixed rate applied to its current total value (an edit of quantity or
 * price changes the amount, never the rate), rounded half up to the cent.
 */
export function commissionOf(c: StoredContract): { commissionRate: number | null; commissionAmount: number | null } {
  if (c.commissionRateBp === null) return { commissionRate: null, commissionAmount: null };
  const cents = (BigInt(c.totalValueCents) * BigInt(c.commissionRateBp) + 5_000n) / 10_000n;
  return { commissionRate: c.commissionRateBp / 100, commissionAmount: Number(cents) / 100 };
}

/** The terms as the contract states them; older contracts without inspection or law read the standard clauses. */
export function termsOf(c: StoredContract): ContractTerms {
  const t = c.terms;
  return {
    incoterm: t.incoterm,
    incotermPlace: t.incotermPlace,
    paymentTerms: t.paymentTerms,
    specifications: t.specifications,
    quantityTolerancePercent: t.quantityToleranceBp / 100,
    deliveryWindowStart: t.deliveryWindowStart,
    deliveryWindowEnd: c.deliveryDate,
    inspection: t.inspection ?? CONTRACT_TERM_DEFAULTS.inspection,
    governingLaw: t.governingLaw ?? CONTRACT_TERM_DEFAULTS.governingLaw,
    buyerAddress: t.buyerAddress,
    sellerAddress: t.sellerAddress,
  };
}

/** A signature as the answer shows it: where it was made from only to administrators. */
function signatureOf(s: StoredSignature, caller: Principal): ContractSignature {
  const shown: ContractSignature = {
    role: s.role,
    signerName: fullName({ firstName: s.signerFirstName, lastName: s.signerLastName }),
    typedName: s.typedName,
    signedAt: s.signedAt,
    documentSha256: s.documentSha256,
  };
  return caller.role === 'admin' ? { ...shown, ip: s.ip, userAgent: s.userAgent } : shown;
}

export function toContract(c: StoredContract, caller: Principal, signatures: readonly StoredSignature[]): Contract {
  return {
    id: c.id,
    contractNumber: c.contractNumber,
    buyerId: c.buyerId,
    sellerId: c.sellerId,
    commodityId: c.commodity.id,
    commodity: c.commodity,
    contractType: c.contractType,
    quantity: c.quantityE3 / 1000,
    unitPrice: c.unitPriceCents / 100,
    totalValue: c.totalValueCents / 100,
    currency: c.currency,
    deliveryDate: c.deliveryDate,
    deliveryLocation: c.deliveryLocation,
    status: c.status,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    signedByBuyerAt: c.signedByBuyerAt,
    signedBySellerAt: c.signedBySellerAt,
    cancellationReason: c.cancellationReason,
    allowedActions: allowedActions(factsOf(c), rolesOf(c, caller)),
    ...commissionOf(c),
    buyer: partyOf(c.buyer),
    seller: c.seller && partyOf(c.seller),
    dealId: c.dealId,
    terms: termsOf(c),
    signatures: signatures.filter((s) => s.contractId === c.id).map((s) => signatureOf(s, caller)),
    documentSha256: c.documentSha256,
    signedDocumentSha256: c.signedDocumentSha256,
  };
}

/** What the PDF of the contract shows, as `kind` issued at `issuedAt`. */
export function documentInputOf(
  c: StoredContract,
  signatures: readonly StoredSignature[],
  options: { kind: ContractDocumentKind; issuedAt: string; verifyUrl: string },
): ContractDocumentInput {
  const terms = termsOf(c);
  const party = (p: StoredParty, address: string | null): DocumentParty => ({ ...partyOf(p), address });
  return {
    kind: options.kind,
    contract: {
      id: c.id,
      contractNumber: c.contractNumber,
      contractType: c.contractType,
      commodityName: c.commodity.name,
      unit: c.commodity.unit,
      quantity: c.quantityE3 / 1000,
      unitPrice: c.unitPriceCents / 100,
      totalValue: c.totalValueCents / 100,
      currency: c.currency,
      deliveryLocation: c.deliveryLocation,
      ...commissionOf(c),
      createdAt: c.createdAt,
      terms,
    },
    buyer: party(c.buyer, terms.buyerAddress),
    seller: c.seller && party(c.seller, terms.sellerAddress),
    signatures: signatures.map((s) => ({
      role: s.role,
      signerName: fullName({ firstName: s.signerFirstName, lastName: s.signerLastName }),
      typedName: s.typedName,
      signedAt: s.signedAt,
      ip: s.ip,
      documentSha256: s.documentSha256,
    })),
    documentSha256: c.documentSha256,
    issuedAt: options.issuedAt,
    verifyUrl: options.verifyUrl,
  };
}
