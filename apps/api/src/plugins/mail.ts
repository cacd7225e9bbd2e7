import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { createMailOutbox, createMailSender, MAIL_POLL_MS, type MailSender } from './mail-outbox';
import { createMailTransport, gateMailer, type Mailer, type MailTransport } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stores mail in the outbox, in the caller's transaction when given; the notification switches apply first. */
    mailer: Mailer;
    /** Delivers the stored outbox in the background (tests call deliverDue to wait for it). */
    mailSender: MailSender;
  }
}

/** The mail outbox and its sender (kicked by each send, polled by the 'mail-outbox' job), over SMTP_URL or the DATA_DIR/mail folder (or a test's transport). */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { transport?: MailTransport | undefined }) => {
    const { config, clock } = app;
    const mailSender = createMailSender({
      db: app.database.db,
      transport: opts.transport ?? createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'mail'), log: app.log }),
      log: app.log,
      now: clock.now,
    });
    app.jobs.every('mail-outbox', MAIL_POLL_MS, mailSender.poll);
    // Registered after the database: closed before it, so a delivery round still running can finish.
    app.addHook('onClose', async () => mailSender.stop());
    app.decorate('mailSender', mailSender);
    app.decorate(
      'mailer',
      gateMailer(createMailOutbox({ db: app.database.db, now: clock.now, kick: mailSender.kick }), async () => (await app.settings.get()).notifications, app.log),
    );
  },
  { name: 'mail', dependencies: ['database', 'jobs', 'settings'] },
);
