import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { hashPassword } from '../apps/api/src/modules/credentials';

/**
 * Live events (issue 14): 1,000 SSE clients on GET /api/v1/events of one instance (SQLite, in-process fan-out), the
 * server in a child process of its own so its memory is read alone. An event is published 20 times, each after the
 * previous one reached every client; each client's delay is the arrival time minus the publish time carried in the
 * event. Target: p99 <= 200 ms. Memory per connection: the server's heap and RSS after opening the streams, minus
 * before, over 1,000. Anchor: a bare node:http server writing the same frame to 1,000 responses in a loop.
 * All streams belong to one user (signing in 1,000 users would time the password hashing): one publish reaches all.
 */
const CLIENTS = 1_000;
const EVENTS = 20;
const TARGETS = { p99Ms: 200 };
const PASSWORD = 'Bench!Vault&Zurich9';
const CHILD_FLAG = 'CTP_BENCH_EVENTS_SERVER';

type ToParent =
  | { type: 'ready'; port: number; barePort: number; token: string }
  | { type: 'memory'; heap: number; rss: number }
  | { type: 'published' };
type ToChild = { type: 'memory' } | { type: 'publish'; bare: boolean } | { type: 'exit' };

const now = () => performance.timeOrigin + performance.now();
const MB = 1024 * 1024;

/* ------------------------------------------------------------------ the server process */

async function serve() {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: process.env.DATA_DIR!, JWT_SECRET: 'e'.repeat(48), LOG_LEVEL: 'silent' });
  const app = await buildApp(config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const user = await app.users.insert({ email: 'bench.events@example.com', passwordHash: await hashPassword(PASSWORD), firstName: 'Bench', lastName: 'Events', role: 'trader' });
  if (!user) throw new Error('bench user not created');
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: PASSWORD } });
  const token = (login.json() as { tokens: { accessToken: string } }).tokens.accessToken;

  // The anchor: the least a server can do to broadcast one SSE frame.
  const bareStreams = new Set<http.ServerResponse>();
  const bare = http.createServer((_request, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('retry: 5000\n\n');
    bareStreams.add(res);
    res.on('close', () => bareStreams.delete(res));
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));

  const send = (message: ToParent) => process.send?.(message);
  let sequence = 0;
  process.on('message', async (message: ToChild) => {
    switch (message.type) {
      case 'memory':
        globalThis.gc?.();
        send({ type: 'memory', heap: process.memoryUsage().heapUsed, rss: process.memoryUsage().rss });
        break;
      case 'publish': {
        sequence += 1;
        const subject = { type: 'deal' as const, id: String(now()) };
        if (message.bare) {
          const frame = `id: ${sequence}\nevent: changed\ndata: ${JSON.stringify({ subject })}\n\n`;
          for (const res of bareStreams) res.write(frame);
        } else await app.liveEvents.publish(user.id, { type: 'changed', data: { subject } });
        send({ type: 'published' });
        break;
      }
      case 'exit':
        for (const res of bareStreams) res.end();
        await app.close();
        bare.close();
        process.exit(0);
    }
  });
  send({ type: 'ready', port: (app.server.address() as { port: number }).port, barePort: (bare.address() as { port: number }).port, token });
}

if (process.env[CHILD_FLAG] === '1') await serve();

/* ------------------------------------------------------------------ the clients */

function startServer(dataDir: string) {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, [CHILD_FLAG]: '1', DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T extends ToParent['type']>(type: T) =>
    new Promise<Extract<ToParent, { type: T }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`bench server exited (${code})`));
      const onMessage = (message: ToParent) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<ToParent, { type: T }>);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ask = <T extends ToParent['type']>(message: ToChild, answer: T) => {
    const answered = next(answer);
    child.send(message);
    return answered;
  };
  return { child, next, ask };
}

