import {
  SERVER_TEXTS,
  TEXTS,
  TWO_FACTOR_TEXTS,
  SECURE_XSRF_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
  authResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
  refreshRequestSchema,
  registrationPayloadSchema,
  resetPasswordRequestSchema,
  twoFactorLoginRequestSchema,
  userSchema,
} from '@ctp/domain';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { randomToken } from '../../lib/tokens';
import { bearerToken, currentUser, isCookieClient } from '../../plugins/access';
import { routeError, withExample } from '../../plugins/api-docs';
import { SIGN_IN_GROUP } from '../../plugins/rate-limit';
import type { AuthService, ClientInfo, IssuedSession } from './service';

/** Refreshes per client address and minute: far above any person reloading pages (60 a minute keep the session). */
const REFRESH_PER_MINUTE = 300;

/** Secure cookies carry the browser-enforced prefixes: __Secure- on the refresh cookie (its path is /auth, so not __Host-). */
const cookieNames = (secure: boolean) =>
  secure ? { refresh: '__Secure-refresh_token', xsrf: SECURE_XSRF_COOKIE } : { refresh: 'refresh_token', xsrf: XSRF_COOKIE };

/**
 * Refresh and logout may come with no body at all (a browser relying on its cookie);
 * Fastify validates a missing body as null, so null must pass as well as undefined.
 */
const optionalRefreshBody = refreshRequestSchema.nullable();

/** The refresh token may come from the body (integrations) or from the browser's cookie. */
const anonymous: Record<string, string[]> = {};
const refreshSecurity = [anonymous, { refreshCookie: [] }];
const maintenance = routeError('The platform is in maintenance mode: only administrators may sign in (code MAINTENANCE).');
const accountRefused = routeError('The account is suspended or inactive, or its temporary password has expired.');
const xsrfInvalid = routeError('The refresh cookie came without a matching X-XSRF-TOKEN header (code XSRF_INVALID).');

