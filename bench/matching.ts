import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MatchableOrder, ScoredPair } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { hashPassword } from '../apps/api/src/modules/credentials';
import { allPairsSuggestions, computeSuggestions, rankPairs, type EngineStats } from '../apps/api/src/modules/matching/engine';
import { updateRanking } from '../apps/api/src/modules/matching/incremental';

/**
 * The matching engine at scale: 10,000 active buy and 10,000 active sell orders over four commodities,
 * generated in memory from a seeded PRNG (the same orders every run). The straightforward all-pairs
 * computation of spec 9's score runs beside the engine; their outputs must be identical (same pairs, same
 * order, same scores, profits and risks). Target: the engine in 1 s or less.
 * Then the same orders in a SQLite file behind the real app: GET /admin/matching/suggestions, the first page of
 * 50 (target 150 ms) right after an order changed (orders read, the ranking brought up to date, the page built and
 * serialised) and from the kept ranking, and page 2 (kept ranking; target 20 ms).
 */
const BUYS = 10_000;
const SELLS = 10_000;
const TARGET_MS = 1_000;
const FIRST_PAGE_TARGET_MS = 150;
const NEXT_PAGE_TARGET_MS = 20;
const PASSWORD = 'Bench@Matching.2026';

/** The commodities migration 0004 seeds (by their fixed ids), for the orders written to the database. */
const COMMODITY_IDS: Record<string, string> = {
  gold: 'fb275044-634d-4a13-a9b5-7e3389188fc7',
  en590: '41af7935-ac57-4367-a9ae-145e84fb452f',
  'jet-a1': '5c3cd7ef-8563-4b34-9f41-d98a41946433',
  crude: '84beb5cc-fcc0-4fe4-9287-567583033bca',
};

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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** An app on a fresh SQLite file holding `orders` as active orders of KYC-approved owners, and an administrator's token. */
export async function seededApp(orders: readonly MatchableOrder[]): Promise<{ app: FastifyInstance; token: string; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-bench-matching-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'm'.repeat(48), LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  const app = await buildApp(config, { logger: false });
  const close = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const { db } = app.database;
  const passwordHash = await hashPassword(PASSWORD);
  const admin = await app.users.insert({ email: 'bench.admin@example.com', passwordHash, firstName: 'Bench', lastName: 'Admin', role: 'admin' });
  const owners = new Map<string, string>();
  for (const o of orders) {
    if (owners.has(o.ownerId)) continue;
    const role = o.ownerId.startsWith('buy') ? 'trader' : 'seller';
    const row = await app.users.insert({ email: `${o.ownerId}@example.com`, passwordHash, firstName: 'Bench', lastName: o.ownerId, role });
    owners.set(o.ownerId, row!.id);
  }
  await db.updateTable('users').set({ kyc_status: 'approved' }).where('role', '!=', 'admin').execute();
  const rows = orders.map((o, i) => ({
    id: crypto.randomUUID(),
    order_number: `${o.id.startsWith('buy') ? 'BUY' : 'SELL'}-2026-${String(i).padStart(6, '0')}`,
    side: o.id.startsWith('buy') ? 'buy' : 'sell',
    owner_id: owners.get(o.ownerId)!,
    commodity_id: COMMODITY_IDS[o.commodityId]!,
    commodity_details: null,
    quantity_e3: Math.round(o.quantity * 1000),
    price_min_cents: Math.round(o.priceRange.min * 100),
    price_max_cents: Math.round(o.priceRange.max * 100),
    total_value_cents: Math.round(o.quantity * o.priceRange.max * 100),
    location: o.location,
    terms: JSON.stringify(o.terms),
    delivery_date: '2027-06-30',
    specifications: null,
    priority: o.urgent ? 'urgent' : 'medium',
    urgent: o.urgent ? 1 : 0,
    flex_quantity_e3: o.flexibility.quantity * 1000,
    flex_price_e3: o.flexibility.price * 1000,
    flex_location: 0,
    flex_terms: 0,
    status: 'active',
    notes: null,
    contract_id: null,
    final_price_cents: null,
    reviewed_by: admin!.id,
    reviewed_at: o.createdAt,
    created_at: o.createdAt,
    updated_at: o.createdAt,
    matched_at: null,
    completed_at: null,
    filled_e3: 0,
  }));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500) await trx.insertInto('orders').values(rows.slice(i, i + 500)).execute();
  });
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'bench.admin@example.com', password: PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`bench sign-in failed: ${login.statusCode} ${login.body}`);
  return { app, token: login.json<{ tokens: { accessToken: string } }>().tokens.accessToken, close };
}

