import { alertListSchema, MESSAGE_DIGEST_WINDOW_MS } from '@ctp/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIL_RETRY } from '../../src/plugins/mail-outbox';
import type { Mail, MailTransport } from '../../src/plugins/mailer';
import { MINUTE, signIn, testClock } from '../auth/fixtures';
import { START } from '../contracts/fixtures';
import type { TestApp } from '../helpers';
import { account as orderAccount, createOrder, goldBody } from '../orders/fixtures';
import { account, call, mailApp, mailsTo, notification } from './fixtures';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const message = (dealId: string, n: number, at: number) =>
  notification({ kind: 'deal.message', title: 'New message', body: `Message ${n} in deal ${dealId.slice(0, 8)}`, subject: { type: 'deal', id: dealId }, createdAt: new Date(at).toISOString() });

describe('deal messages mail as a digest', () => {
  it('mails the first message at once and the next ones as one digest when the 15 minutes end', async () => {
    const clock = testClock(START);
    ({ t } = await mailApp({ clock }));
    const trader = await account(t, 'trader');
    const dealId = crypto.randomUUID();
    const otherDeal = crypto.randomUUID();
    const mail = t.app.notificationMail;

    await mail.send({ id: trader.id }, message(dealId, 1, clock.now()));
    clock.advance(5 * MINUTE);
    await mail.send({ id: trader.id }, message(dealId, 2, clock.now()));
    clock.advance(5 * MINUTE);
    const third = message(dealId, 3, clock.now());
    await mail.send({ id: trader.id }, third);
    await mail.send({ id: trader.id }, third); // redelivered: collected once
    // Another deal has a window of its own.
    await mail.send({ id: trader.id }, message(otherDeal, 1, clock.now()));
    await mail.flushDigests();
    expect((await mailsTo(t, trader)).map((m) => m.text.match(/Message \d/)?.[0])).toEqual(['Message 1', 'Message 1']);

    clock.advance(MESSAGE_DIGEST_WINDOW_MS - 10 * MINUTE - 1);
    await mail.flushDigests();
    expect(await mailsTo(t, trader)).toHaveLength(2);

    clock.advance(1);
    await mail.flushDigests();
    await mail.flushDigests(); // a second sweep (or instance) finds nothing more to send
    const mails = await mailsTo(t, trader);
    expect(mails).toHaveLength(3);
    const digest = mails[2]!;
    expect(digest.subject).toBe('2 new messages in your deal');
    expect(digest.text).toContain(`Message 2 in deal ${dealId.slice(0, 8)}`);
    expect(digest.text).toContain(`Message 3 in deal ${dealId.slice(0, 8)}`);
    expect(digest.html).toContain('Message 3');
  });

  it('sends the waiting messages with the next one when no sweep ran, and mails at once again after a quiet window', async () => {
    const clock = testClock(START);
    ({ t } = await mailApp({ clock }));
    const trader = await account(t, 'trader');
    const dealId = crypto.randomUUID();
    const mail = t.app.notificationMail;

    await mail.send({ id: trader.id }, message(dealId, 1, clock.now()));
    clock.advance(MINUTE);
    await mail.send({ id: trader.id }, message(dealId, 2, clock.now()));
    clock.advance(MESSAGE_DIGEST_WINDOW_MS);
    await mail.send({ id: trader.id }, message(dealId, 3, clock.now()));
    expect((await mailsTo(t, trader)).map((m) => m.subject)).toEqual(['New message', '2 new messages in your deal']);

    // The digest opened a window; once it ends quietly, the next message mails at once.
    clock.advance(MESSAGE_DIGEST_WINDOW_MS);
    await mail.flushDigests();
    await mail.send({ id: trader.id }, message(dealId, 4, clock.now()));
    expect((await mailsTo(t, trader)).map((m) => m.subject)).toEqual(['New message', '2 new messages in your deal', 'New message']);
  });

  it('drops a waiting digest whose recipient turned deal mail off meanwhile', async () => {
    const clock = testClock(START);
    ({ t } = await mailApp({ clock }));
    const trader = await account(t, 'trader');
    const dealId = crypto.randomUUID();
    await t.app.notificationMail.send({ id: trader.id }, message(dealId, 1, clock.now()));
    await t.app.notificationMail.send({ id: trader.id }, message(dealId, 2, clock.now()));
    await call(t.app, 'PUT', '/api/v1/users/me/preferences', {
      token: trader.token,
      body: { emailNotifications: false, smsNotifications: false, pushNotifications: true, priceAlerts: true, weeklyBrief: false },
    });
    clock.advance(MESSAGE_DIGEST_WINDOW_MS);
    await t.app.notificationMail.flushDigests();
    expect(await mailsTo(t, trader)).toHaveLength(1);
  });
});

describe('a mail server that is down', () => {
  it('never fails the caller: the mail is retried with back-off, then a System Alert is raised', async () => {
    const clock = testClock(START);
    const delivered: Mail[] = [];
    let down = true;
    const transport: MailTransport = {
      deliver: async (m) => {
        if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
        delivered.push(m);
      },
    };
    ({ t } = await mailApp({ clock, mailTransport: transport }));
    const trader = await account(t, 'trader');
    const admin = await account(t, 'admin');

    await expect(t.app.notificationMail.send({ id: trader.id }, notification({ title: 'Offer while down' }))).resolves.toBeUndefined();
    const rows = () => t!.app.database.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', trader.email).execute();
    for (let attempt = 1; attempt <= MAIL_RETRY.maxAttempts; attempt++) {
      await t.app.mailSender.deliverDue();
      expect((await rows())[0]).toMatchObject({ attempts: attempt });
      clock.advance(MAIL_RETRY.firstBackoffMs * 2 ** (attempt - 1));
    }
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: MAIL_RETRY.maxAttempts });
    expect((await rows())[0]!.html).toContain('Offer while down');

    // Signed in again: the clock moved past the access token's lifetime.
    const { accessToken } = await signIn(t.app, admin);
    const alerts = alertListSchema.parse((await call(t.app, 'GET', '/admin/alerts', { token: accessToken })).json());
    const alert = alerts.alerts.find((a) => a.title === 'Mail could not be delivered');
    expect(alert?.message).toContain(trader.email);
    // The alert never repeats the message, whose unsubscribe link carries a token.
    expect(alert?.message).not.toMatch(/unsubscribe|token/i);

    // Once the server is back, the next mail goes out (the failed one stays failed, as the alert says).
    down = false;
    await t.app.notificationMail.send({ id: trader.id }, notification({ title: 'Offer after recovery' }));
    await t.app.mailSender.deliverDue();
    // (The administrators' own alert mail may go out too: only the trader's mail is looked at.)
    expect(delivered.filter((m) => m.to === trader.email).map((m) => m.subject)).toEqual(['Offer after recovery']);
  });
});

describe('mail for a notification a request caused', () => {
  it('answers the request at once while the mail server is down, and queues the desk mail for retries', async () => {
    const transport: MailTransport = {
      deliver: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      },
    };
    ({ t } = await mailApp({ clock: testClock(), mailTransport: transport }));
    const admin = await account(t, 'admin');
    const trader = await orderAccount(t, 'trader');

    const order = await createOrder(t.app, trader.token, goldBody());
    await t.app.events.deliver();
    await t.app.mailSender.deliverDue();

    const rows = await t.app.database.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', admin.email).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 1, category: 'admin-alert', last_error: 'connect ECONNREFUSED 127.0.0.1:2525' });
    expect(rows[0]!.body).toContain(order.orderNumber);
  });
});
