import { ERROR_CODES } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, expectError, registerUser, signIn, uniqueEmail } from '../auth/fixtures';
import { buildTestApp, call, freshDatabase, type TestApp } from '../helpers';

/** A client address of its own per test, so budgets never meet (Redis is shared by every test run on the machine). */
const newAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
const SIGN_IN_BUDGET = { AUTH_RATE_LIMIT_PER_MINUTE: '4' };

/** The sign-in family's routes, each with a body that is refused without counting as a failed password. */
const familyCalls = (email: string) => [
  ['POST', '/auth/login', { email, password: 'Wrong!Guess1' }],
  ['POST', '/auth/forgot-password', { email }],
  ['POST', '/auth/register', { email: 'not-an-email', password: PASSWORD, firstName: 'A', lastName: 'B', acceptTerms: true }],
  ['POST', '/auth/reset-password', { email, confirmationCode: 'nope', newPassword: PASSWORD }],
  ['POST', '/auth/verify-email', { token: 'nope' }],
] as const;

async function expectSharedBudget(first: TestApp, second: TestApp) {
  const ip = newAddress();
  const email = uniqueEmail('budget');
  // Four calls spread over two instances and four routes use up one budget of 4.
  for (const [index, [method, url, body]] of familyCalls(email).slice(0, 4).entries()) {
    const res = await call(index % 2 === 0 ? first.app : second.app, method, url, { body, ip });
    expect(res.statusCode, `${url}: ${res.body}`).not.toBe(429);
  }
  const [method, url, body] = familyCalls(email)[4]!;
  for (const app of [first.app, second.app]) expectError(await call(app, method, url, { body, ip }), 429, ERROR_CODES.rateLimited);
}

describe('rate limits on the database store (the default)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await freshDatabase();
    first = await buildTestApp(SIGN_IN_BUDGET, { database: database.handle });
    second = await buildTestApp(SIGN_IN_BUDGET, { database: database.handle });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  it('give the sign-in family one budget per client, shared by every instance on the database', async () => {
    await expectSharedBudget(first, second);
  });

  it('hold across a restart: a new process on the same database still refuses', async () => {
    const ip = newAddress();
    for (let i = 0; i < 4; i++) await call(first.app, 'POST', '/auth/forgot-password', { body: { email: uniqueEmail() }, ip });
    const restarted = await buildTestApp(SIGN_IN_BUDGET, { database: database.handle });
    try {
      expectError(await call(restarted.app, 'POST', '/auth/login', { body: { email: uniqueEmail(), password: PASSWORD }, ip }), 429, ERROR_CODES.rateLimited);
    } finally {
      await restarted.close();
    }
  });

  it('announce themselves: RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, and Retry-After on a 429', async () => {
    const ip = newAddress();
    const res = await call(first.app, 'POST', '/auth/forgot-password', { body: { email: uniqueEmail() }, ip });
    expect(res.headers).toMatchObject({ 'ratelimit-limit': '4', 'ratelimit-remaining': '3' });
    expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(res.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    for (let i = 0; i < 3; i++) await call(first.app, 'POST', '/auth/forgot-password', { body: { email: uniqueEmail() }, ip });
    const refused = await call(first.app, 'POST', '/auth/forgot-password', { body: { email: uniqueEmail() }, ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keep refresh out of the sign-in budget: 60 reloads a minute keep the session after the sign-in budget is spent', async () => {
    const own = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const ip = newAddress();
      const user = await registerUser(own.app);
      const login = await call(own.app, 'POST', '/auth/login', { body: { email: user.email, password: user.password }, ip });
      expect(login.statusCode).toBe(200);
      await call(own.app, 'POST', '/auth/forgot-password', { body: { email: user.email }, ip });
      expectError(await call(own.app, 'POST', '/auth/login', { body: { email: user.email, password: user.password }, ip }), 429, ERROR_CODES.rateLimited);
      let tokens = login.json().tokens as { accessToken: string; refreshToken: string };
      for (let reload = 0; reload < 60; reload++) {
        const res = await call(own.app, 'POST', '/auth/refresh', { body: { refreshToken: tokens.refreshToken }, ip });
        expect(res.statusCode, `reload ${reload}: ${res.body}`).toBe(200);
        tokens = res.json().tokens;
      }
      expect((await call(own.app, 'GET', '/auth/profile', { token: tokens.accessToken, ip })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits on Redis (REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    // Two instances with databases of their own: only Redis can make them share a budget.
    first = await buildTestApp({ ...SIGN_IN_BUDGET, REDIS_URL: redisUrl! });
    second = await buildTestApp({ ...SIGN_IN_BUDGET, REDIS_URL: redisUrl! });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('give the sign-in family one budget per client across instances', async () => {
    await expectSharedBudget(first, second);
  });
});

describe('rate limits while Redis is down', () => {
  it('still hold, counted in the database meanwhile, and answer no 5xx', async () => {
    const t = await buildTestApp({ ...SIGN_IN_BUDGET, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const ip = newAddress();
      for (let i = 0; i < 4; i++) {
        expect((await call(t.app, 'POST', '/auth/forgot-password', { body: { email: uniqueEmail() }, ip })).statusCode).toBe(200);
      }
      expectError(await call(t.app, 'POST', '/auth/forgot-password', { body: { email: uniqueEmail() }, ip }), 429, ERROR_CODES.rateLimited);
      const user = await registerUser(t.app);
      await signIn(t.app, user);
    } finally {
      await t.close();
    }
  });
});
