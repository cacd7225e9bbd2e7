import { API_TOKEN_LIMITS, API_TOKEN_PREFIX, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER, IDEMPOTENCY_WINDOW_HOURS } from '@ctp/domain';
import type { OpenAPIV3 } from 'openapi-types';

/**
 * The parts of the OpenAPI document no route states: who we are, the security schemes, the tags, and the answers,
 * parameters and headers that many operations share (conventions.ts decides which operation gets which).
 */

const error = (description: string, headers?: Record<string, OpenAPIV3.ReferenceObject>): OpenAPIV3.ResponseObject => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

const header = (name: string): OpenAPIV3.ReferenceObject => ({ $ref: `#/components/headers/${name}` });

/** The RateLimit headers of an operation that has a limit (IETF draft "RateLimit header fields for HTTP"). */
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': header('RateLimitLimit'),
  'RateLimit-Remaining': header('RateLimitRemaining'),
  'RateLimit-Reset': header('RateLimitReset'),
};

/** The shared answers, by the name conventions.ts refers to them with. */
export const SHARED_RESPONSES = {
  BadRequest: error('The request is malformed, or its input breaks the schema: `details` lists each problem as {path, message}.'),
  Unauthorized: error(
    'No valid access token: sign in, or refresh the session, and send `Authorization: Bearer <accessToken>`. A personal API ' +
      'token that is unknown, revoked or expired, or whose owner is suspended, answers 401 with code API_TOKEN_INVALID.',
  ),
  Forbidden: error(
    "The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary " +
      "password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 " +
      'on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once ' +
      'its owner has no Enterprise package (ENTERPRISE_REQUIRED).',
  ),
  NotFound: error('No such object, or none the caller may see (another user’s object answers 404 too, never 403).'),
  UriTooLong: error('A path parameter is longer than any valid value.'),
  PayloadTooLarge: error('The body is larger than this operation accepts.'),
  UnsupportedMediaType: error('The body is not in a media type this operation accepts (JSON unless stated otherwise).'),
  IdempotencyInProgress: error(
    `${IDEMPOTENCY_KEY_HEADER} in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds.`,
    { 'Retry-After': header('RetryAfter') },
  ),
  IdempotencyKeyReused: error(
    `The ${IDEMPOTENCY_KEY_HEADER} was already used with a different request (code IDEMPOTENCY_KEY_REUSED): a new request needs a new key.`,
  ),
  TooManyRequests: error('Over the rate limit (code RATE_LIMITED): wait Retry-After seconds.', { 'Retry-After': header('RetryAfter'), ...RATE_LIMIT_HEADERS }),
  InternalError: error('An unexpected failure on our side (code INTERNAL_ERROR); the details stay in our log under the request id.'),
  Maintenance: error('The platform is in maintenance mode (code MAINTENANCE): only administrators may use it meanwhile.'),
} satisfies Record<string, OpenAPIV3.ResponseObject>;

export type SharedResponse = keyof typeof SHARED_RESPONSES;

const integerHeader = (description: string): OpenAPIV3.HeaderObject => ({ description, schema: { type: 'integer', minimum: 0 } });

export const SHARED_HEADERS: Record<string, OpenAPIV3.HeaderObject> = {
  RateLimitLimit: integerHeader('Requests allowed in the current window.'),
  RateLimitRemaining: integerHeader('Requests left in the current window.'),
  RateLimitReset: integerHeader('Seconds until the window ends and the budget is full again.'),
  RetryAfter: integerHeader('Seconds to wait before trying again.'),
  IdempotentReplayed: {
    description: `\`true\` when the answer repeats the stored first result of the same ${IDEMPOTENCY_KEY_HEADER} (nothing was done again).`,
    schema: { type: 'string', enum: ['true'] },
  },
};

