import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../scripts/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real server under test, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** Its DATA_DIR: the SQLite file (app.db) and the mail outbox (mail/). */
    dataDir: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

async function waitForHealth(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy within 60 s:\n${log()}`);
}

/**
 * Browser tests run against the product as users get it: the production web build served by the
 * compiled server (as `npm start` runs it) on a free port, with a fresh DATA_DIR (SQLite file and mail outbox) per run.
 * E2E_SKIP_BUILD=1 reuses an existing build while iterating locally.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1' || !fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    // Vitest sets NODE_ENV=test, which would give React's development build; users get production.
    execSync('npm run build -w @ctp/web', { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  // Always: half a second, and the server under test is then never older than its source.
  execSync('node scripts/build-api.mjs', { cwd: repoRoot, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // Repeatable quotes with no call to the real market-data host.
      PRICE_PROVIDER: 'simulated',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += String(chunk)));
  server.stderr?.on('data', (chunk) => (output += String(chunk)));
  await waitForHealth(baseUrl, server, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
