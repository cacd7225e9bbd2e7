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

/** A bucket's sells and which of them can pass with a given buy. */
interface BucketIndex {
  /** The bucket's sells (indices into the sell columns) in (createdAt, id) order. */
  ageOrder: Int32Array;
  /**
   * Marks the positions (in age order) of the sells that can pass with this buy: afterwards bit k of
   * `marks` is set for exactly those. Reading the bits in order keeps the age order without sorting.
   */
  markCandidates(buy: number, B: Columns): void;
  marks: Uint32Array;
}

/** The first position whose value is at least `value` (or, with `after`, above it). */
const lowerBound = (sorted: Float64Array, value: number, after = false) => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value || (after && sorted[mid] === value)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** Positions sorted by a column's value, and the values in that order. */
function sortedBy(positions: readonly number[], value: (position: number) => number) {
  const order = Int32Array.from(positions).sort((a, b) => value(a) - value(b));
  return { order, values: Float64Array.from(order, value) };
}

/**
 * Which sells of a bucket a buy needs to be scored against, without looking at the others. A pair with no
 * price overlap scores 30 + 0.25 × quantity + 15 (same place) + 0.1 × terms + 0.1 × flexibility
 * + 5 (urgent); for a buy and a sell of known place, urgency and terms that fixes what the quantity score
 * must reach, so only sells whose quantity lies in a window around the buy's can pass. The candidates are:
 * - the sells whose price range meets the buy's (found through the ranges sorted by their minimum and the
 *   widest range of the bucket);
 * - per location, urgency and set of terms, the sells in the quantity window (found through the
 *   quantities sorted; the group's largest flexibility stands in for each of its sells').
 * A buy with no quantity is scored against every sell. The windows are widened by a
 * hair so that rounding never drops a pair the full formula would keep; the full formula decides.
 */
function indexBucket(ageOrder: Int32Array, S: Columns): BucketIndex {
  const s = MATCH_SCORING;
  const n = ageOrder.length;
  const positions = Array.from({ length: n }, (_, k) => k);
  const sell = (k: number) => ageOrder[k]!;
  const byMin = sortedBy(positions, (k) => S.min[sell(k)]!);
  const maxByMin = Float64Array.from(byMin.order, (k) => S.max[sell(k)]!);
  let widest = 0;
  for (const k of positions) widest = Math.max(widest, S.max[sell(k)]! - S.min[sell(k)]!);
  // Sells grouped by location, urgency and set of terms, so a group's bound knows all three exactly.
  const groupsByKey = new Map<number, number[]>();
  for (const k of positions) {
    const key = S.location[sell(k)]! * 2 ** 33 + S.urgent[sell(k)]! * 2 ** 32 + S.terms[sell(k)]!;
    const list = groupsByKey.get(key) ?? [];
    if (list.length === 0) groupsByKey.set(key, list);
    list.push(k);
  }
  const groups = [...groupsByKey.values()].map((list) => ({
    location: S.location[sell(list[0]!)]!,
    urgent: S.urgent[sell(list[0]!)] === 1,
    terms: S.terms[sell(list[0]!)]!,
    termCount: popcount(S.terms[sell(list[0]!)]!),
    ...sortedBy(list, (k) => S.quantity[sell(k)]!),
    // The most flexibility any sell of the group brings: quantity plus price percent.
    flexibility: Math.max(...list.map((k) => S.flexQuantity[sell(k)]! + S.flexPrice[sell(k)]!)),
  }));

  const marks = new Uint32Array((n + 31) >>> 5);
  const mark = (k: number) => {
    marks[k >>> 5]! |= 1 << (k & 31);
  };
  return {
    ageOrder,
    marks,
    markCandidates(buy, B) {
      const quantity = B.quantity[buy]!;
      marks.fill(0);
      if (!(quantity > 0)) {
        for (let k = 0; k < n; k++) mark(k);
        return;
      }
      const bMin = B.min[buy]!;
      const bMax = B.max[buy]!;
      for (let x = lowerBound(byMin.values, bMin - widest); x < n && byMin.values[x]! <= bMax; x++) {
        if (maxByMin[x]! >= bMin) mark(byMin.order[x]!);
      }
      const buyTerms = B.terms[buy]!;
      const buyTermCount = popcount(buyTerms);
      for (const group of groups) {
        const flexibility = (B.flexQuantity[buy]! + B.flexPrice[buy]! + group.flexibility) / 8;
        const shared = popcount(buyTerms & group.terms);
        const terms = termsScore(shared, buyTermCount + group.termCount - shared);
        const rest =
          s.sameCommodityPoints +
          (group.location === B.location[buy] ? s.sameLocationPoints : 0) +
          s.termsWeight * terms +
          s.flexibilityWeight * flexibility +
          (group.urgent || B.urgent[buy] === 1 ? s.urgentPoints : 0);
        const needed = (PASSING_RAW - 1e-6 - rest) / s.quantityWeight;
        if (needed > 100) continue;
        let from = 0;
        let to = group.values.length;
        if (needed > 0) {
          from = lowerBound(group.values, ((quantity * needed) / 100) * (1 - 1e-9));
          to = lowerBound(group.values, ((quantity * 100) / needed) * (1 + 1e-9), true);
        }
        for (let x = from; x < to; x++) mark(group.order[x]!);
      }
    },
  };
}

