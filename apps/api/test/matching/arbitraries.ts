import type { MatchableOrder } from '@ctp/domain';
import fc from 'fast-check';

/** What both arbitraries draw; each then sets the range's top, the timestamp and the rating its own way. */
interface OrderDraw {
  n: number;
  owner: number;
  commodityId: string;
  quantity: number;
  low: number;
  location: string;
  terms: string[];
  urgent: boolean;
  flexQuantity: number;
  flexPrice: number;
}

function matchableOrder(side: 'buy' | 'sell', a: OrderDraw, rest: { max: number; createdAt: string; rating: number | null }): MatchableOrder {
  return {
    id: `${side}-${a.n}`,
    // Owners are shared between the sides, so own-listing pairs occur.
    ownerId: `user-${a.owner}`,
    commodityId: a.commodityId,
    quantity: a.quantity,
    priceRange: { min: a.low, max: rest.max },
    location: a.location,
    terms: a.terms,
    urgent: a.urgent,
    flexibility: { quantity: a.flexQuantity, price: a.flexPrice },
    createdAt: rest.createdAt,
    owner: { rating: rest.rating },
  };
}

/** Few distinct values on purpose: many ties, shared owners and equal timestamps exercise the tie-break. */
export const arbOrder = (side: 'buy' | 'sell') =>
  fc
    .record({
      n: fc.integer({ min: 0, max: 1_000_000 }),
      owner: fc.integer({ min: 0, max: 4 }),
      commodityId: fc.constantFrom('gold', 'en590', 'jet'),
      quantity: fc.constantFrom(1, 10, 50, 80, 82, 84, 90, 100, 0.001, 12.345),
      low: fc.constantFrom(100, 150, 200, 300),
      width: fc.constantFrom(0, 50, 100),
      location: fc.constantFrom('Zurich', 'London'),
      terms: fc.uniqueArray(fc.constantFrom('CIF', 'FOB', 'TTM', 'TTT'), { minLength: 1, maxLength: 4 }),
      urgent: fc.boolean(),
      flexQuantity: fc.constantFrom(0, 10, 50, 100),
      flexPrice: fc.constantFrom(0, 25, 100),
      day: fc.integer({ min: 1, max: 3 }),
      rating: fc.constantFrom(null, 4.2, 4.8),
    })
    .map((a) => matchableOrder(side, a, { max: a.low + a.width, createdAt: `2026-11-0${a.day}T00:00:00.000Z`, rating: a.rating }));
export const orders = (side: 'buy' | 'sell') => fc.uniqueArray(arbOrder(side), { maxLength: 40, selector: (o) => o.id });

/**
 * The edges of the engine's bounds: zero and equal quantities (its quantity windows and cursors), point
 * ranges and ranges that touch or miss by a cent (its split between meeting and disjoint ranges),
 * flexibility from none to large, every place, urgency and set of terms, and many equal timestamps.
 */
export const arbEdgeOrder = (side: 'buy' | 'sell') =>
  fc
    .record({
      n: fc.integer({ min: 0, max: 1_000_000 }),
      owner: fc.integer({ min: 0, max: 6 }),
      commodityId: fc.constantFrom('gold', 'en590'),
      quantity: fc.constantFrom(0, 0.001, 1, 2, 3, 40, 49.99, 50, 50.01, 60, 100, 1_000_000),
      low: fc.constantFrom(100, 100.01, 101, 102, 150),
      width: fc.constantFrom(0, 0.01, 1, 2, 50),
      location: fc.constantFrom('Zurich', 'London', 'Dubai'),
      terms: fc.uniqueArray(fc.constantFrom('CIF', 'FOB', 'TTM', 'TTT', 'TTV'), { minLength: 0, maxLength: 5 }),
      urgent: fc.boolean(),
      flexQuantity: fc.constantFrom(0, 1, 19, 100),
      flexPrice: fc.constantFrom(0, 7, 19, 100),
      hour: fc.integer({ min: 0, max: 2 }),
    })
    .map((a) =>
      matchableOrder(side, a, { max: Math.round((a.low + a.width) * 100) / 100, createdAt: `2026-11-01T0${a.hour}:00:00.000Z`, rating: null }),
    );
export const edgeOrders = (side: 'buy' | 'sell') => fc.uniqueArray(arbEdgeOrder(side), { maxLength: 60, selector: (o) => o.id });
