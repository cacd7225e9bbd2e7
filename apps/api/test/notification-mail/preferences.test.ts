import { NOTIFICATION_CATEGORIES, type NotificationPreferences } from '@ctp/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers';
import { account, call, CATEGORY_KINDS, mailApp, mailsTo, notification, savePreferences } from './fixtures';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The Settings switch that gates each category's mail. */
const SWITCH_OF = {
  trading: 'emailNotifications',
  deals: 'emailNotifications',
  contracts: 'emailNotifications',
  documents: 'emailNotifications',
  desk: 'emailNotifications',
  price_alerts: 'priceAlerts',
  weekly_brief: 'weeklyBrief',
} as const satisfies Record<(typeof NOTIFICATION_CATEGORIES)[number], keyof NotificationPreferences>;

describe('notification mail honours the Settings switches', () => {
  it.each(NOTIFICATION_CATEGORIES)('%s: mails while its switch is on, not while it is off', async (category) => {
    ({ t } = await mailApp());
    const role = category === 'desk' ? 'admin' : 'trader';
    const on = await account(t, role);
    const off = await account(t, role);
    await savePreferences(t, on, { [SWITCH_OF[category]]: true });
    await savePreferences(t, off, { [SWITCH_OF[category]]: false });

    const sent = notification({ category, kind: CATEGORY_KINDS[category], title: `About ${category}` });
    await t.app.notificationMail.send({ id: on.id }, sent);
    await t.app.notificationMail.send({ id: off.id }, sent);

    expect((await mailsTo(t, on)).map((m) => [m.subject, m.category])).toEqual([[`About ${category}`, category === 'desk' ? 'admin-alert' : 'notification']]);
    expect(await mailsTo(t, off)).toEqual([]);
  });

  it('keeps the defaults until a user saves: the weekly brief is off, everything else on', async () => {
    ({ t } = await mailApp());
    const trader = await account(t, 'trader');
    await t.app.notificationMail.send({ id: trader.id }, notification({ category: 'weekly_brief', kind: 'weekly_brief.ready', title: 'Brief' }));
    await t.app.notificationMail.send({ id: trader.id }, notification({ category: 'price_alerts', kind: 'price_alert.crossed', title: 'Gold above 2,400' }));
    expect((await mailsTo(t, trader)).map((m) => m.subject)).toEqual(['Gold above 2,400']);
  });

  it("sends nothing while the system's Email Notifications switch is off", async () => {
    ({ t } = await mailApp());
    const admin = await account(t, 'admin');
    const trader = await account(t, 'trader');
    const res = await call(t.app, 'PUT', '/admin/settings', { token: admin.token, body: { notifications: { emailNotifications: false } } });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.notificationMail.send({ id: trader.id }, notification());
    expect(await mailsTo(t, trader)).toEqual([]);
  });

  it('leaves the order decision to its own mail, so the owner gets one, and ignores an unknown recipient', async () => {
    ({ t } = await mailApp());
    const trader = await account(t, 'trader');
    await t.app.notificationMail.send({ id: trader.id }, notification({ category: 'trading', kind: 'order.approved', title: 'Order approved' }));
    await expect(t.app.notificationMail.send({ id: crypto.randomUUID() }, notification())).resolves.toBeUndefined();
    expect(await mailsTo(t, trader)).toEqual([]);
  });
});
