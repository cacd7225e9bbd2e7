import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  MESSAGE_DIGEST_WINDOW_MS,
  NOTIFICATION_MAIL_TEXTS,
  UNSUBSCRIBE_TOKEN_INVALID,
  type Notification,
  type NotificationCategory,
  type Language,
  type NotificationPreferences,
  type UnsubscribeResult,
} from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Mailer } from '../../plugins/mailer';
import type { UsersRepository } from '../users';
import type { DigestItem, NotificationMailRepository } from './repository';
import { renderDigestMail, renderNotificationMail, type RenderedMail } from './templates';
import type { UnsubscribeTokens } from './unsubscribe-token';

/**
 * Kinds another module already mails about in its own words: the order decision mail (modules/orders/decision-mail.ts)
 * names the desk's reason, which the notification does not carry, and is covered by tests of its own. Skipped here so
 * the owner gets one mail per decision, not two.
 */
const KINDS_MAILED_ELSEWHERE = new Set(['order.approved', 'order.rejected']);

/** The kind whose mails are collected into one digest per deal and recipient per window. */
const DIGESTED_KIND = 'deal.message';

/** Categories with a Settings switch of their own; every other category follows "Email notifications". */
const DEDICATED_PREFERENCE: Partial<Record<NotificationCategory, keyof NotificationPreferences>> = {
  price_alerts: 'priceAlerts',
  weekly_brief: 'weeklyBrief',
};

const preferenceFor = (category: NotificationCategory): keyof NotificationPreferences => DEDICATED_PREFERENCE[category] ?? 'emailNotifications';

export interface NotificationMailDeps {
  repo: NotificationMailRepository;
  users: Pick<UsersRepository, 'findById' | 'findPreferences' | 'savePreferences'>;
  /** The gated mailer of plugins/mail.ts: the system's emailNotifications / adminAlerts switches apply there. */
  mailer: Mailer;
  tokens: UnsubscribeTokens;
  /** The configured public base URL (no trailing slash): links in mail are absolute. */
  publicUrl: string;
  log: FastifyBaseLogger;
  now: () => number;
}

interface Recipient {
  id: string;
  email: string;
  firstName: string;
  language: Language;
}

/**
 * Mail for notifications: one per notification, from the templates, to users whose preferences and opt-outs allow
 * its category; deal messages as a digest. Nothing here fails the caller: a notification is already stored and
 * pushed when its mail is prepared, so a mail problem is logged, and a delivery problem is the outbox's (retries,
 * then a System Alert).
 */
