import { alertListSchema, healthReportSchema, type AlertList } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, expectError } from '../auth/fixtures';
import { account } from '../contracts/fixtures';
import { call } from '../helpers';
import { DEAD_SMTP, lockOut, systemApp, type SystemApp } from './fixtures';

const alertMails = async (s: SystemApp) => (await s.t.mails()).filter((m) => m.category === 'admin-alert');

async function alerts(s: SystemApp, query = ''): Promise<AlertList> {
  const res = await call(s.t.app, 'GET', `/admin/alerts${query}`, { token: s.admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return alertListSchema.parse(res.json());
}

describe('health checks', () => {
  it('all pass on a working app: healthy, with the three checks timed', async () => {
    const s = await systemApp();
    try {
      const res = await call(s.t.app, 'GET', '/admin/system/health', { token: s.admin.token });
      const report = healthReportSchema.parse(res.json());
      expect(report.status).toBe('healthy');
      expect(report.checks.map((c) => [c.name, c.ok])).toEqual([
        ['database', true],
        ['prices', true],
        ['mail', true],
      ]);
      expect((await alerts(s)).total).toBe(0);
    } finally {
      await s.t.close();
    }
  });
});

describe('System Alerts from a failing check', () => {
  let s: SystemApp;
  beforeAll(async () => {
    s = await systemApp(DEAD_SMTP);
  });
  afterAll(() => s.t.close());

  it('an unreachable SMTP server makes the report a warning', async () => {
    const report = await s.t.app.health.run();
    expect(report.status).toBe('warning');
    expect(report.checks.find((c) => c.name === 'mail')).toMatchObject({ ok: false, detail: expect.stringMatching(/SMTP/) });
  });

  it('raises one alert however many times the check fails, mailed once to each active admin', async () => {
    const first = await alerts(s);
    await alerts(s);
    const third = await alerts(s, '?state=open');
    expect(first.total).toBe(1);
    expect(third).toMatchObject({ total: 1, open: 1 });
    expect(third.alerts[0]).toMatchObject({ kind: 'health', severity: 'medium', source: 'health-check', title: 'Health check failed: mail', acknowledgedAt: null });
    expect((await alertMails(s)).map((m) => m.to)).toEqual([s.admin.email]);
  });

  it('acknowledge: audited, listed as acknowledged, 409 the second time', async () => {
    const [open] = (await alerts(s, '?state=open')).alerts;
    const res = await call(s.t.app, 'POST', `/admin/alerts/${open!.id}/acknowledge`, { token: s.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: open!.id, acknowledgedBy: s.admin.id });
    expectError(await call(s.t.app, 'POST', `/admin/alerts/${open!.id}/acknowledge`, { token: s.admin.token }), 409, 'ALERT_ALREADY_ACKNOWLEDGED');
    expect((await auditRows(s.t.app)).find((r) => r.action === 'admin.alert.acknowledged')).toMatchObject({ actor_id: s.admin.id, target: open!.id });
    // The listing runs the checks again: the still-failing check raises a fresh alert, the old one stays acknowledged.
    const acknowledged = await alerts(s, '?state=acknowledged');
    expect(acknowledged.alerts.map((a) => a.id)).toEqual([open!.id]);
    expect((await alerts(s, '?state=open')).total).toBe(1);
    expect((await alerts(s)).total).toBe(2);
  });

  it('no alert mail while notifications.adminAlerts is off', async () => {
    const { settings } = s.t.app;
    const [open] = (await alerts(s, '?state=open')).alerts;
    await call(s.t.app, 'POST', `/admin/alerts/${open!.id}/acknowledge`, { token: s.admin.token });
    const before = (await alertMails(s)).length;
    await settings.updateGroup('notifications', { adminAlerts: false });
    try {
      expect((await alerts(s, '?state=open')).total).toBe(1);
      expect(await alertMails(s)).toHaveLength(before);
    } finally {
      await settings.updateGroup('notifications', { adminAlerts: true });
    }
  });
});

describe('System Alerts from lockouts', () => {
  let s: SystemApp;
  beforeAll(async () => {
    s = await systemApp();
    await s.t.app.settings.updateGroup('security', { maxLoginAttempts: 3 });
  });
  afterAll(() => s.t.close());

  it('a lockout of an ordinary account alone raises nothing; the third within 15 minutes does', async () => {
    const users = [await account(s.t, 'trader'), await account(s.t, 'seller'), await account(s.t, 'trader')];
    await lockOut(s.t.app, users[0]!.email);
    await lockOut(s.t.app, users[1]!.email);
    expect((await alerts(s)).total).toBe(0);
    await lockOut(s.t.app, users[2]!.email);
    const list = await alerts(s);
    expect(list.alerts.map((a) => [a.kind, a.severity, a.title])).toEqual([['lockout', 'high', 'Repeated account lockouts']]);
    expect(list.alerts[0]!.message).toMatch(/^3 accounts were locked within 15 minutes/);
  });

  it('any lockout of an administrator account raises an alert naming it', async () => {
    const other = await account(s.t, 'admin');
    await lockOut(s.t.app, other.email);
    const list = await alerts(s, '?state=open');
    const alert = list.alerts.find((a) => a.title === 'Administrator account locked')!;
    expect(alert.message).toContain(other.email);
    expect((await alertMails(s)).some((m) => m.subject === 'System alert: Administrator account locked')).toBe(true);
  });
});
