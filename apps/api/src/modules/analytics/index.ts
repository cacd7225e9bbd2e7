import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAnalyticsRepository } from './repository';
import { analyticsRoutes } from './routes';
import { createAnalyticsService } from './service';

/** The desk's Dashboard and Analytics tabs (spec 2.18), computed from the database. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(analyticsRoutes, {
      analytics: createAnalyticsService({ repo: createAnalyticsRepository(app.database.db), health: app.health, now: app.clock.now }),
    });
  },
  { name: 'analytics', dependencies: ['database', 'health'] },
);
