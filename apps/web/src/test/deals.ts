/** Deal room records shaped as GET /api/v1/deals and /deals/{id} answer (imported by *.test.tsx only). */
import type { Deal, DealMessage, DealOffer, DealRating, DealSummary } from '@ctp/domain';
import { makeOrder } from './orders';

let sequence = 0;
const uuid = () => {
  sequence += 1;
  return `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
};

export const GOLD = { id: '11111111-1111-4111-8111-111111111111', name: 'Gold', symbol: 'XAU', category: 'gold', unit: 'oz' } as const;

export function makeOffer(overrides: Partial<DealOffer> = {}): DealOffer {
  return {
    id: uuid(),
    dealId: 'deal-1',
    number: 1,
    madeBy: 'desk',
    unitPrice: 2075,
    quantity: 80,
    unit: 'oz',
    totalValue: 166_000,
    currency: 'USD',
    deliveryDate: '2030-03-31',
    location: 'Zurich',
    incoterm: 'CIF',
    paymentTerms: 'LC at sight',
    specifications: 'LBMA good delivery bars, 999.9 fine',
    note: null,
    validUntil: '2030-03-01T12:00:00.000Z',
    status: 'open',
    acceptedByBuyerAt: null,
    acceptedBySellerAt: null,
    decidedAt: null,
    rejectionReason: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function makeDealSummary(overrides: Partial<DealSummary> = {}): DealSummary {
  const id = overrides.id ?? uuid();
  const currentOffer = overrides.currentOffer === undefined ? makeOffer({ dealId: id }) : overrides.currentOffer;
  return {
    id,
    status: 'negotiating',
    myRole: 'buyer',
    commodity: GOLD,
    buyer: { name: 'Amira Test', company: 'Gulf Bullion Buyers LLC' },
    seller: { name: 'Karim Test', company: 'Andes Refining SA' },
    buyOrderId: 'order-buy',
    sellOrderId: 'order-sell',
    matchId: 'match-1',
    contractId: 'contract-1',
    currentOffer,
    agreedOffer: null,
    messageCount: 0,
    unreadMessages: 0,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    agreedAt: null,
    closedAt: null,
    ...overrides,
  };
}

/** A deal as GET /api/v1/deals/{id} answers: the desk's open offer on the table unless `offers` says otherwise. */
export function makeDeal(overrides: Partial<Deal> = {}): Deal {
  const summary = makeDealSummary(overrides);
  const offers = overrides.offers ?? (summary.currentOffer ? [summary.currentOffer] : []);
  return {
    ...summary,
    buyOrder: makeOrder({ id: summary.buyOrderId, orderNumber: 'BUY-2026-101', status: 'matched' }),
    sellOrder: makeOrder({ id: summary.sellOrderId, side: 'sell', orderNumber: 'SELL-2026-202', status: 'matched' }),
    offers,
    messages: [],
    allowedActions: ['offer', 'accept', 'reject', 'message'],
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<DealMessage> = {}): DealMessage {
  sequence += 1;
  return {
    id: `message-${sequence}`,
    number: 1,
    author: { role: 'seller', name: 'Karim Test', company: 'Andes Refining SA' },
    mine: false,
    text: 'Can you confirm the assay certificate comes with the shipment?',
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function makeRating(overrides: Partial<DealRating> = {}): DealRating {
  sequence += 1;
  return {
    id: `rating-${sequence}`,
    dealId: 'deal-1',
    byRole: 'seller',
    by: { name: 'Karim Test', company: 'Andes Refining SA' },
    ofRole: 'buyer',
    mine: false,
    score: 5,
    comment: 'Paid on time.',
    createdAt: '2026-12-20T10:00:00.000Z',
    ...overrides,
  };
}
