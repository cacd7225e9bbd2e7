import { ERROR_CODES, SERVER_TEXTS, TEXTS, userSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../helpers';
import { PASSWORD, auditRows, buildAuthApp, expectError, registration, signIn, uniqueEmail } from './fixtures';

describe('POST /auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAuthApp();
  });
  afterAll(() => t.close());

  const register = (body: unknown) => call(t.app, 'POST', '/auth/register', { body });

  describe('a visitor who fills in the form correctly', () => {
    it('gets an active trader account with the defaults of spec 3 and 9', async () => {
      const body = registration({ email: uniqueEmail('Amira.Haddad').replace('amira', 'AMIRA') });
      const res = await register(body);

      expect(res.statusCode).toBe(201);
      const json = res.json();
      expect(json).toMatchObject({ success: true, message: SERVER_TEXTS.registered });
      const user = userSchema.strict().parse(json.user);
      expect(user).toMatchObject({
        email: body.email.toLowerCase(),
        firstName: 'Amira',
        lastName: 'Haddad',
        role: 'trader',
        status: 'active',
        kycStatus: 'pending',
        country: 'Unknown',
        emailVerified: false,
        phoneVerified: false,
        companyName: 'Gulf Bullion Buyers LLC',
        phoneNumber: '+968 2400 0000',
        lastLoginAt: null,
      });
      expect(Date.parse(user.createdAt)).not.toBeNaN();
      // Registration does not sign the visitor in: the page redirects to /portal.
      expect(json.tokens).toBeUndefined();
      expect(res.body).not.toContain(PASSWORD);
      expect(res.body).not.toContain('argon2');
    });

    it('can sign in straight away with the chosen password', async () => {
      const body = registration();
      expect((await register(body)).statusCode).toBe(201);
      const session = await signIn(t.app, body);
      expect(session.user.email).toBe(body.email);
    });

    it('may leave company and phone out; blank ones are stored as null', async () => {
      const withoutOptional = registration();
      delete (withoutOptional as Record<string, unknown>).companyName;
      delete (withoutOptional as Record<string, unknown>).phoneNumber;
      const res = await register(withoutOptional);
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({ companyName: null, phoneNumber: null });

      const blank = await register(registration({ companyName: '  ', phoneNumber: '' }));
      expect(blank.statusCode).toBe(201);
      expect(blank.json().user).toMatchObject({ companyName: null, phoneNumber: null });
    });

    it('has the password stored only as an argon2id hash (m=19456, t=2, p=1)', async () => {
      const body = registration();
      const res = await register(body);
      const hash = await t.app.users.passwordHashOf(res.json().user.id);
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(hash).not.toContain(body.password);
      // The account the services read carries no hash at all.
      expect(await t.app.users.findById(res.json().user.id)).not.toHaveProperty('password_hash');
    });

    it('accepts a 64-character password and one of exactly 128 characters', async () => {
      const p64 = `Aa1@${'x7Kq'.repeat(15)}`;
      expect(p64).toHaveLength(64);
      expect((await register(registration({ password: p64 }))).statusCode).toBe(201);

      const p128 = `Aa1@${'z9Lm'.repeat(31)}`;
      expect(p128).toHaveLength(128);
      const body = registration({ password: p128 });
      expect((await register(body)).statusCode).toBe(201);
      await signIn(t.app, body);
    });

    it('is recorded in the audit log without the password', async () => {
      const body = registration();
      const res = await register(body);
      const rows = (await auditRows(t.app)).filter((r) => r.action === 'auth.register' && r.actor_id === res.json().user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actor_email: body.email, ip: '127.0.0.1' });
      expect(JSON.stringify(rows)).not.toContain(body.password);
    });
  });

  describe('a visitor whose password breaks the rules of spec 5', () => {
    const complexityCases: Array<[string, string]> = [
      ['too short (7 characters)', 'Aa1@bcd'],
      ['without an uppercase letter', 'lowercase1@only'],
      ['without a lowercase letter', 'UPPERCASE1@ONLY'],
      ['without a digit', 'NoDigits@Here'],
      ['without a symbol', 'NoSymbols1Here'],
      ['with a symbol outside @$!%*?&. only (#)', 'Hash#Symbol1x'],
      ['with an invisible format character', 'Zero\u200bWidth1@x'],
    ];

    it.each(complexityCases)('is refused with the complexity message when %s', async (_label, password) => {
      const res = await register(registration({ password }));
      const error = expectError(res, 400, ERROR_CODES.validation);
      expect(error.message).toBe(TEXTS.passwordComplexity);
      expect(error.details).toEqual([{ path: 'password', message: TEXTS.passwordComplexity }]);
    });

    it('is refused when the password is longer than 128 characters', async () => {
      const res = await register(registration({ password: `Aa1@${'z9Lm'.repeat(31)}x` }));
      const error = expectError(res, 400, ERROR_CODES.validation);
      expect(error.message).toBe('Password must be at most 128 characters long');
    });

    it.each(['Password1!', 'Qwerty123!', 'Iloveyou1@'])('is refused when the password is a common one (%s)', async (password) => {
      const body = registration({ password });
      const res = await register(body);
      const error = expectError(res, 400, ERROR_CODES.commonPassword);
      expect(error.message).toBe(SERVER_TEXTS.commonPassword);
      expect(error.details).toEqual([{ path: 'password', message: SERVER_TEXTS.commonPassword }]);
      expect(await t.app.users.findByEmail(body.email)).toBeUndefined();
    });
  });

  describe('a visitor who leaves out or mistypes a field', () => {
    it.each(['email', 'password', 'firstName', 'lastName'])('is refused when %s is missing', async (field) => {
      const body: Record<string, unknown> = registration();
      delete body[field];
      const error = expectError(await register(body), 400, ERROR_CODES.validation);
      expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
    });

    it.each(['firstName', 'lastName'])('is refused when %s is only spaces', async (field) => {
      const error = expectError(await register(registration({ [field]: '   ' })), 400, ERROR_CODES.validation);
      expect(error.message).toBe(field === 'firstName' ? 'First name is required' : 'Last name is required');
    });

    it.each(['not-an-email', 'amira@', '@example.com', 'amira haddad@example.com', ''])('is refused for the email %j', async (email) => {
      const error = expectError(await register(registration({ email })), 400, ERROR_CODES.validation);
      expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'email' })]));
    });

    it('is refused when a field has the wrong type', async () => {
      const error = expectError(await register(registration({ firstName: 42, password: ['x'] })), 400, ERROR_CODES.validation);
      const paths = (error.details as Array<{ path: string }>).map((d) => d.path);
      expect(paths).toEqual(expect.arrayContaining(['firstName', 'password']));
    });

    it('creates no account when refused', async () => {
      const body = registration({ password: 'short' });
      expectError(await register(body), 400);
      expect(await t.app.users.findByEmail(body.email)).toBeUndefined();
    });
  });

  describe('a visitor whose email is already registered', () => {
    it('is refused with 409, whatever the letter case, and the first account is untouched', async () => {
      const first = registration({ email: uniqueEmail('taken') });
      expect((await register(first)).statusCode).toBe(201);

      for (const email of [first.email, first.email.toUpperCase(), `  ${first.email.replace(/^t/, 'T')}  `]) {
        const res = await register(registration({ email, password: 'Other!Pass9word', firstName: 'Mallory' }));
        const error = expectError(res, 409, ERROR_CODES.emailTaken);
        expect(error.message).toBe(SERVER_TEXTS.emailTaken);
      }
      const row = await t.app.users.findByEmail(first.email);
      expect(row?.firstName).toBe('Amira');
      await signIn(t.app, first);
    });
  });

  it('is refused with 403 while the administrator has closed new registrations', async () => {
    await t.app.settings.updateGroup('platform', { allowNewRegistrations: false });
    try {
      const body = registration();
      expectError(await register(body), 403, 'REGISTRATION_CLOSED');
      expect(await t.app.users.findByEmail(body.email)).toBeUndefined();
    } finally {
      await t.app.settings.updateGroup('platform', { allowNewRegistrations: true });
    }
  });
});
