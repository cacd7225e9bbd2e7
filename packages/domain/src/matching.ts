/**
 * Match scoring of spec 9, the match risk texts of spec 8 and the score bands of spec 4. Pure and
 * zod-free: the API's engine, the benches and the web all compute a score with these same functions,
 * so the same two orders always get the same score everywhere.
 */

/** What scoring needs of an order (the contract's Order satisfies it). */
export interface MatchableOrder {
  id: string;
  ownerId: string;
  commodityId: string;
  quantity: number;
  /** What is left of `quantity` after partial fills (docs/decisions/022); scoring uses it when given. */
  remainingQuantity?: number;
  priceRange: { min: number; max: number };
  location: string;
  terms: readonly string[];
  urgent: boolean;
  flexibility: { quantity: number; price: number };
  createdAt: string;
  owner: { rating: number | null };
}

export const MATCH_RISK_TEXTS = {
  quantity: 'Quantity mismatch may require partial fulfillment',
  price: 'Limited price overlap may complicate negotiations',
  location: 'Different locations increase shipping complexity',
  terms: 'Limited common terms may require custom agreements',
  rating: 'One or both parties have lower ratings',
} as const;

export const MATCH_SCORING = {
  sameCommodityPoints: 30,
  quantityWeight: 0.25,
  priceWeight: 0.2,
  sameLocationPoints: 15,
  termsWeight: 0.1,
  flexibilityWeight: 0.1,
  urgentPoints: 5,
  maxScore: 100,
  /** Only pairs scoring above this are suggested. */
  suggestAbove: 60,
  /** 'High compatibility only' keeps this score or more. */
  highCompatibility: 75,
  /** Risk thresholds of spec 8. */
  quantityRiskBelow: 90,
  priceRiskBelow: 50,
  termsRiskBelow: 50,
  ratingRiskBelow: 4.5,
} as const;

/** Quantity score: the smaller quantity over the larger, as a percent (two zero quantities count as equal). */
export function quantityScore(a: number, b: number): number {
  const larger = Math.max(a, b);
  return larger <= 0 ? 100 : (Math.min(a, b) / larger) * 100;
}

/**
 * Price score: the length of the overlap of the two ranges over the average range width, as a percent;
 * 0 with no overlap. Zero-width case, defined here because the spec's ratio is 0/0 there: when both
 * ranges are single points, identical points score 100 and different points 0. A single point inside
 * the other side's (wider) range has an overlap of length 0 and so scores 0, as the formula gives.
 */
export function priceScore(aMin: number, aMax: number, bMin: number, bMax: number): number {
  const averageWidth = (aMax - aMin + (bMax - bMin)) / 2;
  if (averageWidth <= 0) return aMin === bMin ? 100 : 0;
  const overlap = Math.min(aMax, bMax) - Math.max(aMin, bMin);
  return overlap <= 0 ? 0 : (overlap / averageWidth) * 100;
}

/** Terms score: shared terms over the union of terms, as a percent (no terms on either side: 0). */
export function termsScore(shared: number, union: number): number {
  return union === 0 ? 0 : (shared / union) * 100;
}

/** The flexibility term: (average quantity flexibility + average price flexibility) / 4. */
export function flexibilityTerm(aQuantity: number, bQuantity: number, aPrice: number, bPrice: number): number {
  return ((aQuantity + bQuantity) / 2 + (aPrice + bPrice) / 2) / 4;
}

/** The total before capping and rounding, for two orders of the same commodity. */
export function rawMatchScore(quantity: number, price: number, sameLocation: boolean, terms: number, flexibility: number, urgent: boolean): number {
  const s = MATCH_SCORING;
  return (
    s.sameCommodityPoints +
    s.quantityWeight * quantity +
    s.priceWeight * price +
    (sameLocation ? s.sameLocationPoints : 0) +
    s.termsWeight * terms +
    s.flexibilityWeight * flexibility +
    (urgent ? s.urgentPoints : 0)
  );
}

/** Capped at 100 and rounded (half up). */
export const finalMatchScore = (raw: number): number => Math.round(Math.min(MATCH_SCORING.maxScore, raw));

/** Whether a final score is suggested: strictly above 60. */
export const isSuggestedScore = (score: number): boolean => score > MATCH_SCORING.suggestAbove;