/**
 * The suggestions through the route, each figure the median of 5 requests: the first page of 50 right after an
 * order changed (the stamp moved: the orders are read again and the ranking brought up to date), the first page
 * again and page 2 (both from the kept ranking).
 */
async function throughTheRoute(buys: readonly MatchableOrder[], sells: readonly MatchableOrder[]): Promise<void> {
  const { app, token, close } = await seededApp([...buys, ...sells]);
  try {
    const get = async (page: number) => {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url: `/admin/matching/suggestions?page=${page}&limit=50`, headers: { authorization: `Bearer ${token}` } });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`suggestions failed: ${res.statusCode} ${res.body}`);
      return { ms, body: res.json<{ total: number; suggestions: unknown[] }>() };
    };
    // Two changes to one active order, each moving the stamp: its quantity edited, as a trader's edit would (its
    // pairs are scored anew), and its timestamp alone (nothing the ranking reads changed).
    const { db } = app.database;
    const orderAt = (i: number) => db.selectFrom('orders').select(['id', 'quantity_e3']).orderBy('created_at').offset(i).limit(1).executeTakeFirstOrThrow();
    const edit = async (i: number) => {
      const { id, quantity_e3 } = await orderAt(i);
      await db.updateTable('orders').set({ quantity_e3: Number(quantity_e3) + 1_000, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    };
    const touch = async (i: number) => {
      const { id } = await orderAt(i);
      await db.updateTable('orders').set({ updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    };
    // Warm-up, as a server that has answered before.
    for (let i = 0; i < 2; i++) {
      await edit(i);
      await get(1);
      await get(2);
    }
    const edited: number[] = [];
    const touched: number[] = [];
    const warm: number[] = [];
    const next: number[] = [];
    let total = 0;
    for (let i = 0; i < 5; i++) {
      await edit(10 + i);
      edited.push((await get(1)).ms);
      await touch(20 + i);
      const fresh = await get(1);
      touched.push(fresh.ms);
      total = fresh.body.total;
      warm.push((await get(1)).ms);
      const page2 = await get(2);
      assert.equal(page2.body.suggestions.length, 50);
      next.push(page2.ms);
    }
    const fmt = (values: number[], target: number) =>
      `${median(values).toFixed(0)} ms (runs: ${values.map((v) => v.toFixed(0)).join(', ')}); target <= ${target} ms: ${median(values) <= target ? 'met' : 'NOT met'}`;
    console.log(`GET /admin/matching/suggestions, limit 50 (SQLite file, ${total.toLocaleString('en-US')} suggestions), medians of 5:`);
    console.log(`  first page after an order's quantity was edited: ${fmt(edited, FIRST_PAGE_TARGET_MS)}`);
    console.log(`  first page after an order's timestamp alone changed: ${fmt(touched, FIRST_PAGE_TARGET_MS)}`);
    console.log(`  first page again (kept ranking): ${fmt(warm, FIRST_PAGE_TARGET_MS)}`);
    console.log(`  page 2 (kept ranking): ${fmt(next, NEXT_PAGE_TARGET_MS)}`);
  } finally {
    await close();
  }
}

export async function run(): Promise<void> {
  const random = prng(20261122);
  const buys = generate('buy', BUYS, random);
  const sells = generate('sell', SELLS, random);
  await throughTheRoute(buys, sells);

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
  // The ranking kept as one order changes (what a request after an edit does besides reading the orders), before
  // the all-pairs computation fills the heap; the first two changes warm the JIT, as on a server.
  const before = rankPairs(buys, sells);
  const updates = [0, 1, 2, 3, 4, 5, 6].map((k) => {
    const changed = buys.map((o, i) => (i === 100 * k ? { ...o, quantity: o.quantity * 1.5 } : o));
    const updated = timed(() => updateRanking(before, changed, sells));
    const fresh = rankPairs(changed, sells);
    assert.ok(sameColumns(updated.result.pairs, fresh.pairs) && sameColumns(updated.result.scores, fresh.scores), 'the kept ranking and a fresh one differ');
    return updated.ms;
  });
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
  console.log(`one buy order's quantity changed: ranking kept in ${fmt(median(updates.slice(2)))} (median of 5), identical to ranking afresh`);
}

const sameColumns = (a: ArrayLike<number>, b: ArrayLike<number>) => a.length === b.length && Array.prototype.every.call(a, (v: number, i: number) => v === b[i]);

if (import.meta.url === `file://${process.argv[1]}`) await run();
