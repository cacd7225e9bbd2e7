import {
  MATCH_SCORING,
  compareSuggestions,
  evaluateMatch,
  evaluationFromParts,
  finalMatchScore,
  flexibilityTerm,
  isSuggestedScore,
  priceScore,
  quantityScore,
  rawMatchScore,
  termsScore,
  type MatchableOrder,
  type ScoredPair,
} from '@ctp/domain';

/**
 * The matching engine: every buy order against every sell order of the same commodity, scored with spec
 * 9's formula (packages/domain/src/matching.ts), keeping pairs above 60, best first, ties to the earlier
 * orders. It gives exactly what `allPairsSuggestions` (the formula applied to every pair) gives, faster:
 * - sells are bucketed by commodity, so other pairs are never looked at;
 * - each order's numbers sit in typed arrays and its terms in a bit mask; the inner loop is plain
 *   arithmetic with no allocation, and skips a pair as soon as its score with the terms part at its best
 *   (10) cannot pass 60 (a raw score below 60.5 never rounds above 60);
 * - the component scores come from the same domain functions in the same order, so a pair's score is
 *   bit-for-bit the all-pairs score, and compatibility, profit and risks come from `evaluationFromParts`;
 * - pairs are produced in age order, so sorting is a stable counting sort on the score (0..100) plus a
 *   re-sort of the rare runs of buys created at the same instant, not a comparison sort.
 * Eligibility beyond the pair itself (status, suspension, KYC) is decided before; a user's own orders
 * never pair with each other.
 */

/** The smallest raw score that rounds to a suggested final score (61 and up). */
const PASSING_RAW = MATCH_SCORING.suggestAbove + 0.5;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Indices of `orders` sorted by (createdAt, id): the tie-break order of suggestions. */
const byAge = (orders: readonly MatchableOrder[]) =>
  orders.map((_, i) => i).sort((a, b) => compareText(orders[a]!.createdAt, orders[b]!.createdAt) || compareText(orders[a]!.id, orders[b]!.id));

