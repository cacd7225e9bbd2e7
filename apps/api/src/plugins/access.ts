import { API_TOKEN_PREFIX, AUTH_MODE_HEADER, ENTERPRISE_ERROR_CODES, ENTERPRISE_TEXTS, type ApiTokenScope, type Role } from '@ctp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { prependRouteHook } from '../lib/route-hooks';

/** Who is acting: every service takes the caller as this (an administrator sees all, others their own). */
export interface Principal {
  id: string;
  email: string;
  role: Role;
}

/** The caller of a signed-in request, as the access hook read them from the token and the session. */
export interface SignedInUser extends Principal {
  /** The session behind the access token; a personal API token has none and carries its own id here. */
  sessionId: string;
  /** Read with the session on each request, for the account gate (modules/auth/account-gate.ts). */
  emailVerified: boolean;
  mustChangePassword: boolean;
  /** Set when a personal API token, not a session, authenticated the request (docs/decisions/027). */
  apiTokenId?: string;
}

/** What is left of a personal API token's budget after a request, for the RateLimit headers. */
export interface TokenBudget {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** Who may call a route: anyone, any signed-in user, or the listed roles. */
export type Access = 'public' | 'user' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route is part of finishing an account's setup (profile, password change, resending the verification
     * mail): an account that must still verify its email or replace a temporary password may call it.
     */
    accountSetup?: boolean;
    /**
     * A read route a personal API token may call, and the scope the token needs (docs/decisions/027); any other route
     * refuses a token (403 API_TOKEN_NOT_ACCEPTED). On a public route the token is optional, but checked when sent.
     */
    tokenScope?: ApiTokenScope;
    /** A feature of the Enterprise package: a Basic caller gets 403 ENTERPRISE_REQUIRED (administrators see all). */
    enterprise?: boolean;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
}

/** The API prefixes; every route under them must declare its access. */
export const API_PREFIXES = ['/auth', '/api', '/admin', '/health', '/price-api'];
export const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

/** A personal API token rather than a session's access token (a JWT never starts so). */
export const isApiTokenSecret = (token: string) => token.startsWith(API_TOKEN_PREFIX);

/** The methods a personal API token may use: it is read-only. */
const TOKEN_METHODS = new Set(['GET', 'HEAD']);

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || undefined : undefined;
}

/** True for our own browser client, which keeps the refresh token in an httpOnly cookie. */
export const isCookieClient = (request: FastifyRequest) => request.headers[AUTH_MODE_HEADER.toLowerCase()] === 'cookie';

/**
 * Every API route states who may call it (a route without `config.access` fails at start);
 * this hook enforces it before the body is even read, through the auth module (decorated as `auth`), or the
 * enterprise module for a personal API token (`apiTokens`), then the Enterprise package where the route is one of its
 * features, then the account gate of the system settings (maintenance, email verification, a temporary password).
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);

  // Callback-style: the check is added to each signed-in route alone, so a public one (a cached price) pays nothing.
  function guard(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
    const access = request.routeOptions.config.access as Exclude<Access, 'public'>;
    authorise(request, reply, access).then(() => done(), done);
  }

  // A public route that takes a personal API token: without one it stays public; a token sent is checked and counted.
  function optionalApiToken(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
    const token = bearerToken(request);
    if (!token || !isApiTokenSecret(token)) return done();
    apiTokenCaller(request, reply, token).then((user) => {
      request.user = user;
      done();
    }, done);
  }

  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    const access = route.config?.access;
    if (isApiPath(url) && access === undefined && !url.startsWith('/api/docs')) {
      throw new Error(`Route ${route.method} ${url} does not declare config.access`);
    }
    if (access !== undefined && access !== 'public') prependRouteHook(route, 'onRequest', guard);
    else if (route.config?.tokenScope) prependRouteHook(route, 'onRequest', optionalApiToken);
  });

  async function authorise(request: FastifyRequest, reply: FastifyReply, access: Exclude<Access, 'public'>): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw AppError.unauthorized();
    request.user = isApiTokenSecret(token) ? await apiTokenCaller(request, reply, token) : await app.auth.authenticate(token);
    if (access !== 'user' && !access.includes(request.user.role)) throw AppError.forbidden();
    if (request.routeOptions.config.enterprise) await app.enterprise.assertEnterprise(request.user);
    const restriction = await app.auth.accountRestriction(request.user, request.routeOptions.config.accountSetup === true);
    if (restriction) throw restriction;
  }

  /** The owner of a personal API token, which only a read route naming a scope accepts (through the enterprise module). */
  async function apiTokenCaller(request: FastifyRequest, reply: FastifyReply, secret: string): Promise<SignedInUser> {
    const scope = request.routeOptions.config.tokenScope;
    if (!scope || !TOKEN_METHODS.has(request.method)) {
      throw new AppError(403, ENTERPRISE_ERROR_CODES.tokenNotAccepted, ENTERPRISE_TEXTS.tokenNotAccepted);
    }
    const { user, budget } = await app.apiTokens.authenticate(secret, scope);
    void reply.header('RateLimit-Limit', budget.limit).header('RateLimit-Remaining', budget.remaining).header('RateLimit-Reset', budget.resetSeconds);
    return user;
  }
});

/** The signed-in caller of a route whose access is not 'public'. */
export function currentUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}
