import { enableTwoFactorResponseSchema, twoFactorSetupResponseSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { hashPassword } from '../../src/modules/credentials/passwords';
import { PASSWORD, signIn, uniqueEmail, type TestClock } from '../auth/fixtures';
import { call } from '../helpers';

export const TWO_FACTOR_URL = '/api/v1/users/me/two-factor';
/** One TOTP time step. */
export const STEP_MS = 30_000;

export interface Member {
  id: string;
  email: string;
  password: string;
  /** An access token of a password sign-in made before two-factor was on. */
  token: string;
}

let passwordHash: Promise<string> | undefined;

/** An active, verified trader, signed in. */
export async function member(app: FastifyInstance): Promise<Member> {
  passwordHash ??= hashPassword(PASSWORD);
  const row = await app.users.insert({
    email: uniqueEmail('totp'),
    passwordHash: await passwordHash,
    firstName: 'Nadia',
    lastName: 'Farsi',
    role: 'trader',
    emailVerified: true,
  });
  if (!row) throw new Error('user not created');
  const session = await signIn(app, { email: row.email, password: PASSWORD });
  return { id: row.id, email: row.email, password: PASSWORD, token: session.accessToken };
}

/** What an authenticator app shows for the secret at the app clock's time, `stepsFromNow` steps away. */
export const codeAt = (secret: string, clock: TestClock, stepsFromNow = 0) =>
  generate({ secret, epoch: Math.floor((clock.now() + stepsFromNow * STEP_MS) / 1000) });

export async function startSetup(app: FastifyInstance, who: Member) {
  const res = await call(app, 'POST', `${TWO_FACTOR_URL}/setup`, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return twoFactorSetupResponseSchema.strict().parse(res.json());
}

/**
 * Sets up and enables two-factor sign-in; the clock then moves one step on so that the
 * next code differs from the (now used) confirming one.
 */
export async function enrol(app: FastifyInstance, who: Member, clock: TestClock) {
  const { secret } = await startSetup(app, who);
  const res = await call(app, 'POST', `${TWO_FACTOR_URL}/enable`, { token: who.token, body: { code: await codeAt(secret, clock) } });
  expect(res.statusCode, res.body).toBe(200);
  clock.advance(STEP_MS);
  return { secret, recoveryCodes: enableTwoFactorResponseSchema.parse(res.json()).recoveryCodes };
}

export const passwordStep = (app: FastifyInstance, who: { email: string; password: string }, headers: Record<string, string> = {}) =>
  call(app, 'POST', '/auth/login', { body: { email: who.email, password: who.password }, headers });

/** The password step of a two-factor sign-in; returns its challenge token. */
export async function challengeOf(app: FastifyInstance, who: { email: string; password: string }): Promise<string> {
  const res = await passwordStep(app, who);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.twoFactorRequired, res.body).toBe(true);
  return body.challengeToken as string;
}

export const codeStep = (app: FastifyInstance, challengeToken: string, code: string, headers: Record<string, string> = {}) =>
  call(app, 'POST', '/auth/login/two-factor', { body: { challengeToken, code }, headers });

export const twoFactorStatus = async (app: FastifyInstance, token: string) => {
  const res = await call(app, 'GET', TWO_FACTOR_URL, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { available: boolean; enabled: boolean; recoveryCodesLeft: number };
};
