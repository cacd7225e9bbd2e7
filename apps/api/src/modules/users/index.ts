import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createUsersRepository, type UsersRepository } from './repository';
import { userRoutes } from './routes';
import { createUserAccountService } from './service';

export { ACCOUNT_COLUMNS, createUsersRepository, optionalAccount, toAccount, toUser, type Account, type NewUser, type UsersRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The accounts: other modules find, create and change users through it. */
    users: UsersRepository;
  }
}

/** The accounts, and the signed-in user's own profile and notification preferences (/api/v1/users/me). */
export default fp(
  async (app: FastifyInstance) => {
    const users = createUsersRepository(app.database.db);
    app.decorate('users', users);
    await app.register(userRoutes, {
      accounts: createUserAccountService({ users, audit: app.audit, recordActivity: (entry) => app.activity.record(entry) }),
    });
  },
  { name: 'users', dependencies: ['database', 'audit', 'activity'] },
);
