import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { isReachable } from '../../db/connection';
import { createHealthChecks, type HealthChecks } from './checks';
import { healthRoutes } from './routes';

export type { HealthChecks } from './checks';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database, price service and mail checks (System Alerts, the dashboards and GET /admin/system/health). */
    health: HealthChecks;
  }
}

/** GET /health and /health/ready for load balancers and orchestrators, and the platform's health checks for the desk. */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    app.decorate(
      'health',
      createHealthChecks({
        db: app.database.db,
        prices: app.prices,
        mail: { smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'mail') },
        now: app.clock.now,
      }),
    );
    const { redis } = app;
    await app.register(healthRoutes, {
      database: async () => {
        if (!(await isReachable(app.database.db))) throw new Error('The database does not answer');
      },
      storage: () => app.storage.probe(),
      redis: redis && (() => redis.ping()),
    });
  },
  { name: 'health', dependencies: ['database', 'prices', 'redis', 'storage'] },
);
