import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

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
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export function createMetrics(): Metrics {
  const registry = new Registry();
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
  };
}

/** Prometheus metrics: the instruments (decorated early so every plugin can feed them). */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('metrics', createMetrics());
  },
  { name: 'metrics', dependencies: ['runtime'] },
);
