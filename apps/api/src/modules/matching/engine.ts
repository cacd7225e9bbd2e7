import {
  MATCH_SCORING,
  compareSuggestions,
  evaluateMatch,
  finalMatchScore,
  flexibilityTerm,
  isSuggestedScore,
  openQuantity,
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
 * - within a bucket, sells are grouped by (location, urgency, set of terms): for a given buy, everything
 *   of a pair's score but quantity, price and flexibility is then known per group, and flexibility is
 *   bounded by the group's largest. That fixes the quantity score a pair of the group needs to pass, which
 *   is a window of sell quantities around the buy's; only the sells in reach are scored (`scoreBuy`):
 *   - the sells whose price range does not meet the buy's (price score 0), in their group's window for a
 *     price score of 0, found by walking from a per-group cursor (buys are visited in increasing quantity,
 *     so the cursors only move forward and no search is needed);
 *   - the sells whose price range meets the buy's, found through the bucket's ranges sorted by minimum,
 *     each checked against its group's (wider) window for a price score of 100 before being scored;
 * - every scored pair gets the exact score, from the same domain functions with the same arguments in the
 *   same order as `evaluateMatch`, so it is bit-for-bit the all-pairs score; the windows are widened by a
 *   hair so that rounding never leaves out a pair the formula would keep;
 * - a bucket's numbers sit in typed arrays, one row per sell, in the order each scan reads them; the scans
 *   allocate nothing; a passing pair is a bit in a per-bucket bitset (by the sell's age rank) and its score
 *   a byte, so reading the bits in order gives each buy's pairs in sell age order without a sort;
 * - each buy's pairs are a run of compact columns (sell, score); taking the runs in buy age order into a
 *   counting sort on the score (stable) ranks them, plus a re-sort of the rare runs of buys created at the
 *   same instant; there is no comparison sort of pairs;
 * - a pair is kept as (buy, sell, score): compatibility, profit and risks are computed when a suggestion
 *   object is built (`evaluateMatch`), for the page asked for only.
 * Orders with numbers the bounds do not cover (not finite, a price range upside down) or more than 32
 * distinct terms go to the all-pairs computation. Eligibility beyond the pair itself (status, suspension,
 * KYC) is decided before; a user's own orders never pair with each other.
 */

const SCORING = MATCH_SCORING;
/** The smallest raw score that rounds to a suggested final score (61 and up). */
const PASSING_RAW = SCORING.suggestAbove + 0.5;
/** Slack on the bounds, far above the float error of the formula and far below a score step. */
const RAW_SLACK = 1e-6;
const QUANTITY_SLACK = 1e-9;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Indices of `orders` sorted by (createdAt, id): the tie-break order of suggestions. */
function byAge(orders: readonly MatchableOrder[]): Int32Array {
  const created = orders.map((o) => o.createdAt);
  const ids = orders.map((o) => o.id);
  const order = new Int32Array(orders.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return order.sort((a, b) => compareText(created[a]!, created[b]!) || compareText(ids[a]!, ids[b]!));
}

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
  terms: Int32Array;
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

/**
 * The columns of `orders`, or undefined when the engine's shortcuts do not hold for them and the caller
 * should score all pairs: more than 32 distinct terms (they would not fit a mask), or a number that is
 * not finite or a price range upside down (the bounds assume neither).
 */
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
    terms: new Int32Array(n),
  };
  for (let i = 0; i < n; i++) {
    const o = orders[i]!;
    const { priceRange, flexibility } = o;
    const quantity = openQuantity(o);
    if (
      !Number.isFinite(quantity) ||
      !Number.isFinite(priceRange.min) ||
      !Number.isFinite(priceRange.max) ||
      !(priceRange.min <= priceRange.max) ||
      !Number.isFinite(flexibility.quantity) ||
      !Number.isFinite(flexibility.price)
    ) {
      return undefined;
    }
    c.quantity[i] = quantity;
    c.min[i] = priceRange.min;
    c.max[i] = priceRange.max;
    c.location[i] = indexOf(d.locations, o.location);
    c.flexQuantity[i] = flexibility.quantity;
    c.flexPrice[i] = flexibility.price;
    c.urgent[i] = o.urgent ? 1 : 0;
    c.owner[i] = indexOf(d.owners, o.ownerId);
    let mask = 0;
    for (const term of o.terms) {
      const bit = indexOf(d.terms, term);
      // Spec 2.7/2.8 list five terms; more than 32 distinct ones would not fit the mask.
      if (bit >= 32) return undefined;
      mask |= 1 << bit;
    }
    c.terms[i] = mask;
  }
  return c;
}

/**
 * A bucket's sells (one commodity), laid out for the two scans of `scoreBuy`. Positions are ranks in
 * (createdAt, id) order: `sell[k]` is the index (into the sell columns) of the sell at position k.
 */
interface BucketIndex {
  size: number;
  sell: Int32Array;
  // The sells sorted by price minimum (the price scan), with what scoring needs in that order: entry p is
  // pNumbers[5p..5p + 4] (minimum, maximum, quantity, quantity and price flexibility) and
  // pIntegers[3p..3p + 2] (owner, group, position).
  pNumbers: Float64Array;
  pIntegers: Int32Array;
  /** The largest maximum of the sells up to each entry in that order (never decreasing). */
  pMaxSoFar: Float64Array;
  // The distinct sets of terms of the bucket's sells, each a mask and its number of terms.
  termSets: Int32Array;
  termSetSizes: Int32Array;
  // The sells grouped by (location, urgency, set of terms), each group sorted by quantity (the quantity
  // scan); group g holds entries gStart[g]..gStart[g + 1] - 1.
  groupCount: number;
  gStart: Int32Array;
  gLocation: Int32Array;
  gUrgent: Uint8Array;
  gTermSet: Int32Array;
  /** The most flexibility (quantity plus price percent) any sell of the group brings. */
  gFlexibility: Float64Array;
  // Entry q is qNumbers[5q..5q + 4] (quantity, minimum, maximum, quantity and price flexibility) and
  // qIntegers[2q..2q + 1] (owner, position).
  qNumbers: Float64Array;
  qIntegers: Int32Array;
  /**
   * Per group, the first entry whose quantity is at least the current buy's: buys come in increasing
   * quantity, so it only moves forward and the quantity windows are found without a search.
   */
  gCursor: Int32Array;
  // Per buy (scratch, rewritten for every buy): the terms score per set of terms; per group g,
  // gPair[5g..5g + 4]: the quantity window [low, high] of a pair with a price score of 100, the terms
  // score, same place (1 or 0), urgency (1 or 0).
  termSetScore: Float64Array;
  gPair: Float64Array;
  /** Per buy (scratch, cleared as it is read): bit k is set when the sell at position k passes, with its score in `scoreAt[k]`. */
  passing: Int32Array;
  scoreAt: Uint8Array;
}

/** Row x holds `columns`' entries at `ageOrder[order[x]]`, x = 0, 1, ... (one array, row after row). */
function rows<A extends Float64Array | Int32Array>(Type: new (length: number) => A, columns: readonly ArrayLike<number>[], ageOrder: Int32Array, order: Int32Array): A {
  const width = columns.length;
  const out = new Type(order.length * width);
  for (let x = 0; x < order.length; x++) {
    const j = ageOrder[order[x]!]!;
    for (let c = 0; c < width; c++) out[x * width + c] = columns[c]![j]!;
  }
  return out;
}

function runningMax(values: Float64Array): Float64Array {
  const out = new Float64Array(values.length);
  let m = -Infinity;
  for (let p = 0; p < values.length; p++) out[p] = m = Math.max(m, values[p]!);
  return out;
}

function indexBucket(ageOrder: Int32Array, S: Columns): BucketIndex {
  const n = ageOrder.length;
  const byMin = new Int32Array(n);
  for (let k = 0; k < n; k++) byMin[k] = k;
  byMin.sort((a, b) => S.min[ageOrder[a]!]! - S.min[ageOrder[b]!]!);

  // Groups by location, urgency and set of terms, numbered in order of first appearance.
  const groupOfKey = new Map<number, number>();
  const termSetOfMask = new Map<number, number>();
  const groupOf = new Int32Array(n);
  const firstOf: number[] = [];
  const gTermSetList: number[] = [];
  for (let k = 0; k < n; k++) {
    const j = ageOrder[k]!;
    const mask = S.terms[j]!;
    const key = S.location[j]! * 2 ** 33 + S.urgent[j]! * 2 ** 32 + (mask >>> 0);
    let g = groupOfKey.get(key);
    if (g === undefined) {
      groupOfKey.set(key, (g = firstOf.length));
      firstOf.push(j);
      let t = termSetOfMask.get(mask);
      if (t === undefined) termSetOfMask.set(mask, (t = termSetOfMask.size));
      gTermSetList.push(t);
    }
    groupOf[k] = g;
  }
  const groupCount = firstOf.length;
  const gStart = new Int32Array(groupCount + 1);
  for (let k = 0; k < n; k++) gStart[groupOf[k]! + 1]!++;
  for (let g = 0; g < groupCount; g++) gStart[g + 1]! += gStart[g]!;
  const byGroup = new Int32Array(n);
  const fill = gStart.slice(0, groupCount);
  for (let k = 0; k < n; k++) byGroup[fill[groupOf[k]!]!++] = k;
  const gFlexibility = new Float64Array(groupCount).fill(-Infinity);
  for (let g = 0; g < groupCount; g++) {
    const members = byGroup.subarray(gStart[g]!, gStart[g + 1]!);
    members.sort((a, b) => S.quantity[ageOrder[a]!]! - S.quantity[ageOrder[b]!]!);
    for (const k of members) gFlexibility[g] = Math.max(gFlexibility[g]!, S.flexQuantity[ageOrder[k]!]! + S.flexPrice[ageOrder[k]!]!);
  }
  const termSets = Int32Array.from(termSetOfMask.keys());
  const groupOfSell = new Int32Array(S.owner.length);
  const positionOfSell = new Int32Array(S.owner.length);
  for (let k = 0; k < n; k++) {
    groupOfSell[ageOrder[k]!] = groupOf[k]!;
    positionOfSell[ageOrder[k]!] = k;
  }

  return {
    size: n,
    sell: ageOrder,
    pNumbers: rows(Float64Array, [S.min, S.max, S.quantity, S.flexQuantity, S.flexPrice], ageOrder, byMin),
    pIntegers: rows(Int32Array, [S.owner, groupOfSell, positionOfSell], ageOrder, byMin),
    pMaxSoFar: runningMax(Float64Array.from(byMin, (k) => S.max[ageOrder[k]!]!)),
    termSets,
    termSetSizes: termSets.map(popcount),
    groupCount,
    gStart,
    gLocation: Int32Array.from(firstOf, (j) => S.location[j]!),
    gUrgent: Uint8Array.from(firstOf, (j) => S.urgent[j]!),
    gTermSet: Int32Array.from(gTermSetList),
    gFlexibility,
    qNumbers: rows(Float64Array, [S.quantity, S.min, S.max, S.flexQuantity, S.flexPrice], ageOrder, byGroup),
    qIntegers: rows(Int32Array, [S.owner, positionOfSell], ageOrder, byGroup),
    gCursor: gStart.slice(0, groupCount),
    termSetScore: new Float64Array(termSets.length),
    gPair: new Float64Array(groupCount * 5),
    passing: new Int32Array((n + 31) >>> 5),
    scoreAt: new Uint8Array(n),
  };
}

/** Counts for `EngineStats`. */
interface Counters {
  considered: number;
  pruned: number;
}

/**
 * Scores buy `i` against the sells of bucket `x` that can pass with it, and records those that pass in
 * `x.passing` and `x.scoreAt`. Buys must come in increasing quantity (see `gCursor`).
 *
 * A pair scores 30 + 0.25 × quantity + 0.2 × price + 15 (same place) + 0.1 × terms + 0.1 × flexibility
 * + 5 (urgent); per group everything but quantity, price and (up to its largest) flexibility is known,
 * so a pair of the group needs a quantity score of at least `needed` to pass with a price score of 0, or
 * `needed` - 80 with the best price score, 100. A quantity score of at least q (0 < q <= 100) means the
 * sell's quantity lies in [buy × q/100, buy × 100/q].
 */
function scoreBuy(x: BucketIndex, B: Columns, i: number, c: Counters): void {
  const bq = B.quantity[i]!;
  const bMin = B.min[i]!;
  const bMax = B.max[i]!;
  const bLocation = B.location[i]!;
  const bOwner = B.owner[i]!;
  const bfq = B.flexQuantity[i]!;
  const bfp = B.flexPrice[i]!;
  const bUrgent = B.urgent[i] === 1;
  const bTerms = B.terms[i]!;
  const bTermCount = popcount(bTerms);
  // The quantity window for a needed quantity score q is [bq × q/100, bq × 100/q] (widened a hair).
  const hasQuantity = bq > 0;
  const lowPerNeeded = (bq / 100) * (1 - QUANTITY_SLACK);
  const highTimesNeeded = bq * 100 * (1 + QUANTITY_SLACK);
  const passing = x.passing;
  const scoreAt = x.scoreAt;
  let considered = 0;
  let pruned = 0;

  const termSetScore = x.termSetScore;
  for (let t = 0; t < termSetScore.length; t++) {
    const shared = popcount(bTerms & x.termSets[t]!);
    termSetScore[t] = termsScore(shared, bTermCount + x.termSetSizes[t]! - shared);
  }

  // Per group: what it brings and the quantity score needed; its window for a price score of 100 is kept
  // for the price scan below, and its sells in the window for a price score of 0 whose range does not
  // meet the buy's (price score 0; those that meet are left to the price scan) are scored now.
  const groupCount = x.groupCount;
  const gStart = x.gStart;
  const gCursor = x.gCursor;
  const gTermSet = x.gTermSet;
  const gLocation = x.gLocation;
  const gUrgent = x.gUrgent;
  const gFlexibility = x.gFlexibility;
  const gPair = x.gPair;
  const qNumbers = x.qNumbers;
  const qIntegers = x.qIntegers;
  const flexibilityBase = bfq + bfp;
  for (let g = 0; g < groupCount; g++) {
    const sameLocation = gLocation[g] === bLocation;
    const urgent = bUrgent || gUrgent[g] === 1;
    const terms = termSetScore[gTermSet[g]!]!;
    const rest =
      SCORING.sameCommodityPoints +
      (sameLocation ? SCORING.sameLocationPoints : 0) +
      SCORING.termsWeight * terms +
      SCORING.flexibilityWeight * ((flexibilityBase + gFlexibility[g]!) / 8) +
      (urgent ? SCORING.urgentPoints : 0);
    const needed = (PASSING_RAW - RAW_SLACK - rest) / SCORING.quantityWeight;
    const neededAtBestPrice = needed - (SCORING.priceWeight * 100) / SCORING.quantityWeight;
    const at = 5 * g;
    gPair[at + 2] = terms;
    gPair[at + 3] = sameLocation ? 1 : 0;
    gPair[at + 4] = urgent ? 1 : 0;
    if (neededAtBestPrice > 100) {
      gPair[at] = Infinity;
      gPair[at + 1] = -Infinity;
      continue;
    } else if (neededAtBestPrice <= 0 || !hasQuantity) {
      gPair[at] = -Infinity;
      gPair[at + 1] = Infinity;
    } else {
      gPair[at] = lowPerNeeded * neededAtBestPrice;
      gPair[at + 1] = highTimesNeeded / neededAtBestPrice;
    }
    if (needed > 100) continue;

    let from = gStart[g]!;
    let to = gStart[g + 1]!;
    if (needed > 0 && hasQuantity) {
      // [from, to): the entries with quantity in [low, high], found from the cursor (low < bq <= high).
      const low = lowPerNeeded * needed;
      const high = highTimesNeeded / needed;
      const first = from;
      const end = to;
      let cursor = gCursor[g]!;
      while (cursor < end && qNumbers[5 * cursor]! < bq) cursor++;
      gCursor[g] = cursor;
      from = cursor;
      while (from > first && qNumbers[5 * (from - 1)]! >= low) from--;
      to = cursor;
      while (to < end && qNumbers[5 * to]! <= high) to++;
    }
    for (let q = from; q < to; q++) {
      const sMin = qNumbers[5 * q + 1]!;
      const sMax = qNumbers[5 * q + 2]!;
      if ((sMin <= bMax && sMax >= bMin) || qIntegers[2 * q] === bOwner) continue;
      considered++;
      // The same functions, arguments and order as `evaluateMatch`.
      const quantity = quantityScore(bq, qNumbers[5 * q]!);
      const price = priceScore(bMin, bMax, sMin, sMax);
      const flexibility = flexibilityTerm(bfq, qNumbers[5 * q + 3]!, bfp, qNumbers[5 * q + 4]!);
      const score = finalMatchScore(rawMatchScore(quantity, price, sameLocation, terms, flexibility, urgent));
      if (isSuggestedScore(score)) {
        const k = qIntegers[2 * q + 1]!;
        passing[k >>> 5]! |= 1 << (k & 31);
        scoreAt[k] = score;
      }
    }
  }

  // The sells whose range meets the buy's: minimum at most bMax and maximum at least bMin (none before the
  // first entry where the largest maximum so far reaches bMin).
  const size = x.size;
  const pNumbers = x.pNumbers;
  const pIntegers = x.pIntegers;
  for (let p = lowerBound(x.pMaxSoFar, bMin); p < size; p++) {
    const sMin = pNumbers[5 * p]!;
    if (sMin > bMax) break;
    const sMax = pNumbers[5 * p + 1]!;
    if (sMax < bMin || pIntegers[3 * p] === bOwner) continue;
    considered++;
    const at = 5 * pIntegers[3 * p + 1]!;
    const sq = pNumbers[5 * p + 2]!;
    if (sq < gPair[at]! || sq > gPair[at + 1]!) {
      pruned++;
      continue;
    }
    const quantity = quantityScore(bq, sq);
    const price = priceScore(bMin, bMax, sMin, sMax);
    const flexibility = flexibilityTerm(bfq, pNumbers[5 * p + 3]!, bfp, pNumbers[5 * p + 4]!);
    const score = finalMatchScore(rawMatchScore(quantity, price, gPair[at + 3] === 1, gPair[at + 2]!, flexibility, gPair[at + 4] === 1));
    if (isSuggestedScore(score)) {
      const k = pIntegers[3 * p + 2]!;
      passing[k >>> 5]! |= 1 << (k & 31);
      scoreAt[k] = score;
    }
  }
  c.considered += considered;
  c.pruned += pruned;
}

/** The first position whose value is at least `value`. */
function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The passing pairs as columns (sell index, score) in the order they were found: each buy's pairs are a
 * contiguous run, in sell age order. `histogram[s]` counts the pairs of score s.
 */
class Pairs {
  length = 0;
  sell = new Int32Array(1 << 16);
  score = new Uint8Array(1 << 16);
  histogram = new Int32Array(SCORING.maxScore + 1);

  /** Makes room for `more` pairs. */
  reserve(more: number): void {
    const needed = this.length + more;
    if (needed <= this.sell.length) return;
    let capacity = this.sell.length * 2;
    while (capacity < needed) capacity *= 2;
    const sell = new Int32Array(capacity);
    sell.set(this.sell.subarray(0, this.length));
    const score = new Uint8Array(capacity);
    score.set(this.score.subarray(0, this.length));
    this.sell = sell;
    this.score = score;
  }
}

/** Appends the passing pairs of bucket `x` (for the buy just scored) to `out` in sell age order, clearing the bitset. */
function collect(x: BucketIndex, out: Pairs): void {
  out.reserve(x.size);
  const passing = x.passing;
  const scoreAt = x.scoreAt;
  const sell = x.sell;
  const sellColumn = out.sell;
  const scoreColumn = out.score;
  const histogram = out.histogram;
  let n = out.length;
  for (let w = 0; w < passing.length; w++) {
    let bits = passing[w]!;
    if (bits === 0) continue;
    passing[w] = 0;
    const base = w << 5;
    do {
      const k = base | (31 - Math.clz32(bits & -bits));
      const score = scoreAt[k]!;
      sellColumn[n] = sell[k]!;
      scoreColumn[n] = score;
      histogram[score]!++;
      n++;
      bits &= bits - 1;
    } while (bits !== 0);
  }
  out.length = n;
}

export interface EngineStats {
  /** Same-commodity pairs of different owners the bucket index put forward (it leaves out the others). */
  pairsConsidered: number;
  /** Of those, pairs ruled out by their group's bound without computing their score. */
  pairsPruned: number;
}

/**
 * A ranking as columns: suggestion r pairs buys[pairs[2r]] with sells[pairs[2r + 1]] and scores scores[r], best
 * first. Never changed once built: rankings derived from it (`updateRanking`) share its arrays.
 */
export interface RankedPairs<O extends MatchableOrder> {
  readonly buys: readonly O[];
  readonly sells: readonly O[];
  readonly pairs: Int32Array;
  readonly scores: Uint8Array;
}

/** Suggestions among the given (already eligible) buy and sell orders, best first. */
export function computeSuggestions<O extends MatchableOrder>(buys: readonly O[], sells: readonly O[], stats?: EngineStats): RankedSuggestions<O> {
  return suggestionsOf(rankPairs(buys, sells, stats));
}

/** The ranking of `computeSuggestions`, as columns. */
export function rankPairs<O extends MatchableOrder>(buys: readonly O[], sells: readonly O[], stats?: EngineStats): RankedPairs<O> {
  const d: Dictionaries = { locations: new Map(), owners: new Map(), terms: new Map() };
  const B = columnsOf(buys, d);
  const S = columnsOf(sells, d);
  if (!B || !S) return columnsOfBuilt(allPairsSuggestions(buys, sells), buys, sells);

  // Sells bucketed by commodity, each bucket in (createdAt, id) order and indexed (see `indexBucket`).
  const sellsByAge = byAge(sells);
  const buckets = new Map<string, number[]>();
  for (const j of sellsByAge) {
    const key = sells[j]!.commodityId;
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = []));
    bucket.push(j);
  }
  const indexes = new Map<string, BucketIndex>();
  for (const [key, bucket] of buckets) indexes.set(key, indexBucket(Int32Array.from(bucket), S));

  // Buys in increasing quantity (see `scoreBuy`); each buy's passing pairs become a run of `pairs`.
  const byQuantity = new Int32Array(buys.length);
  for (let i = 0; i < byQuantity.length; i++) byQuantity[i] = i;
  byQuantity.sort((a, b) => B.quantity[a]! - B.quantity[b]!);
  const counters: Counters = { considered: 0, pruned: 0 };
  const pairs = new Pairs();
  const runStart = new Int32Array(buys.length);
  const runEnd = new Int32Array(buys.length);
  for (const i of byQuantity) {
    const index = indexes.get(buys[i]!.commodityId);
    if (!index) continue;
    scoreBuy(index, B, i, counters);
    runStart[i] = pairs.length;
    collect(index, pairs);
    runEnd[i] = pairs.length;
  }
  if (stats) {
    stats.pairsConsidered = counters.considered;
    stats.pairsPruned = counters.pruned;
  }
  return rank(pairs, runStart, runEnd, buys, sells, sellsByAge);
}

