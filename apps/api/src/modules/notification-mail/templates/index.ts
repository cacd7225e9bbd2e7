import { NOTIFICATION_MAIL_TEXTS, type Notification } from '@ctp/domain';
import { renderLayout, type RenderedMail } from './layout';

export { escapeHtml, renderLayout, type MailContent, type RenderedMail } from './layout';

/** Where the mail's links point: the configured public URL, and the recipient's unsubscribe link for the category. */
export interface MailLinks {
  /** The item's app path made absolute, or null. */
  item: string | null;
  unsubscribe: string;
}

/** One notification as a mail: its title is the subject, its body the message. */
export function renderNotificationMail(recipient: { firstName: string }, notification: Pick<Notification, 'category' | 'title' | 'body'>, links: MailLinks): RenderedMail {
  return renderLayout({
    subject: notification.title,
    firstName: recipient.firstName,
    paragraphs: [notification.body],
    link: links.item,
    category: notification.category,
    unsubscribeUrl: links.unsubscribe,
  });
}

/** The messages of one deal collected over a digest window, as one mail. */
export function renderDigestMail(
  recipient: { firstName: string },
  category: Notification['category'],
  items: Array<{ title: string; body: string }>,
  links: MailLinks,
): RenderedMail {
  return renderLayout({
    subject: NOTIFICATION_MAIL_TEXTS.digestSubject(items.length),
    firstName: recipient.firstName,
    paragraphs: [NOTIFICATION_MAIL_TEXTS.digestIntro(items.length)],
    items,
    link: links.item,
    category,
    unsubscribeUrl: links.unsubscribe,
  });
}
