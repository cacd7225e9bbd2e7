import { AUTH_MODE_HEADER, ERROR_CODES, SERVER_TEXTS, TEXTS, XSRF_COOKIE, XSRF_HEADER, authResponseSchema } from '@ctp/domain';
import type { LightMyRequestResponse } from 'fastify';
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
  refreshWith,
  registerUser,
  setCookies,
  signIn,
  testClock,
  type RegisteredUser,
} from './fixtures';

const SECOND = 1_000;

describe('POST /auth/refresh', () => {
  const clock = testClock();
  let t: TestApp;
  let amira: RegisteredUser;

  beforeAll(async () => {
    t = await buildAuthApp({}, clock);
    amira = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const tokensOf = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return authResponseSchema.parse(res.json()).tokens as { accessToken: string; idToken: string; refreshToken: string };
  };

  describe('a client with a refresh token in the body', () => {
    it('gets new tokens for the same session, and the refresh token rotates', async () => {
      const first = await signIn(t.app, amira);
      const res = await refreshWith(t.app, first.refreshToken);
      expect(res.json()).toMatchObject({ success: true, message: SERVER_TEXTS.refreshed, user: { id: amira.id } });
      const second = tokensOf(res);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(claimsOf(second.accessToken).sid).toBe(claimsOf(first.accessToken).sid);
      expect((await profileWith(t.app, second.accessToken)).statusCode).toBe(200);

      // The new refresh token rotates in turn.
      const third = tokensOf(await refreshWith(t.app, second.refreshToken));
      expect(new Set([first.refreshToken, second.refreshToken, third.refreshToken]).size).toBe(3);
    });

    it('answers a reuse within the 10 s grace (two tabs, a retry) with the same successor: one chain, no fork', async () => {
      const first = await signIn(t.app, amira);
      const tabA = tokensOf(await refreshWith(t.app, first.refreshToken));
      clock.advance(5 * SECOND);
      const tabB = tokensOf(await refreshWith(t.app, first.refreshToken));
      expect(tabB.refreshToken).toBe(tabA.refreshToken);
      expect(claimsOf(tabB.accessToken).sid).toBe(claimsOf(tabA.accessToken).sid);

      // Nothing was revoked: the session carries on along its one chain.
      expect((await profileWith(t.app, first.accessToken)).statusCode).toBe(200);
      const next = tokensOf(await refreshWith(t.app, tabA.refreshToken));
      clock.advance(11 * SECOND);
      // A fork would have left the other tab a second live token; there is none to replay past the grace.
      expectError(await refreshWith(t.app, tabB.refreshToken), 401, ERROR_CODES.sessionExpired);
      expectError(await refreshWith(t.app, next.refreshToken), 401, ERROR_CODES.sessionExpired);
    });

    it('loses the whole session when an old token is replayed after the grace window', async () => {
      const first = await signIn(t.app, amira);
      const other = await signIn(t.app, amira);
      const second = tokensOf(await refreshWith(t.app, first.refreshToken));
      clock.advance(11 * SECOND);

      const replay = expectError(await refreshWith(t.app, first.refreshToken), 401, ERROR_CODES.sessionExpired);
      expect(replay.message).toBe(SERVER_TEXTS.sessionExpired);

      // The newest token of that session and its access tokens stop working too.
      expectError(await refreshWith(t.app, second.refreshToken), 401, ERROR_CODES.sessionExpired);
      expectError(await profileWith(t.app, second.accessToken), 401, ERROR_CODES.sessionExpired);
      expectError(await profileWith(t.app, first.accessToken), 401, ERROR_CODES.sessionExpired);

      // Another session of the same user is not affected.
      expect((await profileWith(t.app, other.accessToken)).statusCode).toBe(200);
      tokensOf(await refreshWith(t.app, other.refreshToken));

      const sid = claimsOf(first.accessToken).sid;
      const reuse = (await auditRows(t.app)).filter((r) => r.action === 'auth.refresh.reuse' && r.target === sid);
      expect(reuse).toHaveLength(1);
      expect(reuse[0]).toMatchObject({ actor_id: amira.id, target: claimsOf(first.accessToken).sid, ip: '127.0.0.1' });
    });

    it('lets two tabs refresh with the same token at the same moment', async () => {
      const first = await signIn(t.app, amira);
      const [a, b] = await Promise.all([refreshWith(t.app, first.refreshToken), refreshWith(t.app, first.refreshToken)]);
      const tabA = tokensOf(a);
      const tabB = tokensOf(b);
      expect(tabA.refreshToken).toBe(tabB.refreshToken);
      const next = tokensOf(await refreshWith(t.app, tabA.refreshToken));
      expect(tokensOf(await refreshWith(t.app, tabB.refreshToken)).refreshToken).toBe(next.refreshToken);
    });

    it('is refused for a token the server never issued', async () => {
      expectError(await refreshWith(t.app, 'A'.repeat(43)), 401, ERROR_CODES.sessionExpired);
    });

    it('is refused with "No refresh token available" when no token is given at all', async () => {
      for (const res of [
        await call(t.app, 'POST', '/auth/refresh'),
        await call(t.app, 'POST', '/auth/refresh', { body: {} }),
      ]) {
        const error = expectError(res, 401, 'NO_REFRESH_TOKEN');
        expect(error.message).toBe(TEXTS.noRefreshToken);
      }
    });

    it('is a 400 validation error for a token of the wrong type', async () => {
      expectError(await call(t.app, 'POST', '/auth/refresh', { body: { refreshToken: 12345 } }), 400, ERROR_CODES.validation);
    });
  });

  describe('idle sessions (sessionTimeout setting)', () => {
    it('expire after 30 idle minutes by default: the refresh token and the access token stop working', async () => {
      const session = await signIn(t.app, amira);
      clock.advance(31 * MINUTE);
      expectError(await profileWith(t.app, session.accessToken), 401, ERROR_CODES.sessionExpired);
      expectError(await refreshWith(t.app, session.refreshToken), 401, ERROR_CODES.sessionExpired);
    });

    it('stay alive while used: refreshing every 20 minutes keeps the session', async () => {
      let tokens = await signIn(t.app, amira);
      for (let i = 0; i < 3; i++) {
        clock.advance(20 * MINUTE);
        tokens = tokensOf(await refreshWith(t.app, tokens.refreshToken)) as typeof tokens;
      }
      expect((await profileWith(t.app, tokens.accessToken)).statusCode).toBe(200);
    });

    it('stay alive while used: calls with the access token count as activity', async () => {
      const session = await signIn(t.app, amira);
      clock.advance(10 * MINUTE);
      expect((await profileWith(t.app, session.accessToken)).statusCode).toBe(200);
      clock.advance(25 * MINUTE);
      // 35 minutes after sign-in but only 25 after the last call.
      tokensOf(await refreshWith(t.app, session.refreshToken));
    });

    it('follow the timeout the administrator set', async () => {
      await t.app.settings.updateGroup('platform', { sessionTimeout: 5 });
      try {
        const kept = await signIn(t.app, amira);
        clock.advance(4 * MINUTE);
        tokensOf(await refreshWith(t.app, kept.refreshToken));

        const dropped = await signIn(t.app, amira);
        clock.advance(6 * MINUTE);
        expectError(await refreshWith(t.app, dropped.refreshToken), 401, ERROR_CODES.sessionExpired);
      } finally {
        await t.app.settings.updateGroup('platform', { sessionTimeout: 30 });
      }
    });
  });

  it('refuses a refresh token older than REFRESH_TOKEN_TTL_DAYS', async () => {
    const local = testClock();
    const app = await buildAuthApp({ REFRESH_TOKEN_TTL_DAYS: '1' }, local);
    try {
      // A long idle timeout, so only the token's own lifetime is at play.
      await app.app.settings.updateGroup('platform', { sessionTimeout: 3 * 24 * 60 });
      const user = await registerUser(app.app);
      const session = await signIn(app.app, user);
      local.advance(24 * 60 * MINUTE - 2 * MINUTE);
      const next = tokensOf(await refreshWith(app.app, session.refreshToken));
      expect((await profileWith(app.app, next.accessToken)).statusCode).toBe(200);
      local.advance(3 * MINUTE);
      // The session itself is now over a day old: it ends with its first refresh token,
      // and the access token issued two minutes before the end stops working with it.
      expectError(await refreshWith(app.app, next.refreshToken), 401, ERROR_CODES.sessionExpired);
      expectError(await profileWith(app.app, next.accessToken), 401, ERROR_CODES.sessionExpired);
    } finally {
      await app.close();
    }
  });

  describe('a browser client (X-Auth-Mode: cookie)', () => {
    const browserLogin = async () => {
      const res = await call(t.app, 'POST', '/auth/login', {
        body: { email: amira.email, password: amira.password },
        headers: { [AUTH_MODE_HEADER]: 'cookie' },
      });
      expect(res.statusCode).toBe(200);
      const cookies = setCookies(res);
      return { refresh: cookies.refresh_token!.value, xsrf: cookies[XSRF_COOKIE]!.value, accessToken: res.json().tokens.accessToken as string };
    };

    const browserRefresh = (cookies: Record<string, string>, xsrfHeader?: string) =>
      call(t.app, 'POST', '/auth/refresh', {
        headers: {
          [AUTH_MODE_HEADER]: 'cookie',
          cookie: cookieHeader(cookies),
          ...(xsrfHeader === undefined ? {} : { [XSRF_HEADER]: xsrfHeader }),
        },
      });

    it('refreshes with the cookie and a matching X-XSRF-TOKEN header; the new refresh token comes as a cookie only', async () => {
      const session = await browserLogin();
      const res = await browserRefresh({ refresh_token: session.refresh, [XSRF_COOKIE]: session.xsrf }, session.xsrf);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().tokens).sort()).toEqual(['accessToken', 'idToken']);
      const cookies = setCookies(res);
      expect(cookies.refresh_token?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookies.refresh_token?.value).not.toBe(session.refresh);
      expect(cookies.refresh_token).toMatchObject({ httpOnly: true, path: '/auth', sameSite: 'Strict' });
      expect(cookies[XSRF_COOKIE]?.value).toEqual(expect.any(String));
      expect((await profileWith(t.app, res.json().tokens.accessToken)).statusCode).toBe(200);
    });

    it('is refused with 403 without the X-XSRF-TOKEN header, with a wrong one, or without the XSRF cookie', async () => {
      const session = await browserLogin();
      const both = { refresh_token: session.refresh, [XSRF_COOKIE]: session.xsrf };
      const attempts = [
        await browserRefresh(both),
        await browserRefresh(both, 'forged-value'),
        await browserRefresh(both, ''),
        await browserRefresh({ refresh_token: session.refresh }, session.xsrf),
        await browserRefresh({ refresh_token: session.refresh }, ''),
      ];
      for (const res of attempts) {
        const error = expectError(res, 403, ERROR_CODES.xsrf);
        expect(error.message).toBe(SERVER_TEXTS.xsrf);
        expect(res.json().tokens).toBeUndefined();
      }
      // The refused attempts did not spend the token.
      const ok = await browserRefresh(both, session.xsrf);
      expect(ok.statusCode).toBe(200);
    });

    it('clears the cookies when the session can no longer be refreshed', async () => {
      const session = await browserLogin();
      await call(t.app, 'POST', '/auth/logout', { token: session.accessToken });
      const res = await browserRefresh({ refresh_token: session.refresh, [XSRF_COOKIE]: session.xsrf }, session.xsrf);
      expectError(res, 401, ERROR_CODES.sessionExpired);
      const cleared = setCookies(res);
      expect(cleared.refresh_token?.value).toBe('');
      expect(cleared[XSRF_COOKIE]?.value).toBe('');
    });
  });
});
