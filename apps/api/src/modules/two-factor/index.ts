import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSecretBox, loadTotpKey } from '../../lib/secret-box';
import { createTwoFactorRepository } from './repository';
import { twoFactorRoutes } from './routes';
import { createTwoFactorService, type TwoFactorService } from './service';

export type { SecondFactor, TwoFactorService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Authenticator codes and recovery codes; the auth module asks it at sign-in. */
    twoFactor: TwoFactorService;
  }
}

/** The signed-in user's own authenticator (/api/v1/users/me/two-factor); TOTP secrets are stored sealed. */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const twoFactor = createTwoFactorService({
      repo: createTwoFactorRepository(app.database.db, app.clock.now),
      users: app.users,
      settings: app.settings,
      audit: app.audit,
      mailer: app.mailer,
      secrets: createSecretBox(loadTotpKey(config.totpEncryptionKey, config.dataDir)),
      attempts: app.signInThrottle,
      now: app.clock.now,
    });
    // Secrets stored before they were sealed (issue 11, finding 9) are sealed at start.
    await twoFactor.sealPlainSecrets();
    app.decorate('twoFactor', twoFactor);
    await app.register(twoFactorRoutes, { twoFactor, rateLimitPerMinute: config.authRateLimitPerMinute });
  },
  { name: 'two-factor', dependencies: ['database', 'audit', 'settings', 'users', 'mail', 'credentials'] },
);
