import { AUTH_MODE_HEADER, ERROR_CODES, SERVER_TEXTS, XSRF_COOKIE, XSRF_HEADER } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../helpers';
import {
  buildAuthApp,
  cookieHeader,
  expectError,
  profileWith,
  refreshWith,
  registerUser,
  setCookies,
  signIn,
  type RegisteredUser,
} from './fixtures';

describe('POST /auth/logout', () => {
  let t: TestApp;
  let amira: RegisteredUser;

  beforeAll(async () => {
    t = await buildAuthApp();
    amira = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const expectSignedOut = async (tokens: { accessToken: string; refreshToken: string }) => {
    expectError(await profileWith(t.app, tokens.accessToken), 401, ERROR_CODES.sessionExpired);
    expectError(await refreshWith(t.app, tokens.refreshToken), 401, ERROR_CODES.sessionExpired);
  };

  it('with the access token revokes the session: neither the access nor the refresh token works afterwards', async () => {
    const session = await signIn(t.app, amira);
    const res = await call(t.app, 'POST', '/auth/logout', { token: session.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SERVER_TEXTS.loggedOut });
    await expectSignedOut(session);
  });

  it('with only the refresh token in the body revokes its session', async () => {
    const session = await signIn(t.app, amira);
    const res = await call(t.app, 'POST', '/auth/logout', { body: { refreshToken: session.refreshToken } });
    expect(res.statusCode).toBe(200);
    await expectSignedOut(session);
  });

  it('also revokes the session when a refresh token that was already rotated is presented', async () => {
    const session = await signIn(t.app, amira);
    const rotated = (await refreshWith(t.app, session.refreshToken)).json().tokens;
    await call(t.app, 'POST', '/auth/logout', { body: { refreshToken: session.refreshToken } });
    await expectSignedOut(rotated);
  });

  it('ends only the session it is called for; other devices stay signed in', async () => {
    const laptop = await signIn(t.app, amira);
    const phone = await signIn(t.app, amira);
    await call(t.app, 'POST', '/auth/logout', { token: laptop.accessToken });
    await expectSignedOut(laptop);
    expect((await profileWith(t.app, phone.accessToken)).statusCode).toBe(200);
    expect((await refreshWith(t.app, phone.refreshToken)).statusCode).toBe(200);
  });

  it('answers success when there is nothing to end (no token, an unknown or an already revoked token)', async () => {
    const session = await signIn(t.app, amira);
    await call(t.app, 'POST', '/auth/logout', { token: session.accessToken });
    for (const res of [
      await call(t.app, 'POST', '/auth/logout'),
      await call(t.app, 'POST', '/auth/logout', { token: session.accessToken }),
      await call(t.app, 'POST', '/auth/logout', { token: 'garbage' }),
      await call(t.app, 'POST', '/auth/logout', { body: { refreshToken: 'B'.repeat(43) } }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: SERVER_TEXTS.loggedOut });
    }
  });

  it('is recorded as revoked in the sessions table', async () => {
    const session = await signIn(t.app, amira);
    await call(t.app, 'POST', '/auth/logout', { token: session.accessToken });
    const rows = await t.app.database.db.selectFrom('sessions').selectAll().where('user_id', '=', amira.id).execute();
    expect(rows.length).toBeGreaterThan(0);
    const sid = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()).sid;
    expect(rows.find((r) => r.id === sid)?.revoked_at).toEqual(expect.any(String));
  });

  describe('in the browser (cookies)', () => {
    const browserLogin = async () => {
      const res = await call(t.app, 'POST', '/auth/login', {
        body: { email: amira.email, password: amira.password },
        headers: { [AUTH_MODE_HEADER]: 'cookie' },
      });
      const cookies = setCookies(res);
      return { refresh: cookies.refresh_token!.value, xsrf: cookies[XSRF_COOKIE]!.value, accessToken: res.json().tokens.accessToken as string };
    };

    it('with the refresh cookie and the XSRF header revokes the session and clears both cookies', async () => {
      const session = await browserLogin();
      const res = await call(t.app, 'POST', '/auth/logout', {
        headers: {
          [AUTH_MODE_HEADER]: 'cookie',
          cookie: cookieHeader({ refresh_token: session.refresh, [XSRF_COOKIE]: session.xsrf }),
          [XSRF_HEADER]: session.xsrf,
        },
      });
      expect(res.statusCode).toBe(200);
      const cleared = setCookies(res);
      expect(cleared.refresh_token).toMatchObject({ value: '', path: '/auth' });
      expect(cleared[XSRF_COOKIE]).toMatchObject({ value: '', path: '/' });
      expectError(await profileWith(t.app, session.accessToken), 401, ERROR_CODES.sessionExpired);
      expectError(await refreshWith(t.app, session.refresh), 401, ERROR_CODES.sessionExpired);
    });

    it('with the access token works even when the XSRF header is missing (a bearer token cannot be forged cross-site)', async () => {
      const session = await browserLogin();
      const res = await call(t.app, 'POST', '/auth/logout', {
        token: session.accessToken,
        headers: { [AUTH_MODE_HEADER]: 'cookie', cookie: cookieHeader({ refresh_token: session.refresh, [XSRF_COOKIE]: session.xsrf }) },
      });
      expect(res.statusCode).toBe(200);
      expectError(await refreshWith(t.app, session.refresh), 401, ERROR_CODES.sessionExpired);
    });

    it('with the refresh cookie alone and no XSRF header is refused with 403 and ends nothing', async () => {
      const session = await browserLogin();
      const res = await call(t.app, 'POST', '/auth/logout', {
        headers: { cookie: cookieHeader({ refresh_token: session.refresh, [XSRF_COOKIE]: session.xsrf }) },
      });
      expectError(res, 403, ERROR_CODES.xsrf);
      expect((await profileWith(t.app, session.accessToken)).statusCode).toBe(200);
    });
  });
});
