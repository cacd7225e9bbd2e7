import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLeaseEngine } from './lease';
import { createPgBossEngine } from './pg-boss';
import { createJobRegistry, type Job } from './registry';

export interface Jobs {
  /** Runs `run` about every `everyMs` on exactly one of the instances sharing the database. */
  every(name: string, everyMs: number, run: () => Promise<void>): void;
  /** Runs the named job here now, outside the schedule (tests; waits for it). A failure is logged and counted like a scheduled run's. */
  runNow(name: string): Promise<void>;
  engine: 'lease' | 'pg-boss';
}

/** The lease engine's jobs: tests drive its schedule with `tick` instead of waiting for the timer. */
export interface LeaseJobs extends Jobs {
  engine: 'lease';
  /** Renews the leases held here and claims the due jobs now; resolves when the runs it started have ended. */
  tick(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

interface Engine {
  start(jobs: Job[]): Promise<void>;
  stop(timeoutMs: number): Promise<void>;
}

/** pg-boss needs PostgreSQL and its URL; otherwise (a test's SQLite handle) the lease engine does the same job. */
function pickEngine(app: FastifyInstance): { kind: 'pg-boss'; engine: Engine } | { kind: 'lease'; engine: ReturnType<typeof createLeaseEngine> } {
  const { config, database } = app;
  if (config.jobsEngine === 'pg-boss') {
    if (database.engine === 'postgres' && config.databaseUrl) {
      return { kind: 'pg-boss', engine: createPgBossEngine({ connectionString: config.databaseUrl, schema: config.jobsSchema, log: app.log }) };
    }
    app.log.warn({ database: database.engine }, 'background jobs: pg-boss needs PostgreSQL through DATABASE_URL; using database leases instead');
  }
  return { kind: 'lease', engine: createLeaseEngine({ db: database.db, now: app.clock.now, log: app.log }) };
}

/**
 * Background jobs that run once across the instances sharing the database (pg-boss on PostgreSQL, a lease row per
 * job otherwise). Modules register theirs while the app is built; the jobs start when it is ready, and closing it stops
 * claiming, lets running runs finish within SHUTDOWN_TIMEOUT_MS, and hands the rest to the other instances.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = createJobRegistry({ log: app.log, metrics: app.metrics });
    const picked = pickEngine(app);
    const common = {
      every: registry.add,
      runNow: async (name: string) => void (await registry.get(name).run()),
    };
    const jobs: Jobs | LeaseJobs = picked.kind === 'lease' ? { ...common, engine: 'lease', tick: picked.engine.tick } : { ...common, engine: 'pg-boss' };
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => picked.engine.start(registry.seal()));
    // Registered after the database: closed before it, so the runs still going can finish and release their leases.
    // Half the shutdown budget: the rest of the app must close within the other half.
    app.addHook('onClose', async () => picked.engine.stop(app.config.shutdownTimeoutMs / 2));
  },
  { name: 'jobs', dependencies: ['database', 'metrics', 'runtime'] },
);
