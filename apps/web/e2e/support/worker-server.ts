import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../scripts/free-port';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface ServerUnderTest {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** Its DATA_DIR: the SQLite file (app.db) and the mail outbox (mail/). */
  dataDir: string;
}

let server: ServerUnderTest | undefined;

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    if (await fetch(`${url}/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy within 60 s:\n${log()}`);
}

/**
 * This worker's server: the compiled server (global-setup.ts built it) on a free port with a fresh DATA_DIR, started
 * by the first test file the worker runs and kept for the rest (the e2e project does not isolate files). Each worker
 * has its own, so a file that changes system settings (maintenance, email verification) cannot disturb a file that
 * runs beside it. Stopped when the worker exits.
 */
export async function startWorkerServer(): Promise<void> {
  if (server) return;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
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
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  process.once('exit', () => {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  await waitForHealth(baseUrl, child, () => output);
  server = { baseUrl, dataDir };
}

export function workerServer(): ServerUnderTest {
  if (!server) throw new Error('The e2e server is used before the setup file started it');
  return server;
}
