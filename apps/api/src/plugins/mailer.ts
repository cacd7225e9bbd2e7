import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

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
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends through SMTP_URL when set; otherwise writes each message as an .eml file to
 * DATA_DIR/mail so the flows that need email work on a machine with no mail server.
 */
export function createMailer(options: { smtpUrl?: string | undefined; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
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
 * of sent. Applied in app.ts around every mailer, tests' in-memory ones included, so they see the gate.
 */
export function gateMailer(inner: Mailer, switches: () => Promise<MailSwitches>, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      const category = mail.category ?? 'account';
      if (category !== 'account') {
        const on = await switches();
        const allowed = category === 'notification' ? on.emailNotifications : on.adminAlerts;
        if (!allowed) {
          log.info({ to: mail.to, subject: mail.subject, category }, 'mail not sent: switched off in the system settings');
          return;
        }
      }
      await inner.send(mail);
    },
  };
}
