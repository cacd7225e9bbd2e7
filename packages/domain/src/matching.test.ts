import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MATCH_RISK_TEXTS,
  bestDisjointSuggestions,
  compareSuggestions,
  defaultAgreedPrice,
  evaluateMatch,
  isHighCompatibility,
  isSuggestedScore,
  matchScoreBand,
  priceScore,
  type MatchableOrder,
  type ScoredPair,
} from './matching';

let seq = 0;
/** Defaults: 100 oz of gold at 100-200 in Zurich, CIF, not urgent, no flexibility, no rating. */
function order(overrides: Partial<MatchableOrder> = {}): MatchableOrder {
  seq++;
  return {
    id: `o-${String(seq).padStart(4, '0')}`,
    ownerId: `u-${seq}`,
    commodityId: 'gold',
    quantity: 100,
    priceRange: { min: 100, max: 200 },
    location: 'Zurich',
    terms: ['CIF'],
    urgent: false,
    flexibility: { quantity: 0, price: 0 },
    createdAt: '2026-11-22T00:00:00.000Z',
    owner: { rating: null },
    ...overrides,
  };
}

const score = (buy: Partial<MatchableOrder>, sell: Partial<MatchableOrder>) => evaluateMatch(order(buy), order(sell))!;

describe('spec 9 match scoring, worked by hand', () => {
  it('identical orders: 30 + 25 + 20 + 15 + 10 = 100, no risks', () => {
    const m = score({}, {});
    expect(m.matchScore).toBe(100);
    expect(m.compatibility).toEqual({ commodity: true, quantity: 100, price: 100, location: true, terms: 100 });
    expect(m.risks).toEqual([]);
    expect(m.potentialProfit).toBe(0);
  });

  it('a different commodity is never a pair', () => {
    expect(evaluateMatch(order({ commodityId: 'gold' }), order({ commodityId: 'en590' }))).toBeNull();
  });

  it('no price overlap: price score 0, 30 + 25 + 0 + 15 + 10 = 80, with the price risk', () => {
    const m = score({ priceRange: { min: 100, max: 200 } }, { priceRange: { min: 300, max: 400 } });
    expect(m.compatibility.price).toBe(0);
    expect(m.matchScore).toBe(80);
    expect(m.risks).toEqual([MATCH_RISK_TEXTS.price]);
  });

  it('ranges that only touch overlap by nothing: 0', () => {
    expect(priceScore(100, 200, 200, 300)).toBe(0);
  });

  it('exactly 60 is not suggested: quantity 80 % (20), no price (0), other location (0), terms (10) → 30 + 20 + 10 = 60', () => {
    const m = score({ quantity: 100 }, { quantity: 80, priceRange: { min: 300, max: 400 }, location: 'London' });
    expect(m.matchScore).toBe(60);
    expect(isSuggestedScore(m.matchScore)).toBe(false);
    expect(matchScoreBand(m.matchScore)).toBe('yellow');
    expect(m.risks).toEqual([MATCH_RISK_TEXTS.quantity, MATCH_RISK_TEXTS.price, MATCH_RISK_TEXTS.location]);
  });

  it('60.5 rounds up to 61 and is suggested (quantity 82 %: 30 + 20.5 + 10)', () => {
    const m = score({ quantity: 100 }, { quantity: 82, priceRange: { min: 300, max: 400 }, location: 'London' });
    expect(m.matchScore).toBe(61);
    expect(isSuggestedScore(m.matchScore)).toBe(true);
  });

  it('61 exactly: quantity 84 % → 30 + 21 + 10', () => {
    const m = score({ quantity: 100 }, { quantity: 84, priceRange: { min: 300, max: 400 }, location: 'London' });
    expect(m.matchScore).toBe(61);
    expect(m.compatibility.quantity).toBe(84);
  });

  it('75 with the urgency bonus: 30 + 25 + 0 + 15 + 0 (no common terms) + 5 = 75, high compatibility', () => {
    const plain = score({ terms: ['CIF'] }, { terms: ['FOB'], priceRange: { min: 300, max: 400 } });
    expect(plain.matchScore).toBe(70);
    const urgent = score({ terms: ['CIF'], urgent: true }, { terms: ['FOB'], priceRange: { min: 300, max: 400 } });
    expect(urgent.matchScore).toBe(75);
    expect(isHighCompatibility(urgent.matchScore)).toBe(true);
    expect(isHighCompatibility(74)).toBe(false);
    expect(matchScoreBand(urgent.matchScore)).toBe('blue');
    expect(urgent.risks).toEqual([MATCH_RISK_TEXTS.price, MATCH_RISK_TEXTS.terms]);
  });

  it('the urgency bonus counts when either side is urgent, once', () => {
    const base = { priceRange: { min: 300, max: 400 } };
    expect(score({}, { ...base, urgent: true }).matchScore).toBe(85);
    expect(score({ urgent: true }, { ...base, urgent: true }).matchScore).toBe(85);
  });

  it('90: half the average width overlaps (price 50 %, no price risk) → 30 + 25 + 10 + 15 + 10', () => {
    const m = score({ priceRange: { min: 100, max: 200 } }, { priceRange: { min: 150, max: 250 } });
    expect(m.compatibility.price).toBe(50);
    expect(m.matchScore).toBe(90);
    expect(matchScoreBand(m.matchScore)).toBe('green');
    expect(m.risks).toEqual([]);
  });

  it('capped at 100: identical, urgent and fully flexible would be 110', () => {
    const flexible = { flexibility: { quantity: 100, price: 100 }, urgent: true };
    expect(score(flexible, flexible).matchScore).toBe(100);
  });

  it('flexibility: ((40 + 0) / 2 + (20 + 20) / 2) / 4 = 10, worth 1 point', () => {
    const far = { priceRange: { min: 300, max: 400 }, location: 'London' };
    expect(score({}, far).matchScore).toBe(65);
    expect(score({ flexibility: { quantity: 40, price: 20 } }, { ...far, flexibility: { quantity: 0, price: 20 } }).matchScore).toBe(66);
  });

  it('terms: one shared of three → 33 % (3.33 points) with the terms risk', () => {
    const m = score({ terms: ['CIF', 'FOB'] }, { terms: ['FOB', 'TTM'] });
    expect(m.compatibility.terms).toBe(33);
    expect(m.matchScore).toBe(93);
    expect(m.risks).toEqual([MATCH_RISK_TEXTS.terms]);
  });

  it('terms at exactly 50 % carry no terms risk', () => {
    expect(score({ terms: ['CIF', 'FOB'] }, { terms: ['CIF'] }).risks).toEqual([]);
  });

  it('quantity at exactly 90 % carries no quantity risk; 89 % does', () => {
    expect(score({}, { quantity: 90 }).risks).toEqual([]);
    expect(score({}, { quantity: 89 }).risks).toEqual([MATCH_RISK_TEXTS.quantity]);
  });

  it('rating risk below 4.5 on either side; an unknown (null) rating is no risk', () => {
    expect(score({ owner: { rating: 4.4 } }, {}).risks).toEqual([MATCH_RISK_TEXTS.rating]);
    expect(score({}, { owner: { rating: 4.49 } }).risks).toEqual([MATCH_RISK_TEXTS.rating]);
    expect(score({ owner: { rating: 4.5 } }, { owner: { rating: null } }).risks).toEqual([]);
  });

  it('zero-width prices: identical points score 100, different points 0, a point inside a range 0', () => {
    expect(priceScore(150, 150, 150, 150)).toBe(100);
    expect(priceScore(150, 150, 151, 151)).toBe(0);
    expect(priceScore(150, 150, 100, 200)).toBe(0);
  });

  it('potential profit: (sell midpoint − buy midpoint) × the smaller quantity, either sign', () => {
    expect(score({ priceRange: { min: 100, max: 200 }, quantity: 100 }, { priceRange: { min: 120, max: 220 }, quantity: 80 }).potentialProfit).toBe(1600);
    expect(score({ priceRange: { min: 120, max: 220 }, quantity: 50 }, { priceRange: { min: 100, max: 200 } }).potentialProfit).toBe(-1000);
  });

  it('score bands of spec 4', () => {
    expect([100, 90, 89, 75, 74, 60, 59, 0].map(matchScoreBand)).toEqual(['green', 'green', 'blue', 'blue', 'yellow', 'yellow', 'red', 'red']);
  });

  it('the default agreed price: the overlap midpoint, else the midpoint of the midpoints', () => {
    expect(defaultAgreedPrice({ priceRange: { min: 100, max: 200 } }, { priceRange: { min: 150, max: 250 } })).toBe(175);
    expect(defaultAgreedPrice({ priceRange: { min: 100, max: 200 } }, { priceRange: { min: 300, max: 400 } })).toBe(250);
  });
});