export type MatchScoreBand = 'green' | 'blue' | 'yellow' | 'red';
/** Spec 4's bands: 90 or more green, 75 or more blue, 60 or more yellow, below 60 red. */
export function matchScoreBand(score: number): MatchScoreBand {
  if (score >= 90) return 'green';
  if (score >= 75) return 'blue';
  if (score >= 60) return 'yellow';
  return 'red';
}

export interface MatchCompatibility {
  commodity: boolean;
  /** Percent, rounded to a whole number for display; risks use the unrounded value. */
  quantity: number;
  price: number;
  location: boolean;
  terms: number;
}

export interface MatchEvaluation {
  matchScore: number;
  compatibility: MatchCompatibility;
  potentialProfit: number;
  risks: string[];
}

function sharedTerms(a: readonly string[], b: readonly string[]): { shared: number; union: number } {
  const left = new Set(a);
  const right = new Set(b);
  let shared = 0;
  for (const term of left) if (right.has(term)) shared++;
  return { shared, union: left.size + right.size - shared };
}

/** The quantity a pair is scored on: what is left of the order to match. */
export const openQuantity = (o: Pick<MatchableOrder, 'quantity' | 'remainingQuantity'>) => o.remainingQuantity ?? o.quantity;

const midpoint = (range: { min: number; max: number }) => (range.min + range.max) / 2;

/** The unrounded component scores of a same-commodity pair, from which everything else follows. */
export interface MatchParts {
  quantity: number;
  price: number;
  sameLocation: boolean;
  terms: number;
  /** The final (capped, rounded) score. */
  matchScore: number;
}

/** Ratings are not kept yet (null): an unknown rating is no risk. */
function isLowRating(rating: number | null): boolean {
  return rating !== null && rating < MATCH_SCORING.ratingRiskBelow;
}

type PartiesOf = Pick<MatchableOrder, 'priceRange' | 'quantity' | 'remainingQuantity' | 'owner'>;

/** Compatibility, potential profit and risks of a pair from its parts (the engine and `evaluateMatch` share it). */
export function evaluationFromParts(parts: MatchParts, buy: PartiesOf, sell: PartiesOf): MatchEvaluation {
  const { quantity, price, sameLocation, terms, matchScore } = parts;
  const s = MATCH_SCORING;
  const risks: string[] = [];
  if (quantity < s.quantityRiskBelow) risks.push(MATCH_RISK_TEXTS.quantity);
  if (price < s.priceRiskBelow) risks.push(MATCH_RISK_TEXTS.price);
  if (!sameLocation) risks.push(MATCH_RISK_TEXTS.location);
  if (terms < s.termsRiskBelow) risks.push(MATCH_RISK_TEXTS.terms);
  if (isLowRating(buy.owner.rating) || isLowRating(sell.owner.rating)) risks.push(MATCH_RISK_TEXTS.rating);

  // Spec 9's sign: sell midpoint minus buy midpoint, times the smaller quantity; to the cent (+ 0 turns -0 into 0).
  const profit = (midpoint(sell.priceRange) - midpoint(buy.priceRange)) * Math.min(openQuantity(buy), openQuantity(sell));
  return {
    matchScore,
    compatibility: { commodity: true, quantity: Math.round(quantity), price: Math.round(price), location: sameLocation, terms: Math.round(terms) },
    potentialProfit: Math.round(profit * 100) / 100 + 0,
    risks,
  };
}

/**
 * Scores a buy order against a sell order; null when the commodities differ (no pair is considered).
 * Eligibility (own listing, status, KYC) is the caller's concern.
 */
export function evaluateMatch(buy: MatchableOrder, sell: MatchableOrder): MatchEvaluation | null {
  if (buy.commodityId !== sell.commodityId) return null;
  const quantity = quantityScore(openQuantity(buy), openQuantity(sell));
  const price = priceScore(buy.priceRange.min, buy.priceRange.max, sell.priceRange.min, sell.priceRange.max);
  const sameLocation = buy.location === sell.location;
  const { shared, union } = sharedTerms(buy.terms, sell.terms);
  const terms = termsScore(shared, union);
  const flexibility = flexibilityTerm(buy.flexibility.quantity, sell.flexibility.quantity, buy.flexibility.price, sell.flexibility.price);
  const matchScore = finalMatchScore(rawMatchScore(quantity, price, sameLocation, terms, flexibility, buy.urgent || sell.urgent));
  return evaluationFromParts({ quantity, price, sameLocation, terms, matchScore }, buy, sell);
}

