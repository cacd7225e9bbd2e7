import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/schema';
import { AppError } from '../lib/app-error';
import { normaliseIp } from '../lib/ip-address';

/** The instruments other plugins and modules feed; GET /metrics renders the registry. */
export interface Metrics {
  registry: Registry;
  /** One per finished background job run (plugins/jobs): outcome 'ok' or 'failed'. */
  jobRuns: Counter<'job' | 'outcome'>;
  jobDuration: Histogram<'job'>;
  /** One per call to the upstream price source (modules/prices): outcome 'ok' or 'failed'. */
  upstreamPriceCalls: Counter<'symbol' | 'outcome'>;
  /** Open SSE streams on this instance (modules/live-events). */
  sseConnections: Gauge;
  /** One per answered request, labelled by route template (never the raw URL, which would make a series per id). */
  httpRequestDuration: Histogram<'method' | 'route' | 'status_code'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** A fresh registry per app (tests build many in one process): the instruments, and the process's own default metrics. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    jobRuns: new Counter({ name: 'ctp_job_runs_total', help: 'Background job runs by job and outcome', labelNames: ['job', 'outcome'], registers: [registry] }),
    jobDuration: new Histogram({ name: 'ctp_job_duration_seconds', help: 'Background job run time', labelNames: ['job'], registers: [registry] }),
    upstreamPriceCalls: new Counter({
      name: 'ctp_upstream_price_calls_total',
      help: 'Calls to the upstream price source by symbol and outcome',
      labelNames: ['symbol', 'outcome'],
      registers: [registry],
    }),
    sseConnections: new Gauge({ name: 'ctp_sse_connections', help: 'Open live-event streams on this instance', registers: [registry] }),
    httpRequestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route template and status code',
      labelNames: ['method', 'route', 'status_code'],
      registers: [registry],
    }),
  };
}

/** Prometheus metrics: the instruments (decorated early so every plugin can feed them) and the request timings. */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = createMetrics();
    app.decorate('metrics', metrics);
    app.addHook('onResponse', (request, reply, done) => {
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) };
      metrics.httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
      done();
    });
  },
  { name: 'metrics', dependencies: ['runtime'] },
);

/** Mail waiting to go out, and mail given up on, read from the outbox table at each scrape. */
function watchMailOutbox(registry: Registry, db: Kysely<Database>, log: FastifyBaseLogger): void {
  const gauge: Gauge<'status'> = new Gauge({
    name: 'ctp_mail_outbox_messages',
    help: 'Mail outbox rows by status: pending (waiting or retrying) and failed (given up on)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      try {
        const rows = await db
          .selectFrom('mail_outbox')
          .select((eb) => ['status', eb.fn.countAll().as('count')])
          .where('status', 'in', ['pending', 'failed'])
          .groupBy('status')
          .execute();
        for (const status of ['pending', 'failed'] as const) gauge.set({ status }, Number(rows.find((row) => row.status === status)?.count ?? 0));
      } catch (err) {
        // A database that does not answer must not cost the scrape its other metrics; a missing series is the signal.
        gauge.reset();
        log.warn({ err }, 'metrics: could not count the mail outbox');
      }
    },
  });
}

/** The PostgreSQL pool's clients, read at each scrape: waiting queries mean the pool is too small or a query hangs. */
function watchPool(registry: Registry, pool: pg.Pool): void {
  const figures = [
    ['ctp_db_pool_clients', 'PostgreSQL clients open in the pool', () => pool.totalCount],
    ['ctp_db_pool_idle_clients', 'PostgreSQL clients idle in the pool', () => pool.idleCount],
    ['ctp_db_pool_waiting_queries', 'Queries waiting for a free PostgreSQL client', () => pool.waitingCount],
  ] as const;
  for (const [name, help, read] of figures) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  }
}

/**
 * GET /metrics in the Prometheus text format, and the collectors that read the database (registered after it).
 * Only the addresses of METRICS_ALLOWLIST get an answer; to everyone else the route does not exist (404).
 */
export const metricsEndpointPlugin = fp(
  async (app: FastifyInstance) => {
    const { metrics, database } = app;
    // SQLite has one connection and no pool: nothing to report. Registered first, the pool is read before the
    // scrape's own outbox query waits on it.
    if (database.pool) watchPool(metrics.registry, database.pool);
    watchMailOutbox(metrics.registry, database.db, app.log);

    const allowed = new Set(app.config.metricsAllowlist.map(normaliseIp));
    app.get('/metrics', {
      // Not part of the JSON API the OpenAPI document describes.
      schema: { hide: true },
      config: { access: 'public' },
      onRequest: async (request) => {
        if (!allowed.has(normaliseIp(request.ip))) throw AppError.notFound();
      },
      handler: async (_request, reply) => reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
    });
  },
  { name: 'metrics-endpoint', dependencies: ['metrics', 'database'] },
);
