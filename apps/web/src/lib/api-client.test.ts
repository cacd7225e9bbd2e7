import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, deferred, json, makeSession, stubFetch } from '@/test/fetch-mock';
import { ApiError, api, errorMessage, hasAccessToken, onSessionChange, setSession } from './api-client';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('api client', () => {
  it('sends the bearer token, the cookie auth mode and the anti-forgery header', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-123; path=/';
    setSession(makeSession());
    const { calls } = stubFetch({ 'POST /api/things': () => json(200, { ok: true }) });

    await expect(api.post('/api/things', { a: 1 })).resolves.toEqual({ ok: true });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { a: 1 },
      headers: { authorization: 'Bearer access-1', 'x-auth-mode': 'cookie', 'x-xsrf-token': 'xsrf-123', 'content-type': 'application/json' },
    });
  });

  it('on a 401 refreshes the session once and retries the call with the new token', async () => {
    setSession(makeSession(undefined, 'old-token'));
    let attempts = 0;
    const { calls, callsTo } = stubFetch({
      'GET /api/data': () => (++attempts === 1 ? apiError(401, 'Your session has expired. Please sign in again.', 'SESSION_EXPIRED') : json(200, { value: 42 })),
      'POST /auth/refresh': () => json(200, makeSession(undefined, 'new-token')),
    });

    await expect(api.get('/api/data')).resolves.toEqual({ value: 42 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/data', 'POST /auth/refresh', 'GET /api/data']);
    expect(callsTo('GET /api/data').map((c) => c.headers.authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('retries only once: a second 401 is returned to the caller', async () => {
    setSession(makeSession());
    const { callsTo } = stubFetch({
      'GET /api/data': () => apiError(401, 'Authentication required', 'UNAUTHORIZED'),
      'POST /auth/refresh': () => json(200, makeSession(undefined, 'new-token')),
    });

    await expect(api.get('/api/data')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(callsTo('GET /api/data')).toHaveLength(2);
    expect(callsTo('POST /auth/refresh')).toHaveLength(1);
  });

  it('signs out when the refresh fails', async () => {
    setSession(makeSession());
    const listener = vi.fn();
    const unsubscribe = onSessionChange(listener);
    const { callsTo } = stubFetch({
      'GET /api/data': () => apiError(401, 'Authentication required', 'UNAUTHORIZED'),
      'POST /auth/refresh': () => apiError(401, 'Token refresh failed', 'INVALID_REFRESH_TOKEN'),
    });

    const error = await api.get('/api/data').catch((e: unknown) => e);
    unsubscribe();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(listener).toHaveBeenCalledWith(null);
    expect(hasAccessToken()).toBe(false);
    expect(callsTo('GET /api/data')).toHaveLength(1);
  });

  it('concurrent 401s share one refresh', async () => {
    setSession(makeSession(undefined, 'old-token'));
    const refresh = deferred<Response>();
    const { callsTo } = stubFetch({
      'GET /api/data': (call) => (call.headers.authorization === 'Bearer old-token' ? apiError(401, 'expired') : json(200, { ok: true })),
      'POST /auth/refresh': () => refresh.promise,
    });

    const both = Promise.all([api.get('/api/data'), api.get('/api/data')]);
    await vi.waitFor(() => expect(callsTo('POST /auth/refresh')).toHaveLength(1));
    refresh.resolve(json(200, makeSession(undefined, 'new-token')));
    await expect(both).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(callsTo('POST /auth/refresh')).toHaveLength(1);
  });

  it('does not refresh without a session or when the call opts out (sign-in itself)', async () => {
    const { callsTo } = stubFetch({ 'POST /auth/login': () => apiError(401, 'Invalid email or password', 'INVALID_CREDENTIALS') });
    await expect(api.post('/auth/login', {}, { retryOn401: false })).rejects.toMatchObject({ message: 'Invalid email or password' });
    setSession(makeSession());
    await expect(api.post('/auth/login', {}, { retryOn401: false })).rejects.toMatchObject({ status: 401 });
    expect(callsTo('POST /auth/refresh')).toHaveLength(0);
  });

  it('turns a network failure into NETWORK_ERROR, status 0, "Network error"', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await api.get('/api/data').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 0, message: 'Network error' });
  });

  it('maps the error body to message, code, status and details', async () => {
    const details = { fieldErrors: { email: ['taken'] } };
    stubFetch({ 'POST /auth/register': () => json(409, { message: 'An account with this email already exists', code: 'EMAIL_TAKEN', status: 409, details }) });
    const error = await api.post('/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'An account with this email already exists', code: 'EMAIL_TAKEN', status: 409, details, hasServerMessage: true });
  });

  it('falls back to UNKNOWN_ERROR with the status text, or "Request failed" without one', async () => {
    stubFetch({
      'GET /api/html': () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
      'GET /api/empty': () => new Response(null, { status: 500 }),
    });
    await expect(api.get('/api/html')).rejects.toMatchObject({ code: 'UNKNOWN_ERROR', status: 502, message: 'Bad Gateway', hasServerMessage: false });
    await expect(api.get('/api/empty')).rejects.toMatchObject({ code: 'UNKNOWN_ERROR', status: 500, message: 'Request failed' });
  });

  it('answers 204 with undefined', async () => {
    stubFetch({ 'DELETE /api/thing': () => new Response(null, { status: 204 }) });
    await expect(api.delete('/api/thing')).resolves.toBeUndefined();
  });
});

describe('errorMessage', () => {
  it('shows the server message, else the page fallback', () => {
    expect(errorMessage(new ApiError('Invalid email or password', 'INVALID_CREDENTIALS', 401), 'Login failed')).toBe('Invalid email or password');
    expect(errorMessage(new ApiError('Network error', 'NETWORK_ERROR', 0), 'Login failed')).toBe('Network error');
    expect(errorMessage(new ApiError('Bad Gateway', 'UNKNOWN_ERROR', 502, undefined, false), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new Error(''), 'Login failed')).toBe('Login failed');
    expect(errorMessage('boom', 'Login failed')).toBe('Login failed');
  });
});
