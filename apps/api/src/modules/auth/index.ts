import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createPasswordChange } from './password-change';
import { accountRoutes } from './account-routes';
import { createJwt, loadJwtSecret } from './jwt';
import { passwordRoutes } from './password-routes';
import { createAuthRepository } from './repository';
import { authRoutes } from './routes';
import { createAuthService, type AuthService } from './service';

export type { AuthService } from './service';
/** The server's signing secret, for other signed links (notification-mail's unsubscribe tokens). */
export { loadJwtSecret } from './jwt';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions and tokens: the access hook (plugins/access.ts) authenticates every signed-in request through it. */
    auth: AuthService;
  }
}

/** Registration, sign-in with its second step, sessions and tokens, email verification, password reset and change. */
export default fp(
  async (app: FastifyInstance) => {
    const { config, clock } = app;
    const repo = createAuthRepository(app.database.db, clock.now);
    const auth = createAuthService({
      users: app.users,
      twoFactor: app.twoFactor,
      throttle: app.signInThrottle,
      passwordPolicy: app.passwordPolicy,
      repo,
      jwt: createJwt(loadJwtSecret(config.jwtSecret, config.dataDir), config.accessTokenTtlSeconds, clock.now),
      settings: app.settings,
      audit: app.audit,
      mailer: app.mailer,
      activity: app.activity,
      log: app.log,
      publicUrl: config.publicUrl,
      refreshTokenTtlDays: config.refreshTokenTtlDays,
      now: clock.now,
    });
    app.decorate('auth', auth);
    const rateLimitPerMinute = config.authRateLimitPerMinute;
    await app.register(authRoutes, { auth, refreshTokenTtlDays: config.refreshTokenTtlDays, secureCookies: config.secureCookies, rateLimitPerMinute });
    await app.register(accountRoutes, { auth, settings: app.settings, rateLimitPerMinute });
    const changePassword = createPasswordChange({
      users: app.users,
      sessions: repo,
      audit: app.audit,
      policy: app.passwordPolicy,
      attempts: app.signInThrottle,
      activity: app.activity,
    });
    await app.register(passwordRoutes, { changePassword, rateLimitPerMinute });
  },
  { name: 'auth', dependencies: ['database', 'audit', 'settings', 'activity', 'users', 'mail', 'credentials', 'two-factor'] },
);

/** Ends every session of a user inside the caller's transaction (an account the desk suspends); returns how many. */
export async function endAllSessions(trx: Kysely<Database>, userId: string, now: () => number): Promise<number> {
  const [revoked] = await createAuthRepository(trx, now).revokeAllSessions(userId);
  return Number(revoked?.numUpdatedRows ?? 0);
}
