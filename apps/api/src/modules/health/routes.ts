import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describedAnswer } from '../../plugins/api-docs';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });

/** GET /health: 200 while the database answers, 503 otherwise (for load balancers and monitors). */
export async function healthRoutes(app: FastifyInstance, opts: { isDatabaseUp: () => Promise<boolean> }) {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      operationId: 'getHealth',
      summary: 'Up while the database answers (for load balancers and monitors)',
      response: { 200: healthSchema, 503: describedAnswer('The database does not answer', healthSchema) },
    },
    handler: async (_request, reply) => {
      const up = await opts.isDatabaseUp();
      return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
    },
  });
}
