import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { storeOf } from '../../db/store';
import { createAdminUsersRepository } from './repository';
import { adminUserRoutes } from './routes';
import { createAdminUserService } from './service';

/** The desk's User Management (decision 010): create with an invitation, role, suspend and reactivate. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(adminUserRoutes, {
      adminUsers: createAdminUserService({
        store: storeOf(app.database.db, (executor) => createAdminUsersRepository(executor, app.database.engine)),
        users: app.users,
        settings: app.settings,
        passwords: app.passwordPolicy,
        audit: app.audit,
        mailer: app.mailer,
        lockouts: app.signInThrottle,
        log: app.log,
        publicUrl: app.config.publicUrl,
        now: app.clock.now,
      }),
    });
  },
  { name: 'admin-users', dependencies: ['database', 'audit', 'settings', 'users', 'mail', 'credentials'] },
);