export const IDEMPOTENCY_KEY_PARAMETER: OpenAPIV3.ParameterObject = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    `Makes a retry safe: the same key and body from the same caller within ${IDEMPOTENCY_WINDOW_HOURS} hours answer the first result ` +
    `again (with \`${IDEMPOTENT_REPLAY_HEADER}: true\`) and create nothing new; the same key with another body answers 422. ` +
    'Use a new random key (a UUID) for each new request.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  example: '6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50',
};

export const SECURITY_SCHEMES: Record<string, OpenAPIV3.SecuritySchemeObject> = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The access token from POST /auth/login (or /auth/refresh), valid 15 minutes by default: `Authorization: Bearer <accessToken>`.',
  },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: `${API_TOKEN_PREFIX}...`,
    description:
      'A personal API token of an Enterprise trader or seller (POST /api/v1/users/me/api-tokens, shown once): ' +
      `\`Authorization: Bearer ${API_TOKEN_PREFIX}...\`. Read-only: it is accepted only by the GET operations that name its scope, and ` +
      'answers as its owner (their own orders and deals). Scopes: `prices` (the price API: quotes, history, symbols), `orders` ' +
      '(GET /api/v1/trading/orders and one order), `deals` (GET /api/v1/deals and one deal). ' +
      `${API_TOKEN_LIMITS.requestsPerWindow} requests a minute per token (RateLimit-* headers; 429 with Retry-After beyond). ` +
      'It stops working when revoked, when it expires, when its owner is suspended, and when their company loses Enterprise.',
  },
  refreshCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'refresh_token',
    description:
      'The browser client (header `X-Auth-Mode: cookie` at sign-in) holds its refresh token in this httpOnly cookie ' +
      '(`__Secure-refresh_token` over HTTPS), sent only to /auth; a request that relies on it must repeat the XSRF-TOKEN ' +
      'cookie in the `X-XSRF-TOKEN` header. Integrations send the refresh token in the body instead.',
  },
};

export const TAGS: OpenAPIV3.TagObject[] = [
  { name: 'auth', description: 'Sign-in, sessions, registration, email verification and password recovery.' },
  { name: 'users', description: "The signed-in user's own profile, preferences and password." },
  { name: 'two-factor', description: 'Two-factor sign-in (TOTP) of the signed-in user.' },
  { name: 'platform', description: 'What the platform allows right now (maintenance, registrations).' },
  { name: 'trading', description: 'Buy requests (traders) and sell listings (sellers), and the options of a trade.' },
  { name: 'matching', description: 'Matches between buy requests and sell listings.' },
  { name: 'deals', description: 'The deal room: negotiation (offers) and messages between the buyer, the seller and the desk.' },
  { name: 'contracts', description: 'Contracts from draft to execution.' },
  { name: 'documents', description: 'The document center: uploads, downloads and previews.' },
  { name: 'inquiries', description: 'The contact form and the portal requests.' },
  { name: 'commodities', description: 'The commodities the platform trades.' },
  { name: 'investments', description: 'Streaming and royalty opportunities and projects seeking capital.' },
  { name: 'market intelligence', description: 'Forecasts and geopolitical alerts.' },
  { name: 'dashboard', description: "The signed-in user's figures." },
  { name: 'activity', description: "The signed-in user's activity feed." },
  { name: 'prices', description: 'Market prices (public), also served alone by `npm run start:prices`.' },
  { name: 'admin', description: "The administrators' desk: users, trades, matching, documents, inquiries, audit, security, settings, system." },
  { name: 'health', description: 'Liveness for load balancers and monitors.' },
];

export const INFO: OpenAPIV3.InfoObject = {
  title: 'Commodity Trading Platform API',
  version: '1.0.0',
  description:
    'The API of the website and the trader, seller and administrator portals. Authentication, errors, pagination, ' +
    'idempotent writes, rate limits and the versioning policy are described in docs/api.md of the repository. ' +
    '`/api/v1` stays compatible: breaking changes go to `/api/v2`, and a replaced operation keeps working for a ' +
    'Deprecation/Sunset period.',
  license: { name: 'Proprietary' },
};
