import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSecurityRepository } from './repository';
import { securityRoutes } from './routes';
import { createSecurityService } from './service';

/** The desk's Security tab: sessions, lockouts with their unlock, and security events. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(securityRoutes, {
      security: createSecurityService({
        repo: createSecurityRepository(app.database.db),
        audit: app.audit,
        settings: app.settings,
        lockouts: app.signInThrottle,
        now: app.clock.now,
      }),
    });
  },
  { name: 'security', dependencies: ['database', 'audit', 'settings', 'credentials'] },
);