describe('suggestion order and auto-match', () => {
  const pair = (matchScore: number, buy: MatchableOrder, sell: MatchableOrder): ScoredPair => ({
    buyTrade: buy,
    sellTrade: sell,
    matchScore,
    compatibility: { commodity: true, quantity: 0, price: 0, location: true, terms: 0 },
    potentialProfit: 0,
    risks: [],
  });

  it('sorts by score, then the earlier buy order, then the earlier sell order, then ids', () => {
    const early = order({ createdAt: '2026-01-01T00:00:00.000Z' });
    const late = order({ createdAt: '2026-02-01T00:00:00.000Z' });
    const s1 = order({ createdAt: '2026-01-01T00:00:00.000Z' });
    const s2 = order({ createdAt: '2026-03-01T00:00:00.000Z' });
    const list = [pair(70, late, s1), pair(80, late, s2), pair(70, early, s2), pair(70, early, s1)];
    const sorted = [...list].sort(compareSuggestions);
    expect(sorted.map((p) => [p.matchScore, p.buyTrade.id, p.sellTrade.id])).toEqual([
      [80, late.id, s2.id],
      [70, early.id, s1.id],
      [70, early.id, s2.id],
      [70, late.id, s1.id],
    ]);
  });

  it('auto-match takes the best pairs that share no order', () => {
    const [b1, b2, s1, s2] = [order(), order(), order(), order()];
    const chosen = bestDisjointSuggestions([pair(95, b1, s1), pair(90, b1, s2), pair(85, b2, s1), pair(80, b2, s2)]);
    expect(chosen.map((p) => [p.buyTrade.id, p.sellTrade.id])).toEqual([
      [b1.id, s1.id],
      [b2.id, s2.id],
    ]);
  });
});

