import { NOTIFICATION_TEXTS, notificationLinks } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotificationsRepository } from './repository';
import { notificationRoutes } from './routes';
import { createNotificationService, type NotificationChannels, type NotificationService } from './service';
import { subscribeNotifications } from './subscribers';

export type { NotificationInput, NotificationRecipients, NotificationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells users (or the desk) of what concerns them: stored, pushed live, mailed (issue 14). */
    notifications: Pick<NotificationService, 'notify'>;
  }
}

/**
 * Notifications (issue 14): the store, the notification centre's routes, and the subscribers that turn domain events
 * into notifications for the users concerned. Registered after every domain module whose events it reads.
 */
export default fp(
  async (app: FastifyInstance) => {
    const repo = createNotificationsRepository(app.database.db);
    const channels = (): NotificationChannels => ({
      publish: (userId, data) => app.liveEvents.publish(userId, { type: 'notification', data }),
      mail: (userId, notification) => app.notificationMail.send({ id: userId }, notification),
    });
    const notifications = createNotificationService({ repo, channels, log: app.log, now: app.clock.now });
    app.decorate('notifications', { notify: notifications.notify });
    subscribeNotifications(app.events, notifications.notify, repo);

    app.mailSender.onGaveUp(async (mail) => {
      await notifications.notify(
        { desk: true },
        {
          category: 'desk',
          kind: 'desk.mail_failed',
          title: NOTIFICATION_TEXTS.deskMailFailed.title,
          body: NOTIFICATION_TEXTS.deskMailFailed.body(mail.to, mail.attempts),
          link: notificationLinks.adminAlerts,
          subject: null,
          dedupeKey: `desk.mail_failed:${mail.id}`,
          // Mail about undeliverable mail could fail the same way, and fail again.
          email: false,
        },
      );
    });

    await app.register(notificationRoutes, { notifications });
  },
  { name: 'notifications', dependencies: ['database', 'events', 'mail', 'live-events', 'notification-mail'] },
);
