import { apiErrorSchema, notificationPreferencesSchema, UNSUBSCRIBE_TOKEN_INVALID, unsubscribeResponseSchema } from '@ctp/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers';
import { account, call, mailApp, mailsTo, notification, unsubscribeUrlOf } from './fixtures';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const unsubscribe = (app: TestApp['app'], url: URL) => call(app, 'GET', `${url.pathname}${url.search}`);

describe('the unsubscribe link of a notification mail', () => {
  it('turns its category off for its user only, and answers the same when clicked again', async () => {
    ({ t } = await mailApp());
    const trader = await account(t, 'trader');
    const other = await account(t, 'trader');
    await t.app.notificationMail.send({ id: trader.id }, notification({ category: 'deals' }));
    const [mail] = await mailsTo(t, trader);
    const url = unsubscribeUrlOf(mail!);
    // The plain-text part carries the same link, for clients that show no headers.
    expect(mail!.text).toContain(url.toString());

    for (let click = 0; click < 2; click++) {
      const res = await unsubscribe(t.app, url);
      expect(res.statusCode, res.body).toBe(200);
      expect(unsubscribeResponseSchema.parse(res.json())).toMatchObject({ success: true, category: 'deals' });
    }

    await t.app.notificationMail.send({ id: trader.id }, notification({ category: 'deals', title: 'After unsubscribing' }));
    await t.app.notificationMail.send({ id: trader.id }, notification({ category: 'contracts', kind: 'contract.to_sign', title: 'Still wanted' }));
    await t.app.notificationMail.send({ id: other.id }, notification({ category: 'deals', title: 'Someone else' }));
    expect((await mailsTo(t, trader)).map((m) => m.subject)).toEqual(['New offer', 'Still wanted']);
    expect((await mailsTo(t, other)).map((m) => m.subject)).toEqual(['Someone else']);
  });

  it('turns the Settings switch off for a category that has one', async () => {
    ({ t } = await mailApp());
    const trader = await account(t, 'trader');
    await t.app.notificationMail.send({ id: trader.id }, notification({ category: 'price_alerts', kind: 'price_alert.crossed', title: 'Gold above 2,400' }));
    const [mail] = await mailsTo(t, trader);
    expect((await unsubscribe(t.app, unsubscribeUrlOf(mail!))).statusCode).toBe(200);

    const saved = await call(t.app, 'GET', '/api/v1/users/me/preferences', { token: trader.token });
    expect(notificationPreferencesSchema.parse(saved.json().preferences)).toMatchObject({ priceAlerts: false, emailNotifications: true });
  });

  it('refuses a tampered, truncated, foreign or missing token with 400 and changes nothing', async () => {
    ({ t } = await mailApp());
    const trader = await account(t, 'trader');
    await t.app.notificationMail.send({ id: trader.id }, notification({ category: 'deals' }));
    const url = unsubscribeUrlOf((await mailsTo(t, trader))[0]!);
    const token = url.searchParams.get('token')!;
    const [userId, , signature] = token.split('.');
    const tampered = [
      `${userId}.contracts.${signature}`, // another category under the same signature
      `${crypto.randomUUID()}.deals.${signature}`, // another user
      token.slice(0, -2),
      `${token}x`,
      'not-a-token',
      `${userId}.deals.${Buffer.from('x'.repeat(32)).toString('base64url')}`,
    ];
    for (const bad of tampered) {
      const res = await call(t.app, 'GET', `/api/v1/notifications/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(apiErrorSchema.parse(res.json())).toMatchObject({ code: UNSUBSCRIBE_TOKEN_INVALID, status: 400 });
    }
    const missing = await call(t.app, 'GET', '/api/v1/notifications/unsubscribe');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR' });

    await t.app.notificationMail.send({ id: trader.id }, notification({ category: 'deals', title: 'Still subscribed' }));
    expect((await mailsTo(t, trader)).map((m) => m.subject)).toContain('Still subscribed');
  });
});

describe('the mail templates', () => {
  it('send an HTML part that escapes every value and a plain-text part, linking the item on the public URL', async () => {
    ({ t } = await mailApp());
    const trader = await account(t, 'trader', '<script>alert("x")</script>');
    await t.app.notificationMail.send(
      { id: trader.id },
      notification({ title: 'Offer <b>& more</b>', body: 'Price "2,400" <img src=x onerror=alert(1)>', link: '/portal-trader/deals?deal=abc&tab=offers' }),
    );
    const [mail] = await mailsTo(t, trader);
    expect(mail!.subject).toBe('Offer <b>& more</b>');
    expect(mail!.html).toBeDefined();
    expect(mail!.html).not.toMatch(/<script|<img|<b>/);
    expect(mail!.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail!.html).toContain('Offer &lt;b&gt;&amp; more&lt;/b&gt;');
    expect(mail!.html).toContain('href="https://desk.example.com/portal-trader/deals?deal=abc&amp;tab=offers"');
    expect(mail!.html).toContain('Oman Commodities Group');

    expect(mail!.text).toContain('Hello <script>alert("x")</script>,');
    expect(mail!.text).toContain('Price "2,400" <img src=x onerror=alert(1)>');
    expect(mail!.text).toContain('https://desk.example.com/portal-trader/deals?deal=abc&tab=offers');
    expect(mail!.text).toMatch(/Unsubscribe from deal updates: https:\/\/desk\.example\.com\/api\/v1\/notifications\/unsubscribe\?token=/);
  });

  it('puts no link to anything but an app path in a mail', async () => {
    ({ t } = await mailApp());
    const trader = await account(t, 'trader');
    await t.app.notificationMail.send({ id: trader.id }, notification({ link: '//evil.example.com/x' }));
    const [mail] = await mailsTo(t, trader);
    expect(mail!.text).not.toContain('evil.example.com');
    expect(mail!.html).not.toContain('evil.example.com');
  });
});
