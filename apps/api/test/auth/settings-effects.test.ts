import {
  ACCOUNT_CODES,
  ACCOUNT_TEXTS,
  DEFAULT_SETTINGS,
  ERROR_CODES,
  PASSWORD_RULES,
  TEXTS,
  platformStatusSchema,
} from '@ctp/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/lib/tokens';
import { hashPassword } from '../../src/modules/credentials/passwords';
import { account, type Account } from '../contracts/fixtures';
import { buildTestApp, call, type TestApp } from '../helpers';
import {
  MINUTE,
  NEW_PASSWORD,
  PASSWORD,
  RELAXED,
  auditRows,
  buildAuthApp,
  expectError,
  profileWith,
  refreshWith,
  registerUser,
  registration,
  signIn,
  testClock,
  uniqueEmail,
} from './fixtures';

/**
 * Each platform and security setting the account flows read takes effect (issue 7): maintenanceMode,
 * allowNewRegistrations, requireEmailVerification and passwordComplexity, plus an administrator's temporary
 * password. sessionTimeout and maxLoginAttempts are proven in refresh.test.ts and login.test.ts.
 */
const HOUR = 60 * MINUTE;
const clock = testClock(Date.parse('2026-12-01T10:00:00.000Z'));
let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await buildAuthApp({}, clock);
  admin = await account(t, 'admin');
});
afterAll(() => t.close());
// Every test starts from spec 9's defaults.
afterEach(async () => {
  await t.app.settings.updateGroup('platform', DEFAULT_SETTINGS.platform);
  await t.app.settings.updateGroup('security', DEFAULT_SETTINGS.security);
});

const setPlatform = (value: Partial<typeof DEFAULT_SETTINGS.platform>) => t.app.settings.updateGroup('platform', value);
const setComplexity = (passwordComplexity: 'low' | 'medium' | 'high') => t.app.settings.updateGroup('security', { passwordComplexity });
const login = (email: string, password: string) => call(t.app, 'POST', '/auth/login', { body: { email, password } });
const register = (body: unknown) => call(t.app, 'POST', '/auth/register', { body });
const portalData = (token: string) => call(t.app, 'GET', '/api/v1/dashboard/stats', { token });
const mailsTo = async (email: string) => (await t.mails()).filter((mail) => mail.to === email);

