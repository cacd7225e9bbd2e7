import { ERROR_CODES, SERVER_TEXTS } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../helpers';
import { buildAuthApp, expectError, registerUser, type RegisteredUser } from './fixtures';

const JSON_HEADERS = { 'content-type': 'application/json' };
const POST_ENDPOINTS = ['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/reset-password', '/auth/refresh', '/auth/logout'];
const BODY_REQUIRED = ['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/reset-password'];

describe('bad requests to the auth endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAuthApp();
  });
  afterAll(() => t.close());

  const raw = (url: string, payload: string, headers: Record<string, string> = JSON_HEADERS) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  describe.each(POST_ENDPOINTS)('%s', (url) => {
    it('answers 400 with the error shape for malformed JSON', async () => {
      for (const payload of ['{"email": ', '{email: "a@b.co"}', "{'a': 1}", '{"a":1}}']) {
        expectError(await raw(url, payload), 400, ERROR_CODES.validation);
      }
    });

    it('answers 400 for an empty body declared as JSON', async () => {
      expectError(await raw(url, ''), 400, ERROR_CODES.validation);
    });

    it('answers 400 for a JSON value that is not an object', async () => {
      for (const payload of ['[]', '"text"', '42', 'true']) expectError(await raw(url, payload), 400, ERROR_CODES.validation);
    });

    it('answers 400 for an attempt at prototype pollution', async () => {
      expectError(await raw(url, '{"__proto__": {"role": "admin"}, "email": "a@example.com"}'), 400);
    });

    it('answers 413 with the error shape for a body over 1 MB', async () => {
      const payload = JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(1024 * 1024 + 10) });
      const error = expectError(await raw(url, payload), 413, ERROR_CODES.tooLarge);
      expect(error.message).toBe(SERVER_TEXTS.tooLarge);
    });

    it('answers 415 with the error shape for a form or XML body, and 400 for plain text', async () => {
      expectError(await raw(url, 'email=a@example.com', { 'content-type': 'application/x-www-form-urlencoded' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
      expectError(await raw(url, '<email>a@example.com</email>', { 'content-type': 'application/xml' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
      // Plain text is read as a string, which no auth body accepts.
      expectError(await raw(url, '{"email":"a@example.com"}', { 'content-type': 'text/plain' }), 400, ERROR_CODES.validation);
    });
  });

  describe.each(BODY_REQUIRED)('%s', (url) => {
    it('answers 400 with the error shape when there is no body at all', async () => {
      expectError(await call(t.app, 'POST', url), 400, ERROR_CODES.validation);
    });

    it('answers 400 for JSON null and for an empty object', async () => {
      expectError(await raw(url, 'null'), 400, ERROR_CODES.validation);
      expectError(await raw(url, '{}'), 400, ERROR_CODES.validation);
    });
  });

  describe('fields of the wrong type or size', () => {
    let user: RegisteredUser;
    beforeAll(async () => {
      user = await registerUser(t.app);
    });

    it.each([
      ['/auth/login', { email: 123, password: true }],
      ['/auth/login', { email: ['a@example.com'], password: { $ne: '' } }],
      ['/auth/login', { email: 'someone@example.com', password: null }],
      ['/auth/register', { email: 'a@example.com', password: 12345678, firstName: {}, lastName: [] }],
      ['/auth/forgot-password', { email: { $gt: '' } }],
      ['/auth/reset-password', { email: 'a@example.com', confirmationCode: 1, newPassword: 2 }],
      ['/auth/refresh', { refreshToken: { $ne: null } }],
      ['/auth/logout', { refreshToken: ['x'] }],
    ])('%s answers 400 for %j', async (url, body) => {
      const error = expectError(await call(t.app, 'POST', url, { body }), 400, ERROR_CODES.validation);
      expect(Array.isArray(error.details)).toBe(true);
    });

    it('answers 400 for an email over 254 characters and a password over 1024 at sign-in', async () => {
      expectError(await call(t.app, 'POST', '/auth/login', { body: { email: `${'a'.repeat(250)}@example.com`, password: 'x' } }), 400);
      expectError(await call(t.app, 'POST', '/auth/login', { body: { email: user.email, password: 'x'.repeat(1025) } }), 400);
    });

    it('answers 400 for a refresh token longer than 512 characters', async () => {
      expectError(await call(t.app, 'POST', '/auth/refresh', { body: { refreshToken: 'r'.repeat(513) } }), 400, ERROR_CODES.validation);
    });

    it('ignores unknown fields rather than failing', async () => {
      const res = await call(t.app, 'POST', '/auth/login', { body: { email: user.email, password: user.password, role: 'admin' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe('trader');
    });
  });

  describe('an unknown API path', () => {
    it.each([
      ['GET', '/api/v1/nope'],
      ['POST', '/auth/nope'],
      ['GET', '/auth/login'],
      ['DELETE', '/auth/profile'],
      ['GET', '/admin/anything'],
      ['GET', '/api'],
      ['GET', '/auth?x=1'],
    ] as const)('%s %s answers a JSON 404 with the error shape', async (method, url) => {
      const error = expectError(await call(t.app, method, url), 404, ERROR_CODES.notFound);
      expect(error.message).toBe(SERVER_TEXTS.notFound);
    });
  });

  it('answers 500 with the error shape, and no internals, when the database is gone', async () => {
    const broken = await buildAuthApp();
    try {
      await broken.app.database.destroy();
      const res = await call(broken.app, 'POST', '/auth/login', { body: { email: 'someone@example.com', password: 'Whatever1@' } });
      const error = expectError(res, 500, ERROR_CODES.internal);
      expect(error).toEqual({ message: SERVER_TEXTS.internal, code: ERROR_CODES.internal, status: 500 });
    } finally {
      await broken.close().catch(() => undefined);
    }
  });
});

describe('rate limit on the auth endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAuthApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  const loginFrom = (remoteAddress: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload: body as object, remoteAddress });

  it('answers the 4th sign-in from one address within a minute with 429 RATE_LIMITED, even with the right password', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await loginFrom('203.0.113.7', { email: user.email, password: 'Wrong!Pass9word' })).statusCode).toBe(401);
    }
    const res = await loginFrom('203.0.113.7', { email: user.email, password: user.password });
    const error = expectError(res, 429, ERROR_CODES.rateLimited);
    expect(error.message).toBe(SERVER_TEXTS.rateLimited);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);

    // Another address is not affected.
    expect((await loginFrom('198.51.100.4', { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('cannot be dodged with a made-up X-Forwarded-For header (no proxy is trusted by default)', async () => {
    const spoof = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'someone@example.com', password: 'Wrong!Pass9word' },
        remoteAddress: '203.0.113.10',
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
    for (let i = 0; i < 3; i++) expect((await spoof(i)).statusCode).toBe(401);
    expectError(await spoof(99), 429, ERROR_CODES.rateLimited);
  });

  it('counts before validation, so malformed floods are limited too', async () => {
    for (let i = 0; i < 3; i++) expect((await loginFrom('203.0.113.8', { nope: true })).statusCode).toBe(400);
    expectError(await loginFrom('203.0.113.8', { nope: true }), 429, ERROR_CODES.rateLimited);
  });

  it('also limits password-reset requests', async () => {
    const ask = () => t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'someone@example.com' }, remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    expectError(await ask(), 429, ERROR_CODES.rateLimited);
  });
});

describe('GET /api/docs/json (OpenAPI)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAuthApp();
  });
  afterAll(() => t.close());

  it('describes every auth endpoint with its method', async () => {
    const res = await call(t.app, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/auth/login']).toHaveProperty('post');
    expect(doc.paths['/auth/register']).toHaveProperty('post');
    expect(doc.paths['/auth/forgot-password']).toHaveProperty('post');
    expect(doc.paths['/auth/reset-password']).toHaveProperty('post');
    expect(doc.paths['/auth/refresh']).toHaveProperty('post');
    expect(doc.paths['/auth/logout']).toHaveProperty('post');
    expect(doc.paths['/auth/profile']).toHaveProperty('get');
  });

  it('documents the request bodies from the shared schemas', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).json();
    const login = doc.paths['/auth/login'].post.requestBody.content['application/json'].schema;
    expect(login.required).toEqual(expect.arrayContaining(['email', 'password']));
    const resetBody = doc.paths['/auth/reset-password'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(resetBody.properties).sort()).toEqual(['confirmationCode', 'email', 'newPassword']);
  });
});
