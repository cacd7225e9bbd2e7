import assert from 'node:assert/strict';
import type { MatchableOrder, ScoredPair } from '@ctp/domain';
import { allPairsSuggestions, computeSuggestions, type EngineStats } from '../apps/api/src/modules/matching/engine';

/**
 * The matching engine at scale: 10,000 active buy and 10,000 active sell orders over four commodities,
 * generated in memory from a seeded PRNG (the same orders every run). The straightforward all-pairs
 * computation of spec 9's score runs beside the engine; their outputs must be identical (same pairs, same
 * order, same scores, profits and risks). Target: the engine in 1 s or less.
 */
const BUYS = 10_000;
const SELLS = 10_000;
const TARGET_MS = 1_000;

const COMMODITIES = [
  { id: 'gold', locations: ['Zurich', 'London', 'Dubai', 'Hong Kong', 'New York'], terms: ['CIF', 'FOB', 'TTM'], price: 2_000 },
  { id: 'en590', locations: ['Fujairah', 'Rotterdam', 'Houston'], terms: ['TTT', 'TTV', 'CIF', 'FOB'], price: 650 },
  { id: 'jet-a1', locations: ['Fujairah', 'Rotterdam', 'Houston'], terms: ['TTT', 'TTV', 'CIF', 'FOB'], price: 800 },
  { id: 'crude', locations: ['Fujairah', 'Rotterdam', 'Houston'], terms: ['TTT', 'TTV', 'CIF', 'FOB'], price: 550 },
];

/** mulberry32: small, fast and good enough for test data. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generate(side: 'buy' | 'sell', count: number, random: () => number): MatchableOrder[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const cents = (v: number) => Math.round(v * 100) / 100;
  return Array.from({ length: count }, (_, i) => {
    const c = pick(COMMODITIES);
    // Prices within ±25 % of the commodity's level, ranges up to 4 % wide; quantities over five decades.
    const low = cents(c.price * (0.75 + random() * 0.5));
    const high = cents(low * (1 + random() * 0.04));
    const terms = c.terms.filter(() => random() < 0.5);
    return {
      id: `${side}-${String(i).padStart(5, '0')}`,
      ownerId: `${side}-owner-${Math.floor(random() * 2_000)}`,
      commodityId: c.id,
      quantity: Math.round(10 ** (random() * 5) * 1000) / 1000,
      priceRange: { min: low, max: high },
      location: pick(c.locations),
      terms: terms.length > 0 ? terms : [pick(c.terms)],
      urgent: random() < 0.05,
      flexibility: { quantity: Math.floor(random() * 20), price: Math.floor(random() * 20) },
      createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 300 * 86_400_000)).toISOString(),
      owner: { rating: null },
    };
  });
}

function timed<T>(work: () => T): { result: T; ms: number } {
  const start = performance.now();
  const result = work();
  return { result, ms: performance.now() - start };
}

const summary = (list: readonly ScoredPair[]) => list.map((s) => [s.buyTrade.id, s.sellTrade.id, s.matchScore, s.potentialProfit, s.compatibility, s.risks]);

export async function run(): Promise<void> {
  const random = prng(20261122);
  const buys = generate('buy', BUYS, random);
  const sells = generate('sell', SELLS, random);

  // A server answers many requests: warm the JIT as it would be, then take the median of three runs.
  for (let i = 0; i < 2; i++) computeSuggestions(buys.slice(0, 2_000), sells.slice(0, 2_000));
  const stats: EngineStats = { pairsConsidered: 0, pairsPruned: 0 };
  const runs = [0, 1, 2].map(() => {
    const ranked = timed(() => computeSuggestions(buys, sells, stats));
    // What the admin's first page costs on top: 50 suggestion objects.
    const page = timed(() => ranked.result.slice(0, 50));
    return { result: ranked.result, ms: ranked.ms + page.ms };
  });
  const engine = runs.sort((a, b) => a.ms - b.ms)[1]!;
  const allPairs = timed(() => allPairsSuggestions(buys, sells));
  // Building every suggestion object, only to compare them all (outside the engine's time).
  const everything = timed(() => engine.result.slice());

  assert.deepEqual(summary(everything.result), summary(allPairs.result), 'the engine and the all-pairs computation differ');
  const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
  console.log(`orders: ${BUYS} buy × ${SELLS} sell = ${(BUYS * SELLS).toLocaleString('en-US')} pairs`);
  console.log(
    `candidate pairs (same commodity, different owners): ${stats.pairsConsidered.toLocaleString('en-US')}, skipped by the bound: ${stats.pairsPruned.toLocaleString('en-US')}`,
  );
  console.log(`suggestions (score > 60): ${engine.result.length.toLocaleString('en-US')} — identical in both computations`);
  const ranked = engine.ms;
  console.log(`all pairs: ${fmt(allPairs.ms)}   engine (rank all, build the first page of 50; median of 3): ${fmt(ranked)}   ratio: ${(allPairs.ms / ranked).toFixed(1)}×`);
  console.log(`building all ${engine.result.length.toLocaleString('en-US')} suggestion objects as well (never done by the API): ${fmt(everything.ms)}`);
  console.log(`engine target <= ${TARGET_MS} ms: ${ranked <= TARGET_MS ? 'met' : 'NOT met'}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