export interface ScoredPair<O extends MatchableOrder = MatchableOrder> extends MatchEvaluation {
  buyTrade: O;
  sellTrade: O;
}

/**
 * The order of suggestions: score descending; ties go to the earlier buy order, then the earlier sell
 * order, then the ids, so the same inputs always give the same list.
 */
export function compareSuggestions(a: ScoredPair, b: ScoredPair): number {
  return (
    b.matchScore - a.matchScore ||
    compareText(a.buyTrade.createdAt, b.buyTrade.createdAt) ||
    compareText(a.sellTrade.createdAt, b.sellTrade.createdAt) ||
    compareText(a.buyTrade.id, b.buyTrade.id) ||
    compareText(a.sellTrade.id, b.sellTrade.id)
  );
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** 'High compatibility only': a score of 75 or more. */
export const isHighCompatibility = (score: number): boolean => score >= MATCH_SCORING.highCompatibility;

/**
 * Auto-match: the best suggestions that share no order, taken greedily in suggestion order
 * (each order is matched at most once).
 */
export function bestDisjointSuggestions<P extends ScoredPair>(sorted: readonly P[]): P[] {
  const keep = disjointPairs();
  return sorted.filter((pair) => keep(pair.buyTrade, pair.sellTrade));
}

/** The rule of `bestDisjointSuggestions` as a filter to run over a ranking in order: true for a pair sharing no order with one kept before. */
export function disjointPairs(): (buy: { id: string }, sell: { id: string }) => boolean {
  const used = new Set<string>();
  return (buy, sell) => {
    if (used.has(buy.id) || used.has(sell.id)) return false;
    used.add(buy.id);
    used.add(sell.id);
    return true;
  };
}

/** The agreed price a confirmed match proposes: the midpoint of the price overlap, else the midpoint of the midpoints; to the cent. */
export function defaultAgreedPrice(buy: Pick<MatchableOrder, 'priceRange'>, sell: Pick<MatchableOrder, 'priceRange'>): number {
  const low = Math.max(buy.priceRange.min, sell.priceRange.min);
  const high = Math.min(buy.priceRange.max, sell.priceRange.max);
  const price = low <= high ? (low + high) / 2 : (midpoint(buy.priceRange) + midpoint(sell.priceRange)) / 2;
  return Math.round(price * 100) / 100;
}

/* ------------------------------------------------ API shapes (zod schemas: apps/api/src/modules/matching) */

/** One suggestion of GET /admin/matching/suggestions (spec 3 'Match suggestion'); O is the API's Order. */
export interface MatchSuggestion<O = unknown> extends MatchEvaluation {
  buyTrade: O;
  sellTrade: O;
}

/** The cards of the Matching Engine, plus why orders were left out (so an empty list explains itself). */
export interface MatchingStats {
  buyRequests: number;
  sellOffers: number;
  suggestions: number;
  /** Average score of the listed suggestions, rounded; 0 with none. */
  averageScore: number;
  /** Whether the requireKYCForTrading setting is on (orders of owners without approved KYC are left out). */
  kycRequired: boolean;
  /** Active orders left out because their owner's KYC is not approved (while kycRequired). */
  excludedForKyc: number;
  /** Active orders left out because their owner's account is not active (suspended, pending, inactive). */
  excludedInactiveOwner: number;
}

export const MATCH_STATUSES = ['matched', 'contract_signed', 'completed', 'cancelled'] as const;
/** A match follows its contract: matched (draft or sent), contract_signed (active), completed (executed), cancelled. */
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const MATCHING_ERROR_CODES = {
  orderNotActive: 'MATCH_ORDER_NOT_ACTIVE',
  pairInvalid: 'MATCH_PAIR_INVALID',
} as const;

/** An unknown order reads ORDER_TEXTS.notFound. */
export const MATCHING_TEXTS = {
  orderNotActive: 'One of the orders is no longer active; reload the suggestions and try again',
  buySideRequired: 'buyOrderId must name a buy request',
  sellSideRequired: 'sellOrderId must name a sell listing',
  differentCommodity: 'Both orders must be for the same commodity',
  sameOwner: "A user's buy request cannot be matched with their own listing",
  ownerNotEligible: "An order's owner is not eligible for trading (account not active, or KYC not approved while required)",
} as const;
