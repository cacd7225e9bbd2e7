import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@ctp/domain';

/** What an unsubscribe link stands for: one user's mail of one category. */
export interface UnsubscribeScope {
  userId: string;
  category: NotificationCategory;
}

/**
 * Unsubscribe tokens: `<user id>.<category>.<HMAC-SHA256>` under a key derived from the server's secret for this use
 * alone, so no other signed value (an access token) can pass for one. They do not expire: a mail read a year later
 * still unsubscribes, and all a token can do is turn one category of its own user's mail off.
 */
export function createUnsubscribeTokens(serverSecret: Uint8Array) {
  const key = createHmac('sha256', serverSecret).update('notification-mail/unsubscribe/v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    sign({ userId, category }: UnsubscribeScope): string {
      const payload = `${userId}.${category}`;
      return `${payload}.${mac(payload).toString('base64url')}`;
    },

    /** The scope of a genuine token; undefined for anything else (tampered, truncated, another server's). */
    verify(token: string): UnsubscribeScope | undefined {
      const parts = token.split('.');
      if (parts.length !== 3) return undefined;
      const [userId = '', category = '', signature = ''] = parts;
      const expected = mac(`${userId}.${category}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      if (!(NOTIFICATION_CATEGORIES as readonly string[]).includes(category)) return undefined;
      return { userId, category: category as NotificationCategory };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