/** The token of the newest verification link mailed to `email`. */
async function verificationTokenFor(email: string): Promise<string> {
  const mail = (await mailsTo(email)).at(-1);
  const match = mail && /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No verification link mailed to ${email}`);
  return match[1];
}

describe('GET /api/v1/platform/status', () => {
  it("answers anyone with the platform settings' defaults of spec 9, cacheable for a few seconds", async () => {
    const res = await call(t.app, 'GET', '/api/v1/platform/status');
    expect(res.statusCode).toBe(200);
    expect(platformStatusSchema.strict().parse(res.json())).toEqual({
      maintenanceMode: false,
      allowNewRegistrations: true,
      requireEmailVerification: true,
      enableTwoFactorAuth: true,
      passwordComplexity: 'high',
    });
    expect(res.headers['cache-control']).toBe('public, max-age=5');
  });

  it('follows the settings an administrator saves', async () => {
    await setPlatform({ maintenanceMode: true, allowNewRegistrations: false, requireEmailVerification: false, enableTwoFactorAuth: false });
    await setComplexity('low');
    expect((await call(t.app, 'GET', '/api/v1/platform/status')).json()).toEqual({
      maintenanceMode: true,
      allowNewRegistrations: false,
      requireEmailVerification: false,
      enableTwoFactorAuth: false,
      passwordComplexity: 'low',
    });
  });
});

describe('maintenanceMode', () => {
  it('refuses the sign-in of a trader or seller with 503 MAINTENANCE, audited; an administrator still signs in', async () => {
    const trader = await registerUser(t.app);
    const seller = await account(t, 'seller');
    await setPlatform({ maintenanceMode: true });

    for (const who of [trader, seller]) {
      const error = expectError(await login(who.email, who.password), 503, ACCOUNT_CODES.maintenance);
      expect(error.message).toBe(ACCOUNT_TEXTS.maintenance);
    }
    const refused = (await auditRows(t.app)).filter((r) => r.action === 'auth.login.refused' && r.actor_id === trader.id);
    expect(refused.map((r) => JSON.parse(r.details ?? '{}'))).toEqual([{ reason: 'maintenance' }]);
    expect((await login(admin.email, admin.password)).statusCode).toBe(200);
  });

  it('still answers a wrong password with the usual 401, so maintenance reveals nothing about an account', async () => {
    const trader = await registerUser(t.app);
    await setPlatform({ maintenanceMode: true });
    expectError(await login(trader.email, 'Wrong@Password1'), 401, ERROR_CODES.invalidCredentials);
  });

  it("ends a non-administrator's open session: its calls and its refresh are refused; an administrator's goes on", async () => {
    const trader = await signIn(t.app, await registerUser(t.app));
    const adminSession = await signIn(t.app, admin);
    await setPlatform({ maintenanceMode: true });

    expectError(await portalData(trader.accessToken), 503, ACCOUNT_CODES.maintenance);
    expectError(await profileWith(t.app, trader.accessToken), 503, ACCOUNT_CODES.maintenance);
    expectError(await refreshWith(t.app, trader.refreshToken), 503, ACCOUNT_CODES.maintenance);
    expect((await portalData(adminSession.accessToken)).statusCode).toBe(200);
    expect((await refreshWith(t.app, adminSession.refreshToken)).statusCode).toBe(200);
  });

  it('refuses registrations while it lasts', async () => {
    const body = registration();
    await setPlatform({ maintenanceMode: true });
    expectError(await register(body), 503, ACCOUNT_CODES.maintenance);
    expectError(await login(body.email, body.password), 401, ERROR_CODES.invalidCredentials);
  });

  it('lets everyone back in once switched off', async () => {
    const trader = await registerUser(t.app);
    await setPlatform({ maintenanceMode: true });
    expectError(await login(trader.email, trader.password), 503, ACCOUNT_CODES.maintenance);
    await setPlatform({ maintenanceMode: false });
    expect((await login(trader.email, trader.password)).statusCode).toBe(200);
  });
});

describe('allowNewRegistrations', () => {
  it('off: registration is refused with 403 REGISTRATION_CLOSED and its message, and no account is created', async () => {
    await setPlatform({ allowNewRegistrations: false });
    const body = registration();
    const error = expectError(await register(body), 403, ACCOUNT_CODES.registrationClosed);
    expect(error.message).toBe(ACCOUNT_TEXTS.registrationClosed);
    expect(await t.app.users.findByEmail(body.email)).toBeUndefined();
    expect(await mailsTo(body.email)).toEqual([]);
  });

  it('off: existing accounts still sign in', async () => {
    const trader = await registerUser(t.app);
    await setPlatform({ allowNewRegistrations: false });
    expect((await login(trader.email, trader.password)).statusCode).toBe(200);
  });

  it('on again: registration works', async () => {
    await setPlatform({ allowNewRegistrations: false });
    await setPlatform({ allowNewRegistrations: true });
    expect((await register(registration())).statusCode).toBe(201);
  });
});

describe('requireEmailVerification', () => {
  it('on (default): a new account is unverified and gets one account mail with a 24-hour link, stored as SHA-256', async () => {
    const body = registration();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.emailVerified).toBe(false);

    const mails = await mailsTo(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Verify your email address', category: 'account' });
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/verify-email?token=`);
    const token = await verificationTokenFor(body.email);
    const stored = await t.app.database.db.selectFrom('email_verifications').selectAll().where('user_id', '=', res.json().user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toBe(hashToken(token));
    expect(Date.parse(stored[0]!.expires_at) - clock.now()).toBe(24 * HOUR);
  });

  it('an unverified user signs in but gets 403 EMAIL_NOT_VERIFIED from portal routes; the profile stays open', async () => {
    const user = await registerUser(t.app, {}, { verified: false });
    const session = await signIn(t.app, user);
    const error = expectError(await portalData(session.accessToken), 403, ACCOUNT_CODES.emailNotVerified);
    expect(error.message).toBe(ACCOUNT_TEXTS.emailNotVerified);
    expectError(await call(t.app, 'GET', '/api/v1/documents', { token: session.accessToken }), 403, ACCOUNT_CODES.emailNotVerified);
    const profile = await profileWith(t.app, session.accessToken);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.emailVerified).toBe(false);
  });

  it('POST /auth/verify-email with the mailed token verifies the address; the same session then reaches the portal', async () => {
    const user = await registerUser(t.app, {}, { verified: false });
    const session = await signIn(t.app, user);
    const res = await call(t.app, 'POST', '/auth/verify-email', { body: { token: await verificationTokenFor(user.email) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ACCOUNT_TEXTS.emailVerified });

    expect((await portalData(session.accessToken)).statusCode).toBe(200);
    expect((await profileWith(t.app, session.accessToken)).json().user.emailVerified).toBe(true);
    expect((await auditRows(t.app)).some((r) => r.action === 'auth.email_verification.completed' && r.actor_id === user.id)).toBe(true);
  });

  it('a link works once, for 24 hours; unknown or malformed tokens are refused', async () => {
    const verify = (token: unknown) => call(t.app, 'POST', '/auth/verify-email', { body: { token } });
    const once = await registerUser(t.app, {}, { verified: false });
    const token = await verificationTokenFor(once.email);
    expect((await verify(token)).statusCode).toBe(200);
    const error = expectError(await verify(token), 400, ACCOUNT_CODES.verificationInvalid);
    expect(error.message).toBe(ACCOUNT_TEXTS.verificationInvalid);

    const late = await registerUser(t.app, {}, { verified: false });
    clock.advance(24 * HOUR + MINUTE);
    expectError(await verify(await verificationTokenFor(late.email)), 400, ACCOUNT_CODES.verificationInvalid);
    expect((await t.app.users.findById(late.id))?.emailVerified).toBe(false);

    expectError(await verify('not-a-token-we-sent'), 400, ACCOUNT_CODES.verificationInvalid);
    expectError(await verify(''), 400, ERROR_CODES.validation);
    expectError(await verify(12345), 400, ERROR_CODES.validation);
    expectError(await call(t.app, 'POST', '/auth/verify-email', { body: {} }), 400, ERROR_CODES.validation);
  });

  describe('POST /auth/resend-verification', () => {
    const resend = (token?: string) => call(t.app, 'POST', '/auth/resend-verification', token ? { token } : {});

    it('needs a signed-in user', async () => {
      expectError(await resend(), 401, ERROR_CODES.unauthorized);
    });

    it('mails a new link to an unverified user; the earlier link stops working, the new one verifies', async () => {
      const user = await registerUser(t.app, {}, { verified: false });
      const first = await verificationTokenFor(user.email);
      const session = await signIn(t.app, user);
      const res = await resend(session.accessToken);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: ACCOUNT_TEXTS.verificationSent });
      expect(await mailsTo(user.email)).toHaveLength(2);
      const second = await verificationTokenFor(user.email);
      expect(second).not.toBe(first);

      expectError(await call(t.app, 'POST', '/auth/verify-email', { body: { token: first } }), 400, ACCOUNT_CODES.verificationInvalid);
      expect((await call(t.app, 'POST', '/auth/verify-email', { body: { token: second } })).statusCode).toBe(200);
    });

    it('answers a verified user with 409 EMAIL_ALREADY_VERIFIED and sends nothing', async () => {
      const user = await registerUser(t.app);
      const session = await signIn(t.app, user);
      const sent = (await mailsTo(user.email)).length;
      expectError(await resend(session.accessToken), 409, ACCOUNT_CODES.emailAlreadyVerified);
      expect(await mailsTo(user.email)).toHaveLength(sent);
    });

    it('is rate-limited', async () => {
      const limited = await buildTestApp({ ...RELAXED, AUTH_RATE_LIMIT_PER_MINUTE: '2' });
      try {
        const body = registration();
        await call(limited.app, 'POST', '/auth/register', { body });
        const session = await signIn(limited.app, body);
        const again = () => call(limited.app, 'POST', '/auth/resend-verification', { token: session.accessToken });
        expect((await again()).statusCode).toBe(200);
        expect((await again()).statusCode).toBe(200);
        expectError(await again(), 429, ERROR_CODES.rateLimited);
      } finally {
        await limited.close();
      }
    });
  });

  it('off: a new account gets no mail and uses its portal unverified', async () => {
    await setPlatform({ requireEmailVerification: false });
    const user = await registerUser(t.app, {}, { verified: false });
    expect(await mailsTo(user.email)).toEqual([]);
    const session = await signIn(t.app, user);
    expect(session.user).toMatchObject({ emailVerified: false });
    expect((await portalData(session.accessToken)).statusCode).toBe(200);
  });

  it('accounts the platform creates (seed, administrator) count as verified', async () => {
    const created = await account(t, 'trader');
    expect((await portalData(created.token)).statusCode).toBe(200);
  });
});