describe('properties', () => {
  const arbOrder = fc.record({
    commodityId: fc.constantFrom('gold', 'en590'),
    quantity: fc.integer({ min: 1, max: 1_000_000 }).map((n) => n / 1000),
    low: fc.integer({ min: 1, max: 500_000 }),
    width: fc.integer({ min: 0, max: 100_000 }),
    location: fc.constantFrom('Zurich', 'London', 'Dubai'),
    terms: fc.uniqueArray(fc.constantFrom('CIF', 'FOB', 'TTM'), { minLength: 1, maxLength: 3 }),
    urgent: fc.boolean(),
    flexQuantity: fc.integer({ min: 0, max: 100 }),
    flexPrice: fc.integer({ min: 0, max: 100 }),
    rating: fc.option(fc.double({ min: 0, max: 5, noNaN: true })),
  });
  type Generated = typeof arbOrder extends fc.Arbitrary<infer T> ? T : never;
  const toOrder = (a: Generated) =>
    order({
      commodityId: a.commodityId,
      quantity: a.quantity,
      priceRange: { min: a.low / 100, max: (a.low + a.width) / 100 },
      location: a.location,
      terms: a.terms,
      urgent: a.urgent,
      flexibility: { quantity: a.flexQuantity, price: a.flexPrice },
      owner: { rating: a.rating },
    });

  it('every score is a whole number in 0..100; a different commodity never matches', () => {
    fc.assert(
      fc.property(arbOrder, arbOrder, (a, b) => {
        const m = evaluateMatch(toOrder(a), toOrder(b));
        if (a.commodityId !== b.commodityId) return m === null;
        return m !== null && Number.isInteger(m.matchScore) && m.matchScore >= 0 && m.matchScore <= 100 && m.matchScore >= 30;
      }),
    );
  });

  it('component scores stay within 0..100 and the score is symmetric in its numbers', () => {
    fc.assert(
      fc.property(arbOrder, arbOrder, (a, b) => {
        const x = evaluateMatch(toOrder(a), toOrder({ ...b, commodityId: a.commodityId }))!;
        const y = evaluateMatch(toOrder({ ...b, commodityId: a.commodityId }), toOrder(a))!;
        const c = x.compatibility;
        return [c.quantity, c.price, c.terms].every((v) => v >= 0 && v <= 100) && x.matchScore === y.matchScore;
      }),
    );
  });

  it('sorted suggestions are in descending score', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(arbOrder, arbOrder), { maxLength: 30 }), (pairs) => {
        const list = pairs
          .map(([a, b]) => {
            const buy = toOrder(a);
            const sell = toOrder({ ...b, commodityId: a.commodityId });
            return { buyTrade: buy, sellTrade: sell, ...evaluateMatch(buy, sell)! };
          })
          .filter((p) => isSuggestedScore(p.matchScore))
          .sort(compareSuggestions);
        return list.every((p, i) => p.matchScore > 60 && (i === 0 || list[i - 1]!.matchScore >= p.matchScore));
      }),
    );
  });
});