/** A copy of `array` with room for `size` entries. */
function grown<A extends Int32Array | Uint8Array | Float64Array>(array: A, size: number): A {
  const copy = new (array.constructor as new (length: number) => A)(size);
  copy.set(array);
  return copy;
}

export interface EngineStats {
  /** Same-commodity pairs of different owners scored; the bucket index leaves out the others. */
  pairsConsidered: number;
  /** Of those, pairs skipped by the bound before their terms were compared. */
  pairsPruned: number;
}

/** Suggestions among the given (already eligible) buy and sell orders, best first. */
export function computeSuggestions<O extends MatchableOrder>(buys: readonly O[], sells: readonly O[], stats?: EngineStats): RankedSuggestions<O> {
  const d: Dictionaries = { locations: new Map(), owners: new Map(), terms: new Map() };
  const B = columnsOf(buys, d);
  const S = columnsOf(sells, d);
  if (!B || !S) return listOf(allPairsSuggestions(buys, sells));

  // Sells bucketed by commodity, each bucket in (createdAt, id) order and indexed (see `indexBucket`);
  // buys visited in (createdAt, id) order, each buy's candidates scored in the bucket's order. Pairs then
  // come out in tie-break order and only need a stable bucketing by score (see below).
  const buckets = new Map<string, number[]>();
  for (const j of byAge(sells)) {
    const key = sells[j]!.commodityId;
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = []));
    bucket.push(j);
  }
  const indexes = new Map([...buckets].map(([k, v]) => [k, indexBucket(Int32Array.from(v), S)]));

  const s = MATCH_SCORING;
  // The terms part adds at most 10 (0.1 × 100) and the cap only lowers: the bound of a pair before its
  // terms are compared (the 1e-9 absorbs the different order of the float additions).
  const termsAtBest = s.termsWeight * 100 + 1e-9;
  let considered = 0;
  let pruned = 0;
  // The passing pairs, one typed array per field (buy, sell, score, quantity, price, terms, same place),
  // doubled when full.
  let capacity = 1 << 16;
  let n = 0;
  let pb = new Int32Array(capacity);
  let ps = new Int32Array(capacity);
  let score = new Uint8Array(capacity);
  let pq = new Float64Array(capacity);
  let pp = new Float64Array(capacity);
  let pt = new Float64Array(capacity);
  let pl = new Uint8Array(capacity);

  // Buys in age order, and for each buy the first buy created at the same instant (an integer to compare).
  const buysByAge = byAge(buys);
  const instant = new Int32Array(buys.length);
  for (let r = 0; r < buysByAge.length; r++) {
    const i = buysByAge[r]!;
    const previous = buysByAge[r - 1];
    instant[i] = previous !== undefined && buys[previous]!.createdAt === buys[i]!.createdAt ? instant[previous]! : i;
  }

  for (const i of buysByAge) {
    const index = indexes.get(buys[i]!.commodityId);
    if (!index) continue;
    const bucket = index.ageOrder;
    const marks = index.marks;
    index.markCandidates(i, B);
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
    for (let w = 0; w < marks.length; w++) {
     for (let bits = marks[w]!; bits !== 0; bits &= bits - 1) {
      const j = bucket[(w << 5) | (31 - Math.clz32(bits & -bits))]!;
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
      if (n === capacity) {
        capacity *= 2;
        [pb, ps, score, pq, pp, pt, pl] = [grown(pb, capacity), grown(ps, capacity), grown(score, capacity), grown(pq, capacity), grown(pp, capacity), grown(pt, capacity), grown(pl, capacity)];
      }
      pb[n] = i;
      ps[n] = j;
      score[n] = final;
      pq[n] = quantity;
      pp[n] = price;
      pt[n] = terms;
      pl[n] = sameLocation ? 1 : 0;
      n++;
     }
    }
  }
  if (stats) {
    stats.pairsConsidered = considered;
    stats.pairsPruned = pruned;
  }

  // Stable counting sort by score, best first: within a score the pairs stay in (buy, sell) age order.
  const starts = new Int32Array(s.maxScore + 2);
  for (let k = 0; k < n; k++) starts[s.maxScore - score[k]! + 1]!++;
  for (let r = 1; r < starts.length; r++) starts[r]! += starts[r - 1]!;
  const order = new Int32Array(n);
  for (let k = 0; k < n; k++) order[starts[s.maxScore - score[k]!]!++] = k;

  // Age order is (buy createdAt, buy id, sell createdAt, sell id); the tie-break puts the sell's age before
  // the buy id. The two differ only among buys created at the same instant: re-sort those runs.
  const compareRanked = (x: number, y: number) => {
    const bx = buys[pb[x]!]!;
    const by = buys[pb[y]!]!;
    const sx = sells[ps[x]!]!;
    const sy = sells[ps[y]!]!;
    return compareText(sx.createdAt, sy.createdAt) || compareText(bx.id, by.id) || compareText(sx.id, sy.id);
  };
  for (let r = 0; r < n; ) {
    const first = order[r]!;
    const firstInstant = instant[pb[first]!];
    let end = r + 1;
    while (end < n && score[order[end]!] === score[first] && instant[pb[order[end]!]!] === firstInstant) end++;
    if (end - r > 1 && pb[order[end - 1]!] !== pb[first]) order.subarray(r, end).sort(compareRanked);
    r = end;
  }

  const materialise = (k: number): ScoredPair<O> => {
    const buy = buys[pb[k]!]!;
    const sell = sells[ps[k]!]!;
    const e = evaluationFromParts({ quantity: pq[k]!, price: pp[k]!, sameLocation: pl[k] === 1, terms: pt[k]!, matchScore: score[k]! }, buy, sell);
    return { buyTrade: buy, sellTrade: sell, matchScore: e.matchScore, compatibility: e.compatibility, potentialProfit: e.potentialProfit, risks: e.risks };
  };
  return rankedList(order, (k) => buys[pb[k]!]!, (k) => sells[ps[k]!]!, (k) => score[k]!, materialise);
}

