/**
 * Notifications (issue 14): what the platform tells a user about their orders, deals, contracts and documents, and
 * the desk about work waiting for it. Stored one row per recipient, listed newest first in every portal's notification
 * centre, pushed live (SSE) and mailed by category. The shapes of GET /api/v1/notifications and
 * POST /api/v1/notifications/read, and every notification's user-facing text (written here once).
 */
import { z } from 'zod';
import { pageQueryFields } from './contracts';

/** The category of a notification: what the user's email switches and unsubscribe links are about. */
export const NOTIFICATION_CATEGORIES = ['trading', 'deals', 'contracts', 'documents', 'price_alerts', 'weekly_brief', 'desk'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** What a notification is about, so a client can invalidate the matching queries and open the item. */
export const NOTIFICATION_SUBJECT_TYPES = ['order', 'deal', 'contract', 'document', 'inquiry', 'price_alert', 'user'] as const;
export type NotificationSubjectType = (typeof NOTIFICATION_SUBJECT_TYPES)[number];

export const notificationSubjectSchema = z.object({ type: z.enum(NOTIFICATION_SUBJECT_TYPES), id: z.string() });
export type NotificationSubject = z.infer<typeof notificationSubjectSchema>;

export const notificationSchema = z
  .object({
    id: z.string(),
    category: z.enum(NOTIFICATION_CATEGORIES),
    /** What happened, as a dotted name (`deal.offer_made`, `order.approved`, `desk.order_submitted`, ...). */
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    /** An app path into the recipient's portal (`/portal-trader/deals?deal=…`), or null when there is nothing to open. */
    link: z.string().nullable(),
    subject: notificationSubjectSchema.nullable(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** A notification as a producer hands it to `app.notifications.notify`: the stored fields without id, state and time. */
export type NotificationContent = Pick<Notification, 'category' | 'kind' | 'title' | 'body' | 'link' | 'subject'>;

/** `unreadOnly` comes as a query string: only `true` and `false` are accepted. */
const queryBoolean = z.enum(['true', 'false'], { error: 'unreadOnly must be true or false' }).transform((value) => value === 'true');

/** GET /api/v1/notifications: the caller's notifications, newest first, paged; `unreadOnly=true` keeps the unread. */
export const notificationListQuerySchema = z.object({ ...pageQueryFields, unreadOnly: queryBoolean.optional() }).strict();
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int().nonnegative(),
  /** Every unread notification of the caller, whatever the page and filter (the bell's count). */
  unread: z.number().int().nonnegative(),
  page: z.number().int(),
  totalPages: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const NOTIFICATION_LIMITS = { idsPerRequest: 100 } as const;

/** POST /api/v1/notifications/read: mark some of the caller's notifications read, or all of them. */
export const markNotificationsReadRequestSchema = z.union(
  [
    z
      .object({
        ids: z
          .array(z.uuid('Each notification id must be a valid id'))
          .min(1, 'Name at least one notification')
          .max(NOTIFICATION_LIMITS.idsPerRequest, `At most ${NOTIFICATION_LIMITS.idsPerRequest} notifications at a time`),
      })
      .strict(),
    z.object({ all: z.literal(true, { error: 'all must be true' }) }).strict(),
  ],
  { error: 'Send { "ids": [...] } or { "all": true }' },
);
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>;

/** The answer to marking read: how many of the caller's notifications are still unread. */
export const notificationUnreadSchema = z.object({ unread: z.number().int().nonnegative() });
export type NotificationUnread = z.infer<typeof notificationUnreadSchema>;

/** Links into a portal's tabs, opened on the item (the tabs read these query parameters). */
export const notificationLinks = {
  deal: (portal: string, dealId: string) => `${portal}/deals?deal=${encodeURIComponent(dealId)}`,
  contract: (portal: string, contractId: string) => `${portal}/contracts?contract=${encodeURIComponent(contractId)}`,
  documents: (portal: string) => `${portal}/documents`,
  trading: (portal: string) => `${portal}/trading`,
  profile: (portal: string) => `${portal}/profile`,
  /** The desk's tabs. */
  adminTrades: (portal: string) => `${portal}/trades`,
  adminMatching: (portal: string) => `${portal}/matching`,
  adminDocuments: (portal: string) => `${portal}/documents`,
  adminAlerts: (portal: string) => `${portal}/alerts`,
  /** The admin dashboard holds the inquiry inbox. */
  adminInquiries: (portal: string) => portal,
} as const;

/** Every notification's title and body, by kind; `ref` is a short reference to the item (an order or deal number). */
export const NOTIFICATION_TEXTS = {
  orderApproved: { title: 'Order approved', body: (ref: string) => `Your order ${ref} was approved and is now active for matching.` },
  orderRejected: { title: 'Order rejected', body: (ref: string) => `Your order ${ref} was rejected by the desk.` },
  matchConfirmed: { title: 'Match confirmed', body: (ref: string) => `Your order was matched (${ref}). The deal room is open: review the desk's offer.` },
  offerMade: { title: 'New offer', body: (ref: string) => `The other party made a counter-offer in deal ${ref}.` },
  offerAccepted: { title: 'Offer accepted', body: (ref: string) => `Your offer in deal ${ref} was accepted.` },
  offerRejected: { title: 'Offer rejected', body: (ref: string) => `Your offer in deal ${ref} was rejected.` },
  dealAgreed: { title: 'Deal agreed', body: (ref: string) => `Both parties agreed the terms of deal ${ref}. The contract is being prepared.` },
  dealMessage: { title: 'New message', body: (ref: string) => `There is a new message in deal ${ref}.` },
  dealDocumentShared: { title: 'Document shared', body: (ref: string) => `A document was shared with you in deal ${ref}.` },
  contractToSign: { title: 'Contract to sign', body: (ref: string) => `Contract ${ref} is ready for your signature.` },
  contractSignedByOther: { title: 'Contract signed by the other party', body: (ref: string) => `The other party signed contract ${ref}.` },
  contractExecuted: { title: 'Contract executed', body: (ref: string) => `Contract ${ref} was executed.` },
  contractCancelled: { title: 'Contract cancelled', body: (ref: string) => `Contract ${ref} was cancelled.` },
  /** Titled by the review's own words (ADMIN_DOCUMENT_TEXTS.verified and .rejected). */
  documentVerified: { body: (name: string) => `Your document "${name}" was verified.` },
  documentRejected: { body: (name: string) => `Your document "${name}" was rejected. Please upload a new one.` },
  kycApproved: { title: 'KYC approved', body: () => 'Your identity verification (KYC) was approved.' },
  deskOrderSubmitted: { title: 'Order awaiting approval', body: (ref: string) => `Order ${ref} is waiting for approval.` },
  deskDocumentUploaded: { title: 'Document to review', body: (name: string) => `A new document "${name}" is waiting for review.` },
  deskMailFailed: { title: 'Mail not delivered', body: (to: string, attempts: number) => `A message to ${to} could not be delivered after ${attempts} attempts.` },
  deskMatchSuggested: {
    title: 'High-compatibility match',
    body: (ref: string, score: number) => `Orders ${ref} match with a score of ${score}: ready to confirm in Trade Matching.`,
  },
  deskInquiryReceived: { title: 'New inquiry', body: (name: string) => `A new inquiry arrived from ${name}.` },
  /** A document named in a notification once it is gone (deleted meanwhile). */
  unnamedDocument: 'document',
  /** The sender of an inquiry whose name is not known. */
  unknownSender: 'a visitor',
} as const;

/** A short, readable reference to an item by its id (the first block of the UUID, upper case). */
export const shortRef = (id: string) => (id.split('-')[0] ?? id).toUpperCase();
