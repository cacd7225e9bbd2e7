import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema';

/**
 * Why a message is sent, which decides whether the system settings let it out (spec 3 Notifications):
 * 'account' mail (verification, reset, invitation, two-factor) always goes; 'notification' mail only while
 * emailNotifications is on; 'admin-alert' mail only while adminAlerts is on.
 */
export type MailCategory = 'account' | 'notification' | 'admin-alert';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Defaults to 'account'. */
  category?: MailCategory;
  /** An HTML alternative to `text` (notification mail); `text` stays the plain-text part. */
  html?: string | undefined;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string> | undefined;
}

/**
 * What modules send mail through. `send` stores the message in the outbox (plugins/mail-outbox.ts), inside the
 * caller's transaction when one is passed, and returns at once; the sender delivers it later.
 */
export interface Mailer {
  send(mail: Mail, trx?: Kysely<Database>): Promise<void>;
}

/** Delivers one message now: SMTP, the local .eml folder, or a test's capture. */
export interface MailTransport {
  deliver(mail: Mail): Promise<void>;
}

/** The nodemailer message of a mail: the plain-text part, and the HTML part and headers when it has them. */
const message = (from: string, mail: Mail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  ...(mail.html ? { html: mail.html } : {}),
  ...(mail.headers ? { headers: mail.headers } : {}),
});

/**
 * Sends through SMTP_URL when set; otherwise writes each message as an .eml file to DATA_DIR/mail so the flows
 * that need email work on a machine with no mail server. Neither logs the message: it may hold a link or token.
 */
export function createMailTransport(options: { smtpUrl?: string | undefined; from: string; outboxDir: string; log: FastifyBaseLogger }): MailTransport {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async deliver(mail) {
        await transport.sendMail(message(options.from, mail));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(mail) {
      const info = await transport.sendMail(message(options.from, mail));
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the local outbox');
    },
  };
}

/** The two switches of spec 3 Notifications that hold mail back. */
export interface MailSwitches {
  emailNotifications: boolean;
  adminAlerts: boolean;
}

/**
 * Wraps a mailer so that the categories the administrator switched off are dropped (and logged) instead
 * of stored. Applied in app.ts around the outbox, so every sender sees the gate.
 */
export function gateMailer(inner: Mailer, switches: () => Promise<MailSwitches>, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail, trx) {
      const category = mail.category ?? 'account';
      if (category !== 'account') {
        const on = await switches();
        const allowed = category === 'notification' ? on.emailNotifications : on.adminAlerts;
        if (!allowed) {
          log.info({ to: mail.to, subject: mail.subject, category }, 'mail not sent: switched off in the system settings');
          return;
        }
      }
      await inner.send(mail, trx);
    },
  };
}
