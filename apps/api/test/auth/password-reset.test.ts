import { ERROR_CODES, SERVER_TEXTS, TEXTS } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../helpers';
import {
  MINUTE,
  NEW_PASSWORD,
  auditRows,
  buildAuthApp,
  expectError,
  profileWith,
  refreshWith,
  registerUser,
  setUserColumns,
  signIn,
  testClock,
  uniqueEmail,
  type RegisteredUser,
} from './fixtures';

describe('forgot password and reset', () => {
  const clock = testClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await buildAuthApp({ PUBLIC_URL: 'https://trade.example.com' }, clock);
  });
  afterAll(() => t.close());

  const forgot = (email: unknown) => call(t.app, 'POST', '/auth/forgot-password', { body: { email } });
  const reset = (body: Record<string, unknown>) => call(t.app, 'POST', '/auth/reset-password', { body });

  /** Asks for a reset as the user would and returns the token from the mail. */
  async function requestToken(user: RegisteredUser): Promise<string> {
    const before = (await t.mails()).length;
    expect((await forgot(user.email)).statusCode).toBe(200);
    expect((await t.mails())).toHaveLength(before + 1);
    const mail = (await t.mails()).at(-1)!;
    const token = /reset token on the password reset page: (\S+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  describe('POST /auth/forgot-password', () => {
    it('answers the same for a known and an unknown email; only the known one gets a mail', async () => {
      const user = await registerUser(t.app);
      const before = (await t.mails()).length;
      const known = await forgot(user.email);
      const unknown = await forgot(uniqueEmail('nobody'));

      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({ success: true, message: SERVER_TEXTS.resetSent });

      expect((await t.mails())).toHaveLength(before + 1);
      expect((await t.mails()).at(-1)?.to).toBe(user.email);
    });

    it('mails a single-use token and a link to the reset page that expires in 1 hour', async () => {
      const user = await registerUser(t.app, { firstName: 'Karim' });
      const token = await requestToken(user);
      const mail = (await t.mails()).at(-1)!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail.subject).toBe('Reset your password');
      expect(mail.text).toContain('Hello Karim,');
      expect(mail.text).toContain('1 hour');
      expect(mail.text).toContain(
        `https://trade.example.com/forgot-password?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`,
      );
      // Only a hash of the token is stored.
      const stored = await t.app.database.db.selectFrom('password_resets').select('token_hash').execute();
      expect(JSON.stringify(stored)).not.toContain(token);
    });

    it('finds the account whatever the letter case of the email', async () => {
      const user = await registerUser(t.app);
      const before = (await t.mails()).length;
      expect((await forgot(user.email.toUpperCase())).statusCode).toBe(200);
      expect((await t.mails())).toHaveLength(before + 1);
    });

    it('sends nothing to a suspended account but answers the same', async () => {
      const user = await registerUser(t.app);
      await setUserColumns(t.app, user.id, { status: 'suspended' });
      const before = (await t.mails()).length;
      const res = await forgot(user.email);
      expect(res.json()).toEqual({ success: true, message: SERVER_TEXTS.resetSent });
      expect((await t.mails())).toHaveLength(before);
    });

    it('records each request in the audit log', async () => {
      const user = await registerUser(t.app);
      const stranger = uniqueEmail('stranger');
      await forgot(user.email);
      await forgot(stranger);
      const rows = (await auditRows(t.app)).filter((r) => r.action === 'auth.password_reset.requested');
      expect(rows.find((r) => r.actor_email === user.email)).toMatchObject({ actor_id: user.id, ip: '127.0.0.1', details: JSON.stringify({ known: true }) });
      expect(rows.find((r) => r.actor_email === stranger)).toMatchObject({ actor_id: null, details: JSON.stringify({ known: false }) });
    });

    it.each([['a missing email', undefined], ['a malformed email', 'not-an-email'], ['a number', 42]])('is a 400 validation error for %s', async (_label, email) => {
      expectError(await forgot(email), 400, ERROR_CODES.validation);
    });
  });

  describe('POST /auth/reset-password', () => {
    it('sets the new password: sign-in works with it and no longer with the old one', async () => {
      const user = await registerUser(t.app);
      const token = await requestToken(user);
      const res = await reset({ email: user.email, confirmationCode: token, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: SERVER_TEXTS.resetDone });

      await signIn(t.app, { email: user.email, password: NEW_PASSWORD });
      const old = await call(t.app, 'POST', '/auth/login', { body: { email: user.email, password: user.password } });
      expectError(old, 401, ERROR_CODES.invalidCredentials);

      expect(await t.app.users.passwordHashOf(user.id)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const done = (await auditRows(t.app)).filter((r) => r.action === 'auth.password_reset.completed' && r.actor_id === user.id);
      expect(done).toHaveLength(1);
      expect(JSON.stringify(await auditRows(t.app))).not.toContain(NEW_PASSWORD);
    });

    it('signs out every earlier session of the user', async () => {
      const user = await registerUser(t.app);
      const laptop = await signIn(t.app, user);
      const phone = await signIn(t.app, user);
      const token = await requestToken(user);
      expect((await reset({ email: user.email, confirmationCode: token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
      for (const session of [laptop, phone]) {
        expectError(await profileWith(t.app, session.accessToken), 401, ERROR_CODES.sessionExpired);
        expectError(await refreshWith(t.app, session.refreshToken), 401, ERROR_CODES.sessionExpired);
      }
    });

    it('lifts a lockout, so the user can sign in at once', async () => {
      const user = await registerUser(t.app);
      for (let i = 0; i < 5; i++) {
        await call(t.app, 'POST', '/auth/login', { body: { email: user.email, password: `Wrong!Guess${i}` } });
        clock.advance(MINUTE);
      }
      expect((await call(t.app, 'POST', '/auth/login', { body: { email: user.email, password: user.password } })).statusCode).toBe(401);
      const token = await requestToken(user);
      expect((await reset({ email: user.email, confirmationCode: token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
      await signIn(t.app, { email: user.email, password: NEW_PASSWORD });
    });

    it('refuses a token used a second time', async () => {
      const user = await registerUser(t.app);
      const token = await requestToken(user);
      expect((await reset({ email: user.email, confirmationCode: token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
      const again = await reset({ email: user.email, confirmationCode: token, newPassword: 'Another!Pass77word' });
      const error = expectError(again, 400, ERROR_CODES.resetInvalid);
      expect(error.message).toBe(SERVER_TEXTS.resetInvalid);
      await signIn(t.app, { email: user.email, password: NEW_PASSWORD });
    });

    it('spends older reset tokens of the user once one of them is used', async () => {
      const user = await registerUser(t.app);
      const older = await requestToken(user);
      const newer = await requestToken(user);
      expect((await reset({ email: user.email, confirmationCode: newer, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
      const stale = await reset({ email: user.email, confirmationCode: older, newPassword: 'Another!Pass77word' });
      expectError(stale, 400, ERROR_CODES.resetInvalid);
      await signIn(t.app, { email: user.email, password: NEW_PASSWORD });
    });

    it('accepts the token until it is 1 hour old and refuses it after', async () => {
      const user = await registerUser(t.app);
      const early = await requestToken(user);
      const late = await requestToken(user);
      clock.advance(59 * MINUTE);
      expect((await reset({ email: user.email, confirmationCode: early, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
      clock.advance(1 * MINUTE + 1_000);
      expectError(await reset({ email: user.email, confirmationCode: late, newPassword: 'Another!Pass77word' }), 400, ERROR_CODES.resetInvalid);
      await signIn(t.app, { email: user.email, password: NEW_PASSWORD });
    });

    it('refuses a valid token presented with another email, and the token stays usable by its owner', async () => {
      const owner = await registerUser(t.app);
      const other = await registerUser(t.app);
      const token = await requestToken(owner);
      for (const email of [other.email, uniqueEmail('nobody')]) {
        expectError(await reset({ email, confirmationCode: token, newPassword: NEW_PASSWORD }), 400, ERROR_CODES.resetInvalid);
      }
      await signIn(t.app, other);
      const res = await reset({ email: owner.email.toUpperCase(), confirmationCode: token, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
    });

    it('refuses a token the server never issued', async () => {
      const user = await registerUser(t.app);
      expectError(await reset({ email: user.email, confirmationCode: 'C'.repeat(43), newPassword: NEW_PASSWORD }), 400, ERROR_CODES.resetInvalid);
    });

    it('enforces the password rules of spec 5 on the new password without spending the token', async () => {
      const user = await registerUser(t.app);
      const token = await requestToken(user);
      for (const newPassword of ['Sh0rt@A', 'nouppercase1@', 'NoDigits@Here', 'Hash#NoSymbol1', 'Tab\tInside1@x']) {
        const res = await reset({ email: user.email, confirmationCode: token, newPassword });
        expect(expectError(res, 400, ERROR_CODES.validation).message).toBe(TEXTS.passwordComplexity);
      }

      const common = await reset({ email: user.email, confirmationCode: token, newPassword: 'Password1!' });
      expect(expectError(common, 400, ERROR_CODES.commonPassword).message).toBe(SERVER_TEXTS.commonPassword);

      // None of the refusals spent the token, and the old password still works.
      await signIn(t.app, user);
      expect((await reset({ email: user.email, confirmationCode: token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it.each([
      ['the confirmation code is missing', { newPassword: NEW_PASSWORD }, 'confirmationCode'],
      ['the new password is missing', { confirmationCode: 'x' }, 'newPassword'],
      ['the email is missing', { confirmationCode: 'x', newPassword: NEW_PASSWORD, email: undefined }, 'email'],
    ])('is a 400 validation error when %s', async (_label, body, field) => {
      const error = expectError(await reset({ email: 'someone@example.com', ...body }), 400, ERROR_CODES.validation);
      expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
    });
  });
});
