import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { Job } from './registry';

/** A job handed back at shutdown (or whose worker died) is tried again this many times. */
const RETRY_LIMIT = 3;
/** pg-boss refuses an expiry of 24 hours or more. */
const MAX_EXPIRE_SECONDS = 23 * 60 * 60;
/** How often one of the instances fails the jobs whose worker died (active past their expiry) so they are retried. */
const MAINTENANCE_SECONDS = 30;

/**
 * pg-boss installs its schema at the first start, and two instances installing at once collide (the second's
 * CREATE fails): starts take turns under a session advisory lock, so the second finds the schema installed.
 */
async function inTurn<T>(connectionString: string, schema: string, start: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [`ctp.jobs.start.${schema}`]);
    return await start();
  } finally {
    await client.end();
  }
}

/**
 * Jobs as pg-boss queues, one per job: every instance sends a throttled job each period (one per period-long slot
 * across all instances, whoever sends first), and a worker on one of the instances takes it. The queue's singleton
 * policy keeps two runs of the job from overlapping. A run's own failure is logged and counted and completes the job
 * (the next period runs again); only a run that did not end is retried: handed back at shutdown, or expired
 * (2 periods, at least 30 s) because its instance died.
 */
export function createPgBossEngine({ connectionString, schema, log }: { connectionString: string; schema: string; log: FastifyBaseLogger }) {
  const boss = new PgBoss({ connectionString, schema, max: 4, schedule: false, maintenanceIntervalSeconds: MAINTENANCE_SECONDS });
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  const timers: NodeJS.Timeout[] = [];

  async function schedule(job: Job): Promise<void> {
    const seconds = Math.max(1, Math.round(job.everyMs / 1000));
    await boss.createQueue(job.name, {
      name: job.name,
      policy: 'singleton',
      expireInSeconds: Math.min(MAX_EXPIRE_SECONDS, Math.max(30, 2 * seconds)),
      retryLimit: RETRY_LIMIT,
      retryDelay: 0,
    });
    await boss.work(job.name, { pollingIntervalSeconds: Math.min(2, Math.max(0.5, seconds / 2)) }, async () => {
      await job.run();
    });
    const send = () =>
      boss.sendThrottled(job.name, {}, {}, seconds, job.name).catch((err: unknown) => log.error({ err, job: job.name }, 'could not schedule a background job'));
    await send();
    const timer = setInterval(() => void send(), job.everyMs);
    timer.unref();
    timers.push(timer);
  }

  return {
    async start(list: Job[]): Promise<void> {
      await inTurn(connectionString, schema, () => boss.start());
      for (const job of list) await schedule(job);
    },

    /** Stops fetching, waits up to `timeoutMs` for the runs here, then fails those still running so another instance retries them at once. */
    async stop(timeoutMs: number): Promise<void> {
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, timeout: timeoutMs, wait: true });
    },
  };
}
