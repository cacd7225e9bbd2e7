import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadJwtSecret } from '../auth';
import { createNotificationMailRepository } from './repository';
import { notificationMailRoutes } from './routes';
import { createNotificationMailService, type NotificationMailService } from './service';
import { createUnsubscribeTokens } from './unsubscribe-token';

export type { NotificationMailService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails notifications (app.notifications calls `send` for each recipient); `flushDigests` sends due message digests. */
    notificationMail: Pick<NotificationMailService, 'send' | 'flushDigests'>;
  }
}

/** The 'message-digests' job looks for digests whose window ended this often (so one goes out at most this long after its window). */
const DIGEST_SWEEP_MS = 30_000;

/** Notification mail: templates, per-category preferences and unsubscribe links, and the deal-message digest. */
export default fp(
  async (app: FastifyInstance) => {
    const { config, clock } = app;
    const service = createNotificationMailService({
      repo: createNotificationMailRepository(app.database.db),
      users: app.users,
      mailer: app.mailer,
      tokens: createUnsubscribeTokens(loadJwtSecret(config.jwtSecret, config.dataDir)),
      publicUrl: config.publicUrl,
      log: app.log,
      now: clock.now,
    });
    app.jobs.every('message-digests', DIGEST_SWEEP_MS, service.flushDigests);
    app.decorate('notificationMail', { send: service.send, flushDigests: service.flushDigests });
    await app.register(notificationMailRoutes, { mail: service });
  },
  { name: 'notification-mail', dependencies: ['database', 'jobs', 'mail', 'users'] },
);
