import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { PASSWORD, buildAuthApp, expectError, type TestClock } from '../auth/fixtures';
import { account, type Account } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';

export interface SystemApp {
  t: TestApp;
  admin: Account;
  trader: Account;
  seller: Account;
}

/** An app with one signed-in account of each role. */
export async function systemApp(env: Record<string, string> = {}, clock?: TestClock): Promise<SystemApp> {
  const t = await buildAuthApp(env, clock);
  const [admin, trader, seller] = [await account(t, 'admin'), await account(t, 'trader'), await account(t, 'seller')];
  return { t, admin, trader, seller };
}

/** Only an administrator passes: anonymous 401, trader and seller 403. */
export async function expectAdminOnly(s: SystemApp, method: 'GET' | 'POST', url: string) {
  expectError(await call(s.t.app, method, url), 401);
  expectError(await call(s.t.app, method, url, { token: s.trader.token }), 403);
  expectError(await call(s.t.app, method, url, { token: s.seller.token }), 403);
}

/** Wrong passwords until the account locks (maxLoginAttempts is set to 3 by the caller). */
export async function lockOut(app: FastifyInstance, email: string, attempts = 3) {
  for (let i = 0; i < attempts; i++) {
    const res = await call(app, 'POST', '/auth/login', { body: { email, password: `${PASSWORD}-wrong` } });
    expect(res.statusCode).toBe(401);
  }
}

/** An SMTP address nothing listens on: the mail check fails at once (connection refused). */
export const DEAD_SMTP = { SMTP_URL: 'smtp://127.0.0.1:1' };
