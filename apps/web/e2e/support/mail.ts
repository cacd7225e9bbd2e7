import fs from 'node:fs';
import path from 'node:path';
import { baseUrl, dataDir } from './browser';

export interface MailWait {
  /** Text the mail must hold, such as its subject line. */
  containing?: string;
  /** A mail already read: only a newer one will do. */
  after?: string;
  timeoutMs?: number;
}

/**
 * The newest message in the local outbox sent to `to` (as `wait` narrows it: the server writes mail after
 * it answers, so an earlier mail may still be the newest for a moment), waiting for it up to `timeoutMs`.
 */
export async function latestMailTo(to: string, { containing = '', after, timeoutMs = 10_000 }: MailWait = {}): Promise<string> {
  const dir = path.join(dataDir(), 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      if (text === after) break;
      if (text.includes(`To: ${to}`) && text.includes(containing)) return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to}${containing ? ` with '${containing}'` : ''} in ${dir}`);
}

/** The reset token of a password-reset mail. */
export function resetTokenOf(mail: string): string {
  const match = /reset token on the password reset page: (\S+)/.exec(mail.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error('No reset token in the mail');
  return match[1];
}

/** The text of a mail as written: quoted-printable soft breaks joined and escapes decoded (=3D is '='). */
const decoded = (mail: string) =>
  mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The /verify-email link of the newest mail to `to` (sent at registration while requireEmailVerification is on). */
export async function verificationLinkTo(to: string, wait: MailWait = {}): Promise<string> {
  const link = /(https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(decoded(await latestMailTo(to, wait)))?.[1];
  if (!link) throw new Error(`No verification link in the newest mail to ${to}`);
  return link;
}

/**
 * Verifies the email of an account a test registered through the API, as its owner would with the
 * mailed link (requireEmailVerification is on by default, spec 9; unverified accounts cannot use their portal).
 */
export async function verifyEmailOf(email: string): Promise<void> {
  const token = new URL(await verificationLinkTo(email)).searchParams.get('token');
  const response = await fetch(`${baseUrl()}/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) throw new Error(`POST /auth/verify-email answered ${response.status}: ${await response.text()}`);
}
