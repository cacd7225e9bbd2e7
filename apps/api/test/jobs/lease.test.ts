import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection';
import { LEASE_MS } from '../../src/plugins/jobs/lease';
import { testClock } from '../auth/fixtures';
import { freshDatabase } from '../helpers';
import { countedRuns, gate, jobApp, leaseFreed, leaseJobs, leaseRow, probe, type JobApp } from './fixtures';

const PERIOD = 60_000;
const T0 = Date.parse('2026-12-01T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('background jobs on database leases', () => {
  let database: { handle: DatabaseHandle; drop: () => Promise<void> };
  let instances: JobApp[];
  let clock: ReturnType<typeof testClock>;

  beforeEach(async () => {
    database = await freshDatabase();
    instances = [];
    clock = testClock(T0);
  });
  afterEach(async () => {
    for (const instance of instances.reverse()) await instance.close();
    await database.drop();
  });

  /** An instance on the shared database and clock that registers `run` as the job 'probe'. */
  async function instance(run: () => Promise<void>, env: Record<string, string> = {}) {
    const started = await jobApp(database.handle, { env, now: clock.now, register: (app) => app.jobs.every('probe', PERIOD, run) });
    instances.push(started);
    return { ...started, tick: () => leaseJobs(started.app).tick() };
  }

  it('runs a job once per period across two instances, first one period after it is registered', async () => {
    const p = probe();
    const [a, b] = [await instance(p.body('a')), await instance(p.body('b'))];
    await Promise.all([a.tick(), b.tick()]);
    expect(p.runs).toEqual([]);

    for (let period = 1; period <= 3; period++) {
      clock.advance(PERIOD);
      await Promise.all([a.tick(), b.tick(), p.nextRun()]);
      await leaseFreed(database.handle, 'probe');
      await Promise.all([a.tick(), b.tick()]);
      expect(p.runs).toHaveLength(period);
    }
    const counted = [await countedRuns(a.app, 'probe'), await countedRuns(b.app, 'probe')];
    expect(counted[0]!.ok + counted[1]!.ok).toBe(3);
    expect(await leaseRow(database.handle, 'probe')).toMatchObject({ holder: null, lease_until: null, next_run_at: iso(T0 + 4 * PERIOD), last_error: null });
  });

  it('takes over the job of an instance that died once its lease runs out', async () => {
    const p = probe();
    const a = await instance(p.body('a'));
    await database.handle.db
      .updateTable('job_leases')
      .set({ holder: 'dead-instance', lease_until: iso(T0 + LEASE_MS), next_run_at: iso(T0 - PERIOD) })
      .where('name', '=', 'probe')
      .execute();

    clock.advance(LEASE_MS - 1);
    await a.tick();
    expect(p.runs).toEqual([]);

    clock.advance(1);
    await Promise.all([a.tick(), p.nextRun()]);
    expect(p.runs).toEqual(['a']);
    expect(await leaseFreed(database.handle, 'probe')).toMatchObject({ next_run_at: iso(T0 + LEASE_MS + PERIOD), last_started_at: iso(T0 + LEASE_MS) });
  });

  it('renews the lease of a long run, so the other instance does not run it too', async () => {
    const p = probe();
    const long = gate();
    const [a, b] = [await instance(p.body('a', long.wait)), await instance(p.body('b'))];
    clock.advance(PERIOD);
    const started = p.nextRun();
    const aTick = a.tick();
    await started;

    for (let waited = 0; waited < 3 * LEASE_MS; waited += LEASE_MS / 3) {
      clock.advance(LEASE_MS / 3);
      await a.tick();
      await b.tick();
    }
    expect(p.runs).toEqual(['a']);
    long.open();
    await aTick;
  });

  it('hands the job of an instance closed mid-run to the other instance at once', async () => {
    const p = probe();
    const hung = gate();
    const a = await instance(p.body('a', hung.wait), { SHUTDOWN_TIMEOUT_MS: '200' });
    const b = await instance(p.body('b'));
    clock.advance(PERIOD);
    const started = p.nextRun();
    const aTick = a.tick();
    await started;
    await b.tick();
    expect(p.runs).toEqual(['a']);

    await a.close();
    expect(await a.logged('background job still running at shutdown: handed back to the other instances')).toMatchObject({ job: 'probe' });
    await Promise.all([b.tick(), p.nextRun()]);
    expect(p.runs).toEqual(['a', 'b']);
    const bRun = await leaseFreed(database.handle, 'probe');
    expect(bRun).toMatchObject({ next_run_at: iso(T0 + 2 * PERIOD) });

    // a's late end writes nothing: the lease and the schedule are b's.
    hung.open();
    await aTick;
    expect(await leaseRow(database.handle, 'probe')).toEqual(bRun);
  });

  it('logs and counts a failed run, and runs the job again the next period', async () => {
    const p = probe();
    let failures = 1;
    const a = await instance(
      p.body('a', async () => {
        if (failures-- > 0) throw new Error('upstream down');
      }),
    );

    clock.advance(PERIOD);
    await Promise.all([a.tick(), p.nextRun()]);
    expect(await leaseFreed(database.handle, 'probe')).toMatchObject({ last_error: 'upstream down', next_run_at: iso(T0 + 2 * PERIOD) });
    expect(await countedRuns(a.app, 'probe')).toEqual({ ok: 0, failed: 1 });
    expect(await a.logged('background job failed')).toMatchObject({ job: 'probe', err: { message: 'upstream down' } });

    clock.advance(PERIOD);
    await Promise.all([a.tick(), p.nextRun()]);
    expect(await leaseFreed(database.handle, 'probe')).toMatchObject({ last_error: null, next_run_at: iso(T0 + 3 * PERIOD) });
    expect(await countedRuns(a.app, 'probe')).toEqual({ ok: 1, failed: 1 });
    const { values } = await a.app.metrics.jobDuration.get();
    expect(values.find((v) => v.metricName === 'ctp_job_duration_seconds_count' && v.labels.job === 'probe')?.value).toBe(2);
  });

  it('lets a running job finish when the app closes, then frees its lease', async () => {
    const p = probe();
    const long = gate();
    const a = await instance(p.body('a', long.wait));
    clock.advance(PERIOD);
    const started = p.nextRun();
    const aTick = a.tick();
    await started;

    const closing = a.close();
    expect(await a.logged('waiting for background job runs to finish before shutdown')).toMatchObject({ jobs: expect.arrayContaining(['probe']) });
    long.open();
    await closing;
    await aTick;
    // Read at once: the end was written before the app finished closing.
    expect(await leaseRow(database.handle, 'probe')).toMatchObject({ holder: null, lease_until: null, next_run_at: iso(T0 + 2 * PERIOD), last_finished_at: iso(T0 + PERIOD) });
    expect(await countedRuns(a.app, 'probe')).toEqual({ ok: 1, failed: 0 });
  });
});
