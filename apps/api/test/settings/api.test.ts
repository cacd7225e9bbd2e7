import { DEFAULT_SETTINGS, ERROR_CODES, SETTINGS_TEXTS, systemSettingsResponseSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, buildAuthApp, expectError } from '../auth/fixtures';
import { account, contractsApp, type Account } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';

const SETTINGS = '/admin/settings';
const RESET = '/admin/settings/reset';

let t: TestApp;
let admin: Account;
let trader: Account;
let seller: Account;

beforeAll(async () => {
  t = await contractsApp();
  [admin, trader, seller] = await Promise.all([account(t, 'admin'), account(t, 'trader'), account(t, 'seller')]);
});
afterAll(() => t.close());

const put = (body: unknown) => call(t.app, 'PUT', SETTINGS, { token: admin.token, body });
const ok = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return systemSettingsResponseSchema.strict().parse(res.json());
};
const reset = async () => ok(await call(t.app, 'POST', RESET, { token: admin.token }));

describe('who may read and change the settings', () => {
  const routes = [
    ['GET', SETTINGS],
    ['PUT', SETTINGS],
    ['POST', RESET],
  ] as const;

  it('answers 401 without a session, 403 to traders and sellers, 200 to an administrator', async () => {
    for (const [method, url] of routes) {
      expectError(await call(t.app, method, url, { body: {} }), 401);
      expectError(await call(t.app, method, url, { token: trader.token, body: {} }), 403);
      expectError(await call(t.app, method, url, { token: seller.token, body: {} }), 403);
      ok(await call(t.app, method, url, { token: admin.token, ...(method === 'PUT' ? { body: {} } : {}) }));
    }
  });
});

describe('GET /admin/settings', () => {
  it("gives spec 9's defaults for every group before anything is saved", async () => {
    await reset();
    const body = ok(await call(t.app, 'GET', SETTINGS, { token: admin.token }));
    expect(body.settings).toEqual(DEFAULT_SETTINGS);
    expect(body.settings.trading).toMatchObject({ maxTradeValue: 100_000_000, minTradeValue: 1_000, commissionRate: 2.5, requireKYCForTrading: true });
    expect(body.updatedAt).not.toBeNull();
  });
});

describe('PUT /admin/settings', () => {
  it('stores a partial change, keeps the rest and answers the whole settings', async () => {
    await reset();
    const body = ok(await put({ platform: { sessionTimeout: 60 }, security: { passwordComplexity: 'medium' } }));
    expect(body.settings.platform).toEqual({ ...DEFAULT_SETTINGS.platform, sessionTimeout: 60 });
    expect(body.settings.security).toEqual({ ...DEFAULT_SETTINGS.security, passwordComplexity: 'medium' });
    expect(body.message).toBe(SETTINGS_TEXTS.updated);
    expect((await t.app.settings.get()).platform.sessionTimeout).toBe(60);
    const again = ok(await call(t.app, 'GET', SETTINGS, { token: admin.token }));
    expect(again.settings).toEqual(body.settings);
  });

  it('accepts the full object the form sends', async () => {
    const full = { ...DEFAULT_SETTINGS, notifications: { ...DEFAULT_SETTINGS.notifications, smsNotifications: true } };
    expect(ok(await put(full)).settings).toEqual(full);
    await reset();
  });

  it('audits the changed keys only, with their values before and after', async () => {
    await reset();
    const before = (await auditRows(t.app)).length;
    ok(await put({ trading: { commissionRate: 3.1, autoMatchingEnabled: true }, notifications: { adminAlerts: false } }));
    const rows = (await auditRows(t.app)).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'admin.settings.updated', actor_id: admin.id, actor_email: admin.email, target: 'settings' });
    expect(JSON.parse(rows[0]!.details!)).toEqual({
      before: { trading: { commissionRate: 2.5 }, notifications: { adminAlerts: true } },
      after: { trading: { commissionRate: 3.1 }, notifications: { adminAlerts: false } },
    });
    // Saving the same values again changes nothing and records nothing.
    ok(await put({ trading: { commissionRate: 3.1 } }));
    expect((await auditRows(t.app)).length).toBe(before + 1);
    await reset();
  });

  const bad: [string, unknown][] = [
    ['a session timeout below 5', { platform: { sessionTimeout: 4 } }],
    ['a session timeout above 480', { platform: { sessionTimeout: 481 } }],
    ['a fractional session timeout', { platform: { sessionTimeout: 30.5 } }],
    ['login attempts below 3', { security: { maxLoginAttempts: 2 } }],
    ['login attempts above 10', { security: { maxLoginAttempts: 11 } }],
    ['a negative commission rate', { trading: { commissionRate: -0.1 } }],
    ['a commission rate above 20', { trading: { commissionRate: 20.1 } }],
    ['a commission rate off the 0.1 step', { trading: { commissionRate: 2.55 } }],
    ['a zero minimum trade value', { trading: { minTradeValue: 0 } }],
    ['a minimum above the maximum in one change', { trading: { minTradeValue: 5_000, maxTradeValue: 4_000 } }],
    ['an unknown password complexity', { security: { passwordComplexity: 'extreme' } }],
    ['a string for a switch', { platform: { maintenanceMode: 'yes' } }],
    ['an unknown key in a group', { platform: { darkMode: true } }],
    ['an unknown group', { billing: {} }],
    ['a body that is not an object', [1, 2]],
  ];
  it.each(bad)('answers 400 for %s and stores nothing', async (_name, body) => {
    await reset();
    const error = expectError(await put(body), 400, ERROR_CODES.validation);
    expect(error.message.length).toBeGreaterThan(0);
    expect(ok(await call(t.app, 'GET', SETTINGS, { token: admin.token })).settings).toEqual(DEFAULT_SETTINGS);
  });

  it('checks the minimum against the stored maximum when only one is sent', async () => {
    await reset();
    ok(await put({ trading: { maxTradeValue: 50_000 } }));
    const error = expectError(await put({ trading: { minTradeValue: 60_000 } }), 400, ERROR_CODES.validation);
    expect(error.message).toBe(SETTINGS_TEXTS.tradeValueOrder);
    expect((await t.app.settings.get()).trading.minTradeValue).toBe(1_000);
    await reset();
  });

  it('accepts the bounds themselves', async () => {
    ok(await put({ platform: { sessionTimeout: 5 }, security: { maxLoginAttempts: 10 }, trading: { commissionRate: 0, minTradeValue: 10, maxTradeValue: 10 } }));
    ok(await put({ platform: { sessionTimeout: 480 }, security: { maxLoginAttempts: 3 }, trading: { commissionRate: 20 } }));
    await reset();
  });
});

