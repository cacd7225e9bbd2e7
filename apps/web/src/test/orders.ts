/** Spec-shaped orders, matches and commodities for the marketplace tests (imported by *.test.tsx only). */
import type { Commodity } from '@ctp/domain';
import type { Match, Order, OrderList, OrderStatus } from '@/features/orders';

export const GOLD_ID = '11111111-1111-4111-8111-111111111111';
export const EN590_ID = '22222222-2222-4222-8222-222222222222';
export const JET_ID = '33333333-3333-4333-8333-333333333333';

export const COMMODITIES: Commodity[] = [
  { id: GOLD_ID, name: 'Gold', symbol: 'XAU', category: 'gold', unit: 'oz', description: 'Gold bullion', isActive: true },
  { id: JET_ID, name: 'Jet A1', symbol: 'JETA1', category: 'fuel', unit: 'MT', description: 'Jet fuel', isActive: true },
  { id: EN590_ID, name: 'EN590', symbol: 'EN590', category: 'fuel', unit: 'MT', description: 'Diesel', isActive: true },
];

let sequence = 0;

export function makeOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  const side = overrides.side ?? 'buy';
  return {
    id: `order-${sequence}`,
    orderNumber: `${side === 'buy' ? 'BUY' : 'SELL'}-2026-${String(sequence).padStart(3, '0')}`,
    side,
    ownerId: 'user-1',
    owner: { id: 'user-1', name: 'Tess Trader', company: 'Trader Co', email: 'trader@example.com', rating: null },
    commodityId: GOLD_ID,
    commodity: { id: GOLD_ID, name: 'Gold', symbol: 'XAU', category: 'gold', unit: 'oz' },
    commodityDetails: null,
    quantity: 100,
    filledQuantity: 0,
    remainingQuantity: (overrides.quantity ?? 100) - (overrides.filledQuantity ?? 0),
    unit: 'oz',
    priceRange: { min: 2000, max: 2100 },
    location: 'Zurich',
    terms: ['CIF', 'FOB'],
    deliveryDate: '2030-01-15',
    specifications: null,
    priority: 'medium',
    urgent: false,
    flexibility: { quantity: 5, price: 2, location: false, terms: true },
    status: 'pending',
    notes: null,
    totalValue: 205_000,
    contractId: null,
    finalPrice: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    matchedAt: null,
    completedAt: null,
    ...overrides,
  };
}

const ZERO: Record<OrderStatus, number> = {
  pending: 0,
  active: 0,
  matched: 0,
  in_negotiation: 0,
  contract_signed: 0,
  completed: 0,
  cancelled: 0,
  rejected: 0,
};

/** A list answer whose counts are those of the orders given (or the counts passed). */
export function orderList(orders: Order[], counts: Partial<Record<OrderStatus, number>> = {}): OrderList {
  const tally = { ...ZERO };
  for (const order of orders) tally[order.status] += 1;
  return { orders, total: orders.length, page: 1, totalPages: 1, counts: { ...tally, ...counts } };
}

export function makeMatch(buyOrder: Order, sellOrder: Order, overrides: Partial<Match> = {}): Match {
  sequence += 1;
  return {
    id: `match-${sequence}`,
    buyOrder,
    sellOrder,
    agreedPrice: 2050,
    quantity: Math.min(buyOrder.quantity, sellOrder.quantity),
    // The contract as the orders name it; tests whose orders name none check that nothing links to one.
    contractId: (buyOrder.contractId ?? sellOrder.contractId) as string,
    contractStatus: 'draft',
    status: 'matched',
    matchedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
