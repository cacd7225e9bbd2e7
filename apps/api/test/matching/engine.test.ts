import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate, prng } from '../../../../bench/matching';
import { allPairsSuggestions, computeSuggestions, type EngineStats } from '../../src/modules/matching/engine';
import { edgeOrders, orders } from './arbitraries';

describe('the matching engine', () => {
  it('gives exactly the all-pairs computation (same pairs, order, scores, profits and risks)', () => {
    fc.assert(
      fc.property(orders('buy'), orders('sell'), (buys, sells) => {
        expect(computeSuggestions(buys, sells).slice()).toEqual(allPairsSuggestions(buys, sells));
      }),
      { numRuns: 300 },
    );
  });

  it('gives exactly the all-pairs computation at the edges of its bounds', () => {
    fc.assert(
      fc.property(edgeOrders('buy'), edgeOrders('sell'), (buys, sells) => {
        expect(computeSuggestions(buys, sells).slice()).toEqual(allPairsSuggestions(buys, sells));
      }),
      { numRuns: 300 },
    );
  });

  it('falls back to all pairs for orders its bounds do not cover, with the same answer', () => {
    const random = prng(3);
    const buys = generate('buy', 150, random);
    const sells = generate('sell', 150, random);
    const upsideDown = { ...sells[0]!, priceRange: { min: sells[0]!.priceRange.max + 1, max: sells[0]!.priceRange.max } };
    const manyTerms = { ...buys[0]!, terms: Array.from({ length: 40 }, (_, t) => `T${t}`) };
    for (const [b, s] of [
      [buys, [upsideDown, ...sells.slice(1)]],
      [[manyTerms, ...buys.slice(1)], sells],
    ] as const) {
      const list = computeSuggestions(b, s);
      expect(list.slice()).toEqual(allPairsSuggestions(b, s));
      expect(list.length).toBeGreaterThan(0);
    }
  });

  it('suggests nothing at or below 60, never an own listing, and sorts by score', () => {
    fc.assert(
      fc.property(orders('buy'), orders('sell'), (buys, sells) => {
        const list = computeSuggestions(buys, sells).slice();
        for (const [i, s] of list.entries()) {
          expect(s.matchScore).toBeGreaterThan(60);
          expect(s.matchScore).toBeLessThanOrEqual(100);
          expect(s.buyTrade.commodityId).toBe(s.sellTrade.commodityId);
          expect(s.buyTrade.ownerId).not.toBe(s.sellTrade.ownerId);
          if (i > 0) expect(list[i - 1]!.matchScore).toBeGreaterThanOrEqual(s.matchScore);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('equals all pairs on the bench data (1,000 × 1,000) and skips pairs by its bound', () => {
    const random = prng(7);
    const buys = generate('buy', 1_000, random);
    const sells = generate('sell', 1_000, random);
    const stats: EngineStats = { pairsConsidered: 0, pairsPruned: 0 };
    const engine = computeSuggestions(buys, sells, stats).slice();
    expect(engine).toEqual(allPairsSuggestions(buys, sells));
    expect(engine.length).toBeGreaterThan(0);
    expect(stats.pairsConsidered).toBeLessThan(1_000 * 1_000);
    expect(stats.pairsPruned).toBeGreaterThan(0);
  });

  it('builds a page, a filtered list and a score sum that agree with the whole list', () => {
    const random = prng(5);
    const ranked = computeSuggestions(generate('buy', 300, random), generate('sell', 300, random));
    const all = ranked.slice();
    expect(all.length).toBeGreaterThan(40);
    expect(ranked.slice(20, 40)).toEqual(all.slice(20, 40));
    expect(ranked.slice(-5)).toEqual(all.slice(-5));
    expect(ranked.slice(all.length - 3, all.length + 10)).toEqual(all.slice(-3));
    expect(ranked.scoreSum()).toBe(all.reduce((sum, s) => sum + s.matchScore, 0));
    const gold = ranked.filter((buy) => buy.commodityId === 'gold');
    expect(gold.slice()).toEqual(all.filter((s) => s.buyTrade.commodityId === 'gold'));
    expect(gold.length).toBeLessThan(all.length);
  });

  it('returns the same list whatever the input order', () => {
    const random = prng(11);
    const buys = generate('buy', 200, random);
    const sells = generate('sell', 200, random);
    expect(computeSuggestions([...buys].reverse(), [...sells].reverse()).slice()).toEqual(computeSuggestions(buys, sells).slice());
  });
});
