import { AUTH_MODE_HEADER, ERROR_CODES, SECURE_XSRF_COOKIE, SERVER_TEXTS, XSRF_COOKIE, XSRF_HEADER, authResponseSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../helpers';
import {
  MINUTE,
  auditRows,
  buildAuthApp,
  claimsOf,
  cookieHeader,
  expectError,
  profileWith,
  registerUser,
  setCookies,
  setUserColumns,
  signIn,
  testClock,
  uniqueEmail,
  type RegisteredUser,
} from './fixtures';

describe('POST /auth/login', () => {
  const clock = testClock();
  let t: TestApp;
  let amira: RegisteredUser;

  beforeAll(async () => {
    t = await buildAuthApp({}, clock);
    amira = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, headers: Record<string, string> = {}, ip?: string) =>
    call(t.app, 'POST', '/auth/login', { body: { email, password }, headers, ...(ip ? { ip } : {}) });
  /** Fails `n` times from `ip`, each after the delay earlier failures ask for (a minute is more than any). */
  const failTimes = async (email: string, n: number, ip?: string) => {
    for (let i = 0; i < n; i++) {
      expectError(await login(email, `Wrong!Guess${i}`, {}, ip), 401, ERROR_CODES.invalidCredentials);
      clock.advance(MINUTE);
    }
  };

  describe('a registered user with the right password', () => {
    it('is signed in and receives access, id and refresh tokens plus the profile', async () => {
      const res = await login(amira.email, amira.password);
      expect(res.statusCode).toBe(200);
      const body = authResponseSchema.strict().parse(res.json());
      expect(body).toMatchObject({ success: true, message: SERVER_TEXTS.loggedIn, user: { id: amira.id, email: amira.email, role: 'trader' } });
      expect(body.user.lastLoginAt).not.toBeNull();
      expect(body.tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const access = claimsOf(body.tokens.accessToken);
      expect(access).toMatchObject({ sub: amira.id, role: 'trader', typ: 'access', iss: 'commodity-trading-platform' });
      expect(typeof access.sid).toBe('string');
      expect(access.exp! - access.iat!).toBe(900);

      const id = claimsOf(body.tokens.idToken);
      expect(id).toMatchObject({ sub: amira.id, typ: 'id', email: amira.email, given_name: 'Amira', family_name: 'Haddad', email_verified: true });

      // Non-browser clients get no cookies.
      expect(res.cookies).toHaveLength(0);
      expect((await profileWith(t.app, body.tokens.accessToken)).statusCode).toBe(200);
    });

    it('may type the email in any letter case and with surrounding spaces', async () => {
      const res = await login(`  ${amira.email.toUpperCase()} `, amira.password);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(amira.id);
    });

    it('starts a separate session on each sign-in', async () => {
      const a = await signIn(t.app, amira);
      const b = await signIn(t.app, amira);
      expect(claimsOf(a.accessToken).sid).not.toBe(claimsOf(b.accessToken).sid);
      expect(a.refreshToken).not.toBe(b.refreshToken);
    });

    it('in the browser (X-Auth-Mode: cookie) gets the refresh token only as an httpOnly cookie, plus the XSRF cookie', async () => {
      const res = await login(amira.email, amira.password, { [AUTH_MODE_HEADER]: 'cookie' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body.tokens).sort()).toEqual(['accessToken', 'idToken']);

      const cookies = setCookies(res);
      expect(cookies.refresh_token).toMatchObject({ httpOnly: true, path: '/auth', sameSite: 'Strict', maxAge: 30 * 24 * 3600 });
      expect(cookies.refresh_token?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookies[XSRF_COOKIE]?.httpOnly).toBeUndefined();
      expect(cookies[XSRF_COOKIE]).toMatchObject({ path: '/', sameSite: 'Strict' });
      expect(cookies[XSRF_COOKIE]?.value.length).toBeGreaterThanOrEqual(32);
      // Served over http in tests: the cookies are not marked Secure.
      expect(cookies.refresh_token?.secure).toBeUndefined();
    });
  });

  describe('a failed sign-in', () => {
    it('answers alike for a wrong password, an unknown email and a locked account', async () => {
      const victim = await registerUser(t.app);
      const wrongPassword = await login(victim.email, 'Wrong!Pass9word');
      const unknownEmail = await login(uniqueEmail('nobody'), victim.password);

      const locked = await registerUser(t.app);
      await failTimes(locked.email, 5, '10.0.0.5');
      const lockedAccount = await login(locked.email, locked.password, {}, '10.0.0.5');

      const expected = { status: 401, code: ERROR_CODES.invalidCredentials, message: SERVER_TEXTS.invalidCredentials };
      for (const res of [wrongPassword, unknownEmail, lockedAccount]) {
        expect(expectError(res, 401)).toEqual(expected);
      }
      expect(new Set([wrongPassword.body, unknownEmail.body, lockedAccount.body]).size).toBe(1);
    });

    it.each([
      ['no password', { email: 'someone@example.com' }, 'password'],
      ['an empty password', { email: 'someone@example.com', password: '' }, 'password'],
      ['no email', { password: 'Whatever1@' }, 'email'],
      ['a malformed email', { email: 'someone', password: 'Whatever1@' }, 'email'],
    ])('is a 400 validation error for %s', async (_label, body, field) => {
      const error = expectError(await call(t.app, 'POST', '/auth/login', { body }), 400, ERROR_CODES.validation);
      expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
    });
  });

  describe('repeated wrong passwords', () => {
    it('slow the failing address down: after the 3rd failure in a row the next attempt waits 1 s, after the 4th 2 s (429 with Retry-After)', async () => {
      const user = await registerUser(t.app);
      const ip = '10.0.1.1';
      await failTimes(user.email, 2, ip);
      expectError(await login(user.email, 'Wrong!Guess2', {}, ip), 401, ERROR_CODES.invalidCredentials);
      for (const seconds of [1, 2]) {
        const slowed = await login(user.email, user.password, {}, ip);
        expect(expectError(slowed, 429, ERROR_CODES.rateLimited).message).toBe(SERVER_TEXTS.rateLimited);
        expect(slowed.headers['retry-after']).toBe(String(seconds));
        clock.advance(seconds * 1000 - 1);
        expectError(await login(user.email, user.password, {}, ip), 429, ERROR_CODES.rateLimited);
        clock.advance(1);
        if (seconds === 1) expectError(await login(user.email, 'Wrong!Again1', {}, ip), 401, ERROR_CODES.invalidCredentials);
      }
      // The owner was never slowed from their own address, and the slowed address gets in once it waited.
      await signIn(t.app, user);
      expect((await login(user.email, user.password, {}, ip)).statusCode).toBe(200);
    });

    it('lock the failing address out for 15 minutes after 5 failures, even with the right password, while the owner elsewhere signs in', async () => {
      const user = await registerUser(t.app);
      const attacker = '203.0.113.9';
      await failTimes(user.email, 4, attacker);
      // Four failures do not lock yet.
      expect((await login(user.email, user.password, {}, attacker)).statusCode).toBe(200);

      await failTimes(user.email, 5, attacker);
      const lockedAt = clock.now() - MINUTE;
      expectError(await login(user.email, user.password, {}, attacker), 401, ERROR_CODES.invalidCredentials);
      // The owner, from their own address, is not locked out.
      expect((await login(user.email, user.password)).statusCode).toBe(200);
      const reasons = (await auditRows(t.app))
        .filter((r) => r.actor_id === user.id && r.action === 'auth.login.failed')
        .map((r) => JSON.parse(r.details!).reason);
      expect(reasons.filter((r) => r === 'locked')).toHaveLength(1);

      clock.advance(lockedAt + 15 * MINUTE - 1_000 - clock.now());
      expectError(await login(user.email, user.password, {}, attacker), 401, ERROR_CODES.invalidCredentials);
      clock.advance(2_000);
      expect((await login(user.email, user.password, {}, attacker)).statusCode).toBe(200);
    });

    it('count again from zero after a successful sign-in', async () => {
      const user = await registerUser(t.app);
      await failTimes(user.email, 4);
      await signIn(t.app, user);
      await failTimes(user.email, 4);
      await signIn(t.app, user);
    });

    it('lock after the number of attempts set by the administrator (maxLoginAttempts)', async () => {
      await t.app.settings.updateGroup('security', { maxLoginAttempts: 3 });
      try {
        const user = await registerUser(t.app);
        await failTimes(user.email, 2);
        await signIn(t.app, user);
        await failTimes(user.email, 3);
        expectError(await login(user.email, user.password), 401, ERROR_CODES.invalidCredentials);
      } finally {
        await t.app.settings.updateGroup('security', { maxLoginAttempts: 5 });
      }
    });

    it('are written to the audit log, with the lockout', async () => {
      const user = await registerUser(t.app);
      await failTimes(user.email, 5);
      const rows = (await auditRows(t.app)).filter((r) => r.actor_id === user.id);
      expect(rows.filter((r) => r.action === 'auth.login.failed')).toHaveLength(5);
      expect(rows.filter((r) => r.action === 'auth.lockout')).toHaveLength(1);
    });

    it('for an unknown email are slowed and locked out alike, so the answers do not reveal which accounts exist', async () => {
      const known = await registerUser(t.app);
      const unknown = uniqueEmail('nobody');
      const answers = async (email: string, ip: string) => {
        const seen: string[] = [];
        for (let i = 0; i < 6; i++) {
          const res = await login(email, `Wrong!Guess${i}`, {}, ip);
          seen.push(`${res.statusCode} ${res.headers['retry-after'] ?? ''} ${res.body}`);
          if (i % 2 === 1) clock.advance(MINUTE);
        }
        return seen;
      };
      expect(await answers(unknown, '10.0.2.2')).toEqual(await answers(known.email, '10.0.2.3'));
    });
  });

  describe('an account that is not active', () => {
    it.each(['suspended', 'inactive', 'pending'])('is refused when %s, and the refusal is audited', async (status) => {
      const user = await registerUser(t.app);
      await setUserColumns(t.app, user.id, { status });
      const error = expectError(await login(user.email, user.password), 403, ERROR_CODES.accountNotActive);
      expect(error.message).toBe(SERVER_TEXTS.accountNotActive);
      // A wrong password still answers like any other failure: the status is not disclosed.
      expect(expectError(await login(user.email, 'Wrong!Pass9word'), 401).code).toBe(ERROR_CODES.invalidCredentials);

      const refused = (await auditRows(t.app)).filter((r) => r.action === 'auth.login.refused' && r.actor_id === user.id);
      expect(refused).toHaveLength(1);
      expect(JSON.parse(refused[0]!.details!)).toEqual({ status });
    });
  });

  describe('the audit log', () => {
    it('records every attempt, successful or not, with the account and address but never the password', async () => {
      const user = await registerUser(t.app, { password: 'Unique$Secret42xyz' });
      const wrong = 'Leaky!Guess77abc';
      const unknown = uniqueEmail('ghost');
      await login(user.email, wrong);
      await login(unknown, 'Ghost!Pass55qrs');
      await signIn(t.app, user);

      const rows = await auditRows(t.app);
      const failed = rows.filter((r) => r.action === 'auth.login.failed' && r.actor_email === user.email);
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ actor_id: user.id, ip: '127.0.0.1' });
      expect(JSON.parse(failed[0]!.details!)).toEqual({ reason: 'wrong_password' });

      const ghost = rows.filter((r) => r.action === 'auth.login.failed' && r.actor_email === unknown);
      expect(ghost).toHaveLength(1);
      expect(ghost[0]).toMatchObject({ actor_id: null, ip: '127.0.0.1' });
      expect(JSON.parse(ghost[0]!.details!)).toEqual({ reason: 'unknown_email' });

      const success = rows.filter((r) => r.action === 'auth.login.success' && r.actor_id === user.id);
      expect(success).toHaveLength(1);
      expect(success[0]).toMatchObject({ actor_email: user.email, ip: '127.0.0.1' });
      expect(success[0]!.target).toEqual(expect.any(String));

      const everything = JSON.stringify(rows);
      for (const secret of [user.password, wrong, 'Ghost!Pass55qrs']) expect(everything).not.toContain(secret);
    });
  });

  describe('cookies and transport security', () => {
    const browserLogin = async (app: TestApp['app'], headers: Record<string, string> = {}) => {
      const user = await registerUser(app);
      const res = await call(app, 'POST', '/auth/login', {
        body: { email: user.email, password: user.password },
        headers: { [AUTH_MODE_HEADER]: 'cookie', ...headers },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };

    it.each([
      ['in production, even behind a plain-http PUBLIC_URL', { NODE_ENV: 'production', PUBLIC_URL: 'http://trade.internal' }],
      ['when the site is served over https', { PUBLIC_URL: 'https://trade.example.com' }],
    ])('marks the browser cookies Secure with the __Secure-/__Host- prefixes %s, and they refresh the session', async (_label, env) => {
      const app = await buildAuthApp(env);
      try {
        const cookies = setCookies(await browserLogin(app.app));
        expect(cookies['__Secure-refresh_token']).toMatchObject({ secure: true, httpOnly: true, path: '/auth', sameSite: 'Strict' });
        expect(cookies[SECURE_XSRF_COOKIE]).toMatchObject({ secure: true, path: '/', sameSite: 'Strict' });
        expect(cookies.refresh_token).toBeUndefined();
        expect(cookies[XSRF_COOKIE]).toBeUndefined();

        const xsrf = cookies[SECURE_XSRF_COOKIE]!.value;
        const refreshed = await call(app.app, 'POST', '/auth/refresh', {
          headers: {
            [AUTH_MODE_HEADER]: 'cookie',
            [XSRF_HEADER]: xsrf,
            cookie: cookieHeader({ '__Secure-refresh_token': cookies['__Secure-refresh_token']!.value, [SECURE_XSRF_COOKIE]: xsrf }),
          },
        });
        expect(refreshed.statusCode, refreshed.body).toBe(200);
      } finally {
        await app.close();
      }
    });

    it('sends HSTS only where the site is served over https', async () => {
      const plain = await browserLogin(t.app);
      expect(plain.headers['strict-transport-security']).toBeUndefined();

      const proxied = await buildAuthApp({ TRUST_PROXY: 'true' });
      const https = await buildAuthApp({ PUBLIC_URL: 'https://trade.example.com' });
      try {
        expect((await call(proxied.app, 'GET', '/health')).headers['strict-transport-security']).toBeUndefined();
        const viaTls = await call(proxied.app, 'GET', '/health', { headers: { 'x-forwarded-proto': 'https' } });
        expect(viaTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect((await call(https.app, 'GET', '/health')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      } finally {
        await Promise.all([proxied.close(), https.close()]);
      }
    });
  });
});
