import type { AuthResponse, PlatformStatus, User } from '@ctp/domain';
import { vi } from 'vitest';

/** One call the code under test made to fetch. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export type RouteHandler = (call: ApiCall) => Response | Promise<Response>;

/** A JSON response, as the server sends them. */
export function json(status: number, body?: unknown, statusText = ''): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function apiError(status: number, message: string, code = 'SOME_ERROR'): Response {
  return json(status, { message, code, status });
}

/**
 * Replaces globalThis.fetch. Routes are keyed "METHOD /path"; an unmatched call answers 404, and
 * POST /auth/refresh answers 401 unless a route says otherwise (no session to restore).
 */
export function stubFetch(routes: Record<string, RouteHandler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries([...new Headers(init?.headers).entries()].map(([k, v]) => [k.toLowerCase(), v]));
    const call: ApiCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: new URL(url, 'http://localhost').pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (handler) return handler(call);
    if (call.path === '/auth/refresh') return apiError(401, 'No refresh token available', 'NO_REFRESH_TOKEN');
    return apiError(404, 'Not found', 'NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** A promise with its resolve handle, to hold a response back while asserting a busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export function makeUser(overrides: Partial<Omit<User, 'role'>> & { role?: string } = {}): User {
  return {
    id: 'user-1',
    email: 'trader@example.com',
    firstName: 'Tara',
    lastName: 'Trader',
    role: 'trader',
    status: 'active',
    emailVerified: true,
    phoneVerified: false,
    kycStatus: 'pending',
    createdAt: '2026-01-15T10:00:00.000Z',
    lastLoginAt: null,
    companyName: null,
    phoneNumber: null,
    country: 'Unknown',
    mustChangePassword: false,
    language: 'en',
    twoFactorEnabled: false,
    ...overrides,
  } as User;
}

export function makeSession(user: User = makeUser(), accessToken = 'access-1'): AuthResponse {
  return { success: true, message: 'Signed in successfully', tokens: { accessToken, idToken: 'id-1' }, user };
}

/** GET /api/v1/platform/status with spec 9's defaults, changed by `overrides`. */
export function makePlatformStatus(overrides: Partial<PlatformStatus> = {}): PlatformStatus {
  return {
    maintenanceMode: false,
    allowNewRegistrations: true,
    requireEmailVerification: true,
    enableTwoFactorAuth: true,
    passwordComplexity: 'high',
    ...overrides,
  };
}
