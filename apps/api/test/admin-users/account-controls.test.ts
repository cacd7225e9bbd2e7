import { ADMIN_USER_ERROR_CODES, ERROR_CODES, adminUserDetailResponseSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeOf } from '../../src/db/store';
import { createAdminUsersRepository } from '../../src/modules/admin-users/repository';
import { createAdminUserService } from '../../src/modules/admin-users/service';
import { createPasswordPolicy } from '../../src/modules/credentials/password-policy';
import { auditRows, expectError, profileWith, refreshWith, signIn } from '../auth/fixtures';
import { contractsApp } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';
import { USERS, account, changeRole, listUsers, reactivate, suspend, userAnswer, type Account } from './fixtures';

let t: TestApp;
let admin: Account;
let otherAdmin: Account;

beforeAll(async () => {
  t = await contractsApp();
  [admin, otherAdmin] = await Promise.all([account(t, 'admin', 'Layla'), account(t, 'admin', 'Hessa')]);
});
afterAll(() => t.close());

const row = (id: string) => t.app.users.findById(id);
const auditOf = async (action: string, target: string) => (await auditRows(t.app)).filter((r) => r.action === action && r.target === target);
const detailOf = async (id: string) => {
  const res = await call(t.app, 'GET', `${USERS}/${id}`, { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return adminUserDetailResponseSchema.strict().parse(res.json()).user;
};

describe('PUT /admin/users/:id/role', () => {
  it('changes the role, answers spec 7.3 and audits the before and after; the new role counts on the next request', async () => {
    const trader = await account(t, 'trader');
    const answer = userAnswer(await changeRole(t.app, admin.token, trader.id, 'seller'));
    expect(answer.message).toBe('User role updated successfully');
    expect(answer.user).toMatchObject({ id: trader.id, role: 'seller' });
    expect((await row(trader.id))?.role).toBe('seller');
    expect((await profileWith(t.app, trader.token)).json().user.role).toBe('seller');

    const [entry] = await auditOf('admin.user.role_changed', trader.id);
    expect(entry).toMatchObject({ actor_id: admin.id, actor_email: admin.email, ip: '127.0.0.1' });
    expect(JSON.parse(entry!.details!)).toEqual({ email: trader.email, before: { role: 'trader' }, after: { role: 'seller' } });

    // Promoted, the same session reaches the administrator routes at once.
    userAnswer(await changeRole(t.app, admin.token, trader.id, 'admin'));
    expect((await call(t.app, 'GET', USERS, { token: trader.token })).statusCode).toBe(200);
    userAnswer(await changeRole(t.app, admin.token, trader.id, 'trader'));
    expectError(await call(t.app, 'GET', USERS, { token: trader.token }), 403);
    expect(await auditOf('admin.user.role_changed', trader.id)).toHaveLength(3);
  });

  it('leaves an unchanged role alone without an audit entry', async () => {
    const seller = await account(t, 'seller');
    expect(userAnswer(await changeRole(t.app, admin.token, seller.id, 'seller')).user.role).toBe('seller');
    expect(await auditOf('admin.user.role_changed', seller.id)).toEqual([]);
  });

  it('refuses an administrator changing their own role (403), even to admin', async () => {
    for (const role of ['trader', 'seller', 'admin']) {
      const error = expectError(await changeRole(t.app, admin.token, admin.id, role), 403, ADMIN_USER_ERROR_CODES.ownAccount);
      expect(error.message).toBe('You cannot change your own role');
    }
    expect((await row(admin.id))?.role).toBe('admin');
  });

  it('may demote another administrator while one stays active', async () => {
    const extra = await account(t, 'admin', 'Maha');
    expect(userAnswer(await changeRole(t.app, admin.token, extra.id, 'trader')).user.role).toBe('trader');
    expectError(await call(t.app, 'GET', USERS, { token: extra.token }), 403);
  });

  it('keeps one active administrator when two demote each other at the same moment', async () => {
    const [a, b] = await Promise.all([account(t, 'admin', 'Duha'), account(t, 'admin', 'Reem')]);
    // Only these two are left active: the others are suspended for the duration of the test.
    const others = [admin.id, otherAdmin.id];
    await t.app.database.db.updateTable('users').set({ status: 'suspended' }).where('id', 'in', others).execute();
    try {
      const results = await Promise.all([changeRole(t.app, a.token, b.id, 'trader'), changeRole(t.app, b.token, a.id, 'trader')]);
      // One wins; the other finds itself demoted (403) or its target the last admin (409).
      const [won, refused] = results.map((r) => r.statusCode).sort();
      expect(won).toBe(200);
      expect([403, 409]).toContain(refused);
      const activeAdmins = await t.app.database.db.selectFrom('users').select('id').where('role', '=', 'admin').where('status', '=', 'active').execute();
      expect(activeAdmins.map((r) => r.id).filter((id) => id === a.id || id === b.id)).toHaveLength(1);
    } finally {
      await t.app.database.db.updateTable('users').set({ status: 'active' }).where('id', 'in', others).execute();
    }
  });
});

describe('POST /admin/users/:id/suspend and /reactivate', () => {
  it('suspends with the reason, ends every session at once and refuses sign-in; reactivating clears the reason', async () => {
    const trader = await account(t, 'trader');
    const second = await signIn(t.app, trader);
    expect((await detailOf(trader.id)).activeSessions).toBe(2);

    const answer = userAnswer(await suspend(t.app, admin.token, trader.id, '  Chargeback under review  '));
    expect(answer.user).toMatchObject({ status: 'suspended', suspensionReason: 'Chargeback under review' });
    expect(answer.user.suspendedAt).not.toBeNull();
    expect(await row(trader.id)).toMatchObject({ status: 'suspended', suspensionReason: 'Chargeback under review' });

    // Both open sessions end: their access tokens and refresh token stop working.
    expectError(await profileWith(t.app, trader.token), 401);
    expectError(await profileWith(t.app, second.accessToken), 401);
    expectError(await refreshWith(t.app, second.refreshToken), 401);
    const refused = expectError(await call(t.app, 'POST', '/auth/login', { body: { email: trader.email, password: trader.password } }), 403, ERROR_CODES.accountNotActive);
    expect(refused.message).toBe('Your account is not active. Please contact support.');
    const detail = await detailOf(trader.id);
    expect(detail).toMatchObject({ activeSessions: 0, status: 'suspended', suspensionReason: 'Chargeback under review' });
    expect((await listUsers(t.app, admin.token, '?status=suspended')).users.map((u) => u.id)).toContain(trader.id);

    const [suspended] = await auditOf('admin.user.suspended', trader.id);
    expect(suspended).toMatchObject({ actor_id: admin.id, actor_email: admin.email });
    expect(JSON.parse(suspended!.details!)).toEqual({
      email: trader.email,
      before: { status: 'active', suspensionReason: null },
      after: { status: 'suspended', suspensionReason: 'Chargeback under review' },
      sessionsRevoked: 2,
    });

    const back = userAnswer(await reactivate(t.app, admin.token, trader.id));
    expect(back.message).toBe('User reactivated');
    expect(back.user).toMatchObject({ status: 'active', suspensionReason: null, suspendedAt: null });
    expect(await row(trader.id)).toMatchObject({ status: 'active', suspensionReason: null, suspendedAt: null });
    const session = await signIn(t.app, trader);
    expect((await profileWith(t.app, session.accessToken)).statusCode).toBe(200);
    const [reactivated] = await auditOf('admin.user.reactivated', trader.id);
    expect(JSON.parse(reactivated!.details!)).toEqual({
      email: trader.email,
      before: { status: 'suspended', suspensionReason: 'Chargeback under review' },
      after: { status: 'active', suspensionReason: null },
    });
  });

  it('answers 409 to suspending a suspended user and to reactivating an active one', async () => {
    const seller = await account(t, 'seller');
    expectError(await reactivate(t.app, admin.token, seller.id), 409, ADMIN_USER_ERROR_CODES.notSuspended);
    userAnswer(await suspend(t.app, admin.token, seller.id));
    const again = expectError(await suspend(t.app, admin.token, seller.id, 'Second reason'), 409, ADMIN_USER_ERROR_CODES.notActive);
    expect(again.message).toBe('Only an active user can be suspended');
    expect((await row(seller.id))?.suspensionReason).toBe('Unpaid invoices under review');
    expect(await auditOf('admin.user.suspended', seller.id)).toHaveLength(1);
  });

  it('refuses an administrator suspending themselves (403), and lets them suspend another administrator', async () => {
    const error = expectError(await suspend(t.app, admin.token, admin.id), 403, ADMIN_USER_ERROR_CODES.ownAccount);
    expect(error.message).toBe('You cannot suspend your own account');
    expect((await row(admin.id))?.status).toBe('active');

    const extra = await account(t, 'admin', 'Noor');
    userAnswer(await suspend(t.app, admin.token, extra.id));
    expectError(await call(t.app, 'GET', USERS, { token: extra.token }), 401);
    userAnswer(await reactivate(t.app, admin.token, extra.id));
  });
});

describe('GET /admin/users/:id', () => {
  it('shows the user with their sessions, sign-in state and account controls', async () => {
    const trader = await account(t, 'trader');
    const detail = await detailOf(trader.id);
    expect(detail).toMatchObject({
      id: trader.id,
      email: trader.email,
      role: 'trader',
      status: 'active',
      totalTrades: 0,
      totalVolume: 0,
      activeSessions: 1,
      passwordExpiresAt: null,
      lockedUntil: null,
      mustChangePassword: false,
      twoFactorEnabled: false,
    });
    expect(detail.lastActiveAt).not.toBeNull();
    expect(detail.lastLoginAt).not.toBeNull();
  });
});

describe('the last active administrator', () => {
  it('is never demoted or suspended, whoever asks (409 LAST_ACTIVE_ADMIN)', async () => {
    const solo = await contractsApp();
    try {
      const only = await account(solo, 'admin');
      const services = solo.app;
      const adminUsers = createAdminUserService({
        store: storeOf(services.database.db, (executor) => createAdminUsersRepository(executor, services.database.engine)),
        users: services.users,
        settings: services.settings,
        passwords: createPasswordPolicy(services.settings),
        audit: services.audit,
        mailer: services.mailer,
        lockouts: { lockedUntil: async () => null },
        log: solo.app.log,
        publicUrl: solo.config.publicUrl,
      });
      // A caller whose own admin role was withdrawn a moment ago (or a maintenance script): no other active admin exists.
      const ctx = { actor: { id: crypto.randomUUID(), email: 'former.admin@example.com', role: 'admin' as const }, ip: null };
      for (const attempt of [() => adminUsers.changeRole(ctx, only.id, 'trader'), () => adminUsers.suspend(ctx, only.id, 'Leaving')]) {
        await expect(attempt()).rejects.toMatchObject({ status: 409, code: ADMIN_USER_ERROR_CODES.lastAdmin, message: 'The last active administrator cannot be demoted or suspended' });
      }
      expect(await services.users.findById(only.id)).toMatchObject({ role: 'admin', status: 'active' });
      // Promoting someone makes the first administrator no longer the last.
      const trader = await account(solo, 'trader');
      await adminUsers.changeRole(ctx, trader.id, 'admin');
      expect((await adminUsers.changeRole(ctx, only.id, 'seller')).role).toBe('seller');
    } finally {
      await solo.close();
    }
  });
});
