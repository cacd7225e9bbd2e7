import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/time';
import type { Job } from './registry';

/** How often an instance looks for due jobs and renews the leases of the runs it holds. */
const TICK_MS = 1_000;
/** A claim holds the job this long: an instance that died gives its job up to the others after at most this. */
export const LEASE_MS = 30_000;
/** A long run's lease is extended this often, well within LEASE_MS. */
const RENEW_MS = 10_000;

interface Run {
  job: Job;
  startedAt: number;
  renewedAt: number;
  /** Set at shutdown when the run did not finish in time: its lease was released, so its end must not write. */
  handedBack: boolean;
}

/**
 * Jobs over the job_leases table (SQLite or PostgreSQL): every instance ticks and claims a due job with a conditional
 * update that only one of them wins, runs it while renewing the lease, then frees the lease and sets the next run one
 * period after this one started.
 */
export function createLeaseEngine({ db, now, log }: { db: Kysely<Database>; now: () => number; log: FastifyBaseLogger }) {
  const holder = crypto.randomUUID();
  const jobs = new Map<string, Job>();
  const running = new Map<string, { run: Run; done: Promise<void> }>();
  let timer: NodeJS.Timeout | undefined;
  /** The claims of the latest tick; `pending` ticks are claiming or waiting to. */
  let claims: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let closing = false;

  const ours = (name: string) => db.updateTable('job_leases').where('name', '=', name).where('holder', '=', holder);

  async function claim(job: Job, t: number): Promise<boolean> {
    const at = nowIso(t);
    const result = await db
      .updateTable('job_leases')
      .set({ holder, lease_until: nowIso(t + LEASE_MS), last_started_at: at })
      .where('name', '=', job.name)
      .where('next_run_at', '<=', at)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  function launch(job: Job, t: number): Promise<void> {
    const run: Run = { job, startedAt: t, renewedAt: t, handedBack: false };
    const done = (async () => {
      const failure = await job.run();
      if (run.handedBack) return;
      await ours(job.name)
        .set({ holder: null, lease_until: null, next_run_at: nowIso(t + job.everyMs), last_finished_at: nowIso(now()), last_error: failure })
        .execute();
    })()
      .catch((err: unknown) => log.error({ err, job: job.name }, 'could not free a background job lease'))
      .finally(() => running.delete(job.name));
    running.set(job.name, { run, done });
    return done;
  }

  async function renewLeases(t: number): Promise<void> {
    for (const { run } of running.values()) {
      if (run.handedBack || t - run.renewedAt < RENEW_MS) continue;
      run.renewedAt = t;
      const result = await ours(run.job.name).set({ lease_until: nowIso(t + LEASE_MS) }).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) log.warn({ job: run.job.name }, 'background job lease lost while running: another instance may run it too');
    }
  }

  /** Renews the leases held here, then claims and starts each due job; answers the runs it started. */
  async function claimDue(): Promise<Array<Promise<void>>> {
    const t = now();
    await renewLeases(t);
    const at = nowIso(t);
    const due = await db
      .selectFrom('job_leases')
      .select('name')
      .where('next_run_at', '<=', at)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
      .execute();
    const started: Array<Promise<void>> = [];
    for (const { name } of due) {
      const job = jobs.get(name);
      if (job && !running.has(name) && !closing && (await claim(job, t))) started.push(launch(job, t));
    }
    return started;
  }

  /**
   * One tick (the timer's, or a test's): claims one tick at a time, so a tick during another's claims waits for them
   * and then claims what is still due; resolves when the runs it started have ended.
   */
  async function tick(): Promise<void> {
    pending++;
    const started = claims.then(() => (closing ? [] : claimDue())).finally(() => pending--);
    claims = started.catch(() => undefined);
    await Promise.all(await started);
  }

  return {
    tick,

    /** Adds the jobs' rows (a new job first runs one period from now) and starts ticking; the timer never keeps the process alive. */
    async start(list: Job[]): Promise<void> {
      const t = now();
      for (const job of list) {
        jobs.set(job.name, job);
        await db
          .insertInto('job_leases')
          .values({ name: job.name, holder: null, lease_until: null, next_run_at: nowIso(t + job.everyMs), last_started_at: null, last_finished_at: null, last_error: null })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
      }
      // A slow database must not pile ticks up: the timer skips a beat while one is still claiming.
      timer = setInterval(() => {
        if (pending === 0) tick().catch((err: unknown) => log.error({ err }, 'background job tick failed'));
      }, TICK_MS);
      timer.unref();
    },

    /** Stops claiming, waits up to `timeoutMs` for the runs here, and releases the leases of those still running so another instance takes them at once. */
    async stop(timeoutMs: number): Promise<void> {
      closing = true;
      clearInterval(timer);
      await claims;
      if (running.size > 0) log.info({ jobs: [...running.keys()], timeoutMs }, 'waiting for background job runs to finish before shutdown');
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...running.values()].map((r) => r.done)),
        new Promise((resolve) => (timeout = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timeout);
      for (const { run } of running.values()) {
        run.handedBack = true;
        await ours(run.job.name).set({ holder: null, lease_until: null }).execute();
        log.warn({ job: run.job.name, timeoutMs }, 'background job still running at shutdown: handed back to the other instances');
      }
    },
  };
}

export type LeaseEngine = ReturnType<typeof createLeaseEngine>;
