import { adminSessionListSchema, securityEventsSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, expectError, profileWith } from '../auth/fixtures';
import { account } from '../contracts/fixtures';
import { call } from '../helpers';
import { lockOut, systemApp, type SystemApp } from './fixtures';

describe('Security tab', () => {
  let s: SystemApp;
  const sessions = async (query = '') => {
    const res = await call(s.t.app, 'GET', `/admin/security/sessions${query}`, { token: s.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return adminSessionListSchema.parse(res.json());
  };
  const events = async () => {
    const res = await call(s.t.app, 'GET', '/admin/security/events', { token: s.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return securityEventsSchema.parse(res.json());
  };

  beforeAll(async () => {
    s = await systemApp();
    await s.t.app.settings.updateGroup('security', { maxLoginAttempts: 3 });
  });
  afterAll(() => s.t.close());

  it('lists the live sessions of every user with email, role, address and agent', async () => {
    const page = await sessions();
    expect(page.total).toBe(3);
    const mine = page.sessions.find((x) => x.userId === s.trader.id)!;
    expect(mine).toMatchObject({ userEmail: s.trader.email, userRole: 'trader', ip: '127.0.0.1' });
    expect(Date.parse(mine.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('filters by part of the user email and pages', async () => {
    const seller = await sessions(`?user=${encodeURIComponent(s.seller.email.toUpperCase())}`);
    expect(seller.sessions.map((x) => x.userId)).toEqual([s.seller.id]);
    const first = await sessions('?limit=2');
    expect(first).toMatchObject({ total: 3, totalPages: 2, page: 1 });
    expect(first.sessions).toHaveLength(2);
    expect((await sessions('?limit=2&page=2')).sessions).toHaveLength(1);
  });

  it('revokes a session: the user’s next request is 401, the list drops it, and it is audited', async () => {
    const victim = await account(s.t, 'trader');
    expect((await profileWith(s.t.app, victim.token)).statusCode).toBe(200);
    const session = (await sessions(`?user=${encodeURIComponent(victim.email)}`)).sessions[0]!;
    const res = await call(s.t.app, 'POST', `/admin/security/sessions/${session.id}/revoke`, { token: s.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expectError(await profileWith(s.t.app, victim.token), 401);
    expect((await sessions(`?user=${encodeURIComponent(victim.email)}`)).total).toBe(0);
    const entry = (await auditRows(s.t.app)).find((r) => r.action === 'admin.session.revoked')!;
    expect(entry).toMatchObject({ actor_id: s.admin.id, target: session.id });
    expect(JSON.parse(entry.details!)).toEqual({ userId: victim.id, userEmail: victim.email });
    // A revoked session cannot be revoked again.
    expectError(await call(s.t.app, 'POST', `/admin/security/sessions/${session.id}/revoke`, { token: s.admin.token }), 404);
  });

  it('shows failed sign-ins, lockouts and locked accounts; unlock lets the user in again (audited)', async () => {
    const target = await account(s.t, 'seller');
    await lockOut(s.t.app, target.email);
    const seen = await events();
    expect(seen.events.filter((e) => e.actorEmail === target.email).map((e) => e.action)).toEqual(
      expect.arrayContaining(['auth.login.failed', 'auth.lockout']),
    );
    expect(seen.lockedAccounts.map((a) => a.id)).toContain(target.id);
    expect(seen.lockedAccounts.map((a) => a.id)).not.toContain(s.trader.id);
    // While locked even the right password fails.
    expect((await call(s.t.app, 'POST', '/auth/login', { body: { email: target.email, password: target.password } })).statusCode).toBe(401);

    const res = await call(s.t.app, 'POST', `/admin/security/users/${target.id}/unlock`, { token: s.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await events()).lockedAccounts.map((a) => a.id)).not.toContain(target.id);
    expect((await call(s.t.app, 'POST', '/auth/login', { body: { email: target.email, password: target.password } })).statusCode).toBe(200);
    expect((await auditRows(s.t.app)).find((r) => r.action === 'admin.user.unlocked')).toMatchObject({ actor_id: s.admin.id, target: target.id });
    // Not locked any more.
    expectError(await call(s.t.app, 'POST', `/admin/security/users/${target.id}/unlock`, { token: s.admin.token }), 409, 'USER_NOT_LOCKED');
  });
});
