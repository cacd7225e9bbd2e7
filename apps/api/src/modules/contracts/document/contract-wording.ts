import {
  CONTRACT_DOCUMENT_TEXTS,
  FUEL_DELIVERY_MODE_LABELS,
  GOLD_TERM_LABELS,
  PAYMENT_TERM_LABELS,
  type ContractSignatureRole,
  type ContractTerms,
  type ContractType,
} from '@ctp/domain';

/** Who issues the document: the platform's name as the site shows it. */
export const PLATFORM_NAME = 'Oman Commodities Group';

export type ContractDocumentKind = 'draft' | 'for_signature' | 'signed';

export interface DocumentParty {
  name: string;
  company: string | null;
  address: string | null;
}

export interface DocumentSignature {
  role: ContractSignatureRole;
  signerName: string;
  typedName: string;
  signedAt: string;
  ip: string | null;
  documentSha256: string;
}

/** Everything the PDF shows; the same input renders the same bytes. */
export interface ContractDocumentInput {
  /** A draft (marked DRAFT), the document sent for signature, or the final copy with both signatures. */
  kind: ContractDocumentKind;
  contract: {
    id: string;
    contractNumber: string;
    contractType: ContractType;
    commodityName: string;
    unit: string;
    quantity: number;
    unitPrice: number;
    totalValue: number;
    currency: string;
    deliveryLocation: string;
    commissionRate: number | null;
    commissionAmount: number | null;
    createdAt: string;
    terms: ContractTerms;
  };
  buyer: DocumentParty;
  seller: DocumentParty | null;
  signatures: DocumentSignature[];
  /** The SHA-256 of the document sent for signature (printed on the final copy: what the parties signed). */
  documentSha256: string | null;
  /** When this rendering was issued (the PDF's modification date; the final copy's issue line). */
  issuedAt: string;
  /** Where anyone can check a copy: <site>/verify. */
  verifyUrl: string;
}

export interface Clause {
  title: string;
  paragraphs: string[];
}

const INCOTERM_LABELS: Record<string, string> = { ...GOLD_TERM_LABELS, ...FUEL_DELIVERY_MODE_LABELS };
const PARTY_LABELS: Record<ContractSignatureRole, string> = { buyer: 'Buyer', seller: 'Seller' };

