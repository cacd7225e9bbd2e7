import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serialRounds } from '../../lib/serial-rounds';
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

/** Digests whose window ended are looked for this often (so one goes out at most this long after its window). */
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
    const sweeps = serialRounds(service.flushDigests, (err) => app.log.error({ err }, 'message digest sweep failed'));
    const timer = setInterval(() => void sweeps.run(), DIGEST_SWEEP_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeps.current();
    });
    app.decorate('notificationMail', { send: service.send, flushDigests: sweeps.run });
    await app.register(notificationMailRoutes, { mail: service });
  },
  { name: 'notification-mail', dependencies: ['database', 'mail', 'users'] },
);