export function createNotificationMailService(deps: NotificationMailDeps) {
  const { repo, users, mailer, tokens, publicUrl, log, now } = deps;

  const unsubscribeUrl = (userId: string, category: NotificationCategory) =>
    `${publicUrl}/api/v1/notifications/unsubscribe?token=${encodeURIComponent(tokens.sign({ userId, category }))}`;
  /** Notification links are app paths; anything else (an absolute URL) is not ours to put in a mail. */
  const absolute = (link: string | null) => (link && link.startsWith('/') && !link.startsWith('//') ? `${publicUrl}${link}` : null);

  /** The recipient when they want mail of this category: account known, preference on, not unsubscribed. */
  async function wantsMail(userId: string, category: NotificationCategory): Promise<Recipient | undefined> {
    const account = await users.findById(userId);
    if (!account) return undefined;
    const preferences = (await users.findPreferences(userId))?.preferences ?? DEFAULT_NOTIFICATION_PREFERENCES;
    if (!preferences[preferenceFor(category)]) return undefined;
    if (await repo.isOptedOut(userId, category)) return undefined;
    return { id: account.id, email: account.email, firstName: account.firstName, language: account.language };
  }

  async function queue(recipient: Recipient, category: NotificationCategory, mail: RenderedMail): Promise<void> {
    const unsubscribe = unsubscribeUrl(recipient.id, category);
    await mailer.send({
      to: recipient.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
      // Desk notices follow the system's Admin Alerts switch; the rest its Email Notifications switch.
      category: category === 'desk' ? 'admin-alert' : 'notification',
    });
  }

  const linksFor = (recipient: Recipient, category: NotificationCategory, link: string | null) => ({
    item: absolute(link),
    unsubscribe: unsubscribeUrl(recipient.id, category),
  });

  async function sendDigest(recipient: Recipient, category: NotificationCategory, items: Array<Pick<DigestItem, 'title' | 'body' | 'link'>>): Promise<void> {
    const link = items.at(-1)?.link ?? null;
    await queue(recipient, category, renderDigestMail(recipient, category, items, linksFor(recipient, category, link)));
  }

  /**
   * A deal message: the first of a window mails at once and opens the window; later ones wait in the digest until the
   * window ends (the sweep, or the next message after it, sends them as one mail and opens the next window).
   */
  async function collectMessage(recipient: Recipient, notification: Notification, dealId: string): Promise<void> {
    const at = now();
    const item: DigestItem = {
      notification_id: notification.id,
      user_id: recipient.id,
      deal_id: dealId,
      title: notification.title,
      body: notification.body,
      link: notification.link,
      created_at: notification.createdAt,
    };
    const window = await repo.windowOf(recipient.id, dealId);
    if (window && window.window_ends_at > nowIso(at)) return repo.addItem(item);
    if (!(await repo.claimWindow(recipient.id, dealId, window?.window_ends_at, nowIso(at + MESSAGE_DIGEST_WINDOW_MS)))) {
      // Another message (or instance) opened the window a moment ago: this one waits for its digest.
      return repo.addItem(item);
    }
    const pending = await repo.takeItems(recipient.id, dealId);
    if (pending.length === 0) {
      await queue(recipient, notification.category, renderNotificationMail(recipient, notification, linksFor(recipient, notification.category, notification.link)));
    } else {
      await sendDigest(recipient, notification.category, [...pending, item]);
    }
  }

  return {
    /** Mails one notification to its recipient, when they want it; never throws. */
    async send(recipient: { id: string }, notification: Notification): Promise<void> {
      try {
        if (KINDS_MAILED_ELSEWHERE.has(notification.kind)) return;
        const to = await wantsMail(recipient.id, notification.category);
        if (!to) return;
        if (notification.kind === DIGESTED_KIND && notification.subject?.type === 'deal') {
          await collectMessage(to, notification, notification.subject.id);
          return;
        }
        await queue(to, notification.category, renderNotificationMail(to, notification, linksFor(to, notification.category, notification.link)));
      } catch (err) {
        log.error({ err, userId: recipient.id, notificationId: notification.id, kind: notification.kind }, 'notification mail failed');
      }
    },

    /** Sends the digests whose window has ended; run by a timer, and by tests after moving the clock. */
    async flushDigests(): Promise<void> {
      const at = now();
      for (const window of await repo.endedWindows(nowIso(at))) {
        try {
          if (!(await repo.hasItems(window.user_id, window.deal_id))) {
            await repo.dropWindowIfQuiet(window.user_id, window.deal_id, window.window_ends_at);
            continue;
          }
          if (!(await repo.claimWindow(window.user_id, window.deal_id, window.window_ends_at, nowIso(at + MESSAGE_DIGEST_WINDOW_MS)))) continue;
          const items = await repo.takeItems(window.user_id, window.deal_id);
          // Preferences are asked again: the recipient may have turned deal mail off while the messages waited.
          const to = await wantsMail(window.user_id, 'deals');
          if (to && items.length > 0) await sendDigest(to, 'deals', items);
        } catch (err) {
          log.error({ err, userId: window.user_id, dealId: window.deal_id }, 'message digest failed');
        }
      }
    },

    /** Turns the token's category of mail off for its user: the Settings switch where there is one, else an opt-out. */
    async unsubscribe(token: string): Promise<UnsubscribeResult> {
      const scope = tokens.verify(token);
      const account = scope && (await users.findById(scope.userId));
      if (!scope || !account) throw new AppError(400, UNSUBSCRIBE_TOKEN_INVALID, NOTIFICATION_MAIL_TEXTS.tokenInvalid);
      const dedicated = DEDICATED_PREFERENCE[scope.category];
      if (dedicated) {
        const preferences = (await users.findPreferences(scope.userId))?.preferences ?? DEFAULT_NOTIFICATION_PREFERENCES;
        await users.savePreferences(scope.userId, { ...preferences, [dedicated]: false });
      } else {
        await repo.optOut(scope.userId, scope.category, nowIso(now()));
      }
      return { success: true, category: scope.category, message: NOTIFICATION_MAIL_TEXTS.unsubscribed(scope.category) };
    },
  };
}

export type NotificationMailService = ReturnType<typeof createNotificationMailService>;