/**
 * The engine's answer: every suggestion, ranked, held as indices into compact columns. A suggestion's
 * object (compatibility, profit, risks) is built when it is read, so a page of 50 out of a million
 * suggestions costs 50 objects, and filters run on the columns.
 */
export interface RankedSuggestions<O extends MatchableOrder> {
  readonly length: number;
  /** The suggestions ranked start..end-1 (all by default), built now. */
  slice(start?: number, end?: number): ScoredPair<O>[];
  /** Those that pass `keep`, in the same order. */
  filter(keep: (buy: O, sell: O, score: number) => boolean): RankedSuggestions<O>;
  /** The sum of the scores, for the average without building anything. */
  scoreSum(): number;
}

function rankedList<O extends MatchableOrder>(
  order: Int32Array,
  buyOf: (k: number) => O,
  sellOf: (k: number) => O,
  scoreOf: (k: number) => number,
  materialise: (k: number) => ScoredPair<O>,
): RankedSuggestions<O> {
  return {
    length: order.length,
    slice(start = 0, end = order.length) {
      return Array.from(order.subarray(start, end), materialise);
    },
    filter(keep) {
      const kept = order.filter((k) => keep(buyOf(k), sellOf(k), scoreOf(k)));
      return rankedList(kept, buyOf, sellOf, scoreOf, materialise);
    },
    scoreSum() {
      let sum = 0;
      for (const k of order) sum += scoreOf(k);
      return sum;
    },
  };
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

/** A ranked list over suggestions already built (the fallback when terms do not fit the engine's mask). */
function listOf<O extends MatchableOrder>(built: ScoredPair<O>[]): RankedSuggestions<O> {
  const order = Int32Array.from(built.keys());
  return rankedList(order, (k) => built[k]!.buyTrade, (k) => built[k]!.sellTrade, (k) => built[k]!.matchScore, (k) => built[k]!);
}
