import { notificationMailTexts, type Language, type Notification } from '@ctp/domain';
import { translateLines, translateText } from '@ctp/domain/translations';
import { arabicReady } from '@ctp/domain/arabic';
import { renderLayout, type RenderedMail } from './layout';

export { escapeHtml, renderLayout, type MailContent, type RenderedMail } from './layout';

/** Where the mail's links point: the configured public URL, and the recipient's unsubscribe link for the category. */
export interface MailLinks {
  /** The item's app path made absolute, or null. */
  item: string | null;
  unsubscribe: string;
}

/** A mail's recipient: the name it greets, the language it is written in. */
export interface MailRecipient {
  firstName: string;
  language: Language;
}

// Imported for its registrations (a bare import is dropped by the bundler: @ctp/domain declares no side effects).
if (!arabicReady()) throw new Error('The Arabic of the domain texts is not registered');

/**
 * A stored notification's words in the recipient's language: notifications are stored in English (the API answers in
 * English), and each text is found again by its words (translateText). A text without Arabic stays English.
 */
const inRecipientLanguage = (item: { title: string; body: string }, language: Language) => ({
  title: translateText(item.title, language),
  // A body of several lines (the weekly brief) is read line by line when it is not known whole.
  body: translateLines(item.body, language),
});

/** One notification as a mail: its title is the subject, its body the message. */
export function renderNotificationMail(recipient: MailRecipient, notification: Pick<Notification, 'category' | 'title' | 'body'>, links: MailLinks): RenderedMail {
  const { title, body } = inRecipientLanguage(notification, recipient.language);
  return renderLayout({
    language: recipient.language,
    subject: title,
    firstName: recipient.firstName,
    paragraphs: [body],
    link: links.item,
    category: notification.category,
    unsubscribeUrl: links.unsubscribe,
  });
}

/** The messages of one deal collected over a digest window, as one mail. */
export function renderDigestMail(
  recipient: MailRecipient,
  category: Notification['category'],
  items: Array<{ title: string; body: string }>,
  links: MailLinks,
): RenderedMail {
  const texts = notificationMailTexts(recipient.language);
  return renderLayout({
    language: recipient.language,
    subject: texts.digestSubject(items.length),
    firstName: recipient.firstName,
    paragraphs: [texts.digestIntro(items.length)],
    items: items.map((item) => inRecipientLanguage(item, recipient.language)),
    link: links.item,
    category,
    unsubscribeUrl: links.unsubscribe,
  });
}
