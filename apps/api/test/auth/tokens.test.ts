import { ERROR_CODES, SERVER_TEXTS } from '@ctp/domain';
import { SignJWT, base64url, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../helpers';
import {
  MINUTE,
  buildAuthApp,
  claimsOf,
  expectError,
  profileWith,
  refreshWith,
  registerUser,
  setUserColumns,
  signIn,
  testClock,
  type RegisteredUser,
  type SignedIn,
} from './fixtures';

const ISSUER = 'commodity-trading-platform';

describe('access tokens on GET /auth/profile', () => {
  const clock = testClock();
  let t: TestApp;
  let amira: RegisteredUser;
  let session: SignedIn;
  let secret: Uint8Array;

  beforeAll(async () => {
    t = await buildAuthApp({}, clock);
    amira = await registerUser(t.app);
    session = await signIn(t.app, amira);
    secret = new TextEncoder().encode(t.config.jwtSecret!);
  });
  afterAll(() => t.close());

  /** An access token for Amira's live session, signed as the test wishes. */
  const craft = (options: { claims?: JWTPayload; key?: Uint8Array; alg?: string; exp?: number | string | null; iss?: string } = {}) => {
    const { sid } = claimsOf(session.accessToken);
    const jwt = new SignJWT({ sid, role: 'trader', typ: 'access', ...options.claims })
      .setProtectedHeader({ alg: options.alg ?? 'HS256' })
      .setSubject(amira.id)
      .setIssuer(options.iss ?? ISSUER)
      .setIssuedAt(Math.floor(clock.now() / 1000));
    // exp: null crafts a token that never expires.
    if (options.exp !== null) jwt.setExpirationTime(options.exp ?? Math.floor(clock.now() / 1000) + 600);
    return jwt.sign(options.key ?? secret);
  };

  const expectRejected = async (token: string) => {
    const error = expectError(await profileWith(t.app, token), 401);
    expect([ERROR_CODES.sessionExpired, ERROR_CODES.unauthorized]).toContain(error.code);
    return error;
  };

  it('a valid token opens the profile of its user', async () => {
    const res = await profileWith(t.app, session.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { id: amira.id, email: amira.email, role: 'trader' } });
  });

  it('a token crafted with the right secret and claims is accepted (control for the cases below)', async () => {
    expect((await profileWith(t.app, await craft())).statusCode).toBe(200);
  });

  describe('a caller without a usable bearer token', () => {
    it.each([
      ['no Authorization header', {}],
      ['a Basic scheme', { authorization: 'Basic YW1pcmE6c2VjcmV0' }],
      ['an empty Bearer', { authorization: 'Bearer ' }],
    ])('gets 401 UNAUTHORIZED with %s', async (_label, headers) => {
      const error = expectError(await call(t.app, 'GET', '/auth/profile', { headers }), 401, ERROR_CODES.unauthorized);
      expect(error.message).toBe(SERVER_TEXTS.unauthorized);
    });

    it('gets 401 for a token that is not a JWT at all', async () => {
      await expectRejected('not-a-jwt');
    });
  });

  describe('a token that must not be trusted', () => {
    it('is refused once expired', async () => {
      const now = Math.floor(clock.now() / 1000);
      const error = await expectRejected(await craft({ exp: now - 1 }));
      expect(error).toMatchObject({ code: ERROR_CODES.sessionExpired, message: SERVER_TEXTS.sessionExpired });
    });

    it('is refused without an expiry, even correctly signed', async () => {
      await expectRejected(await craft({ exp: null }));
    });

    it('is refused when signed with another secret (forged)', async () => {
      await expectRejected(await craft({ key: new TextEncoder().encode('y'.repeat(48)) }));
    });

    it('is refused when its payload was altered after signing', async () => {
      const [header, payload, signature] = session.accessToken.split('.');
      const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload!)));
      const escalated = base64url.encode(JSON.stringify({ ...claims, role: 'admin' }));
      await expectRejected(`${header}.${escalated}.${signature}`);

      const other = await registerUser(t.app);
      const impersonating = base64url.encode(JSON.stringify({ ...claims, sub: other.id }));
      await expectRejected(`${header}.${impersonating}.${signature}`);
    });

    it("is refused with 'alg: none' (unsigned)", async () => {
      const [, payload] = session.accessToken.split('.');
      const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
      await expectRejected(`${header}.${payload}.`);
      await expectRejected(`${header}.${payload}`);
    });

    it('is refused when signed with another algorithm, even with the right secret', async () => {
      await expectRejected(await craft({ alg: 'HS512' }));
    });

    it('is refused from another issuer', async () => {
      await expectRejected(await craft({ iss: 'someone-else' }));
    });

    it('is refused when it is an id token or a refresh token rather than an access token', async () => {
      await expectRejected(session.idToken);
      await expectRejected(session.refreshToken);
      await expectRejected(await craft({ claims: { typ: 'id' } }));
    });

    it('is refused when it names a session that does not exist or belongs to someone else', async () => {
      await expectRejected(await craft({ claims: { sid: crypto.randomUUID() } }));
      const other = await registerUser(t.app);
      const otherSession = await signIn(t.app, other);
      await expectRejected(await craft({ claims: { sid: claimsOf(otherSession.accessToken).sid } }));
    });
  });

  describe('the lifetime of an access token', () => {
    it('is ACCESS_TOKEN_TTL_SECONDS', async () => {
      const short = await buildAuthApp({ ACCESS_TOKEN_TTL_SECONDS: '60' });
      try {
        const user = await registerUser(short.app);
        const tokens = await signIn(short.app, user);
        for (const token of [tokens.accessToken, tokens.idToken]) {
          const claims = claimsOf(token);
          expect(claims.exp! - claims.iat!).toBe(60);
        }
      } finally {
        await short.close();
      }
    });

    it('ends on the app clock: a token still works at 14 minutes and is refused at 16', async () => {
      const local = testClock();
      const app = await buildAuthApp({}, local);
      try {
        const user = await registerUser(app.app);
        const tokens = await signIn(app.app, user);
        local.advance(14 * MINUTE);
        expect((await profileWith(app.app, tokens.accessToken)).statusCode).toBe(200);
        local.advance(2 * MINUTE);
        expectError(await profileWith(app.app, tokens.accessToken), 401, ERROR_CODES.sessionExpired);
        // The session itself is still alive: the refresh token gives a fresh access token.
        const refreshed = await refreshWith(app.app, tokens.refreshToken);
        expect(refreshed.statusCode).toBe(200);
        expect((await profileWith(app.app, refreshed.json().tokens.accessToken)).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  });

  describe('a still-valid token of an account that changed', () => {
    it('is refused at the next request once the user is suspended', async () => {
      const user = await registerUser(t.app);
      const tokens = await signIn(t.app, user);
      expect((await profileWith(t.app, tokens.accessToken)).statusCode).toBe(200);
      await setUserColumns(t.app, user.id, { status: 'suspended' });
      expectError(await profileWith(t.app, tokens.accessToken), 401, ERROR_CODES.sessionExpired);
      // Nor can the session be refreshed.
      expectError(await refreshWith(t.app, tokens.refreshToken), 401, ERROR_CODES.sessionExpired);
    });

    it('is refused at the next request once the user is deleted', async () => {
      const user = await registerUser(t.app);
      const tokens = await signIn(t.app, user);
      await t.app.database.db.deleteFrom('users').where('id', '=', user.id).execute();
      expectError(await profileWith(t.app, tokens.accessToken), 401, ERROR_CODES.sessionExpired);
      expectError(await refreshWith(t.app, tokens.refreshToken), 401, ERROR_CODES.sessionExpired);
    });

    it('carries the role read from the database, not the one written in the token', async () => {
      const user = await registerUser(t.app);
      const tokens = await signIn(t.app, user);
      await setUserColumns(t.app, user.id, { role: 'seller' });

      expect(claimsOf(tokens.accessToken).role).toBe('trader');
      const profile = await profileWith(t.app, tokens.accessToken);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().user.role).toBe('seller');
      // What route guards see for this token:
      expect((await t.app.auth.authenticate(tokens.accessToken)).role).toBe('seller');

      const refreshed = await refreshWith(t.app, tokens.refreshToken);
      expect(claimsOf(refreshed.json().tokens.accessToken).role).toBe('seller');
      expect(refreshed.json().user.role).toBe('seller');
    });
  });
});
