import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection';
import { DEAD_SMTP } from '../admin-system/fixtures';
import { testClock } from '../auth/fixtures';
import { freshDatabase } from '../helpers';
import { countedRuns, jobApp, leaseJobs, type JobApp } from './fixtures';

describe('the jobs the modules register', () => {
  let database: { handle: DatabaseHandle; drop: () => Promise<void> };
  let instances: JobApp[];
  beforeEach(async () => {
    database = await freshDatabase();
    instances = [];
  });
  afterEach(async () => {
    for (const instance of instances.reverse()) await instance.close();
    await database.drop();
  });

  async function instance(env: Record<string, string> = {}, now?: () => number) {
    const started = await jobApp(database.handle, { env, ...(now ? { now } : {}) });
    instances.push(started);
    return started;
  }

  it('falls back to database leases, and says so, when pg-boss is asked for without a DATABASE_URL', async () => {
    const { app, logged } = await instance({ JOBS_ENGINE: 'pg-boss' });
    expect(app.jobs.engine).toBe('lease');
    expect(await logged('background jobs: pg-boss needs PostgreSQL through DATABASE_URL; using database leases instead')).toBeTruthy();
  });

  it('runs each module job on demand, counted as a successful run', async () => {
    const { app } = await instance();
    for (const job of ['health-checks', 'mail-outbox', 'message-digests', 'contract-expiry', 'weekly-brief', 'upload-cleanup']) {
      await app.jobs.runNow(job);
      expect(await countedRuns(app, job)).toEqual({ ok: 1, failed: 0 });
    }
    await expect(app.jobs.runNow('no-such-job')).rejects.toThrow('No job named no-such-job');
  });

  it('runs the health checks on one of two instances every HEALTH_CHECK_INTERVAL_SECONDS, raising one alert', async () => {
    const clock = testClock(Date.parse('2026-12-01T10:00:00.000Z'));
    const env = { ...DEAD_SMTP, HEALTH_CHECK_INTERVAL_SECONDS: '30' };
    const [a, b] = [await instance(env, clock.now), await instance(env, clock.now)];
    const runs = [vi.spyOn(a.app.health, 'run'), vi.spyOn(b.app.health, 'run')];
    const calls = () => runs[0]!.mock.calls.length + runs[1]!.mock.calls.length;
    const tickBoth = () => Promise.all([leaseJobs(a.app).tick(), leaseJobs(b.app).tick()]);

    clock.advance(29_000);
    await tickBoth();
    expect(calls()).toBe(0);
    clock.advance(1_000);
    await tickBoth();
    await vi.waitFor(() => expect(calls()).toBe(1));
    await vi.waitFor(async () => expect(await database.handle.db.selectFrom('system_alerts').selectAll().execute()).toHaveLength(1));
    await tickBoth();
    expect(calls()).toBe(1);
  });
});
