// Start time and memory of the API run through tsx against the compiled build: `node scripts/measure-start.mjs [runs]`.
// Each run: a fresh DATA_DIR, PRICE_PROVIDER=fallback, spawn → first 200 from GET /health, then the RSS, then SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const runs = Number(process.argv[2] ?? 3);
const variants = {
  tsx: ['--import', 'tsx', 'apps/api/src/server.ts'],
  compiled: ['--enable-source-maps', 'apps/api/dist/server.js'],
};
/** How often /health is asked while the server starts: the resolution of the start time. */
const POLL_MS = 10;

/** A port nothing listens on now. */
async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/** Resident memory of a process in MiB, from /proc (Linux). */
const rssMiB = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function measure(args) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-measure-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PRICE_PROVIDER: 'fallback', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
      const ok = await fetch(`http://127.0.0.1:${port}/health`).then((res) => res.status === 200, () => false);
      if (ok) break;
      await sleep(POLL_MS);
    }
    const startMs = performance.now() - started;
    const rss = rssMiB(child.pid);
    const stopping = performance.now();
    child.kill('SIGTERM');
    const [code] = await exited;
    return { startMs, rss, stopMs: performance.now() - stopping, code };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const build = spawnSync(process.execPath, ['scripts/build-api.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const results = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
// Interleaved, so a busy machine weighs on both alike.
for (let run = 1; run <= runs; run++) {
  for (const [name, args] of Object.entries(variants)) {
    const result = await measure(args);
    results[name].push(result);
    console.log(
      `${name.padEnd(8)} run ${run}: start ${result.startMs.toFixed(0)} ms, RSS ${result.rss.toFixed(1)} MiB, SIGTERM → exit ${result.code} in ${result.stopMs.toFixed(0)} ms`,
    );
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [name, list] of Object.entries(results)) {
  console.log(
    `${name.padEnd(8)} median: start ${median(list.map((r) => r.startMs)).toFixed(0)} ms, RSS ${median(list.map((r) => r.rss)).toFixed(1)} MiB (node ${process.version}, ${os.cpus().length} CPUs)`,
  );
}
