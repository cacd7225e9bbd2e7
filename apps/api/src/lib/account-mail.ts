import { LANGUAGE_SETTINGS, MAIL_BRAND_NAME, type Language } from '@ctp/domain';
import type { Mail, MailCategory } from '../plugins/mailer';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A line that is only a link is shown as one in the HTML part. */
const isUrl = (line: string) => /^https?:\/\/\S+$/.test(line);

/**
 * An account mail (reset, verification, invitation, security notice, order decision) in its recipient's language.
 * English mail is plain text, as it always was. Arabic mail adds an HTML part laid out right to left
 * (`<html lang="ar" dir="rtl">`): a plain-text part alone is shown left to right by most mail readers. Links are the
 * same in both languages.
 */
export function accountMail(input: { to: string; subject: string; lines: string[]; language: Language; category?: MailCategory }): Mail {
  const text = input.lines.join('\n');
  const category = input.category ? { category: input.category } : {};
  if (input.language === 'en') return { to: input.to, subject: input.subject, ...category, text };
  const { dir } = LANGUAGE_SETTINGS[input.language];
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => (isUrl(line) ? `<a href="${escapeHtml(line)}" dir="ltr">${escapeHtml(line)}</a>` : escapeHtml(line)))
        .join('<br>'),
    )
    .map((p) => `<p>${p}</p>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="${input.language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:24px;background:#f5f5f4;font-family:Tahoma,Arial,sans-serif;color:#1c1917;text-align:start">
<p style="margin:0 0 16px;font-weight:bold;color:#92400e">${escapeHtml(MAIL_BRAND_NAME)}</p>
${paragraphs}
</body>
</html>
`;
  return { to: input.to, subject: input.subject, ...category, text, html };
}
