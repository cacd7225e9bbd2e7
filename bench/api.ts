import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { jwtVerify } from 'jose';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { castPaging } from '../apps/api/src/lib/sqlite-statements';
import type { Database } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/modules/credentials';
import { createContractsRepository } from '../apps/api/src/modules/contracts/repository';
import { loadRow } from './support/load-row';

/**
 * GET /api/v1/contracts?limit=10, signed in, on an empty table: the whole per-request cost of a signed-in
 * read (token, session, settings, hooks, logging, serialisation) against an anchor doing only the
 * unavoidable work: a bare Fastify verifying the same HS256 token with jose, one primary-key session
 * lookup and the same list queries through better-sqlite3. 50 connections, 8 s, production mode with
 * info logging (to /dev/null). Targets: ratio app/anchor >= 0.6, app p99 <= 12 ms.
 */
const URL_PATH = '/api/v1/contracts?limit=10';
const CONNECTIONS = 50;
const DURATION_S = 8;
const RATIO_TARGET = 0.6;
const P99_TARGET_MS = 12;
const SECRET = 'a'.repeat(48);
const PASSWORD = 'Bench@Api.2026';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The SQL the contracts repository runs for a party's first page, captured once through a logging Kysely. */
async function listQueries(file: string, partyId: string): Promise<CompiledQuery[]> {
  const queries: CompiledQuery[] = [];
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file) }), log: (event) => void queries.push(event.query) });
  await createContractsRepository(db).list({ partyId }, { offset: 0, limit: 10 });
  await db.destroy();
  return queries;
}

/** The anchor: what any server must do for this request, and nothing else. */
async function anchor(file: string, queries: CompiledQuery[]): Promise<FastifyInstance> {
  const sqlite = new SQLite(file, { readonly: true });
  const session = sqlite.prepare('select id, user_id, expires_at, revoked_at from sessions where id = ?');
  // The app prepares these texts with their paging cast (lib/sqlite-statements.ts): the anchor runs the same SQL.
  const statements = queries.map((q) => ({ statement: sqlite.prepare(castPaging(q.sql)), parameters: q.parameters.slice() }));
  const secret = new TextEncoder().encode(SECRET);
  const bare = Fastify();
  bare.addHook('onClose', async () => void sqlite.close());
  bare.get('/api/v1/contracts', async (request, reply) => {
    const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const row = session.get(payload.sid) as { revoked_at: string | null } | undefined;
    if (!row || row.revoked_at) return reply.status(401).send();
    const [count, items] = statements.map(({ statement, parameters }) => statement.all(...(parameters as unknown[])));
    return { success: true, contracts: items, total: (count as Array<{ n: number }>)[0]?.n ?? 0, page: 1, totalPages: 1 };
  });
  return bare;
}

export async function run() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-bench-api-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: SECRET, LOG_LEVEL: 'info', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  // Production logs to stdout through pino's synchronous destination; this one writes the same lines to /dev/null.
  const logStream = pino.destination({ dest: '/dev/null', sync: true });
  const app = await buildApp(config, { logStream });
  let bare: FastifyInstance | undefined;
  try {
    const user = await app.users.insert({ email: 'bench.api@example.com', passwordHash: await hashPassword(PASSWORD), firstName: 'Bench', lastName: 'Api', role: 'trader' });
    const appBase = await listen(app);
    const login = await fetch(`${appBase}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench.api@example.com', password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`bench sign-in failed: ${login.status} ${await login.text()}`);
    const { tokens } = (await login.json()) as { tokens: { accessToken: string } };
    const headers = { authorization: `Bearer ${tokens.accessToken}` };

    bare = await anchor(app.database.file!, await listQueries(app.database.file!, user!.id));
    const bareBase = await listen(bare);
    for (const base of [appBase, bareBase]) {
      const res = await fetch(`${base}${URL_PATH}`, { headers });
      if (!res.ok) throw new Error(`${base}${URL_PATH} answered ${res.status}: ${await res.text()}`);
    }
    const load = (base: string, duration = DURATION_S) => autocannon({ url: `${base}${URL_PATH}`, headers, connections: CONNECTIONS, duration });

    // A short warm-up of each, so neither pays for the JIT in the measured run.
    await load(appBase, 2);
    await load(bareBase, 2);
    const appResult = await load(appBase);
    const bareResult = await load(bareBase);
    console.log(`GET ${URL_PATH} signed in, ${CONNECTIONS} connections for ${DURATION_S} s (${os.cpus().length} CPUs, Node ${process.version})`);
    console.table([loadRow('app (production, info log)', appResult), loadRow('anchor (jose + session + list)', bareResult)]);
    const ratio = appResult.requests.average / bareResult.requests.average;
    const failures = appResult.errors + appResult.timeouts + appResult.non2xx;
    const ok = ratio >= RATIO_TARGET && appResult.latency.p99 <= P99_TARGET_MS && failures === 0;
    console.log(
      `throughput ratio app/anchor: ${ratio.toFixed(2)} (target >= ${RATIO_TARGET}), app p99 ${appResult.latency.p99} ms (target <= ${P99_TARGET_MS} ms), ${failures} errors: ${ok ? 'OK' : 'BELOW TARGET'}`,
    );
  } finally {
    await app.close();
    await bare?.close();
    logStream.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
