import { ERROR_CODES, TEXTS } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../src/modules/credentials/passwords';
import { auditRows, expectError, testClock } from '../auth/fixtures';
import { contractsApp } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';
import { TEMP_PASSWORD, USERS, account, createBody, listUsers, userAnswer, type Account } from './fixtures';

const HOUR = 60 * 60 * 1000;
const clock = testClock(Date.parse('2026-12-01T10:00:00.000Z'));
let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await contractsApp(clock);
  admin = await account(t, 'admin');
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) => call(t.app, 'POST', USERS, { token: admin.token, body });
const rowByEmail = (email: string) => t.app.users.findByEmail(email);

describe('POST /admin/users', () => {
  it('creates an active, verified user with the role and a temporary password that expires in 72 hours', async () => {
    const body = createBody({ email: '  Salim.Rashid@Example.com ', role: 'seller' });
    const answer = userAnswer(await create(body), 201);
    expect(answer.message).toBe('User created successfully with role: seller');
    expect(answer.user).toMatchObject({
      email: 'salim.rashid@example.com',
      firstName: 'Salim',
      lastName: 'Rashid',
      role: 'seller',
      status: 'active',
      emailVerified: true,
      kycStatus: 'pending',
      country: 'Unknown',
      mustChangePassword: true,
      totalTrades: 0,
      totalVolume: 0,
      suspensionReason: null,
      lastLoginAt: null,
    });
    const row = await rowByEmail('salim.rashid@example.com');
    expect(row).toMatchObject({ mustChangePassword: true, passwordExpiresAt: new Date(clock.now() + 72 * HOUR).toISOString(), emailVerified: true });
    const hash = await t.app.users.passwordHashOf(row!.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash!, TEMP_PASSWORD)).toBe(true);
    expect((await listUsers(t.app, admin.token, '?q=salim.rashid')).users.map((u) => u.id)).toEqual([answer.user.id]);
  });

  it('sends an invitation with the sign-in address and the 72-hour expiry, never the password', async () => {
    const body = createBody();
    userAnswer(await create(body), 201);
    const mail = (await t.mails()).find((m) => m.to === body.email);
    expect(mail).toBeDefined();
    expect(mail!.category ?? 'account').toBe('account');
    expect(mail!.subject).toBe('Your trading platform account is ready');
    expect(mail!.text).toContain(`${t.config.publicUrl}/portal`);
    expect(mail!.text).toContain('72 hours');
    expect(mail!.text).toContain('temporary password separately');
    expect(mail!.text).not.toContain(TEMP_PASSWORD);
  });

  it('audits the creation without the password', async () => {
    const body = createBody({ role: 'admin' });
    const { user } = userAnswer(await create(body), 201);
    const entries = (await auditRows(t.app)).filter((r) => r.action === 'admin.user.created' && r.target === user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_id: admin.id, actor_email: admin.email });
    expect(JSON.parse(entries[0]!.details!)).toMatchObject({
      email: body.email,
      after: { role: 'admin', firstName: 'Salim', lastName: 'Rashid', emailVerified: true, temporaryUntil: new Date(clock.now() + 72 * HOUR).toISOString(), changeAtFirstSignIn: true },
      invitationQueued: true,
    });
    expect(JSON.stringify(await auditRows(t.app))).not.toContain(TEMP_PASSWORD);
  });

  it('defaults the role to trader', async () => {
    const { tempPassword, email, firstName, lastName } = createBody();
    const answer = userAnswer(await create({ email, firstName, lastName, tempPassword }), 201);
    expect(answer.message).toBe('User created successfully with role: trader');
    expect(answer.user.role).toBe('trader');
  });

  it('answers 409 for an email already taken, in any case, and creates nothing', async () => {
    const taken = await account(t, 'trader');
    const error = expectError(await create(createBody({ email: taken.email.toUpperCase() })), 409, ERROR_CODES.emailTaken);
    expect(error.message).toBe('An account with this email already exists');
    expect((await rowByEmail(taken.email))?.mustChangePassword).toBe(false);
    expect((await t.mails()).filter((m) => m.to === taken.email)).toEqual([]);
  });

  it('holds the temporary password to the password rules of the settings and the common-password list', async () => {
    const weak = createBody({ tempPassword: 'harbourlane' });
    expect(expectError(await create(weak), 400, ERROR_CODES.validation).message).toBe(TEXTS.passwordComplexity);
    expectError(await create(createBody({ tempPassword: 'Password1!' })), 400, ERROR_CODES.commonPassword);
    expect(await rowByEmail(weak.email)).toBeUndefined();

    await t.app.settings.updateGroup('security', { passwordComplexity: 'low' });
    try {
      userAnswer(await create(weak), 201);
      expectError(await create(createBody({ tempPassword: 'short' })), 400, ERROR_CODES.validation);
    } finally {
      await t.app.settings.updateGroup('security', { passwordComplexity: 'high' });
    }
  });

  it('creates the account while the mail server is down; the invitation waits in the outbox for a retry', async () => {
    const body = createBody();
    const push = vi.spyOn(t.outbox, 'push').mockImplementation(() => {
      throw new Error('mail server down');
    });
    try {
      userAnswer(await create(body), 201);
      await t.mails();
    } finally {
      push.mockRestore();
    }
    expect(await rowByEmail(body.email)).toBeDefined();
    const waiting = await t.app.database.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', body.email).executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_error: 'mail server down' });
  });
});
