import {
  AUTH_MODE_HEADER,
  ERROR_CODES,
  SERVER_TEXTS,
  TWO_FACTOR_ERROR_CODES,
  TWO_FACTOR_TEXTS,
  XSRF_COOKIE,
  authResponseSchema,
  twoFactorChallengeResponseSchema,
} from '@ctp/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE, auditRows, buildAuthApp, claimsOf, expectError, profileWith, setCookies, setUserColumns, testClock } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import { STEP_MS, TWO_FACTOR_URL, challengeOf, codeAt, codeStep, enrol, member, passwordStep, twoFactorStatus } from './fixtures';

describe('two-factor sign-in: POST /auth/login, then POST /auth/login/two-factor', () => {
  const clock = testClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await buildAuthApp({}, clock);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.app.settings.updateGroup('platform', { enableTwoFactorAuth: true });
    await t.app.settings.updateGroup('security', { maxLoginAttempts: 5 });
  });

  const enrolled = async () => {
    const who = await member(t.app);
    return { who, ...(await enrol(t.app, who, clock)) };
  };
  const wrongCode = async (secret: string) => {
    const near = await Promise.all([-1, 0, 1].map((s) => codeAt(secret, clock, s)));
    return ['000000', '111111', '222222', '333333'].find((c) => !near.includes(c))!;
  };
  const sessionsOf = (userId: string) =>
    t.app.database.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();
  const auditOf = async (userId: string, action: string) =>
    (await auditRows(t.app)).filter((r) => r.actor_id === userId && r.action === action);

  it('the password step of an enrolled user answers a challenge, with no tokens, cookies or session', async () => {
    const { who } = await enrolled();
    const before = (await sessionsOf(who.id)).length;
    const res = await passwordStep(t.app, who, { [AUTH_MODE_HEADER]: 'cookie' });
    expect(res.statusCode).toBe(200);
    const body = twoFactorChallengeResponseSchema.strict().parse(res.json());
    expect(body).toMatchObject({ success: true, twoFactorRequired: true, message: TWO_FACTOR_TEXTS.codeRequired });
    expect(body.challengeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.cookies).toHaveLength(0);
    expect(await sessionsOf(who.id)).toHaveLength(before);
    expect(await auditOf(who.id, 'auth.login.two_factor_required')).toHaveLength(1);
    // The challenge is stored only as a hash.
    const stored = await t.app.database.db.selectFrom('two_factor_challenges').selectAll().where('user_id', '=', who.id).execute();
    expect(JSON.stringify(stored)).not.toContain(body.challengeToken);
  });

  it('a wrong password is still refused as before, with no challenge', async () => {
    const { who } = await enrolled();
    expectError(await passwordStep(t.app, { ...who, password: 'Not@The.Pass1' }), 401, ERROR_CODES.invalidCredentials);
  });

  it('the right code completes the sign-in exactly like a login: tokens, user, session, audit', async () => {
    const { who, secret } = await enrolled();
    const challenge = await challengeOf(t.app, who);
    const res = await codeStep(t.app, challenge, await codeAt(secret, clock));
    expect(res.statusCode, res.body).toBe(200);
    const body = authResponseSchema.strict().parse(res.json());
    expect(body).toMatchObject({ success: true, message: SERVER_TEXTS.loggedIn, user: { id: who.id, twoFactorEnabled: true } });
    expect(body.tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(claimsOf(body.tokens.accessToken)).toMatchObject({ sub: who.id, typ: 'access' });
    expect((await profileWith(t.app, body.tokens.accessToken)).statusCode).toBe(200);
    const success = await auditOf(who.id, 'auth.login.success');
    expect(JSON.parse(success.at(-1)!.details!)).toEqual({ secondFactor: 'totp' });
    expect(success.at(-1)!.target).toBe(claimsOf(body.tokens.accessToken).sid);
  });

  it('in the browser the code step sets the refresh and XSRF cookies, as login does', async () => {
    const { who, secret } = await enrolled();
    const challenge = await challengeOf(t.app, who);
    const res = await codeStep(t.app, challenge, await codeAt(secret, clock), { [AUTH_MODE_HEADER]: 'cookie' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().tokens).sort()).toEqual(['accessToken', 'idToken']);
    const cookies = setCookies(res);
    expect(cookies.refresh_token).toMatchObject({ httpOnly: true, path: '/auth', sameSite: 'Strict' });
    expect(cookies[XSRF_COOKIE]).toMatchObject({ path: '/' });
  });

  it('a challenge is single use', async () => {
    const { who, secret } = await enrolled();
    const challenge = await challengeOf(t.app, who);
    expect((await codeStep(t.app, challenge, await codeAt(secret, clock))).statusCode).toBe(200);
    clock.advance(STEP_MS);
    const error = expectError(await codeStep(t.app, challenge, await codeAt(secret, clock)), 401, TWO_FACTOR_ERROR_CODES.challengeExpired);
    expect(error.message).toBe(TWO_FACTOR_TEXTS.challengeExpired);
  });

  it('a code cannot be replayed within its window, even on a new challenge', async () => {
    const { who, secret } = await enrolled();
    const code = await codeAt(secret, clock);
    expect((await codeStep(t.app, await challengeOf(t.app, who), code)).statusCode).toBe(200);
    const again = await challengeOf(t.app, who);
    expectError(await codeStep(t.app, again, code), 401, TWO_FACTOR_ERROR_CODES.invalidCode);
    const failed = await auditOf(who.id, 'auth.login.two_factor_failed');
    expect(JSON.parse(failed.at(-1)!.details!)).toMatchObject({ reason: 'replayed' });
    // The code of the next step works on the same challenge.
    clock.advance(STEP_MS);
    expect((await codeStep(t.app, again, await codeAt(secret, clock))).statusCode).toBe(200);
  });

  it('a wrong code is refused (401, audited); the 5th wrong code ends the challenge', async () => {
    await t.app.settings.updateGroup('security', { maxLoginAttempts: 10 });
    const { who, secret } = await enrolled();
    const challenge = await challengeOf(t.app, who);
    for (let i = 1; i <= 5; i++) {
      const error = expectError(await codeStep(t.app, challenge, await wrongCode(secret)), 401, TWO_FACTOR_ERROR_CODES.invalidCode);
      expect(error.message).toBe(TWO_FACTOR_TEXTS.invalidCode);
    }
    expectError(await codeStep(t.app, challenge, await codeAt(secret, clock)), 401, TWO_FACTOR_ERROR_CODES.challengeExpired);
    const failed = await auditOf(who.id, 'auth.login.two_factor_failed');
    expect(failed).toHaveLength(5);
    expect(JSON.parse(failed.at(-1)!.details!)).toEqual({ reason: 'wrong_code', attempt: 5 });
    // A new sign-in gets a new challenge, once the delay the failures asked for has passed.
    clock.advance(MINUTE);
    expect((await codeStep(t.app, await challengeOf(t.app, who), await codeAt(secret, clock))).statusCode).toBe(200);
  });

  it('wrong codes count towards the account lockout (maxLoginAttempts)', async () => {
    await t.app.settings.updateGroup('security', { maxLoginAttempts: 3 });
    const { who, secret } = await enrolled();
    const challenge = await challengeOf(t.app, who);
    for (let i = 0; i < 3; i++) await codeStep(t.app, challenge, await wrongCode(secret));
    expect(await auditOf(who.id, 'auth.lockout')).toHaveLength(1);
    expectError(await passwordStep(t.app, who), 401, ERROR_CODES.invalidCredentials);
  });

  it('a challenge expires after 5 minutes', async () => {
    const { who, secret } = await enrolled();
    const inTime = await challengeOf(t.app, who);
    const late = await challengeOf(t.app, who);
    clock.advance(5 * MINUTE - 1_000);
    expect((await codeStep(t.app, inTime, await codeAt(secret, clock))).statusCode).toBe(200);
    clock.advance(STEP_MS);
    expectError(await codeStep(t.app, late, await codeAt(secret, clock)), 401, TWO_FACTOR_ERROR_CODES.challengeExpired);
  });

  it('a recovery code signs in once, in any letter case and with or without dashes', async () => {
    const { who, recoveryCodes } = await enrolled();
    const code = recoveryCodes[0]!;
    const res = await codeStep(t.app, await challengeOf(t.app, who), code.toUpperCase().replaceAll('-', ' '));
    expect(res.statusCode, res.body).toBe(200);
    const success = await auditOf(who.id, 'auth.login.success');
    expect(JSON.parse(success.at(-1)!.details!)).toEqual({ secondFactor: 'recovery_code' });
    expect(await twoFactorStatus(t.app, res.json().tokens.accessToken)).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
    expectError(await codeStep(t.app, await challengeOf(t.app, who), code), 401, TWO_FACTOR_ERROR_CODES.invalidCode);
    expect((await codeStep(t.app, await challengeOf(t.app, who), recoveryCodes[1]!)).statusCode).toBe(200);
  });

  it("another user's recovery code does not work", async () => {
    const { who } = await enrolled();
    const other = await enrolled();
    expectError(await codeStep(t.app, await challengeOf(t.app, who), other.recoveryCodes[0]!), 401, TWO_FACTOR_ERROR_CODES.invalidCode);
  });

  it('with the setting off, sign-in never asks for a code, and enrolled users keep their secret', async () => {
    const { who, secret } = await enrolled();
    await t.app.settings.updateGroup('platform', { enableTwoFactorAuth: false });
    const res = await passwordStep(t.app, who);
    expect(res.statusCode).toBe(200);
    const body = authResponseSchema.strict().parse(res.json());
    expect(body.user.twoFactorEnabled).toBe(true);
    expect(await twoFactorStatus(t.app, body.tokens.accessToken)).toMatchObject({ available: false, enabled: true });
    expect((await t.app.users.findById(who.id))?.totpSecret).toMatch(/^v1:/);

    await t.app.settings.updateGroup('platform', { enableTwoFactorAuth: true });
    const challenge = await challengeOf(t.app, who);
    expect((await codeStep(t.app, challenge, await codeAt(secret, clock))).statusCode).toBe(200);
  });

  it('a challenge dies when its user turns two-factor off meanwhile', async () => {
    const { who, secret } = await enrolled();
    const challenge = await challengeOf(t.app, who);
    expect((await call(t.app, 'POST', `${TWO_FACTOR_URL}/disable`, { token: who.token, body: { password: who.password } })).statusCode).toBe(200);
    expectError(await codeStep(t.app, challenge, await codeAt(secret, clock)), 401, TWO_FACTOR_ERROR_CODES.challengeExpired);
  });

  it('a user suspended meanwhile is refused at the code step', async () => {
    const { who, secret } = await enrolled();
    const challenge = await challengeOf(t.app, who);
    await setUserColumns(t.app, who.id, { status: 'suspended' });
    expectError(await codeStep(t.app, challenge, await codeAt(secret, clock)), 403, ERROR_CODES.accountNotActive);
  });

  it('maintenance mode started meanwhile refuses the code step of a non-admin', async () => {
    const { who, secret } = await enrolled();
    const challenge = await challengeOf(t.app, who);
    await t.app.settings.updateGroup('platform', { maintenanceMode: true });
    try {
      expectError(await codeStep(t.app, challenge, await codeAt(secret, clock)), 503, 'MAINTENANCE');
    } finally {
      await t.app.settings.updateGroup('platform', { maintenanceMode: false });
    }
  });

  it('an unknown challenge is refused as expired; malformed bodies with 400', async () => {
    expectError(await codeStep(t.app, 'not-a-challenge', '123456'), 401, TWO_FACTOR_ERROR_CODES.challengeExpired);
    for (const body of [{}, { challengeToken: 'x' }, { code: '123456' }, { challengeToken: '', code: '123456' }, { challengeToken: 'x', code: '12' }, { challengeToken: 'x', code: 'abc!def' }]) {
      expectError(await call(t.app, 'POST', '/auth/login/two-factor', { body }), 400, ERROR_CODES.validation);
    }
  });
});

describe('rate limit on the code step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAuthApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers the 4th code from one address within a minute with 429, like login', async () => {
    for (let i = 0; i < 3; i++) expectError(await codeStep(t.app, 'unknown', '123456'), 401);
    expectError(await codeStep(t.app, 'unknown', '123456'), 429, ERROR_CODES.rateLimited);
  });
});
