import { AUTH_MODE_HEADER, type Role } from '@ctp/domain';
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
  sessionId: string;
  /** Read with the session on each request, for the account gate (modules/auth/account-gate.ts). */
  emailVerified: boolean;
  mustChangePassword: boolean;
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
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
}

/** The API prefixes; every route under them must declare its access. */
export const API_PREFIXES = ['/auth', '/api', '/admin', '/health', '/price-api'];
export const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || undefined : undefined;
}

/** True for our own browser client, which keeps the refresh token in an httpOnly cookie. */
export const isCookieClient = (request: FastifyRequest) => request.headers[AUTH_MODE_HEADER.toLowerCase()] === 'cookie';

/**
 * Every API route states who may call it (a route without `config.access` fails at start);
 * this hook enforces it before the body is even read, through the auth module (decorated as `auth`), then the
 * account gate of the system settings (maintenance, email verification, a temporary password to replace).
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);

  // Callback-style: the check is added to each signed-in route alone, so a public one (a cached price) pays nothing.
  function guard(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
    const access = request.routeOptions.config.access as Exclude<Access, 'public'>;
    authorise(request, access).then(() => done(), done);
  }

  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    const access = route.config?.access;
    if (isApiPath(url) && access === undefined && !url.startsWith('/api/docs')) {
      throw new Error(`Route ${route.method} ${url} does not declare config.access`);
    }
    if (access !== undefined && access !== 'public') prependRouteHook(route, 'onRequest', guard);
  });

  async function authorise(request: FastifyRequest, access: Exclude<Access, 'public'>): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw AppError.unauthorized();
    request.user = await app.auth.authenticate(token);
    if (access !== 'user' && !access.includes(request.user.role)) throw AppError.forbidden();
    const restriction = await app.auth.accountRestriction(request.user, request.routeOptions.config.accountSetup === true);
    if (restriction) throw restriction;
  }
});

/** The signed-in caller of a route whose access is not 'public'. */
export function currentUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}
