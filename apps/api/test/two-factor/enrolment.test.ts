import { ERROR_CODES, TWO_FACTOR_ERROR_CODES, TWO_FACTOR_TEXTS, twoFactorStatusSchema } from '@ctp/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, buildAuthApp, expectError, profileWith, testClock } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import { STEP_MS, TWO_FACTOR_URL, codeAt, enrol, member, passwordStep, startSetup, twoFactorStatus } from './fixtures';

describe('two-factor enrolment, /api/v1/users/me/two-factor', () => {
  const clock = testClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await buildAuthApp({}, clock);
  });
  afterAll(() => t.close());
  afterEach(() => t.app.settings.updateGroup('platform', { enableTwoFactorAuth: true }));

  const post = (path: string, token: string, body?: unknown) => call(t.app, 'POST', `${TWO_FACTOR_URL}${path}`, { token, body });
  const actionsOf = async (userId: string) => (await auditRows(t.app)).filter((r) => r.actor_id === userId).map((r) => r.action);

  it('needs a signed-in user on every route', async () => {
    expectError(await call(t.app, 'GET', TWO_FACTOR_URL), 401);
    for (const path of ['/setup', '/enable', '/disable']) {
      expectError(await call(t.app, 'POST', `${TWO_FACTOR_URL}${path}`, { body: { code: '123456' } }), 401);
    }
  });

  it('starts off: available (spec 9 default), not enabled, no recovery codes', async () => {
    const who = await member(t.app);
    const res = await call(t.app, 'GET', TWO_FACTOR_URL, { token: who.token });
    expect(twoFactorStatusSchema.strict().parse(res.json())).toEqual({ success: true, available: true, enabled: false, recoveryCodesLeft: 0 });
  });

  describe('setup', () => {
    it('makes a Base32 secret with its otpauth URI and a QR code drawn on the server, not yet in force', async () => {
      const who = await member(t.app);
      const setup = await startSetup(t.app, who);
      expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.otpauthUri.startsWith(`otpauth://totp/Commodity%20Trading%20Platform:${encodeURIComponent(who.email)}?`)).toBe(true);
      expect(new URL(setup.otpauthUri).searchParams.get('secret')).toBe(setup.secret);
      expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(setup.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');

      expect(await twoFactorStatus(t.app, who.token)).toMatchObject({ enabled: false });
      // Not enabled yet: the password alone still signs in.
      expect((await passwordStep(t.app, who)).json().tokens).toBeDefined();
      expect(await actionsOf(who.id)).toContain('two_factor.setup_started');
    });

    it('makes a new secret each time until one is confirmed', async () => {
      const who = await member(t.app);
      const first = await startSetup(t.app, who);
      const second = await startSetup(t.app, who);
      expect(second.secret).not.toBe(first.secret);
      // The first secret is void now.
      expectError(await post('/enable', who.token, { code: await codeAt(first.secret, clock) }), 400, TWO_FACTOR_ERROR_CODES.invalidCode);
    });

    it('is refused once two-factor is on (409): turn it off first', async () => {
      const who = await member(t.app);
      await enrol(t.app, who, clock);
      expectError(await post('/setup', who.token), 409, TWO_FACTOR_ERROR_CODES.alreadyEnabled);
    });

    it('is refused while the platform setting is off (403), and the status says it is unavailable', async () => {
      const who = await member(t.app);
      await t.app.settings.updateGroup('platform', { enableTwoFactorAuth: false });
      const error = expectError(await post('/setup', who.token), 403, TWO_FACTOR_ERROR_CODES.notAvailable);
      expect(error.message).toBe(TWO_FACTOR_TEXTS.notAvailable);
      expect(await twoFactorStatus(t.app, who.token)).toMatchObject({ available: false, enabled: false });
    });
  });

  describe('enable', () => {
    it('refuses a wrong code (400, audited) and stays off', async () => {
      const who = await member(t.app);
      const { secret } = await startSetup(t.app, who);
      const right = await codeAt(secret, clock);
      const wrong = right === '000000' ? '000001' : '000000';
      const error = expectError(await post('/enable', who.token, { code: wrong }), 400, TWO_FACTOR_ERROR_CODES.invalidCode);
      expect(error.details).toEqual([{ path: 'code', message: TWO_FACTOR_TEXTS.invalidCode }]);
      expect(await twoFactorStatus(t.app, who.token)).toMatchObject({ enabled: false });
      expect(await actionsOf(who.id)).toContain('two_factor.enable_failed');
    });

    it('rejects a malformed code or body with 400 VALIDATION_ERROR', async () => {
      const who = await member(t.app);
      await startSetup(t.app, who);
      for (const body of [{ code: '12ab56' }, { code: '12345' }, { code: 123456 }, {}]) {
        expectError(await post('/enable', who.token, body), 400, ERROR_CODES.validation);
      }
    });

    it('needs a setup first (409)', async () => {
      const who = await member(t.app);
      expectError(await post('/enable', who.token, { code: '123456' }), 409, TWO_FACTOR_ERROR_CODES.notSetUp);
    });

    it('accepts the code of the step before or after now (clock drift), not two steps away', async () => {
      const who = await member(t.app);
      const { secret } = await startSetup(t.app, who);
      expectError(await post('/enable', who.token, { code: await codeAt(secret, clock, -2) }), 400, TWO_FACTOR_ERROR_CODES.invalidCode);
      expectError(await post('/enable', who.token, { code: await codeAt(secret, clock, 2) }), 400, TWO_FACTOR_ERROR_CODES.invalidCode);
      expect((await post('/enable', who.token, { code: await codeAt(secret, clock, -1) })).statusCode).toBe(200);

      const other = await member(t.app);
      const next = await startSetup(t.app, other);
      expect((await post('/enable', other.token, { code: await codeAt(next.secret, clock, 1) })).statusCode).toBe(200);
    });

    it('with the right code turns it on and answers 10 distinct recovery codes, stored only as hashes', async () => {
      const who = await member(t.app);
      const { secret } = await startSetup(t.app, who);
      const res = await post('/enable', who.token, { code: ` ${(await codeAt(secret, clock)).replace(/^(\d{3})/, '$1 ')} ` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: TWO_FACTOR_TEXTS.enabled });
      expect(body.recoveryCodes).toHaveLength(10);
      expect(new Set(body.recoveryCodes).size).toBe(10);
      for (const code of body.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);

      expect(await twoFactorStatus(t.app, who.token)).toEqual({ success: true, available: true, enabled: true, recoveryCodesLeft: 10 });
      const stored = await t.app.database.db.selectFrom('recovery_codes').selectAll().where('user_id', '=', who.id).execute();
      expect(stored).toHaveLength(10);
      const storedText = JSON.stringify(stored);
      for (const code of body.recoveryCodes) expect(storedText).not.toContain(code.replaceAll('-', ''));

      const profile = await profileWith(t.app, who.token);
      expect(profile.json().user.twoFactorEnabled).toBe(true);
      expect(await actionsOf(who.id)).toContain('two_factor.enabled');
      const audit = (await auditRows(t.app)).find((r) => r.actor_id === who.id && r.action === 'two_factor.enabled');
      expect(JSON.parse(audit!.details!)).toEqual({ before: { enabled: false }, after: { enabled: true } });
      expect(JSON.stringify(await auditRows(t.app))).not.toContain(secret);
      expect((await t.mails()).at(-1)).toMatchObject({ to: who.email, subject: 'Two-factor authentication turned on' });
    });

    it('is refused when already on (409)', async () => {
      const who = await member(t.app);
      const { secret } = await enrol(t.app, who, clock);
      expectError(await post('/enable', who.token, { code: await codeAt(secret, clock) }), 409, TWO_FACTOR_ERROR_CODES.alreadyEnabled);
    });

    it("affects only the caller's own account", async () => {
      const who = await member(t.app);
      const other = await member(t.app);
      await enrol(t.app, who, clock);
      expect(await twoFactorStatus(t.app, other.token)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
      expect((await passwordStep(t.app, other)).json().tokens).toBeDefined();
    });
  });

  describe('disable', () => {
    it('with the password turns it off and deletes the secret and recovery codes; sign-in is password-only again', async () => {
      const who = await member(t.app);
      await enrol(t.app, who, clock);
      const res = await post('/disable', who.token, { password: who.password });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: TWO_FACTOR_TEXTS.disabled });
      expect(await twoFactorStatus(t.app, who.token)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
      const row = await t.app.users.findById(who.id);
      expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
      const left = await t.app.database.db.selectFrom('recovery_codes').selectAll().where('user_id', '=', who.id).execute();
      expect(left).toHaveLength(0);
      expect((await passwordStep(t.app, who)).json().tokens).toBeDefined();
      const audit = (await auditRows(t.app)).find((r) => r.actor_id === who.id && r.action === 'two_factor.disabled');
      expect(JSON.parse(audit!.details!)).toMatchObject({ method: 'password', before: { enabled: true }, after: { enabled: false } });
      expect((await t.mails()).at(-1)).toMatchObject({ to: who.email, subject: 'Two-factor authentication turned off' });
    });

    it('with an authenticator code or a recovery code', async () => {
      const byCode = await member(t.app);
      const enrolled = await enrol(t.app, byCode, clock);
      expect((await post('/disable', byCode.token, { code: await codeAt(enrolled.secret, clock) })).statusCode).toBe(200);

      const byRecovery = await member(t.app);
      const { recoveryCodes } = await enrol(t.app, byRecovery, clock);
      expect((await post('/disable', byRecovery.token, { code: recoveryCodes[3]!.toUpperCase() })).statusCode).toBe(200);
      expect(await twoFactorStatus(t.app, byRecovery.token)).toMatchObject({ enabled: false });
    });

    it('refuses a wrong password or code (400, audited) and stays on', async () => {
      const who = await member(t.app);
      const { secret } = await enrol(t.app, who, clock);
      expectError(await post('/disable', who.token, { password: 'Wrong@Pass.1' }), 400, TWO_FACTOR_ERROR_CODES.wrongPassword);
      const wrong = (await codeAt(secret, clock)) === '000000' ? '000001' : '000000';
      expectError(await post('/disable', who.token, { code: wrong }), 400, TWO_FACTOR_ERROR_CODES.invalidCode);
      expectError(await post('/disable', who.token, { code: 'aaaa-bbbb-cccc-dddd' }), 400, TWO_FACTOR_ERROR_CODES.invalidCode);
      expect(await twoFactorStatus(t.app, who.token)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
      expect((await actionsOf(who.id)).filter((a) => a === 'two_factor.disable_failed')).toHaveLength(3);
    });

    it('rejects a body with neither password nor code, or with unknown fields (400)', async () => {
      const who = await member(t.app);
      await enrol(t.app, who, clock);
      expectError(await post('/disable', who.token, {}), 400, ERROR_CODES.validation);
      expectError(await post('/disable', who.token, { password: who.password, extra: 1 }), 400, ERROR_CODES.validation);
    });

    it('is refused when it is not on (409)', async () => {
      const who = await member(t.app);
      expectError(await post('/disable', who.token, { password: who.password }), 409, TWO_FACTOR_ERROR_CODES.notEnabled);
    });

    it('still works while the platform setting is off', async () => {
      const who = await member(t.app);
      await enrol(t.app, who, clock);
      await t.app.settings.updateGroup('platform', { enableTwoFactorAuth: false });
      expect((await post('/disable', who.token, { password: who.password })).statusCode).toBe(200);
    });
  });

  it('keeps the step of a used code: the confirming code cannot be used again to turn it off', async () => {
    const who = await member(t.app);
    const { secret } = await startSetup(t.app, who);
    const code = await codeAt(secret, clock);
    expect((await post('/enable', who.token, { code })).statusCode).toBe(200);
    expectError(await post('/disable', who.token, { code }), 400, TWO_FACTOR_ERROR_CODES.invalidCode);
    clock.advance(STEP_MS);
    expect((await post('/disable', who.token, { code: await codeAt(secret, clock) })).statusCode).toBe(200);
  });
});
