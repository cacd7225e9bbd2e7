import { apiErrorSchema, type ApiErrorBody } from '@ctp/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { buildTestApp, call, type TestApp } from '../helpers';

/** A strong password that is on no common list. */
export const PASSWORD = 'Tr4ding@Desk.Muscat';
export const NEW_PASSWORD = 'N3w!Vault&Zurich';

/** Test apps get a generous rate limit unless a test is about the limit itself. */
export const RELAXED = { AUTH_RATE_LIMIT_PER_MINUTE: '10000' };

/** A clock the test moves by hand; the app reads it through the `now` option. */
export function testClock(start = Date.now()) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

export const MINUTE = 60_000;

export async function buildAuthApp(env: Record<string, string> = {}, clock?: TestClock): Promise<TestApp> {
  return buildTestApp({ ...RELAXED, ...env }, clock ? { now: clock.now } : {});
}

let counter = 0;
/** A unique email per call, so tests that share an app never collide. */
export const uniqueEmail = (label = 'user') => `${label}.${Date.now().toString(36)}.${++counter}@example.com`;

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: PASSWORD,
    firstName: 'Amira',
    lastName: 'Haddad',
    companyName: 'Gulf Bullion Buyers LLC',
    phoneNumber: '+968 2400 0000',
    acceptTerms: true,
    ...overrides,
  };
}

export interface RegisteredUser {
  id: string;
  email: string;
  password: string;
}

/**
 * Registers through the API (as a visitor would) and returns the account. Its email counts as verified
 * (as if the mailed link was opened) unless `verified: false`: requireEmailVerification is on by default
 * (spec 9), and most tests are about something else.
 */
export async function registerUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  { verified = true }: { verified?: boolean } = {},
): Promise<RegisteredUser> {
  const body = registration(overrides);
  const res = await call(app, 'POST', '/auth/register', { body });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().user.id as string;
  if (verified) await app.users.markEmailVerified(id);
  return { id, email: String(body.email).toLowerCase(), password: String(body.password) };
}

export interface SignedIn {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  user: { id: string; role: string; email: string; emailVerified: boolean; mustChangePassword: boolean };
}

/** Signs in as a non-browser client (refresh token in the body). */
export async function signIn(app: FastifyInstance, user: { email: string; password: string }): Promise<SignedIn> {
  const res = await call(app, 'POST', '/auth/login', { body: { email: user.email, password: user.password } });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { ...body.tokens, user: body.user };
}

export const refreshWith = (app: FastifyInstance, refreshToken: string) =>
  call(app, 'POST', '/auth/refresh', { body: { refreshToken } });

export const profileWith = (app: FastifyInstance, accessToken: string) => call(app, 'GET', '/auth/profile', { token: accessToken });

/** Asserts the API error shape {message, code, status, details?} and returns the body. */
export function expectError(res: LightMyRequestResponse, status: number, code?: string): ApiErrorBody {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = apiErrorSchema.strict().parse(res.json());
  expect(body.status).toBe(status);
  expect(body.message.length).toBeGreaterThan(0);
  if (code) expect(body.code).toBe(code);
  return body;
}

/** The cookies a response sets, by name. */
export function setCookies(res: LightMyRequestResponse): Record<string, { value: string; httpOnly?: boolean; path?: string; maxAge?: number; sameSite?: string; secure?: boolean }> {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c]));
}

export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

export const claimsOf = (token: string) => decodeJwt(token);

/** Every audit row as one string per row, to search for leaked secrets. */
export async function auditRows(app: FastifyInstance) {
  return app.database.db.selectFrom('audit_log').selectAll().orderBy('created_at').execute();
}

export const setUserColumns = (app: FastifyInstance, id: string, values: { status?: string; role?: string }) =>
  app.database.db.updateTable('users').set(values).where('id', '=', id).execute();
