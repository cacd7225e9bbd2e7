import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from './browser';

/** The newest message in the local outbox sent to `to`, waiting for it up to `timeoutMs`. */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(dataDir(), 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      if (text.includes(`To: ${to}`)) return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} in ${dir}`);
}

/** The reset token of a password-reset mail. */
export function resetTokenOf(mail: string): string {
  const match = /reset token on the password reset page: (\S+)/.exec(mail.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error('No reset token in the mail');
  return match[1];
}
