import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseRoutes } from './routes';
import { createDatabaseService } from './service';

/** The desk's Database tab: figures and the backup download. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(databaseRoutes, { database: createDatabaseService({ database: app.database, audit: app.audit, now: app.clock.now }) });
  },
  { name: 'database-admin', dependencies: ['database', 'audit'] },
);
