import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { hashPassword } from '../apps/api/src/modules/credentials';
import { createContractsRepository, type NewContractRow } from '../apps/api/src/modules/contracts/repository';
import { contractNumberOf } from '../apps/api/src/modules/contracts/service';
import { createDashboardRepository } from '../apps/api/src/modules/dashboard/repository';
import { loadRow } from './support/load-row';

/**
 * GET /api/v1/dashboard/stats over 100,000 contracts (1,000 users; the bench user is buyer in 500 of
 * them) in a SQLite file, at a fixed 500 requests/s for 10 s against the real app listening on
 * 127.0.0.1, side by side with a bare Fastify route returning the same JSON. Target: p99 <= 20 ms, no
 * errors. Every request is a real one: the bearer token checked against the session, the lazy expiry
 * check, the aggregate over the user's contracts and the activity query.
 */
const URL_PATH = '/api/v1/dashboard/stats';
const RATE = 500;
const DURATION_S = 10;
const CONNECTIONS = 10;
const CONTRACTS = 100_000;
const USERS = 1_000;
const BENCH_USER_CONTRACTS = 500;
const P99_TARGET_MS = 20;
const PASSWORD = 'Bench@Dashboard.2026';
const DAY_MS = 24 * 60 * 60 * 1000;

const GOLD = 'fb275044-634d-4a13-a9b5-7e3389188fc7';
const FUELS = ['41af7935-ac57-4367-a9ae-145e84fb452f', '5c3cd7ef-8563-4b34-9f41-d98a41946433', '84beb5cc-fcc0-4fe4-9287-567583033bca', '5fe6e437-7a87-41fd-ae47-279c8f695204'];

