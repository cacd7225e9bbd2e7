import { NOTIFICATION_TEXTS, notificationLinks, type Notification } from '@ctp/domain';
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

/** The mail side of a notification, as the notification-mail module decorates it. */
interface NotificationMailer {
  send(recipient: { id: string }, notification: Notification): Promise<void>;
}

/**
 * Notifications (issue 14): the store, the notification centre's routes, and the subscribers that turn domain events
 * into notifications for the users concerned. Registered after every domain module whose events it reads.
 */
export default fp(
  async (app: FastifyInstance) => {
    const repo = createNotificationsRepository(app.database.db);
    // The live push and mail plugins are read when a notification is sent, and skipped when the app runs without them.
    const channels = (): NotificationChannels => {
      const mailer = app.hasDecorator('notificationMail') ? (app as unknown as { notificationMail: NotificationMailer }).notificationMail : undefined;
      return {
        publish: app.hasDecorator('liveEvents') ? (userId, data) => app.liveEvents.publish(userId, { type: 'notification', data }) : undefined,
        mail: mailer ? (userId, notification) => mailer.send({ id: userId }, notification) : undefined,
      };
    };
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
  { name: 'notifications', dependencies: ['database', 'events', 'mail'] },
);
