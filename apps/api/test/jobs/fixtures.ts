import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/connection';
import type { LeaseJobs } from '../../src/plugins/jobs';

type LogLine = Record<string, unknown> & { msg?: string };

export interface JobApp {
  app: FastifyInstance;
  /** Resolves once the app logged a line with this message (at once when it already has). */
  logged(msg: string): Promise<LogLine>;
  close(): Promise<void>;
}

/**
 * An instance on `database` whose `register` adds jobs before it is ready (buildTestApp readies the app at once),
 * logging at info so tests can await what it says.
 */
export async function jobApp(
  database: DatabaseHandle,
  options: { env?: Record<string, string>; now?: () => number; register?: (app: FastifyInstance) => void } = {},
): Promise<JobApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-jobs-'));
  const lines: LogLine[] = [];
  const waiting = new Set<() => void>();
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      for (const wake of waiting) wake();
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(48), LOG_LEVEL: 'info', PRICE_PROVIDER: 'fallback', ...options.env });
  const app = await buildApp(config, { database, logStream, ...(options.now ? { now: options.now } : {}) });
  options.register?.(app);
  await app.ready();
  return {
    app,
    logged: (msg) =>
      new Promise((resolve) => {
        const check = () => {
          const line = lines.find((l) => l.msg === msg);
          if (!line) return;
          waiting.delete(check);
          resolve(line);
        };
        waiting.add(check);
        check();
      }),
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The lease engine's jobs of an app (its `tick` drives the schedule). */
export function leaseJobs(app: FastifyInstance): LeaseJobs {
  expect(app.jobs.engine).toBe('lease');
  return app.jobs as LeaseJobs;
}

/** Runs of a job counted by the app's metrics, by outcome. */
export async function countedRuns(app: FastifyInstance, job: string): Promise<{ ok: number; failed: number }> {
  const { values } = await app.metrics.jobRuns.get();
  const of = (outcome: string) => values.find((v) => v.labels.job === job && v.labels.outcome === outcome)?.value ?? 0;
  return { ok: of('ok'), failed: of('failed') };
}

/** A job body that records which instance ran it and then does `during`; `nextRun()` resolves when a run starts. */
export function probe() {
  const runs: string[] = [];
  const waiting: Array<() => void> = [];
  return {
    runs,
    body:
      (instance: string, during?: () => Promise<void>) =>
      async (): Promise<void> => {
        runs.push(instance);
        for (const wake of waiting.splice(0)) wake();
        await during?.();
      },
    nextRun: () => new Promise<void>((resolve) => waiting.push(resolve)),
  };
}

/** A promise the test settles (a run that hangs until released). */
export function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { wait: () => promise, open: () => open() };
}

/** Waits until no instance holds the job's lease (a run's end is written just after its body returns). */
export async function leaseFreed(database: DatabaseHandle, name: string) {
  let row: Awaited<ReturnType<typeof leaseRow>>;
  await vi.waitFor(async () => {
    row = await leaseRow(database, name);
    expect(row.holder).toBeNull();
  });
  return row!;
}

export const leaseRow = (database: DatabaseHandle, name: string) =>
  database.db.selectFrom('job_leases').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
