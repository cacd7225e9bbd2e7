import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

/** The real server (`node --import tsx apps/api/src/server.ts`) running as a child process. */
export interface ChildServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  pid: number;
  /** What the child has printed so far (stdout and stderr, the last 256 KB), for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed or closed. Resolves once the process is gone. */
  crash(): Promise<void>;
  /** SIGTERM (the graceful shutdown), then SIGKILL if it has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** Every child started here and not yet gone, so a failed test can still end them. */
const running = new Set<ChildProcess>();

const OUTPUT_LIMIT = 256 * 1024;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the server with exactly `env` on top of PATH and HOME (nothing else leaks in from the test
 * process, such as a DATABASE_URL), on a port the kernel picks (PORT=0, read back from the
 * "Server listening at" log line), and resolves once GET /health/ready answers 200.
 */
export async function startChildServer(env: Record<string, string>, { timeoutMs = 20_000 } = {}): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));

  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };

  // The port, from pino's "Server listening at http://127.0.0.1:PORT" line (the first line that names it).
  const port = await new Promise<number>((resolve, reject) => {
    let pending = '';
    const timer = setTimeout(() => fail(new Error(`The server printed no "Server listening at" line within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      fail(new Error(`The server exited (code ${code}, signal ${signal}) before listening:\n${output}`));
    const onStdout = (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(line);
        if (match) return done(Number(match[1]));
      }
    };
    function cleanup() {
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout!.off('data', onStdout);
    }
    function done(value: number) {
      cleanup();
      resolve(value);
    }
    function fail(error: Error) {
      cleanup();
      child.kill('SIGKILL');
      reject(error);
    }
    child.stdout!.on('data', append);
    child.stderr!.on('data', append);
    child.stdout!.on('data', onStdout);
    child.once('exit', onExit);
  });

  const url = `http://127.0.0.1:${port}`;
  // Listening is announced once the routes are in place; /health/ready also proves the database answers.
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited before /health/ready answered:\n${output}`);
    const status = await fetch(`${url}/health/ready`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`GET /health/ready answered ${status} after ${attempt} attempts:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    url,
    pid: child.pid!,
    output: () => output,
    async crash() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop(graceMs = 5_000) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

/** Ends (SIGKILL) every child server still running: for afterAll, when a test failed half-way. */
export async function killAllChildServers(): Promise<void> {
  await Promise.all(
    [...running].map((child) => {
      child.kill('SIGKILL');
      return exited(child);
    }),
  );
}
