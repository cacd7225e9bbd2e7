import type { MatchableOrder } from '@ctp/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate, prng } from '../../../../bench/matching';
import { allPairsSuggestions, rankPairs, suggestionsOf, type RankedPairs } from '../../src/modules/matching/engine';
import { updateRanking } from '../../src/modules/matching/incremental';
import { arbEdgeOrder, arbOrder, edgeOrders, orders } from './arbitraries';

type Arb = (side: 'buy' | 'sell') => fc.Arbitrary<MatchableOrder>;
type Pool = (side: 'buy' | 'sell') => fc.Arbitrary<MatchableOrder[]>;

/**
 * Successive versions of one side's orders: each order of a pool is left out, kept (the same object or an equal
 * copy) or changed (another order's fields under its id), and the version comes in the pool's order or reversed.
 */
const versions = (side: 'buy' | 'sell', pool: Pool, order: Arb) =>
  pool(side).chain((universe) => {
    const n = universe.length;
    const step = fc.record({
      modes: fc.array(fc.constantFrom('out', 'same', 'copy', 'changed'), { minLength: n, maxLength: n }),
      variants: fc.array(order(side), { minLength: n, maxLength: n }),
      reversed: fc.boolean(),
    });
    return fc.array(step, { minLength: 1, maxLength: 4 }).map((steps) =>
      steps.map(({ modes, variants, reversed }) => {
        const version = universe.flatMap((o, i) =>
          modes[i] === 'out' ? [] : modes[i] === 'same' ? [o] : modes[i] === 'copy' ? [structuredClone(o)] : [{ ...variants[i]!, id: o.id }],
        );
        return reversed ? version.reverse() : version;
      }),
    );
  });

/** Each version ranked from the previous one's ranking equals the reference on that version, as the engine's ranking does. */
function followsEveryVersion(buyVersions: MatchableOrder[][], sellVersions: MatchableOrder[][]) {
  let ranked: RankedPairs<MatchableOrder> | undefined;
  for (let v = 0; v < Math.max(buyVersions.length, sellVersions.length); v++) {
    const buys = buyVersions[Math.min(v, buyVersions.length - 1)]!;
    const sells = sellVersions[Math.min(v, sellVersions.length - 1)]!;
    ranked = updateRanking(ranked, buys, sells);
    expect(suggestionsOf(ranked).slice()).toEqual(allPairsSuggestions(buys, sells));
    const fresh = rankPairs(buys, sells);
    expect([...ranked.pairs]).toEqual([...fresh.pairs]);
    expect([...ranked.scores]).toEqual([...fresh.scores]);
  }
}

describe('the ranking kept as orders change', () => {
  it('equals the reference after orders leave, come, change or stay (in any order)', () => {
    fc.assert(fc.property(versions('buy', orders, arbOrder), versions('sell', orders, arbOrder), followsEveryVersion), { numRuns: 300 });
  });

  it('equals the reference at the edges of the engine bounds, many equal timestamps included', () => {
    fc.assert(fc.property(versions('buy', edgeOrders, arbEdgeOrder), versions('sell', edgeOrders, arbEdgeOrder), followsEveryVersion), { numRuns: 300 });
  });

  it('keeps the previous columns when no order changed, and ranks afresh after many changes', () => {
    const random = prng(13);
    const buys = generate('buy', 400, random);
    const sells = generate('sell', 400, random);
    const first = updateRanking(undefined, buys, sells);
    const again = updateRanking(first, buys.map((o) => structuredClone(o)), sells);
    expect(again.pairs).toBe(first.pairs);

    // An edit, a cancellation and a new listing: scored one by one, merged into the kept ranking.
    const edited = [{ ...buys[0]!, quantity: buys[0]!.quantity * 2 }, ...buys.slice(1)];
    const fewer = [...sells.slice(0, 100), ...sells.slice(101), ...generate('sell', 1, prng(17)).map((o) => ({ ...o, id: 'sell-new' }))];
    expect(suggestionsOf(updateRanking(again, edited, fewer)).slice()).toEqual(allPairsSuggestions(edited, fewer));

    // Every other sell repriced: more than is worth scoring pair by pair.
    const repriced = sells.map((o, j) => (j % 2 === 0 ? { ...o, priceRange: { min: o.priceRange.min + 1, max: o.priceRange.max + 1 } } : o));
    expect(suggestionsOf(updateRanking(first, buys, repriced)).slice()).toEqual(allPairsSuggestions(buys, repriced));
  });
});