describe('POST /admin/settings/reset', () => {
  it('puts every group back to the defaults and audits what it changed', async () => {
    ok(await put({ platform: { sessionTimeout: 90 }, security: { ipWhitelistEnabled: true } }));
    const before = (await auditRows(t.app)).length;
    const body = await reset();
    expect(body.settings).toEqual(DEFAULT_SETTINGS);
    expect(body.message).toBe(SETTINGS_TEXTS.reset);
    expect(await t.app.settings.get()).toEqual(DEFAULT_SETTINGS);
    const rows = (await auditRows(t.app)).slice(before);
    expect(rows.map((r) => r.action)).toEqual(['admin.settings.updated']);
    expect(JSON.parse(rows[0]!.details!)).toEqual({
      before: { platform: { sessionTimeout: 90 }, security: { ipWhitelistEnabled: true } },
      after: { platform: { sessionTimeout: 30 }, security: { ipWhitelistEnabled: false } },
      reset: true,
    });
  });
});

describe('ipWhitelistEnabled', () => {
  let guarded: TestApp;
  let boss: Account;
  let buyer: Account;
  // Inject comes from 127.0.0.1 unless told otherwise; the allowlist here holds one other address.
  const from = (remoteAddress: string, url: string, token: string) =>
    guarded.app.inject({ method: 'GET', url, remoteAddress, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    guarded = await buildAuthApp({ ADMIN_IP_ALLOWLIST: '10.1.2.3, 10.1.2.4' });
    [boss, buyer] = await Promise.all([account(guarded, 'admin'), account(guarded, 'trader')]);
  });
  afterAll(() => guarded.close());

  it('answers /admin/* only from the allowlisted addresses while on; other routes are not affected', async () => {
    expect((await from('127.0.0.1', SETTINGS, boss.token)).statusCode).toBe(200);
    await guarded.app.settings.updateGroup('security', { ipWhitelistEnabled: true });
    expectError(await from('127.0.0.1', SETTINGS, boss.token), 403, ERROR_CODES.forbidden);
    expectError(await from('::ffff:192.168.1.9', '/admin/trades', boss.token), 403);
    expect((await from('10.1.2.4', SETTINGS, boss.token)).statusCode).toBe(200);
    expect((await from('::ffff:10.1.2.3', SETTINGS, boss.token)).statusCode).toBe(200);
    expect((await from('127.0.0.1', '/api/v1/trading/orders', buyer.token)).statusCode).toBe(200);
    await guarded.app.settings.updateGroup('security', { ipWhitelistEnabled: false });
    expect((await from('127.0.0.1', SETTINGS, boss.token)).statusCode).toBe(200);
  });

  it('checks every spelling of a desk route the router accepts, and desk routes outside /admin', async () => {
    await guarded.app.settings.updateGroup('security', { ipWhitelistEnabled: true });
    try {
      for (const url of ['/%61dmin/users', '/%61dmin/settings', '/%61dmin/database/backup', '/admin/%75sers', '/admin/users?x=/']) {
        expectError(await from('127.0.0.1', url, boss.token), 403, ERROR_CODES.forbidden);
      }
      const publish = await guarded.app.inject({
        method: 'POST',
        url: '/api/v1/market/alerts',
        remoteAddress: '127.0.0.1',
        headers: { authorization: `Bearer ${boss.token}` },
        payload: {},
      });
      expectError(publish, 403, ERROR_CODES.forbidden);
      expect((await from('10.1.2.3', '/%61dmin/users', boss.token)).statusCode).toBe(200);
    } finally {
      await guarded.app.settings.updateGroup('security', { ipWhitelistEnabled: false });
    }
  });

  it('refuses to switch it on from an address it would shut out', async () => {
    const res = await call(guarded.app, 'PUT', SETTINGS, { token: boss.token, body: { security: { ipWhitelistEnabled: true } } });
    expect(expectError(res, 400, ERROR_CODES.validation).message).toBe(SETTINGS_TEXTS.ipWouldLockOut('127.0.0.1'));
    expect((await guarded.app.settings.get()).security.ipWhitelistEnabled).toBe(false);
  });
});
