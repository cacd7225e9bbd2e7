import { evaluateMatch, isSuggestedScore, type MatchableOrder } from '@ctp/domain';
import { rankPairs, type RankedPairs } from './engine';

/**
 * A ranking kept as orders change. A pair's score depends on its two orders only, so an order whose scoring fields
 * are all unchanged keeps its pairs: after a change to a few orders, only the pairs of the new and changed ones are
 * scored (the reference formula, `evaluateMatch`), and merged into the previous ranking in `compareSuggestions`'
 * order. Whatever happened in between (another instance's writes, tables changed by hand), the answer is the
 * ranking of the orders given, as the engine would compute it.
 */

/**
 * Past this many new or changed orders, the engine ranks afresh: each costs a couple of milliseconds (its pairs scored
 * one by one), so that 32 take about a quarter of a full ranking of 10,000 × 10,000 orders and 64 nearly all of it.
 */
const MOST_ADDED = 32;

/** Whether two versions of an order rank alike against any other: every field of MatchableOrder (one added there goes here). */
function sameOrder(a: MatchableOrder, b: MatchableOrder): boolean {
  return (
    a.id === b.id &&
    a.ownerId === b.ownerId &&
    a.commodityId === b.commodityId &&
    a.quantity === b.quantity &&
    a.remainingQuantity === b.remainingQuantity &&
    a.priceRange.min === b.priceRange.min &&
    a.priceRange.max === b.priceRange.max &&
    a.location === b.location &&
    a.terms.length === b.terms.length &&
    a.terms.every((term, t) => term === b.terms[t]) &&
    a.urgent === b.urgent &&
    a.flexibility.quantity === b.flexibility.quantity &&
    a.flexibility.price === b.flexibility.price &&
    a.createdAt === b.createdAt &&
    a.owner.rating === b.owner.rating
  );
}

/** One side's orders before and after: where each earlier order is now (-1 when gone or changed), and the new or changed ones. */
interface Carried {
  to: Int32Array;
  added: number[];
  /** The same orders in the same places. */
  unchanged: boolean;
}

function carried(before: readonly MatchableOrder[], after: readonly MatchableOrder[]): Carried {
  // Orders read again mostly come in the same places: the ids are looked up only from the first that moved.
  let indexOf: Map<string, number> | undefined;
  const to = new Int32Array(before.length).fill(-1);
  const added: number[] = [];
  let unchanged = before.length === after.length;
  for (let i = 0; i < after.length; i++) {
    const order = after[i]!;
    let p: number | undefined = i;
    if (before[i]?.id !== order.id) {
      indexOf ??= new Map(before.map((o, q) => [o.id, q]));
      p = indexOf.get(order.id);
    }
    if (p !== undefined && sameOrder(before[p]!, order)) {
      to[p] = i;
      unchanged &&= p === i;
    } else {
      added.push(i);
      unchanged = false;
    }
  }
  return { to, added, unchanged };
}