describe('passwordComplexity', () => {
  const registerWith = (password: string) => register(registration({ password }));

  it('high (default): spec 5 registration rule with the spec 8 message', async () => {
    const error = expectError(await registerWith('goldharbour7'), 400, ERROR_CODES.validation);
    expect(error.message).toBe(TEXTS.passwordComplexity);
    expect(error.details).toEqual([{ path: 'password', message: TEXTS.passwordComplexity }]);
    expect((await registerWith(PASSWORD)).statusCode).toBe(201);
  });

  it('medium: 8+ characters with a number, any other characters allowed', async () => {
    await setComplexity('medium');
    const error = expectError(await registerWith('goldharbour'), 400, ERROR_CODES.validation);
    expect(error.message).toBe(PASSWORD_RULES.medium.message);
    expect((await registerWith('goldharbour7')).statusCode).toBe(201);
    expect((await registerWith('gold harbour #7')).statusCode).toBe(201);
  });

  it('low: 8+ characters', async () => {
    await setComplexity('low');
    const error = expectError(await registerWith('harbour'), 400, ERROR_CODES.validation);
    expect(error.message).toBe(TEXTS.passwordTooShort);
    expect((await registerWith('goldharbour')).statusCode).toBe(201);
  });

  it('keeps refusing common passwords and passwords over 128 characters at every level', async () => {
    await setComplexity('low');
    expectError(await registerWith('password'), 400, ERROR_CODES.commonPassword);
    expectError(await registerWith('x'.repeat(129)), 400, ERROR_CODES.validation);
  });

  it('applies to a password change', async () => {
    const user = await registerUser(t.app);
    const session = await signIn(t.app, user);
    const change = (newPassword: string) =>
      call(t.app, 'POST', '/api/v1/users/me/password', { token: session.accessToken, body: { currentPassword: user.password, newPassword } });
    const error = expectError(await change('goldharbour7'), 400, ERROR_CODES.validation);
    expect(error.details).toEqual([{ path: 'newPassword', message: TEXTS.passwordComplexity }]);
    await setComplexity('medium');
    expect((await change('goldharbour7')).statusCode).toBe(200);
  });

  it('applies to a password reset', async () => {
    const user = await registerUser(t.app);
    await call(t.app, 'POST', '/auth/forgot-password', { body: { email: user.email } });
    const token = /reset token on the password reset page: (\S+)/.exec((await mailsTo(user.email)).at(-1)!.text)![1]!;
    const reset = (newPassword: string) => call(t.app, 'POST', '/auth/reset-password', { body: { email: user.email, confirmationCode: token, newPassword } });
    await setComplexity('medium');
    const error = expectError(await reset('goldharbour'), 400, ERROR_CODES.validation);
    expect(error.details).toEqual([{ path: 'newPassword', message: PASSWORD_RULES.medium.message }]);
    expect((await reset('goldharbour7')).statusCode).toBe(200);
    expect((await login(user.email, 'goldharbour7')).statusCode).toBe(200);
  });
});

