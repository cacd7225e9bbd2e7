import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_TYPES, LIMITS } from '@ctp/domain';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { connect, migrateToLatest } from '../apps/api/src/db/connection';
import { hashPassword } from '../apps/api/src/modules/credentials';
import { loadRow } from './support/load-row';

/**
 * The document center under load, with the server in a child process of its own (so the load generator does
 * not share its event loop, and its memory can be read alone):
 * (1) 100,000 documents in a SQLite file, GET /api/v1/documents?limit=10 for one user at a fixed 500 requests/s
 *     for 10 s, side by side with a bare Fastify route returning the same JSON. Target: p99 <= 20 ms, no errors.
 * (2) The server's resident memory, sampled every 50 ms, while 20 uploads of 10 MB arrive at once.
 *     Target: it grows by less than 50 MB (uploads stream to disk and are never held whole).
 */
const DOCUMENTS = 100_000;
const USERS = 1_000;
/** The user the list is read for owns a tenth of the table; the rest is spread over the other users. */
const BENCH_USER_DOCUMENTS = 10_000;
const RATE = 500;
const DURATION_S = 10;
const CONNECTIONS = 10;
const UPLOADS = 20;
const TARGETS = { p99Ms: 20, rssGrowthMb: 50 };
const LIST_PATH = '/api/v1/documents?limit=10';
const PASSWORD = 'Bench!Vault&Zurich9';
const CHILD_FLAG = 'CTP_BENCH_DOCUMENTS_SERVER';

type ToParent =
  | { type: 'ready'; port: number }
  | { type: 'bare-ready'; port: number }
  | { type: 'rss-started'; baseline: number }
  | { type: 'rss'; samples: number[] }
  | { type: 'timings'; ms: number[] };
type ToChild =
  | { type: 'bare'; body: string }
  | { type: 'timings-start' }
  | { type: 'timings-stop' }
  | { type: 'rss-start' }
  | { type: 'rss-stop' }
  | { type: 'exit' };

const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(1);

/* ------------------------------------------------------------------ the server process */

