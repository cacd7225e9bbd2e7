import { ERROR_CODES } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE, auditRows, buildAuthApp, expectError, testClock } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import { TWO_FACTOR_URL, enrol, member } from '../two-factor/fixtures';

/**
 * Finding 8: someone holding a stolen access token guesses the password through the routes that check it without
 * signing in. Those wrong guesses count like failed sign-ins: the address is slowed, then locked out.
 */
describe('password guessing with a stolen session', () => {
  const clock = testClock();
  let t: TestApp;
  const thief = '198.51.100.7';

  beforeAll(async () => {
    t = await buildAuthApp({}, clock);
    await t.app.settings.updateGroup('platform', { enableTwoFactorAuth: true });
  });
  afterAll(() => t.close());

  /** Five wrong guesses through `guess`, a minute apart (longer than any delay). */
  async function guessFiveTimes(guess: (attempt: number) => Promise<{ statusCode: number }>) {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await guess(attempt)).statusCode).toBe(400);
      clock.advance(MINUTE);
    }
  }

  it('through change-password lock the guessing address out, audited; the owner elsewhere still signs in', async () => {
    const who = await member(t.app);
    const change = (currentPassword: string) =>
      call(t.app, 'POST', '/api/v1/users/me/password', { token: who.token, ip: thief, body: { currentPassword, newPassword: 'N3w!Vault&Zurich' } });
    await guessFiveTimes((attempt) => change(`Wrong!Guess${attempt}`));
    expect((await auditRows(t.app)).filter((r) => r.action === 'auth.lockout' && r.actor_id === who.id)).toHaveLength(1);
    // Even the right password is refused from the guessing address now, and nothing changed.
    expectError(await change(who.password), 400, 'INVALID_CURRENT_PASSWORD');
    expectError(await call(t.app, 'POST', '/auth/login', { ip: thief, body: { email: who.email, password: who.password } }), 401, ERROR_CODES.invalidCredentials);
    expect((await call(t.app, 'POST', '/auth/login', { body: { email: who.email, password: who.password } })).statusCode).toBe(200);
  });

  it('slow the guessing address down before the lockout (429 with Retry-After)', async () => {
    const who = await member(t.app);
    const change = (currentPassword: string) =>
      call(t.app, 'POST', '/api/v1/users/me/password', { token: who.token, ip: thief, body: { currentPassword, newPassword: 'N3w!Vault&Zurich' } });
    for (let attempt = 0; attempt < 3; attempt++) expectError(await change(`Wrong!Guess${attempt}`), 400);
    const slowed = await change('Wrong!Guess4');
    expectError(slowed, 429, ERROR_CODES.rateLimited);
    expect(slowed.headers['retry-after']).toBe('1');
  });

  it('through turning two-factor off count too, with the password or with a code', async () => {
    const who = await member(t.app);
    await enrol(t.app, who, clock);
    const disable = (body: Record<string, string>) => call(t.app, 'POST', `${TWO_FACTOR_URL}/disable`, { token: who.token, ip: thief, body });
    await guessFiveTimes((attempt) => disable(attempt % 2 === 0 ? { password: `Wrong!Guess${attempt}` } : { code: '000000' }));
    expect((await auditRows(t.app)).filter((r) => r.action === 'auth.lockout' && r.actor_id === who.id)).toHaveLength(1);
    expectError(await disable({ password: who.password }), 400);
    const status = await call(t.app, 'GET', TWO_FACTOR_URL, { token: who.token });
    expect(status.json()).toMatchObject({ enabled: true });
  });
});
