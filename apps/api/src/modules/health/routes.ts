import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describedAnswer } from '../../plugins/api-docs';

/** A probe resolves while its dependency answers and rejects (or hangs) otherwise. */
export type ReadinessProbe = () => Promise<unknown>;

export interface HealthRoutesOptions {
  database: ReadinessProbe;
  storage: ReadinessProbe;
  /** Undefined without REDIS_URL: then Redis is no dependency of this instance. */
  redis: ReadinessProbe | undefined;
}

/** A dependency that takes longer than this counts as down: a balancer's own check gives up after a few seconds. */
const PROBE_TIMEOUT_MS = 2_000;

const livenessSchema = z.object({ status: z.literal('ok') });

const state = z.enum(['up', 'down']);
const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    database: state,
    storage: state.describe('Document storage accepts files (DATA_DIR/documents, or the object storage bucket)'),
    redis: z.enum(['up', 'down', 'not_configured']).describe('not_configured without REDIS_URL'),
  }),
});

/** 'up' when the probe resolves within PROBE_TIMEOUT_MS. */
async function stateOf(probe: ReadinessProbe): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('probe timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /health (liveness: the process serves) and GET /health/ready (readiness: its dependencies answer). Liveness asks
 * no dependency, so a database blip never makes an orchestrator restart every instance; readiness takes the instance
 * out of the balancer instead. While the server closes, Fastify answers every request, these included, 503.
 */
export async function healthRoutes(app: FastifyInstance, probes: HealthRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['health'];

  api.get('/health', {
    config: { access: 'public' },
    schema: {
      tags,
      operationId: 'getHealth',
      summary: 'Liveness: 200 whenever the process serves (no dependency is asked)',
      response: { 200: livenessSchema },
    },
    handler: async () => ({ status: 'ok' as const }),
  });

  api.get('/health/ready', {
    config: { access: 'public' },
    schema: {
      tags,
      operationId: 'getReadiness',
      summary: 'Readiness: 200 while the database, document storage and Redis (when configured) answer; 503 names what does not',
      description:
        `Each dependency gets ${PROBE_TIMEOUT_MS} ms. While the server shuts down it answers this, like every request, 503 ` +
        '(with `Connection: close`), so the balancer drains the instance.',
      response: {
        200: readinessSchema,
        503: describedAnswer('A dependency does not answer: its check is down', readinessSchema),
      },
    },
    handler: async (_request, reply) => {
      const [database, storage, redis] = await Promise.all([
        stateOf(probes.database),
        stateOf(probes.storage),
        probes.redis ? stateOf(probes.redis) : ('not_configured' as const),
      ]);
      const ready = database === 'up' && storage === 'up' && redis !== 'down';
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks: { database, storage, redis } });
    },
  });
}