export interface AuthRoutesOptions {
  auth: AuthService;
  refreshTokenTtlDays: number;
  secureCookies: boolean;
  rateLimitPerMinute: number;
}

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  // Only these routes read or set cookies: registered here, its two hooks run for no other route.
  await app.register(fastifyCookie);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = { access: 'public' as const, rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute', groupId: SIGN_IN_GROUP } };
  const cookieBase = { path: '/', sameSite: 'strict' as const, secure: opts.secureCookies };
  const COOKIE = cookieNames(opts.secureCookies);

  /** Browser clients get the refresh token only as an httpOnly cookie, plus the XSRF double-submit cookie. */
  function sendSession(request: FastifyRequest, reply: FastifyReply, session: IssuedSession, message: string) {
    const tokens = { accessToken: session.accessToken, idToken: session.idToken } as {
      accessToken: string;
      idToken: string;
      refreshToken?: string;
    };
    if (isCookieClient(request)) {
      const maxAge = opts.refreshTokenTtlDays * 24 * 60 * 60;
      reply.setCookie(COOKIE.refresh, session.refreshToken, { ...cookieBase, path: '/auth', httpOnly: true, maxAge });
      reply.setCookie(COOKIE.xsrf, randomToken(), { ...cookieBase, httpOnly: false, maxAge });
    } else {
      tokens.refreshToken = session.refreshToken;
    }
    return { success: true as const, message, tokens, user: session.user };
  }

  function clearSessionCookies(reply: FastifyReply) {
    reply.clearCookie(COOKIE.refresh, { ...cookieBase, path: '/auth' });
    reply.clearCookie(COOKIE.xsrf, cookieBase);
  }

  /** The refresh token from the body (any client) or from the cookie, which needs the XSRF header to match. */
  function presentedRefreshToken(request: FastifyRequest, fromBody: string | undefined): string | undefined {
    if (fromBody) return fromBody;
    const cookie = request.cookies[COOKIE.refresh];
    if (!cookie) return undefined;
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    const expected = request.cookies[COOKIE.xsrf];
    if (!expected || typeof header !== 'string' || header !== expected) {
      throw new AppError(403, 'XSRF_INVALID', SERVER_TEXTS.xsrf);
    }
    return cookie;
  }

  api.post('/auth/login', {
    config: limited,
    schema: {
      tags: ['auth'],
      operationId: 'signIn',
      summary: 'Sign in with email and password',
      description:
        'Answers the tokens, or, when the account has two-factor sign-in on, a challenge token for POST /auth/login/two-factor. ' +
        'Integrations get the refresh token in the body; the browser client (X-Auth-Mode: cookie) gets it as an httpOnly cookie. ' +
        'Repeated failures for one account and address are slowed down, then locked out for 15 minutes (429 with Retry-After).',
      body: withExample(loginRequestSchema, { email: 'trader@example.com', password: 'TraderDemo@2026' }),
      response: {
        200: loginResponseSchema,
        401: routeError('Wrong email or password (code INVALID_CREDENTIALS); the answer never tells which.'),
        403: accountRefused,
        503: maintenance,
      },
    },
    handler: async (request, reply) => {
      const outcome = await opts.auth.login(request.body.email, request.body.password, clientOf(request));
      if ('challengeToken' in outcome) {
        return { success: true as const, twoFactorRequired: true as const, challengeToken: outcome.challengeToken, message: TWO_FACTOR_TEXTS.codeRequired };
      }
      return sendSession(request, reply, outcome, SERVER_TEXTS.loggedIn);
    },
  });

  /** The second step of a two-factor sign-in: ends exactly like a password-only login. */
  api.post('/auth/login/two-factor', {
    config: limited,
    schema: {
      tags: ['auth'],
      operationId: 'completeTwoFactorSignIn',
      summary: 'Finish a two-factor sign-in with an authenticator or recovery code',
      body: twoFactorLoginRequestSchema,
      response: {
        200: authResponseSchema,
        401: routeError('The code is wrong, or the challenge expired (codes INVALID_TWO_FACTOR_CODE, TWO_FACTOR_CHALLENGE_EXPIRED).'),
        403: accountRefused,
      },
    },
    handler: async (request, reply) => {
      const session = await opts.auth.completeTwoFactor(request.body.challengeToken, request.body.code, clientOf(request));
      return sendSession(request, reply, session, SERVER_TEXTS.loggedIn);
    },
  });

  api.post('/auth/register', {
    config: limited,
    schema: {
      tags: ['auth'],
      operationId: 'register',
      summary: 'Create an account (it does not sign in)',
      description:
        "A trader's account, or a seller's with accountType 'seller' (never an administrator's). acceptTerms must be true: " +
        'the terms version and the time are stored with the account. While email verification is required, the account ' +
        'must open the mailed link before it may use the portals.',
      body: withExample(registrationPayloadSchema, {
        email: 'lena.brandt@example.com',
        password: 'Correct-Horse.2026!',
        firstName: 'Lena',
        lastName: 'Brandt',
        companyName: 'Brandt Metals GmbH',
        acceptTerms: true,
        accountType: 'seller',
      }),
      response: {
        201: z.object({ success: z.literal(true), message: z.string(), user: userSchema }),
        403: routeError('New registrations are closed (code REGISTRATION_CLOSED).'),
        409: routeError('An account with this email already exists (code EMAIL_TAKEN).'),
        503: maintenance,
      },
    },
    handler: async (request, reply) => {
      const user = await opts.auth.register(request.body, clientOf(request));
      return reply.status(201).send({ success: true, message: SERVER_TEXTS.registered, user });
    },
  });

  api.post('/auth/forgot-password', {
    config: limited,
    schema: {
      tags: ['auth'],
      operationId: 'requestPasswordReset',
      summary: 'Mail a password reset code (the same answer whether the account exists or not)',
      body: forgotPasswordRequestSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await opts.auth.forgotPassword(request.body.email, clientOf(request));
      return { success: true, message: SERVER_TEXTS.resetSent };
    },
  });

  api.post('/auth/reset-password', {
    config: limited,
    schema: {
      tags: ['auth'],
      operationId: 'resetPassword',
      summary: 'Set a new password with the mailed reset code',
      body: resetPasswordRequestSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await opts.auth.resetPassword(request.body, clientOf(request));
      return { success: true, message: SERVER_TEXTS.resetDone };
    },
  });

  api.post('/auth/refresh', {
    // Its own budget: pages reloaded quickly must not use up the sign-in budget and end the session.
    config: { access: 'public', rateLimit: { max: REFRESH_PER_MINUTE, timeWindow: '1 minute' } },
    schema: {
      tags: ['auth'],
      operationId: 'refreshSession',
      summary: 'New tokens for a refresh token (each refresh token works once)',
      security: refreshSecurity,
      body: optionalRefreshBody,
      response: {
        200: authResponseSchema,
        401: routeError('No refresh token, or one that expired, was revoked or was used already (codes NO_REFRESH_TOKEN, SESSION_EXPIRED).'),
        403: xsrfInvalid,
        503: routeError('The platform is in maintenance mode: only administrators keep their sessions (code MAINTENANCE).'),
      },
    },
    handler: async (request, reply) => {
      const token = presentedRefreshToken(request, request.body?.refreshToken);
      if (!token) throw AppError.unauthorized(TEXTS.noRefreshToken, 'NO_REFRESH_TOKEN');
      try {
        const session = await opts.auth.refresh(token, clientOf(request));
        return sendSession(request, reply, session, SERVER_TEXTS.refreshed);
      } catch (error) {
        if (isCookieClient(request)) clearSessionCookies(reply);
        throw error;
      }
    },
  });

  api.post('/auth/logout', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      operationId: 'signOut',
      summary: 'End the session named by the access token, or by the refresh token',
      security: [anonymous, { bearer: [] }, { refreshCookie: [] }],
      body: optionalRefreshBody,
      response: { 200: messageResponseSchema, 403: xsrfInvalid },
    },
    handler: async (request, reply) => {
      const access = bearerToken(request);
      const user = access ? await opts.auth.authenticate(access).catch(() => null) : null;
      // A valid bearer token names the session by itself; the refresh cookie (and its XSRF check) is only needed without one.
      const refresh = user ? undefined : presentedRefreshToken(request, request.body?.refreshToken);
      const sessionId = user?.sessionId ?? (refresh ? await opts.auth.sessionIdOfRefreshToken(refresh) : undefined);
      if (sessionId) await opts.auth.logout(sessionId);
      clearSessionCookies(reply);
      return { success: true, message: SERVER_TEXTS.loggedOut };
    },
  });

  api.get('/auth/profile', {
    config: { access: 'user', accountSetup: true },
    schema: { tags: ['auth'], operationId: 'getProfile', summary: 'The signed-in user', response: { 200: profileResponseSchema } },
    handler: async (request) => {
      const user = await opts.auth.profile(currentUser(request).id);
      return { success: true as const, message: 'Profile loaded', user };
    },
  });
}
