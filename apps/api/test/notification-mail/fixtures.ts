import { DEFAULT_NOTIFICATION_PREFERENCES, type Notification, type NotificationCategory, type NotificationPreferences } from '@ctp/domain';
import { expect } from 'vitest';
import type { Mail } from '../../src/plugins/mailer';
import { RELAXED, testClock, type TestClock } from '../auth/fixtures';
import { account, START, type Account } from '../contracts/fixtures';
import { buildTestApp, call, type TestApp } from '../helpers';

export const PUBLIC_URL = 'https://desk.example.com';

export async function mailApp(options: { clock?: TestClock; mailTransport?: { deliver(mail: Mail): Promise<void> } } = {}) {
  const clock = options.clock ?? testClock(START);
  const t = await buildTestApp({ ...RELAXED, PUBLIC_URL }, { now: clock.now, ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}) });
  return { t, clock };
}

/** A notification as app.notifications hands it over (N1 stores it first; these tests call `send` directly). */
export function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: crypto.randomUUID(),
    category: 'deals',
    kind: 'deal.offer_made',
    title: 'New offer',
    body: 'The other party made a counter-offer in deal 1A2B3C4D.',
    link: '/portal-trader/deals?deal=1a2b3c4d',
    subject: { type: 'deal', id: crypto.randomUUID() },
    read: false,
    createdAt: new Date(START).toISOString(),
    ...overrides,
  };
}

export const CATEGORY_KINDS: Record<NotificationCategory, string> = {
  trading: 'order.matched',
  deals: 'deal.offer_made',
  contracts: 'contract.to_sign',
  documents: 'document.rejected',
  price_alerts: 'price_alert.crossed',
  weekly_brief: 'weekly_brief.ready',
  desk: 'desk.order_submitted',
};

/** Saves the user's Settings switches through the API, as the Settings tab does. */
export async function savePreferences(t: TestApp, who: Account, changes: Partial<NotificationPreferences>) {
  const res = await call(t.app, 'PUT', '/api/v1/users/me/preferences', { token: who.token, body: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...changes } });
  expect(res.statusCode, res.body).toBe(200);
}

/** Mails delivered to `who` since `before` (delivers what is due first). */
export async function mailsTo(t: TestApp, who: { email: string }): Promise<Mail[]> {
  return (await t.mails()).filter((mail) => mail.to === who.email);
}

/** The unsubscribe URL a mail carries in its List-Unsubscribe header. */
export function unsubscribeUrlOf(mail: Mail): URL {
  const header = mail.headers?.['List-Unsubscribe'];
  expect(header).toMatch(/^<https:\/\/desk\.example\.com\/api\/v1\/notifications\/unsubscribe\?token=[^>]+>$/);
  return new URL(header!.slice(1, -1));
}

export { account, call };