/**
 * Ranks the pairs: score descending, then buy (createdAt, id), then sell (createdAt, id). Taking the buys'
 * runs in (createdAt, id) order into a counting sort by score (stable) gives that order up to the buy id
 * coming before the sell's age: the two differ only among buys created at the same instant, whose runs
 * of equal score are re-sorted.
 */
function rank<O extends MatchableOrder>(
  pairs: Pairs,
  runStart: Int32Array,
  runEnd: Int32Array,
  buys: readonly O[],
  sells: readonly O[],
  sellsByAge: Int32Array,
): RankedPairs<O> {
  const n = pairs.length;
  const { sell, score, histogram } = pairs;
  // The ranked pairs: rank r is buy ranked[2r] and sell ranked[2r + 1], of score rankedScore[r]. The
  // ranks of score s are a range: next[s] is where the next pair of score s goes.
  const next = new Int32Array(SCORING.maxScore + 1);
  const rankedScore = new Uint8Array(n);
  for (let s = SCORING.maxScore, at = 0; s >= 0; s--) {
    next[s] = at;
    rankedScore.fill(s, at, (at += histogram[s]!));
  }
  const ranked = new Int32Array(2 * n);
  const buysByAge = byAge(buys);
  // For each buy, the first buy created at the same instant (an integer to compare), and its age rank.
  const instant = new Int32Array(buys.length);
  const buyRank = new Int32Array(buys.length);
  let sharedInstants = false;
  for (let r = 0; r < buysByAge.length; r++) {
    const i = buysByAge[r]!;
    const previous = r > 0 ? buysByAge[r - 1]! : -1;
    const shared = previous >= 0 && buys[previous]!.createdAt === buys[i]!.createdAt;
    instant[i] = shared ? instant[previous]! : i;
    buyRank[i] = r;
    sharedInstants ||= shared;
    for (let k = runStart[i]!, end = runEnd[i]!; k < end; k++) {
      const at = 2 * next[score[k]!]!++;
      ranked[at] = i;
      ranked[at + 1] = sell[k]!;
    }
  }
  if (sharedInstants) fixSameInstantRuns(ranked, rankedScore, instant, buyRank, sells, sellsByAge);

  return { buys, sells, pairs: ranked, scores: rankedScore };
}