async function serve() {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: process.env.DATA_DIR!,
    JWT_SECRET: 'd'.repeat(48),
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const app = await buildApp(config, { logger: false });
  // Time spent inside the server per list request, from arrival to the answer sent: unlike the client's
  // figures, it leaves out waiting for a CPU when the machine is shared.
  let timings: number[] | undefined;
  app.addHook('onResponse', async (request, reply) => {
    if (timings && request.url.startsWith('/api/v1/documents?')) timings.push(reply.elapsedTime);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const send = (message: ToParent) => process.send?.(message);
  const bare = Fastify();
  let sampler: NodeJS.Timeout | undefined;
  let samples: number[] = [];

  process.on('message', async (message: ToChild) => {
    switch (message.type) {
      case 'bare':
        bare.get('/api/v1/documents', async (_request, reply) => reply.type('application/json; charset=utf-8').send(message.body));
        await bare.listen({ port: 0, host: '127.0.0.1' });
        send({ type: 'bare-ready', port: (bare.server.address() as { port: number }).port });
        break;
      case 'timings-start':
        timings = [];
        break;
      case 'timings-stop':
        send({ type: 'timings', ms: timings ?? [] });
        timings = undefined;
        break;
      case 'rss-start': {
        globalThis.gc?.();
        const baseline = process.memoryUsage().rss;
        samples = [baseline];
        sampler = setInterval(() => samples.push(process.memoryUsage().rss), 50);
        send({ type: 'rss-started', baseline });
        break;
      }
      case 'rss-stop':
        clearInterval(sampler);
        samples.push(process.memoryUsage().rss);
        send({ type: 'rss', samples });
        break;
      case 'exit':
        await app.close();
        await bare.close();
        process.exit(0);
    }
  });
  send({ type: 'ready', port: (app.server.address() as { port: number }).port });
}

if (process.env[CHILD_FLAG] === '1') await serve();

/* ------------------------------------------------------------------ the load generator */

async function seed(dataDir: string): Promise<{ email: string; seconds: number }> {
  const started = performance.now();
  const handle = connect({ sqliteFile: path.join(dataDir, 'app.db') });
  const { db } = handle;
  await migrateToLatest(db);
  const passwordHash = await hashPassword(PASSWORD);
  const created = new Date(Date.now() - DOCUMENTS * 60_000).toISOString();
  const users = Array.from({ length: USERS }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `bench.${i}@example.com`,
    password_hash: i === 0 ? passwordHash : 'not-a-hash',
    first_name: 'Bench',
    last_name: `User ${i}`,
    role: 'trader',
    status: 'active',
    email_verified: 1,
    phone_verified: 0,
    kyc_status: 'pending',
    company_name: null,
    phone_number: null,
    country: 'Unknown',
    created_at: created,
    updated_at: created,
    last_login_at: null,
    suspension_reason: null,
  }));
  const owners = users.map((u) => u.id);
  const statuses = ['uploaded', 'verified', 'in-review', 'approved', 'rejected'];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < users.length; i += 200) await trx.insertInto('users').values(users.slice(i, i + 200)).execute();
    const batch = 500;
    for (let start = 0; start < DOCUMENTS; start += batch) {
      const rows = Array.from({ length: Math.min(batch, DOCUMENTS - start) }, (_, j) => {
        const n = start + j;
        const at = new Date(Date.parse(created) + n * 60_000).toISOString();
        // Every tenth document is the bench user's; the rest go round the other users.
        const owner = n % 10 === 0 ? owners[0]! : owners[1 + (n % (USERS - 1))]!;
        return {
          id: crypto.randomUUID(),
          user_id: owner,
          contract_id: null,
          document_type: DOCUMENT_TYPES[n % DOCUMENT_TYPES.length]!,
          document_name: `Document ${n} of the bench`,
          description: n % 3 === 0 ? 'Seeded for the benchmark' : null,
          file_name: `document-${n}.pdf`,
          file_size: 100_000 + (n % 1000),
          mime_type: 'application/pdf',
          storage_key: crypto.randomUUID().replaceAll('-', ''),
          status: statuses[n % statuses.length]!,
          uploaded_by: owner,
          review_note: null,
          created_at: at,
          updated_at: at,
        };
      });
      await trx.insertInto('documents').values(rows).execute();
    }
  });
  await handle.destroy();
  return { email: users[0]!.email, seconds: (performance.now() - started) / 1000 };
}