describe('a temporary password set by an administrator', () => {
  const TEMPORARY = 'Temp@Harbour2026';
  async function temporaryAccount(expiresInMs = 72 * HOUR) {
    const row = await t.app.users.insert({
      email: uniqueEmail('temporary'),
      passwordHash: await hashPassword(TEMPORARY),
      firstName: 'Noor',
      lastName: 'Al Balushi',
      role: 'trader',
      temporaryPasswordExpiresAt: new Date(clock.now() + expiresInMs).toISOString(),
    });
    return { id: row!.id, email: row!.email, password: TEMPORARY };
  }

  it('signs in, but every route except the profile and the password change answers 403 PASSWORD_CHANGE_REQUIRED', async () => {
    const user = await temporaryAccount();
    const session = await signIn(t.app, user);
    expect(session.user).toMatchObject({ mustChangePassword: true, emailVerified: true });
    const error = expectError(await portalData(session.accessToken), 403, ACCOUNT_CODES.passwordChangeRequired);
    expect(error.message).toBe(ACCOUNT_TEXTS.passwordChangeRequired);
    expect((await profileWith(t.app, session.accessToken)).json().user.mustChangePassword).toBe(true);
  });

  it('is replaced through POST /api/v1/users/me/password, which clears the flag and the expiry; then the portal opens', async () => {
    const user = await temporaryAccount();
    const session = await signIn(t.app, user);
    const res = await call(t.app, 'POST', '/api/v1/users/me/password', {
      token: session.accessToken,
      body: { currentPassword: TEMPORARY, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);

    expect((await portalData(session.accessToken)).statusCode).toBe(200);
    const row = await t.app.users.findById(user.id);
    expect(row).toMatchObject({ mustChangePassword: false, passwordExpiresAt: null });
    expect((await signIn(t.app, { ...user, password: NEW_PASSWORD })).user.mustChangePassword).toBe(false);
  });

  it('a weak replacement is refused and the flag stays', async () => {
    const user = await temporaryAccount();
    const session = await signIn(t.app, user);
    const res = await call(t.app, 'POST', '/api/v1/users/me/password', { token: session.accessToken, body: { currentPassword: TEMPORARY, newPassword: 'weakpass' } });
    expectError(res, 400, ERROR_CODES.validation);
    expect((await t.app.users.findById(user.id))?.mustChangePassword).toBe(true);
  });

  it('once expired, the sign-in is refused with 403 TEMPORARY_PASSWORD_EXPIRED and its message, audited', async () => {
    const user = await temporaryAccount(HOUR);
    clock.advance(HOUR + MINUTE);
    const error = expectError(await login(user.email, user.password), 403, ACCOUNT_CODES.temporaryPasswordExpired);
    expect(error.message).toBe(ACCOUNT_TEXTS.temporaryPasswordExpired);
    const refused = (await auditRows(t.app)).filter((r) => r.action === 'auth.login.refused' && r.actor_id === user.id);
    expect(refused.map((r) => JSON.parse(r.details ?? '{}'))).toEqual([{ reason: 'temporary_password_expired' }]);
    // A wrong password tells nothing about the account.
    expectError(await login(user.email, 'Wrong@Password1'), 401, ERROR_CODES.invalidCredentials);
  });

  it('a password the user chose never expires', async () => {
    const user = await registerUser(t.app);
    clock.advance(100 * 24 * HOUR);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});
