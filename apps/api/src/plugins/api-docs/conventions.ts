import type { RouteOptions } from 'fastify';
import type { ApiTokenScope } from '@ctp/domain';
import type { OpenAPIV3 } from 'openapi-types';
import type { Access } from '../access';
import type { SharedResponse } from './document';

/**
 * What the document says about an operation without the route repeating it: derived from the declarations the server
 * enforces (config.access, config.rateLimit, config.idempotent) and from the shape of the route (path parameters, a
 * body). A route states only what is its own: operationId, summary, its success answers and its particular errors.
 */
export interface RouteFacts {
  access: Access;
  /** The path names an object (`:id`): it may not exist, or not be the caller's. */
  params: boolean;
  /** The method takes a body, which may be too large or in a media type the route does not read. */
  body: boolean;
  rateLimited: boolean;
  idempotent: boolean;
  /** A personal API token of this scope may call it (config.tokenScope); such a token has a rate limit of its own. */
  tokenScope: ApiTokenScope | null;
  /** A feature of the Enterprise package (config.enterprise). */
  enterprise: boolean;
}

/** Where the per-route transform leaves the facts for finishDocument (which removes the key). */
export const FACTS_KEY = 'x-route-facts';

export function factsOf(route: RouteOptions): RouteFacts {
  const methods = [route.method].flat().map(String);
  return {
    access: route.config?.access ?? 'public',
    params: Boolean(route.schema?.params) || route.url.includes(':'),
    body: methods.some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH'),
    rateLimited: Boolean(route.config?.rateLimit),
    idempotent: route.config?.idempotent === true,
    tokenScope: route.config?.tokenScope ?? null,
    enterprise: route.config?.enterprise === true,
  };
}

const adminOnly = (access: Access) => Array.isArray(access) && access.length === 1 && access[0] === 'admin';

/**
 * Public operations need nothing; every other one the access token (the cookie schemes are the auth routes' own). An
 * operation that takes personal API tokens lists `apiToken` as the alternative (beside no credentials when public).
 */
export function securityOf({ access, tokenScope }: Pick<RouteFacts, 'access' | 'tokenScope'>): OpenAPIV3.SecurityRequirementObject[] {
  const session = access === 'public' ? [] : [{ bearer: [] }];
  if (!tokenScope) return session;
  return [...(access === 'public' ? [{}] : session), { apiToken: [] }];
}

/** The shared answers an operation can give, by status. */
export function sharedResponsesOf(facts: RouteFacts): Record<string, SharedResponse> {
  const responses: Record<string, SharedResponse> = {
    // Any URL can be malformed (bad percent-encoding), whatever the route.
    400: 'BadRequest',
    500: 'InternalError',
  };
  if (facts.access !== 'public' || facts.tokenScope) {
    // A public operation refuses only an API token that is sent and is not good.
    responses[401] = 'Unauthorized';
    responses[403] = 'Forbidden';
  }
  if (facts.access !== 'public' && !adminOnly(facts.access)) responses[503] = 'Maintenance';
  if (facts.params) {
    responses[404] = 'NotFound';
    responses[414] = 'UriTooLong';
  }
  if (facts.body) {
    responses[413] = 'PayloadTooLarge';
    responses[415] = 'UnsupportedMediaType';
  }
  if (facts.idempotent) {
    responses[409] = 'IdempotencyInProgress';
    responses[422] = 'IdempotencyKeyReused';
  }
  if (facts.rateLimited || facts.tokenScope) responses[429] = 'TooManyRequests';
  return responses;
}

const ROLE_NAMES = { trader: 'traders', seller: 'sellers', admin: 'administrators' } as const;

/** Who may call, in words, for the operation's description. */
export function accessText(access: Access): string {
  if (access === 'public') return 'Public: no sign-in needed.';
  if (access === 'user') return 'Any signed-in user.';
  const names = access.map((role) => ROLE_NAMES[role]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `Signed-in ${list} only.`;
}

/** What the operation's description adds for a personal API token, or for an Enterprise feature. */
export function packageText({ tokenScope, enterprise }: Pick<RouteFacts, 'tokenScope' | 'enterprise'>): string[] {
  return [
    ...(enterprise ? ['Enterprise package only: other callers get 403 with code ENTERPRISE_REQUIRED (administrators see it).'] : []),
    ...(tokenScope
      ? [`Also accepts a personal API token with the \`${tokenScope}\` scope (security scheme \`apiToken\`), which answers as its owner and has a rate limit of its own.`]
      : []),
  ];
}