/** A pair of the new orders: indices into the new buys and sells. */
interface NewPair {
  buy: number;
  sell: number;
  score: number;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The order of `compareSuggestions`: score descending, then buy createdAt, sell createdAt, buy id, sell id. */
function comparePairs(score: number, buy: MatchableOrder, sell: MatchableOrder, otherScore: number, otherBuy: MatchableOrder, otherSell: MatchableOrder): number {
  return (
    otherScore - score ||
    compareText(buy.createdAt, otherBuy.createdAt) ||
    compareText(sell.createdAt, otherSell.createdAt) ||
    compareText(buy.id, otherBuy.id) ||
    compareText(sell.id, otherSell.id)
  );
}

function byCommodity(orders: readonly MatchableOrder[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  orders.forEach((o, i) => {
    const list = out.get(o.commodityId);
    if (list) list.push(i);
    else out.set(o.commodityId, [i]);
  });
  return out;
}

/** The suggested pairs of the added buys with every sell and of the added sells with the other buys, ranked. */
function pairsOfAdded(buys: readonly MatchableOrder[], sells: readonly MatchableOrder[], addedBuys: readonly number[], addedSells: readonly number[]): NewPair[] {
  const out: NewPair[] = [];
  // As `allPairsSuggestions` decides a pair.
  const consider = (buy: number, sell: number) => {
    if (buys[buy]!.ownerId === sells[sell]!.ownerId) return;
    const score = evaluateMatch(buys[buy]!, sells[sell]!)?.matchScore;
    if (score !== undefined && isSuggestedScore(score)) out.push({ buy, sell, score });
  };
  if (addedBuys.length > 0) {
    const sellsOf = byCommodity(sells);
    for (const i of addedBuys) for (const j of sellsOf.get(buys[i]!.commodityId) ?? []) consider(i, j);
  }
  if (addedSells.length > 0) {
    const isAdded = new Uint8Array(buys.length);
    for (const i of addedBuys) isAdded[i] = 1;
    const buysOf = byCommodity(buys);
    for (const j of addedSells) for (const i of buysOf.get(sells[j]!.commodityId) ?? []) if (isAdded[i] === 0) consider(i, j);
  }
  return out.sort((x, y) => comparePairs(x.score, buys[x.buy]!, sells[x.sell]!, y.score, buys[y.buy]!, sells[y.sell]!));
}

/**
 * Copies the previous pairs (`old`, `oldScores`) from..to-1 whose orders are both kept, renumbered, to `out` on;
 * answers where the next goes. Its own function of typed arrays only, so that this loop over the whole ranking runs
 * optimised from the start of every call (inside `merged` it fell back to the interpreter on most requests).
 */
function keptPairs(
  old: Int32Array,
  oldScores: Uint8Array,
  from: number,
  to: number,
  buyTo: Int32Array,
  sellTo: Int32Array,
  pairs: Int32Array,
  scores: Uint8Array,
  out: number,
): number {
  for (let r = from; r < to; r++) {
    const buy = buyTo[old[2 * r]!]!;
    const sell = sellTo[old[2 * r + 1]!]!;
    if ((buy | sell) < 0) continue;
    pairs[2 * out] = buy;
    pairs[2 * out + 1] = sell;
    scores[out++] = oldScores[r]!;
  }
  return out;
}

/** The previous ranking without the pairs of gone or changed orders, renumbered, with `added` merged in. */
function merged<O extends MatchableOrder>(previous: RankedPairs<O>, buys: readonly O[], sells: readonly O[], buySide: Carried, sellSide: Carried, added: readonly NewPair[]): RankedPairs<O> {
  const n = previous.scores.length;
  const old = previous.pairs;
  // Where each new pair goes: before the first previous pair ranked after it (previous pairs are in that order).
  const at = added.map((p) => {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const after = comparePairs(previous.scores[mid]!, previous.buys[old[2 * mid]!]!, previous.sells[old[2 * mid + 1]!]!, p.score, buys[p.buy]!, sells[p.sell]!) > 0;
      if (after) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  });
  const pairs = new Int32Array(2 * (n + added.length));
  const scores = new Uint8Array(n + added.length);
  let out = 0;
  let from = 0;
  added.forEach((pair, k) => {
    out = keptPairs(old, previous.scores, from, at[k]!, buySide.to, sellSide.to, pairs, scores, out);
    from = at[k]!;
    pairs[2 * out] = pair.buy;
    pairs[2 * out + 1] = pair.sell;
    scores[out++] = pair.score;
  });
  out = keptPairs(old, previous.scores, from, n, buySide.to, sellSide.to, pairs, scores, out);
  return { buys, sells, pairs: pairs.subarray(0, 2 * out), scores: scores.subarray(0, out) };
}

/**
 * The ranking of `buys` × `sells` (eligible orders, as for `rankPairs`), from `previous` (the ranking of earlier
 * versions of the orders) when few orders are new or changed; afresh otherwise. Orders are compared by their fields:
 * objects need not be the same ones, but must not be changed once ranked.
 */
export function updateRanking<O extends MatchableOrder>(previous: RankedPairs<O> | undefined, buys: readonly O[], sells: readonly O[]): RankedPairs<O> {
  if (!previous) return rankPairs(buys, sells);
  const buySide = carried(previous.buys, buys);
  const sellSide = carried(previous.sells, sells);
  if (buySide.added.length + sellSide.added.length > MOST_ADDED) return rankPairs(buys, sells);
  if (buySide.unchanged && sellSide.unchanged) return { buys, sells, pairs: previous.pairs, scores: previous.scores };
  return merged(previous, buys, sells, buySide, sellSide, pairsOfAdded(buys, sells, buySide.added, sellSide.added));
}