const money = (amount: number, currency: string) =>
  `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const quantityOf = (quantity: number, unit: string) => `${quantity.toLocaleString('en-US', { maximumFractionDigits: 3 })} ${unit}`;
/** ISO time as "2026-12-01 10:00:00 UTC". */
export const utcTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

const partyLine = (party: DocumentParty | null) =>
  party ? [party.name, party.company, party.address].filter(Boolean).join(', ') : 'To be named before the contract is sent for signature';

/** The title block under the platform's name. */
export function headingOf(input: ContractDocumentInput): string[] {
  const { contract } = input;
  const state =
    input.kind === 'draft'
      ? 'DRAFT - not sent for signature; its terms may still change'
      : input.kind === 'for_signature'
        ? `Issued for signature ${utcTime(input.issuedAt)}`
        : `Signed by both parties; signed copy issued ${utcTime(input.issuedAt)}`;
  return [`Contract No. ${contract.contractNumber}`, `${contract.contractType === 'spot' ? 'Spot' : 'Forward'} contract dated ${contract.createdAt.slice(0, 10)}`, state];
}

/** The numbered clauses of the contract, from its stored terms. */
export function clausesOf(input: ContractDocumentInput): Clause[] {
  const { contract, buyer, seller } = input;
  const { terms } = contract;
  const incoterm = terms.incoterm ? (INCOTERM_LABELS[terms.incoterm] ?? terms.incoterm) : null;
  const window = terms.deliveryWindowStart ? `from ${terms.deliveryWindowStart} to ${terms.deliveryWindowEnd}` : `by ${terms.deliveryWindowEnd}`;
  const payment = terms.paymentTerms ? (PAYMENT_TERM_LABELS[terms.paymentTerms as keyof typeof PAYMENT_TERM_LABELS] ?? terms.paymentTerms) : null;
  const commission =
    contract.commissionRate === null
      ? 'No platform commission applies to this contract.'
      : `The platform's commission is ${contract.commissionRate}% of the total value (${money(contract.commissionAmount ?? 0, contract.currency)}), ` +
        'invoiced by the platform and payable by the Seller once the contract is executed.';
  return [
    {
      title: 'Parties',
      paragraphs: [
        `Buyer: ${partyLine(buyer)}.`,
        `Seller: ${partyLine(seller)}.`,
        `The contract was brought about through the trading platform of ${PLATFORM_NAME} (the "Platform"), which is not a party to the sale.`,
      ],
    },
    {
      title: 'Commodity and specifications',
      paragraphs: [
        `Commodity: ${contract.commodityName}.`,
        `Specifications: ${terms.specifications ?? 'as customary for the commodity in international trade; to be evidenced by the inspection certificate (see Inspection)'}.`,
      ],
    },
    {
      title: 'Quantity',
      paragraphs: [
        `${quantityOf(contract.quantity, contract.unit)}, ` +
          (terms.quantityTolerancePercent > 0
            ? `plus or minus ${terms.quantityTolerancePercent}% at the Seller's option, settled at the contract price.`
            : 'without tolerance.'),
      ],
    },
    {
      title: 'Price',
      paragraphs: [
        `Unit price: ${money(contract.unitPrice, contract.currency)} per ${contract.unit}.`,
        `Total value: ${money(contract.totalValue, contract.currency)}, payable in ${contract.currency}.`,
      ],
    },
    {
      title: 'Delivery',
      paragraphs: [
        `Incoterm (Incoterms 2020): ${incoterm ?? 'to be agreed in writing before shipment'}${terms.incotermPlace ? `, ${terms.incotermPlace}` : ''}.`,
        `Place of delivery: ${contract.deliveryLocation}. Delivery window: ${window}.`,
      ],
    },
    {
      title: 'Payment',
      paragraphs: [
        `${payment ?? 'Payment terms to be agreed in writing before shipment'}. The Buyer pays the total value for the quantity delivered; ` +
          "bank charges are each party's own.",
      ],
    },
    { title: 'Inspection', paragraphs: [`${terms.inspection}. The inspection certificate of quality and quantity is final and binding on both parties.`] },
    {
      title: 'Title and risk',
      paragraphs: ['Title and risk pass from the Seller to the Buyer as the Incoterm above provides, and title not before the total value is paid.'],
    },
    { title: 'Commission', paragraphs: [commission] },
    {
      title: 'Force majeure',
      paragraphs: [
        'Neither party is liable for a delay or failure caused by events beyond its reasonable control, provided it notifies the other party ' +
          'within five business days. If such an event lasts more than 30 days, either party may terminate the contract without liability.',
      ],
    },
    { title: 'Governing law and disputes', paragraphs: [`${terms.governingLaw}.`] },
    {
      title: 'Electronic signature',
      paragraphs: [
        'Each party signs by typing its full name and confirming its identity with its Platform password or authenticator code. ' +
          'The Platform records the signer, the typed name, the time, the network address and the SHA-256 fingerprint of the exact document signed, ' +
          'and issues the signed copy; the parties accept these records as evidence of their signatures.',
      ],
    },
    { title: 'Entire agreement', paragraphs: ['This contract is the entire agreement of the parties on its subject; a change binds only in writing signed by both.'] },
  ];
}

/** The lines of the signature page for one party. */
export function signatureBlockOf(input: ContractDocumentInput, role: ContractSignatureRole): { title: string; lines: string[] } {
  const party = role === 'buyer' ? input.buyer : input.seller;
  const title = `${PARTY_LABELS[role]}: ${party ? [party.name, party.company].filter(Boolean).join(', ') : 'not yet named'}`;
  const signature = input.signatures.find((s) => s.role === role);
  if (!signature) return { title, lines: [CONTRACT_DOCUMENT_TEXTS.awaitingSignature] };
  return {
    title,
    lines: [
      `Signed electronically by: ${signature.typedName}`,
      `Signed at: ${utcTime(signature.signedAt)}`,
      `From address: ${signature.ip ?? 'not recorded'}`,
      `SHA-256 of the document signed: ${signature.documentSha256}`,
    ],
  };
}

/** The closing lines of the signature page. */
export function closingLinesOf(input: ContractDocumentInput): string[] {
  if (input.kind === 'draft') return ['This draft cannot be signed. It is sent for signature once its terms are final.'];
  if (input.kind === 'for_signature') {
    return ['Both parties sign this exact document on the Platform; the signed copy lists each signature and the fingerprint of this document.'];
  }
  return [
    `Document signed by both parties (SHA-256): ${input.documentSha256 ?? 'not recorded'}`,
    `Signed copy issued ${utcTime(input.issuedAt)}; verify at ${input.verifyUrl}`,
  ];
}
