import { LANGUAGE_SETTINGS, MAIL_BRAND_NAME, notificationMailTexts, type Language, type NotificationCategory } from '@ctp/domain';

/** Every value that reaches the HTML part goes through this: names, titles and bodies are user-controlled. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** What a mail says, before it is laid out. */
export interface MailContent {
  subject: string;
  firstName: string;
  /** Paragraphs, as plain text. */
  paragraphs: string[];
  /** Items listed under the paragraphs (a digest's messages). */
  items?: Array<{ title: string; body: string }>;
  /** Absolute URL of the item, when there is one to open. */
  link: string | null;
  category: NotificationCategory;
  /** Absolute URL that unsubscribes the recipient from `category`. */
  unsubscribeUrl: string;
  /** The recipient's language: the mail's words, and the direction of its HTML part. */
  language: Language;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The one layout of notification mail: a plain-text part and an HTML part saying the same, with the brand and footer. */
export function renderLayout(content: MailContent): RenderedMail {
  const texts = notificationMailTexts(content.language);
  const { dir } = LANGUAGE_SETTINGS[content.language];
  // English keeps the markup it always had; Arabic is laid out right to left.
  const htmlAttributes = content.language === 'en' ? 'lang="en"' : `lang="${content.language}" dir="${dir}"`;
  const text = [
    texts.greeting(content.firstName),
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.items ?? []).flatMap((item) => [`- ${item.title}: ${item.body}`]),
    ...(content.items?.length ? [''] : []),
    ...(content.link ? [`${texts.open}: ${content.link}`, ''] : []),
    '--',
    MAIL_BRAND_NAME,
    texts.footer(content.category),
    `${texts.unsubscribe(content.category)}: ${content.unsubscribeUrl}`,
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html ${htmlAttributes}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td>
<p style="margin:0 0 16px;font-weight:bold;color:#92400e">${e(MAIL_BRAND_NAME)}</p>
<p>${e(texts.greeting(content.firstName))}</p>
${content.paragraphs.map((p) => `<p>${e(p)}</p>`).join('\n')}
${content.items?.length ? `<ul>${content.items.map((item) => `<li><strong>${e(item.title)}</strong>: ${e(item.body)}</li>`).join('')}</ul>` : ''}
${content.link ? `<p><a href="${e(content.link)}" style="display:inline-block;padding:10px 16px;background:#92400e;color:#ffffff;text-decoration:none;border-radius:6px">${e(texts.open)}</a></p>` : ''}
<hr style="border:none;border-top:1px solid #e7e5e4;margin:24px 0 12px">
<p style="font-size:12px;color:#57534e">${e(texts.footer(content.category))} <a href="${e(content.unsubscribeUrl)}" style="color:#57534e">${e(texts.unsubscribe(content.category))}</a></p>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: content.subject, text, html };
}