/** Opens `count` event streams; `onArrival` gets each event's delay in ms. Resolves once all are open. */
async function openClients(port: number, pathAndQuery: string, headers: Record<string, string>, count: number, onArrival: (ms: number) => void) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  const opening: Promise<void>[] = [];
  for (let i = 0; i < count; i += 1) {
    opening.push(
      new Promise((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: pathAndQuery, headers, agent }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`stream answered ${res.statusCode}`));
          res.setEncoding('utf8');
          let pending = '';
          res.on('data', (chunk: string) => {
            const at = now();
            pending += chunk;
            let end: number;
            while ((end = pending.indexOf('\n\n')) !== -1) {
              const frame = pending.slice(0, end);
              pending = pending.slice(end + 2);
              const data = /^data: (.*)$/m.exec(frame)?.[1];
              if (data) onArrival(at - Number((JSON.parse(data) as { subject: { id: string } }).subject.id));
            }
          });
          resolve();
        });
        request.on('error', reject);
        requests.push(request);
      }),
    );
  }
  await Promise.all(opening);
  return () => {
    for (const request of requests) request.destroy();
    agent.destroy();
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Publishes EVENTS events, each once the previous reached every client (the counter keeps the delays). */
async function measure(server: ReturnType<typeof startServer>, bare: boolean, arrivals: { all: () => Promise<void> }) {
  for (let i = 0; i < EVENTS; i += 1) {
    const allArrived = arrivals.all();
    await server.ask({ type: 'publish', bare }, 'published');
    await allArrived;
  }
}

function arrivalCounter() {
  const delays: number[] = [];
  const slowest: number[] = [];
  let round: number[] = [];
  let done: (() => void) | undefined;
  return {
    delays,
    slowest,
    onArrival(ms: number) {
      delays.push(ms);
      round.push(ms);
      if (round.length === CLIENTS) {
        slowest.push(Math.max(...round));
        round = [];
        done?.();
      }
    },
    all: () => new Promise<void>((resolve) => (done = resolve)),
  };
}

const figures = (label: string, counter: ReturnType<typeof arrivalCounter>) => {
  const sorted = [...counter.delays].sort((a, b) => a - b);
  const all = [...counter.slowest].sort((a, b) => a - b);
  return `${label.padEnd(34)} p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms   all ${CLIENTS} reached (median of ${EVENTS}) ${percentile(all, 50).toFixed(1).padStart(6)} ms`;
};

export async function run() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-bench-events-'));
  const server = startServer(dataDir);
  try {
    const ready = await server.next('ready');
    const before = await server.ask({ type: 'memory' }, 'memory');
    const live = arrivalCounter();
    const closeLive = await openClients(ready.port, '/api/v1/events', { authorization: `Bearer ${ready.token}` }, CLIENTS, (ms) => live.onArrival(ms));
    const after = await server.ask({ type: 'memory' }, 'memory');
    await measure(server, false, live);
    closeLive();

    const anchor = arrivalCounter();
    const closeBare = await openClients(ready.barePort, '/', {}, CLIENTS, (ms) => anchor.onArrival(ms));
    await measure(server, true, anchor);
    closeBare();

    const p99 = percentile([...live.delays].sort((a, b) => a - b), 99);
    console.log(`${CLIENTS} SSE clients, ${EVENTS} events, one instance (in-process fan-out)`);
    console.log(figures('GET /api/v1/events', live));
    console.log(figures('anchor: bare node:http broadcast', anchor));
    console.log(
      `memory per connection: heap ${(((after.heap - before.heap) / CLIENTS) / 1024).toFixed(1)} KB, RSS ${(((after.rss - before.rss) / CLIENTS) / 1024).toFixed(1)} KB ` +
        `(server heap ${(after.heap / MB).toFixed(1)} MB, RSS ${(after.rss / MB).toFixed(1)} MB with ${CLIENTS} streams)`,
    );
    console.log(`target p99 <= ${TARGETS.p99Ms} ms: ${p99 <= TARGETS.p99Ms ? 'met' : 'NOT met'}`);
  } finally {
    server.child.send({ type: 'exit' } satisfies ToChild);
    await new Promise((resolve) => server.child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
