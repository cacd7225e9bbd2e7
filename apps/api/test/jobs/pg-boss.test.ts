import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection';
import { engine, freshDatabase } from '../helpers';
import { queryPg } from '../pg-query';
import { countedRuns, gate, jobApp, probe, type JobApp } from './fixtures';

const url = process.env.TEST_DATABASE_URL!;

/** Runs SQL on the test database outside the apps (pg-boss's own tables, its schema's removal). */
const query = <T extends pg.QueryResultRow>(text: string) => queryPg<T>(url, text);

describe.skipIf(engine !== 'postgres')('background jobs on pg-boss', () => {
  let database: { handle: DatabaseHandle; drop: () => Promise<void> };
  let schema: string;
  let instances: JobApp[];

  beforeEach(async () => {
    database = await freshDatabase();
    schema = `jobs_${crypto.randomUUID().replaceAll('-', '')}`;
    instances = [];
  });
  afterEach(async () => {
    for (const instance of instances.reverse()) await instance.close();
    await database.drop();
    await query(`drop schema if exists ${schema} cascade`);
  });

  async function instance(name: string, everyMs: number, run: () => Promise<void>) {
    const started = await jobApp(database.handle, {
      env: { DATABASE_URL: url, JOBS_ENGINE: 'pg-boss', JOBS_SCHEMA: schema, SHUTDOWN_TIMEOUT_MS: '1000' },
      register: (app) => app.jobs.every(name, everyMs, run),
    });
    expect(started.app.jobs.engine).toBe('pg-boss');
    instances.push(started);
    return started;
  }

  it('runs a job every second once per period across two instances', async () => {
    const p = probe();
    const starts: number[] = [];
    const body = (who: string) => p.body(who, async () => void starts.push(Date.now()));
    const [a, b] = [await instance('probe', 1_000, body('a')), await instance('probe', 1_000, body('b'))];
    while (starts.length < 4) await p.nextRun();
    // Four runs in four distinct one-second periods span more than two seconds; two per period would take about one.
    expect(starts[3]! - starts[0]!).toBeGreaterThan(2_000);

    for (const instance of instances.splice(0).reverse()) await instance.close();
    const jobs = await query<{ singleton_on: Date; state: string }>(`select singleton_on, state from ${schema}.job where name = 'probe'`);
    const ran = jobs.filter((job) => job.state === 'completed');
    // Every run was its own job, and no period had two.
    expect(ran).toHaveLength(p.runs.length);
    expect(new Set(ran.map((job) => job.singleton_on.getTime())).size).toBe(ran.length);
    const counted = [await countedRuns(a.app, 'probe'), await countedRuns(b.app, 'probe')];
    expect(counted[0]!.ok + counted[1]!.ok).toBe(p.runs.length);
  });

  it('retries on the other instance a job whose instance stopped mid-run', async () => {
    const p = probe();
    const hung = gate();
    let first = true;
    const body = (who: string) =>
      p.body(who, async () => {
        if (!first) return;
        first = false;
        await hung.wait();
      });
    const started = p.nextRun();
    const apps = { a: await instance('slow', 3_600_000, body('a')), b: await instance('slow', 3_600_000, body('b')) };
    await started;
    const [holder] = p.runs as Array<'a' | 'b'>;
    const other = holder === 'a' ? 'b' : 'a';

    const retried = p.nextRun();
    await apps[holder!].close();
    await retried;
    expect(p.runs).toEqual([holder, other]);
    // The hour's only job, handed back once and completed by the other instance.
    const jobs = () => query<{ state: string; retry_count: number }>(`select state, retry_count from ${schema}.job where name = 'slow'`);
    await expect.poll(jobs).toEqual([{ state: 'completed', retry_count: 1 }]);
    hung.open();
  });
});