/**
 * Re-sorts the runs of ranked pairs of equal score and buys created at the same instant into tie-break
 * order: sell createdAt, buy id, sell id (as integers: the sells' instants and age ranks, the buys' age
 * ranks, which order the ids among orders created at the same instant).
 */
function fixSameInstantRuns(
  ranked: Int32Array,
  rankedScore: Uint8Array,
  instant: Int32Array,
  buyRank: Int32Array,
  sells: readonly MatchableOrder[],
  sellsByAge: Int32Array,
): void {
  const sellRank = new Int32Array(sells.length);
  const sellInstant = new Int32Array(sells.length);
  for (let r = 0; r < sellsByAge.length; r++) {
    const j = sellsByAge[r]!;
    const previous = r > 0 ? sellsByAge[r - 1]! : -1;
    sellRank[j] = r;
    sellInstant[j] = previous >= 0 && sells[previous]!.createdAt === sells[j]!.createdAt ? sellInstant[previous]! : r;
  }
  const n = rankedScore.length;
  for (let r = 0; r < n; ) {
    const buy = ranked[2 * r]!;
    let end = r + 1;
    let severalBuys = false;
    while (end < n && rankedScore[end] === rankedScore[r] && instant[ranked[2 * end]!] === instant[buy]) {
      severalBuys ||= ranked[2 * end] !== buy;
      end++;
    }
    if (severalBuys) {
      const run = ranked.slice(2 * r, 2 * end);
      const order = Int32Array.from({ length: end - r }, (_, x) => x).sort((x, y) => {
        const bx = run[2 * x]!;
        const by = run[2 * y]!;
        const sx = run[2 * x + 1]!;
        const sy = run[2 * y + 1]!;
        return sellInstant[sx]! - sellInstant[sy]! || buyRank[bx]! - buyRank[by]! || sellRank[sx]! - sellRank[sy]!;
      });
      for (let x = 0; x < order.length; x++) {
        ranked[2 * (r + x)] = run[2 * order[x]!]!;
        ranked[2 * (r + x) + 1] = run[2 * order[x]! + 1]!;
      }
    }
    r = end;
  }
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

/** `start` or `end` of `slice` as an index in 0..length (negative counts from the end, as for arrays). */
const sliceIndex = (index: number, length: number) => {
  const i = Math.trunc(index) || 0;
  return i < 0 ? Math.max(length + i, 0) : Math.min(i, length);
};

/**
 * The suggestions of a ranking: those at `positions` (all when undefined), in order. A suggestion is built by
 * `evaluateMatch`, which gives the ranked score: the engine scores with the same functions on the same numbers.
 */
export function suggestionsOf<O extends MatchableOrder>(ranked: RankedPairs<O>, positions?: Int32Array): RankedSuggestions<O> {
  const { buys, sells, pairs, scores } = ranked;
  const count = positions ? positions.length : scores.length;
  const at = positions ? (r: number) => positions[r]! : (r: number) => r;
  return {
    length: count,
    slice(start = 0, end = count) {
      const from = sliceIndex(start, count);
      const to = sliceIndex(end, count);
      const out: ScoredPair<O>[] = [];
      for (let r = from; r < to; r++) {
        const p = at(r);
        const buy = buys[pairs[2 * p]!]!;
        const sell = sells[pairs[2 * p + 1]!]!;
        out.push({ buyTrade: buy, sellTrade: sell, ...evaluateMatch(buy, sell)! });
      }
      return out;
    },
    filter(keep) {
      const kept: number[] = [];
      for (let r = 0; r < count; r++) {
        const p = at(r);
        if (keep(buys[pairs[2 * p]!]!, sells[pairs[2 * p + 1]!]!, scores[p]!)) kept.push(p);
      }
      return suggestionsOf(ranked, Int32Array.from(kept));
    },
    scoreSum() {
      let sum = 0;
      if (positions) for (let r = 0; r < count; r++) sum += scores[positions[r]!]!;
      else for (let r = 0; r < count; r++) sum += scores[r]!;
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

/** The columns of suggestions already built (the fallback when the orders do not fit the engine's shortcuts). */
function columnsOfBuilt<O extends MatchableOrder>(built: readonly ScoredPair<O>[], buys: readonly O[], sells: readonly O[]): RankedPairs<O> {
  const buyIndex = new Map(buys.map((o, i) => [o, i]));
  const sellIndex = new Map(sells.map((o, j) => [o, j]));
  const pairs = new Int32Array(2 * built.length);
  built.forEach((s, r) => {
    pairs[2 * r] = buyIndex.get(s.buyTrade)!;
    pairs[2 * r + 1] = sellIndex.get(s.sellTrade)!;
  });
  return { buys, sells, pairs, scores: Uint8Array.from(built, (s) => s.matchScore) };
}