function popcount(v: number): number {
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The numbers scoring needs, one typed array per field, in the order of `orders`. */
interface Columns {
  quantity: Float64Array;
  min: Float64Array;
  max: Float64Array;
  location: Int32Array;
  flexQuantity: Float64Array;
  flexPrice: Float64Array;
  urgent: Uint8Array;
  owner: Int32Array;
  terms: Uint32Array;
}

interface Dictionaries {
  locations: Map<string, number>;
  owners: Map<string, number>;
  terms: Map<string, number>;
}

function indexOf(map: Map<string, number>, key: string): number {
  let i = map.get(key);
  if (i === undefined) map.set(key, (i = map.size));
  return i;
}

function columnsOf(orders: readonly MatchableOrder[], d: Dictionaries): Columns | undefined {
  const n = orders.length;
  const c: Columns = {
    quantity: new Float64Array(n),
    min: new Float64Array(n),
    max: new Float64Array(n),
    location: new Int32Array(n),
    flexQuantity: new Float64Array(n),
    flexPrice: new Float64Array(n),
    urgent: new Uint8Array(n),
    owner: new Int32Array(n),
    terms: new Uint32Array(n),
  };
  for (let i = 0; i < n; i++) {
    const o = orders[i]!;
    c.quantity[i] = o.quantity;
    c.min[i] = o.priceRange.min;
    c.max[i] = o.priceRange.max;
    c.location[i] = indexOf(d.locations, o.location);
    c.flexQuantity[i] = o.flexibility.quantity;
    c.flexPrice[i] = o.flexibility.price;
    c.urgent[i] = o.urgent ? 1 : 0;
    c.owner[i] = indexOf(d.owners, o.ownerId);
    let mask = 0;
    for (const term of o.terms) {
      const bit = indexOf(d.terms, term);
      // Spec 2.7/2.8 list five terms; more than 32 distinct ones would not fit the mask.
      if (bit >= 32) return undefined;
      mask |= 1 << bit;
    }
    c.terms[i] = mask >>> 0;
  }
  return c;
}

export interface EngineStats {
  /** Same-commodity pairs of different owners looked at. */
  pairsConsidered: number;
  /** Of those, pairs skipped by the bound before their terms were compared. */
  pairsPruned: number;
}

/** Suggestions among the given (already eligible) buy and sell orders, best first. */
export function computeSuggestions<O extends MatchableOrder>(buys: readonly O[], sells: readonly O[], stats?: EngineStats): ScoredPair<O>[] {
  const d: Dictionaries = { locations: new Map(), owners: new Map(), terms: new Map() };
  const B = columnsOf(buys, d);
  const S = columnsOf(sells, d);
  if (!B || !S) return allPairsSuggestions(buys, sells);

  // Sells bucketed by commodity, each bucket in (createdAt, id) order; buys visited in (createdAt, id) order.
  // Pairs then come out in tie-break order and only need a stable bucketing by score (see below).
  const buckets = new Map<string, number[]>();
  for (const j of byAge(sells)) {
    const key = sells[j]!.commodityId;
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = []));
    bucket.push(j);
  }
  const bucketArrays = new Map([...buckets].map(([k, v]) => [k, Int32Array.from(v)]));

  const s = MATCH_SCORING;
  // The terms part adds at most 10 (0.1 × 100) and the cap only lowers: the bound of a pair before its
  // terms are compared (the 1e-9 absorbs the different order of the float additions).
  const termsAtBest = s.termsWeight * 100 + 1e-9;
  let considered = 0;
  let pruned = 0;
  const pb: number[] = [];
  const ps: number[] = [];
  const score: number[] = [];
  const pq: number[] = [];
  const pp: number[] = [];
  const pt: number[] = [];
  const pl: boolean[] = [];

  for (const i of byAge(buys)) {
    const bucket = bucketArrays.get(buys[i]!.commodityId);
    if (!bucket) continue;
    const bq = B.quantity[i]!;
    const bMin = B.min[i]!;
    const bMax = B.max[i]!;
    const bl = B.location[i]!;
    const bo = B.owner[i]!;
    const bfq = B.flexQuantity[i]!;
    const bfp = B.flexPrice[i]!;
    const bu = B.urgent[i] === 1;
    const bm = B.terms[i]!;
    const bTerms = popcount(bm);
    for (let k = 0; k < bucket.length; k++) {
      const j = bucket[k]!;
      // A user's buy request never matches their own listing.
      if (S.owner[j] === bo) continue;
      considered++;
      const quantity = quantityScore(bq, S.quantity[j]!);
      const price = priceScore(bMin, bMax, S.min[j]!, S.max[j]!);
      const sameLocation = S.location[j] === bl;
      const flexibility = flexibilityTerm(bfq, S.flexQuantity[j]!, bfp, S.flexPrice[j]!);
      const urgent = bu || S.urgent[j] === 1;
      if (rawMatchScore(quantity, price, sameLocation, 0, flexibility, urgent) + termsAtBest < PASSING_RAW) {
        pruned++;
        continue;
      }
      const sm = S.terms[j]!;
      const shared = popcount(bm & sm);
      const terms = termsScore(shared, bTerms + popcount(sm) - shared);
      const final = finalMatchScore(rawMatchScore(quantity, price, sameLocation, terms, flexibility, urgent));
      if (!isSuggestedScore(final)) continue;
      pb.push(i);
      ps.push(j);
      score.push(final);
      pq.push(quantity);
      pp.push(price);
      pt.push(terms);
      pl.push(sameLocation);
    }
  }
  if (stats) {
    stats.pairsConsidered = considered;
    stats.pairsPruned = pruned;
  }

  // Stable counting sort by score, best first: within a score the pairs stay in (buy, sell) age order.
  const n = pb.length;
  const starts = new Int32Array(s.maxScore + 2);
  for (let k = 0; k < n; k++) starts[s.maxScore - score[k]! + 1]!++;
  for (let r = 1; r < starts.length; r++) starts[r]! += starts[r - 1]!;
  const order = new Int32Array(n);
  for (let k = 0; k < n; k++) order[starts[s.maxScore - score[k]!]!++] = k;

  const out: ScoredPair<O>[] = new Array<ScoredPair<O>>(n);
  for (let r = 0; r < n; r++) {
    const k = order[r]!;
    const buy = buys[pb[k]!]!;
    const sell = sells[ps[k]!]!;
    const e = evaluationFromParts({ quantity: pq[k]!, price: pp[k]!, sameLocation: pl[k]!, terms: pt[k]!, matchScore: score[k]! }, buy, sell);
    out[r] = { buyTrade: buy, sellTrade: sell, matchScore: e.matchScore, compatibility: e.compatibility, potentialProfit: e.potentialProfit, risks: e.risks };
  }
  // Age order is (buy createdAt, buy id, sell createdAt, sell id); the tie-break puts the sell's age before
  // the buy id. The two differ only among buys created at the same instant: re-sort those runs.
  for (let r = 0; r < n; ) {
    let end = r + 1;
    while (end < n && out[end]!.matchScore === out[r]!.matchScore && out[end]!.buyTrade.createdAt === out[r]!.buyTrade.createdAt) end++;
    if (end - r > 1 && out[end - 1]!.buyTrade !== out[r]!.buyTrade) {
      const run = out.slice(r, end).sort(compareSuggestions);
      for (let k = 0; k < run.length; k++) out[r + k] = run[k]!;
    }
    r = end;
  }
  return out;
}

/** The reference: spec 9's formula applied to every buy × sell pair, nothing skipped. Tests and the bench compare the engine with it. */
export function allPairsSuggestions<O extends MatchableOrder>(buys: readonly O[], sells: readonly O[]): ScoredPair<O>[] {
  const out: ScoredPair<O>[] = [];
  for (const buy of buys) {
    for (const sell of sells) {
      if (buy.ownerId === sell.ownerId) continue;
      const evaluation = evaluateMatch(buy, sell);
      if (evaluation && isSuggestedScore(evaluation.matchScore)) out.push({ buyTrade: buy, sellTrade: sell, ...evaluation });
    }
  }
  return out.sort(compareSuggestions);
}
