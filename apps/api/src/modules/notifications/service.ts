import {
  pageCount,
  PORTAL_BY_ROLE,
  type Notification,
  type NotificationContent,
  type NotificationList,
  type MarkNotificationsReadRequest,
  type NotificationUnread,
} from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../../lib/time';
import type { Principal } from '../../plugins/access';
import type { NewNotification, NotificationsRepository } from './repository';

/** Who is told: these users, or the desk (every active administrator). */
export type NotificationRecipients = { userIds: readonly string[] } | { desk: true };

/**
 * What a producer hands to `notify`. The link may depend on the recipient's portal (a buyer and a seller open the
 * same deal under different paths): give a function of the portal path then. `dedupeKey` names the event that caused
 * the notification, so a redelivered event (delivery is at least once) tells each recipient once.
 */
export type NotificationInput = Omit<NotificationContent, 'link'> & {
  link: string | null | ((portal: string) => string);
  dedupeKey?: string;
  /** False keeps it out of email (a mail failure must not cause more mail). Defaults to true. */
  email?: boolean;
};

/** The live push and the email the notification service hands each new notification to (plugins of issue 14). */
export interface NotificationChannels {
  publish?: (userId: string, notification: Notification) => Promise<void>;
  mail?: (userId: string, notification: Notification) => Promise<void>;
}

export interface NotificationServiceDeps {
  repo: NotificationsRepository;
  /** Read on each notification: the channels' plugins may be registered after this module's decorations are read. */
  channels: () => NotificationChannels;
  log: FastifyBaseLogger;
  now: () => number;
}

export function createNotificationService({ repo, channels, log, now }: NotificationServiceDeps) {
  /** Runs a channel and logs its failure: a push or a mail that fails never fails the change that caused it. */
  async function quietly(channel: string, notification: Notification, send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (error) {
      log.warn({ err: error, channel, notificationId: notification.id, kind: notification.kind }, 'notification channel failed');
    }
  }

  return {
    /** Stores one notification per recipient (once per dedupe key), then pushes and mails each new one. */
    async notify(to: NotificationRecipients, input: NotificationInput): Promise<Notification[]> {
      const wanted = 'desk' in to ? await repo.activeAdminIds() : [...new Set(to.userIds)];
      // Unknown users are skipped (the role also says which portal a link opens in).
      const roles = await repo.rolesOf(wanted);
      const createdAt = nowIso(now());
      const rows: NewNotification[] = wanted.flatMap((userId) => {
        const role = roles.get(userId);
        if (!role) return [];
        const link = typeof input.link === 'function' ? input.link(PORTAL_BY_ROLE[role]) : input.link;
        return [
          {
            id: crypto.randomUUID(),
            userId,
            category: input.category,
            kind: input.kind,
            title: input.title,
            body: input.body,
            link,
            subjectType: input.subject?.type ?? null,
            subjectId: input.subject?.id ?? null,
            dedupeKey: input.dedupeKey ?? null,
            createdAt,
          },
        ];
      });
      const stored = await repo.insertNew(rows);
      const fresh = rows.filter((row) => stored.has(row.id));
      const { publish, mail } = channels();
      const notifications: Notification[] = [];
      for (const row of fresh) {
        const notification: Notification = {
          id: row.id,
          category: row.category,
          kind: row.kind,
          title: row.title,
          body: row.body,
          link: row.link,
          subject: input.subject,
          read: false,
          createdAt: row.createdAt,
        };
        notifications.push(notification);
        if (publish) await quietly('live', notification, () => publish(row.userId, notification));
        if (mail && input.email !== false) await quietly('mail', notification, () => mail(row.userId, notification));
      }
      return notifications;
    },

    /** The caller's notifications, newest first, and their unread count. */
    async list(caller: Principal, query: { page: number; limit: number; unreadOnly?: boolean | undefined }): Promise<NotificationList> {
      const { page, limit } = query;
      const [{ items, total }, unread] = await Promise.all([
        repo.list(caller.id, { unreadOnly: query.unreadOnly ?? false, offset: (page - 1) * limit, limit }),
        repo.countUnread(caller.id),
      ]);
      return { notifications: items, total, unread, page, totalPages: pageCount(total, limit) };
    },

    /** Marks the caller's own notifications read (ids of others' match nothing); answers the unread count left. */
    async markRead(caller: Principal, request: MarkNotificationsReadRequest): Promise<NotificationUnread> {
      const ids = 'all' in request ? 'all' : request.ids;
      await repo.markRead(caller.id, ids, nowIso(now()));
      return { unread: await repo.countUnread(caller.id) };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
