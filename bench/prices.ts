import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { chartAnswer } from '../apps/api/test/prices/fake-upstream';
import { loadRow } from './support/load-row';

/**
 * GET /price-api/prices/market-summary served from the cache, at a fixed 2,000 requests/s for 10 s,
 * against the real app listening on 127.0.0.1 (its upstream a fake on 127.0.0.1 that counts calls),
 * side by side with a bare Fastify route returning the same JSON. Targets: throughput ratio >= 0.7,
 * and one upstream call per symbol per TTL. Then both unthrottled (50 connections, 8 s): ratio >= 0.9.
 * The app runs as in production, logging at info (to /dev/null).
 */
const URL_PATH = '/price-api/prices/market-summary';
const RATE = 2_000;
const DURATION_S = 10;
const CONNECTIONS = 20;
const TTL_S = 2;
const SYMBOLS = 3;
const MAX_CONNECTIONS = 50;
const MAX_DURATION_S = 8;
const MAX_RATIO_TARGET = 0.9;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function load(base: string, duration = DURATION_S) {
  return autocannon({ url: `${base}${URL_PATH}`, connections: CONNECTIONS, overallRate: RATE, duration });
}

export async function run() {
  let upstreamCalls = 0;
  const upstream = http.createServer((req, res) => {
    upstreamCalls++;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const symbol = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
    const body = chartAnswer({ symbol, range: url.searchParams.get('range') ?? '5d', interval: url.searchParams.get('interval') ?? '1d' }, Date.now());
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-bench-prices-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'b'.repeat(48),
    LOG_LEVEL: 'info',
    PRICE_PROVIDER: 'upstream',
    PRICE_UPSTREAM_URL: upstreamUrl,
    PRICE_CACHE_TTL_SECONDS: String(TTL_S),
  });
  // Production logs to stdout through pino's synchronous destination; this one writes the same lines to /dev/null.
  const logStream = pino.destination({ dest: '/dev/null', sync: true });
  const app = await buildApp(config, { logStream });
  const appBase = await listen(app);
  const summary: unknown = await (await fetch(`${appBase}${URL_PATH}`)).json();

  const bare = Fastify();
  bare.get(URL_PATH, async () => summary);
  const bareBase = await listen(bare);

  try {
    // A short warm-up of each, so neither pays for the JIT in the measured run.
    await load(appBase, 2);
    await load(bareBase, 2);

    const callsBefore = upstreamCalls;
    const appResult = await load(appBase);
    const appUpstreamCalls = upstreamCalls - callsBefore;
    const bareResult = await load(bareBase);
    console.log(`GET ${URL_PATH}, ${RATE} req/s for ${DURATION_S} s over ${CONNECTIONS} connections (${os.cpus().length} CPUs, Node ${process.version})`);
    console.table([loadRow('app (cache)', appResult), loadRow('bare Fastify', bareResult)]);
    const ratio = appResult.requests.average / bareResult.requests.average;
    console.log(`throughput ratio app/bare: ${ratio.toFixed(2)} (target >= 0.7) ${ratio >= 0.7 ? 'OK' : 'BELOW TARGET'}`);
    // The run starts on an expired cache: one refresh at the start, then one each TTL.
    const expected = SYMBOLS * (Math.floor(DURATION_S / TTL_S) + 1);
    console.log(
      `upstream calls during the run: ${appUpstreamCalls} with a ${TTL_S} s TTL (one per symbol per TTL: ${expected}) ${appUpstreamCalls <= expected ? 'OK' : 'TOO MANY'}`,
    );

    // At a fixed rate both keep up, so the ratio above says little about headroom: saturate each.
    const appMax = await autocannon({ url: `${appBase}${URL_PATH}`, connections: MAX_CONNECTIONS, duration: MAX_DURATION_S });
    const bareMax = await autocannon({ url: `${bareBase}${URL_PATH}`, connections: MAX_CONNECTIONS, duration: MAX_DURATION_S });
    const maxRatio = appMax.requests.average / bareMax.requests.average;
    console.log(
      `unthrottled, ${MAX_CONNECTIONS} connections for ${MAX_DURATION_S} s each: app ${Math.round(appMax.requests.average)} req/s (p99 ${appMax.latency.p99} ms), bare ${Math.round(bareMax.requests.average)} req/s (p99 ${bareMax.latency.p99} ms), ratio ${maxRatio.toFixed(2)} (target >= ${MAX_RATIO_TARGET}) ${maxRatio >= MAX_RATIO_TARGET ? 'OK' : 'BELOW TARGET'}`,
    );
  } finally {
    await app.close();
    await bare.close();
    logStream.end();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