/** A small deterministic generator, so every run seeds the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Realistic shares: most contracts executed or active, some in flight, a few closed otherwise. */
const STATUS_SHARES: Array<[string, number]> = [
  ['draft', 0.1],
  ['pending', 0.15],
  ['active', 0.25],
  ['executed', 0.4],
  ['cancelled', 0.07],
  ['expired', 0.03],
];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export async function run() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-bench-dashboard-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'd'.repeat(48), LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  const app = await buildApp(config, { logger: false });
  const bare = Fastify();
  try {
    const { db } = app.database;
    const next = random(20261122);
    const now = Date.now();
    const seedStart = performance.now();

    // Users: half traders (buyers), half sellers; one password hash for all.
    const passwordHash = await hashPassword(PASSWORD);
    const traders: string[] = [];
    const sellers: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const role = i < USERS / 2 ? 'trader' : 'seller';
      const row = await app.users.insert({ email: `bench.${role}.${i}@example.com`, passwordHash, firstName: 'Bench', lastName: String(i), role });
      (role === 'trader' ? traders : sellers).push(row!.id);
    }
    const benchUser = traders[0]!;

    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const statusOf = () => {
      let r = next();
      for (const [status, share] of STATUS_SHARES) if ((r -= share) < 0) return status;
      return 'executed';
    };
    const year = new Date(now).getUTCFullYear();
    const firstNumber = await createContractsRepository(db).reserveNumbers(year, CONTRACTS);
    const rows: NewContractRow[] = [];
    for (let i = 0; i < CONTRACTS; i++) {
      const status = statusOf();
      const createdAt = new Date(now - Math.floor(next() * 365 * DAY_MS)).toISOString();
      const open = status === 'draft' || status === 'pending' || status === 'active';
      // Open contracts are due in the future (else the lazy expiry would close them); closed ones any time.
      const deliveryDate = new Date(open ? now + (1 + Math.floor(next() * 180)) * DAY_MS : Date.parse(createdAt) + Math.floor(next() * 90) * DAY_MS)
        .toISOString()
        .slice(0, 10);
      const gold = next() < 0.5;
      const quantityE3 = gold ? (1 + Math.floor(next() * 5_000)) * 1000 : (100 + Math.floor(next() * 50_000)) * 1000;
      const unitPriceCents = gold ? 190_000 + Math.floor(next() * 30_000) : 50_000 + Math.floor(next() * 40_000);
      const signedBuyer = status === 'active' || status === 'executed' || (status === 'pending' && next() < 0.5) ? createdAt : null;
      const signedSeller = status === 'active' || status === 'executed' ? createdAt : null;
      rows.push({
        id: crypto.randomUUID(),
        contract_number: contractNumberOf(year, firstNumber + i),
        buyer_id: i < BENCH_USER_CONTRACTS ? benchUser : pick(traders.slice(1)),
        seller_id: status === 'draft' && next() < 0.3 ? null : pick(sellers),
        created_by: benchUser,
        commodity_id: gold ? GOLD : pick(FUELS),
        contract_type: next() < 0.7 ? 'spot' : 'forward',
        quantity_e3: quantityE3,
        unit_price_cents: unitPriceCents,
        total_value_cents: Math.round((quantityE3 * unitPriceCents) / 1000),
        currency: 'USD',
        delivery_date: deliveryDate,
        delivery_location: gold ? pick(['Zurich', 'London', 'Dubai', 'Hong Kong', 'New York']) : pick(['Fujairah', 'Rotterdam', 'Houston']),
        status,
        signed_by_buyer_at: signedBuyer,
        signed_by_seller_at: signedSeller,
        sent_at: status === 'draft' ? null : createdAt,
        executed_at: status === 'executed' ? createdAt : null,
        cancelled_at: status === 'cancelled' ? createdAt : null,
        cancellation_reason: status === 'cancelled' ? 'Bench' : null,
        expired_at: status === 'expired' ? createdAt : null,
        version: 1,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
    // One 'contract_created' entry per party, as the API would have written.
    const activity = rows.flatMap((c) =>
      [c.buyer_id, c.seller_id].filter((u): u is string => Boolean(u)).map((userId) => ({
        id: crypto.randomUUID(),
        user_id: userId,
        type: 'contract_created',
        title: `Contract ${c.contract_number} created`,
        description: 'Seeded by the bench',
        entity_type: 'contract',
        entity_id: c.id,
        created_at: c.created_at,
      })),
    );
    await db.transaction().execute(async (trx) => {
      await createContractsRepository(trx).insertMany(rows);
      for (let i = 0; i < activity.length; i += 1000) await trx.insertInto('activity').values(activity.slice(i, i + 1000)).execute();
    });
    const seedSeconds = (performance.now() - seedStart) / 1000;
    console.log(
      `seeded ${USERS} users, ${CONTRACTS.toLocaleString('en-US')} contracts (bench user: buyer in ${BENCH_USER_CONTRACTS}) and ${activity.length.toLocaleString('en-US')} activity entries in ${seedSeconds.toFixed(1)} s`,
    );
    const figuresQuery = createDashboardRepository(db).figuresQuery(benchUser, new Date(now - 30 * DAY_MS).toISOString()).compile();
    const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${figuresQuery.sql}`, [...figuresQuery.parameters]));
    console.log(`dashboard query plan: ${plan.rows.map((r) => r.detail).join(' | ')}`);

    const appBase = await listen(app);
    const login = await fetch(`${appBase}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench.trader.0@example.com', password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`bench sign-in failed: ${login.status} ${await login.text()}`);
    const { tokens } = (await login.json()) as { tokens: { accessToken: string } };
    const headers = { authorization: `Bearer ${tokens.accessToken}` };
    const first = await fetch(`${appBase}${URL_PATH}`, { headers });
    const stats: unknown = await first.json();
    if (!first.ok) throw new Error(`dashboard failed: ${first.status} ${JSON.stringify(stats)}`);
    const { recentActivity: _recent, ...figures } = stats as Record<string, unknown>;
    console.log(`bench user's stats: ${JSON.stringify(figures)}`);

    bare.get(URL_PATH, async () => stats);
    const bareBase = await listen(bare);
    const load = (base: string, duration = DURATION_S) =>
      autocannon({ url: `${base}${URL_PATH}`, headers, connections: CONNECTIONS, overallRate: RATE, duration });

    // A short warm-up of each, so neither pays for the JIT in the measured run.
    await load(appBase, 2);
    await load(bareBase, 2);
    const appResult = await load(appBase);
    const bareResult = await load(bareBase);
    console.log(`GET ${URL_PATH}, ${RATE} req/s for ${DURATION_S} s over ${CONNECTIONS} connections (${os.cpus().length} CPUs, Node ${process.version})`);
    console.table([loadRow('app (SQLite, 100k contracts)', appResult), loadRow('bare Fastify (same JSON)', bareResult)]);
    const failures = appResult.errors + appResult.timeouts + appResult.non2xx;
    const ok = appResult.latency.p99 <= P99_TARGET_MS && failures === 0;
    console.log(`app p99 ${appResult.latency.p99} ms (target <= ${P99_TARGET_MS} ms), ${failures} errors (target 0): ${ok ? 'OK' : 'BELOW TARGET'}`);
  } finally {
    await app.close();
    await bare.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
