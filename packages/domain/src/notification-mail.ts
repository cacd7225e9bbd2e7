/**
 * Notification mail (issue 14): the unsubscribe link every notification mail carries, and the words of the mails.
 * GET /api/v1/notifications/unsubscribe?token=… turns one category of mail off for the token's user.
 */
import { z } from 'zod';
import type { Language } from './languages';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from './notifications';

/** The name the mails are signed with. */
export const MAIL_BRAND_NAME = 'Oman Commodities Group';

/** How long deal messages are collected into one digest per deal and recipient (the first one mails at once). */
export const MESSAGE_DIGEST_WINDOW_MS = 15 * 60_000;

/** The `code` of a refused unsubscribe link (tampered, truncated, or for another server). */
export const UNSUBSCRIBE_TOKEN_INVALID = 'UNSUBSCRIBE_TOKEN_INVALID';

export const unsubscribeQuerySchema = z
  .object({ token: z.string({ error: 'The unsubscribe link is incomplete' }).min(1, 'The unsubscribe link is incomplete').max(512, 'The unsubscribe link is not valid') })
  .strict();
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

export const unsubscribeResponseSchema = z
  .object({ success: z.literal(true), category: z.enum(NOTIFICATION_CATEGORIES), message: z.string() })
  .meta({ id: 'UnsubscribeResult' });
export type UnsubscribeResult = z.infer<typeof unsubscribeResponseSchema>;

/** What a category's mails are about, as the footer and the unsubscribe confirmation name them. */
export const MAIL_CATEGORY_LABELS = {
  trading: 'order updates',
  deals: 'deal updates',
  contracts: 'contract updates',
  documents: 'document updates',
  price_alerts: 'price alerts',
  weekly_brief: 'the weekly market brief',
  desk: 'desk notices',
} as const satisfies Record<NotificationCategory, string>;

export const NOTIFICATION_MAIL_TEXTS = {
  greeting: (firstName: string) => `Hello ${firstName},`,
  open: 'Open it in your portal',
  digestSubject: (count: number) => `${count} new messages in your deal`,
  digestIntro: (count: number) => `There ${count === 1 ? 'is 1 new message' : `are ${count} new messages`} in your deal:`,
  footer: (category: NotificationCategory) => `You receive this email for ${MAIL_CATEGORY_LABELS[category]}.`,
  unsubscribe: (category: NotificationCategory) => `Unsubscribe from ${MAIL_CATEGORY_LABELS[category]}`,
  unsubscribed: (category: NotificationCategory) => `You will no longer receive emails about ${MAIL_CATEGORY_LABELS[category]}.`,
  tokenInvalid: 'This unsubscribe link is not valid. Turn the email off in your portal’s Settings instead.',
} as const;

/** What a category's mails are about, in Arabic (the footer and the unsubscribe confirmation). */
export const MAIL_CATEGORY_LABELS_AR = {
  trading: 'تحديثات الطلبات',
  deals: 'تحديثات الصفقات',
  contracts: 'تحديثات العقود',
  documents: 'تحديثات المستندات',
  price_alerts: 'تنبيهات الأسعار',
  weekly_brief: 'النشرة الأسبوعية للأسواق',
  desk: 'إشعارات مكتب التداول',
} as const satisfies Record<NotificationCategory, string>;

/** The words of the notification mails in Arabic (issue 17): the same keys and values as NOTIFICATION_MAIL_TEXTS. */
export const NOTIFICATION_MAIL_TEXTS_AR = {
  greeting: (firstName: string) => `مرحباً ${firstName}،`,
  open: 'افتحه في بوابتك',
  digestSubject: (count: number) => (count === 1 ? 'رسالة جديدة واحدة في صفقتك' : count === 2 ? 'رسالتان جديدتان في صفقتك' : count <= 10 ? `${count} رسائل جديدة في صفقتك` : `${count} رسالة جديدة في صفقتك`),
  digestIntro: (count: number) =>
    count === 1 ? 'توجد رسالة جديدة واحدة في صفقتك:' : count === 2 ? 'توجد رسالتان جديدتان في صفقتك:' : count <= 10 ? `توجد ${count} رسائل جديدة في صفقتك:` : `توجد ${count} رسالة جديدة في صفقتك:`,
  footer: (category: NotificationCategory) => `تصلك هذه الرسالة لأنك مشترك في ${MAIL_CATEGORY_LABELS_AR[category]}.`,
  unsubscribe: (category: NotificationCategory) => `إلغاء الاشتراك في ${MAIL_CATEGORY_LABELS_AR[category]}`,
  unsubscribed: (category: NotificationCategory) => `لن تصلك بعد الآن رسائل بريد إلكتروني بشأن ${MAIL_CATEGORY_LABELS_AR[category]}.`,
  tokenInvalid: 'رابط إلغاء الاشتراك هذا غير صالح. يمكنك إيقاف هذه الرسائل من الإعدادات في بوابتك بدلاً من ذلك.',
} as const satisfies { [K in keyof typeof NOTIFICATION_MAIL_TEXTS]: (typeof NOTIFICATION_MAIL_TEXTS)[K] extends string ? string : (typeof NOTIFICATION_MAIL_TEXTS)[K] };

/** The notification mails' words in a language. */
export const notificationMailTexts = (language: Language) => (language === 'ar' ? NOTIFICATION_MAIL_TEXTS_AR : NOTIFICATION_MAIL_TEXTS);