function startServer(dataDir: string): { child: ChildProcess; next: <T extends ToParent['type']>(type: T) => Promise<Extract<ToParent, { type: T }>> } {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, [CHILD_FLAG]: '1', DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T extends ToParent['type']>(type: T) =>
    new Promise<Extract<ToParent, { type: T }>>((resolve, reject) => {
      const onMessage = (message: ToParent) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        resolve(message as Extract<ToParent, { type: T }>);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
  return { child, next };
}

/** One multipart upload of `content`, streamed from the shared buffer. */
function uploadOnce(port: number, token: string, content: Buffer, index: number): Promise<number> {
  const boundary = `----bench${index}${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\npof\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="documentName"\r\n\r\nStatement ${index}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="statement-${index}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/v1/documents/upload',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + content.length + tail.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.write(head);
    for (let at = 0; at < content.length; at += 256 * 1024) request.write(content.subarray(at, at + 256 * 1024));
    request.end(tail);
  });
}

export async function run() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-bench-documents-'));
  let server: ReturnType<typeof startServer> | undefined;
  try {
    const seeded = await seed(dataDir);
    console.log(
      `seeded ${DOCUMENTS.toLocaleString('en-US')} documents over ${USERS} users (${BENCH_USER_DOCUMENTS.toLocaleString('en-US')} for the user read) in ${seeded.seconds.toFixed(1)} s`,
    );

    server = startServer(dataDir);
    const { port } = await server.next('ready');
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: seeded.email, password: PASSWORD }),
    });
    const token = ((await login.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
    const headers = { authorization: `Bearer ${token}` };
    const first = await fetch(`${base}${LIST_PATH}`, { headers });
    const body = await first.text();
    const listed = JSON.parse(body) as { documents: unknown[]; total: number };
    if (first.status !== 200 || listed.documents.length !== 10 || listed.total !== BENCH_USER_DOCUMENTS) {
      throw new Error(`unexpected list answer ${first.status}: ${body.slice(0, 200)}`);
    }
    server.child.send({ type: 'bare', body } satisfies ToChild);
    const bareBase = `http://127.0.0.1:${(await server.next('bare-ready')).port}`;

    const load = (url: string, duration = DURATION_S) =>
      autocannon({ url, headers, connections: CONNECTIONS, overallRate: RATE, duration });
    // A short warm-up of each, so neither pays for the JIT in the measured run.
    await load(`${base}${LIST_PATH}`, 2);
    await load(`${bareBase}${LIST_PATH}`, 2);
    server.child.send({ type: 'timings-start' } satisfies ToChild);
    const appResult = await load(`${base}${LIST_PATH}`);
    server.child.send({ type: 'timings-stop' } satisfies ToChild);
    const inServer = (await server.next('timings')).ms.sort((a, b) => a - b);
    const bareResult = await load(`${bareBase}${LIST_PATH}`);
    console.log(
      `GET ${LIST_PATH} as one user (${BENCH_USER_DOCUMENTS.toLocaleString('en-US')} of ${DOCUMENTS.toLocaleString('en-US')} documents are theirs), ` +
        `${RATE} req/s for ${DURATION_S} s over ${CONNECTIONS} connections (${os.cpus().length} CPUs, Node ${process.version})`,
    );
    console.table([loadRow('app (auth + SQLite)', appResult), loadRow('bare Fastify', bareResult)]);
    const failures = appResult.errors + appResult.timeouts + appResult.non2xx;
    const listOk = appResult.latency.p99 <= TARGETS.p99Ms && failures === 0;
    const at = (q: number) => (inServer[Math.min(inServer.length - 1, Math.floor(q * inServer.length))] ?? 0).toFixed(2);
    console.log(`inside the app server: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms over ${inServer.length} requests`);
    console.log(`app p99 ${appResult.latency.p99} ms (target <= ${TARGETS.p99Ms} ms), ${failures} failed requests: ${listOk ? 'OK' : 'BELOW TARGET'}`);

    // (2) Memory while 20 uploads of 10 MB arrive at once.
    const content = Buffer.alloc(LIMITS.uploadMaxBytes, 0x20);
    content.write('%PDF-1.4\n', 0, 'latin1');
    content.write('\n%%EOF\n', content.length - 7, 'latin1');
    server.child.send({ type: 'rss-start' } satisfies ToChild);
    const { baseline } = await server.next('rss-started');
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => uploadOnce(port, token, content, i)));
    const seconds = (performance.now() - started) / 1000;
    server.child.send({ type: 'rss-stop' } satisfies ToChild);
    const { samples } = await server.next('rss');
    const peak = Math.max(...samples);
    const growth = peak - baseline;
    const accepted = statuses.filter((s) => s === 201).length;
    console.log(
      `${UPLOADS} parallel uploads of ${mb(content.length)} MB: ${accepted}/${UPLOADS} accepted in ${seconds.toFixed(2)} s ` +
        `(${mb((UPLOADS * content.length) / seconds)} MB/s); server RSS ${mb(baseline)} MB before, peak ${mb(peak)} MB ` +
        `(${samples.length} samples every 50 ms): grew ${mb(growth)} MB (target < ${TARGETS.rssGrowthMb} MB) ` +
        `${growth < TARGETS.rssGrowthMb * MB && accepted === UPLOADS ? 'OK' : 'BELOW TARGET'}`,
    );
  } finally {
    if (server) {
      server.child.send({ type: 'exit' } satisfies ToChild);
      await new Promise((resolve) => server!.child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
