import { ACTIVITY_TYPES, DEFAULT_NOTIFICATION_PREFERENCES, ERROR_CODES, INQUIRY_TEXTS, TEXTS, USER_TEXTS } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_CODES } from '../src/modules/auth/password-change';
import {
  NEW_PASSWORD,
  auditRows,
  buildAuthApp,
  expectError,
  profileWith,
  refreshWith,
  registerUser,
  signIn,
  type RegisteredUser,
} from './auth/fixtures';
import { call, type TestApp } from './helpers';

const ME = '/api/v1/users/me';
const PASSWORD_PATH = '/api/v1/users/me/password';
const PREFERENCES = '/api/v1/users/me/preferences';

const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Layla',
  lastName: 'Al Harthy',
  companyName: 'Muscat Refined Metals',
  phoneNumber: '+968 9123 4567',
  ...overrides,
});

describe('the signed-in user’s own account (/api/v1/users/me)', () => {
  let t: TestApp;
  let layla: RegisteredUser;

  beforeAll(async () => {
    t = await buildAuthApp();
    layla = await registerUser(t.app);
  });
  afterAll(() => t.close());

  describe('access', () => {
    it.each([
      ['PUT', ME, profile()],
      ['POST', PASSWORD_PATH, { currentPassword: 'x', newPassword: NEW_PASSWORD }],
      ['GET', PREFERENCES, undefined],
      ['PUT', PREFERENCES, DEFAULT_NOTIFICATION_PREFERENCES],
    ] as const)('%s %s answers 401 without a token, and with a revoked one', async (method, url, body) => {
      expectError(await call(t.app, method, url, body === undefined ? {} : { body }), 401, ERROR_CODES.unauthorized);
      const session = await signIn(t.app, layla);
      await call(t.app, 'POST', '/auth/logout', { token: session.accessToken });
      expectError(await call(t.app, method, url, { token: session.accessToken, ...(body === undefined ? {} : { body }) }), 401);
    });
  });

  describe('PUT /api/v1/users/me', () => {
    it('changes name, company and phone, and the profile shows them; email, role and status stay', async () => {
      const session = await signIn(t.app, layla);
      const res = await call(t.app, 'PUT', ME, {
        token: session.accessToken,
        body: { ...profile(), email: 'someone.else@example.com', role: 'admin', status: 'suspended' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: USER_TEXTS.profileUpdated,
        user: { firstName: 'Layla', lastName: 'Al Harthy', companyName: 'Muscat Refined Metals', phoneNumber: '+968 9123 4567' },
      });
      const user = (await profileWith(t.app, session.accessToken)).json().user;
      expect(user).toMatchObject({ email: layla.email, role: 'trader', status: 'active', firstName: 'Layla', companyName: 'Muscat Refined Metals' });

      const audit = (await auditRows(t.app)).filter((r) => r.action === 'user.profile.updated' && r.actor_id === layla.id);
      expect(audit.length).toBeGreaterThan(0);
      // The trail names the fields, never their values.
      expect(audit.at(-1)!.details).not.toContain('Muscat');
    });

    it('clears the company and the phone when they are sent blank, and trims the names', async () => {
      const session = await signIn(t.app, layla);
      const res = await call(t.app, 'PUT', ME, {
        token: session.accessToken,
        body: profile({ firstName: '  Layla  ', companyName: '   ', phoneNumber: '' }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user).toMatchObject({ firstName: 'Layla', companyName: null, phoneNumber: null });
    });

    it.each([
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ lastName: '   ' }, 'lastName', 'Last name is required'],
      [{ phoneNumber: 'call me' }, 'phoneNumber', INQUIRY_TEXTS.invalidPhone],
      [{ companyName: 'x'.repeat(201) }, 'companyName', 'Company name must be at most 200 characters'],
    ])('refuses %j with 400 and the field in details', async (change, path, message) => {
      const session = await signIn(t.app, layla);
      const body = expectError(await call(t.app, 'PUT', ME, { token: session.accessToken, body: profile(change) }), 400, ERROR_CODES.validation);
      expect(body.message).toBe(message);
      expect(body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
    });
  });

  describe('POST /api/v1/users/me/password', () => {
    it('refuses a wrong current password with 400 (not 401: the session is fine) and keeps the old password', async () => {
      const user = await registerUser(t.app);
      const session = await signIn(t.app, user);
      const body = expectError(
        await call(t.app, 'POST', PASSWORD_PATH, { token: session.accessToken, body: { currentPassword: 'Not.The.Right1', newPassword: NEW_PASSWORD } }),
        400,
        PASSWORD_CHANGE_CODES.wrongCurrentPassword,
      );
      expect(body.message).toBe(USER_TEXTS.wrongCurrentPassword);
      expect(body.details).toEqual([{ path: 'currentPassword', message: USER_TEXTS.wrongCurrentPassword }]);
      expect((await profileWith(t.app, session.accessToken)).statusCode).toBe(200);
      await signIn(t.app, user);
      expect((await auditRows(t.app)).some((r) => r.action === 'user.password.change_failed' && r.actor_id === user.id)).toBe(true);
    });

    it.each([
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'currentPassword', USER_TEXTS.currentPasswordRequired],
      [{ newPassword: NEW_PASSWORD }, 'currentPassword', USER_TEXTS.currentPasswordRequired],
      [{ currentPassword: 'whatever', newPassword: 'short' }, 'newPassword', TEXTS.passwordComplexity],
      [{ currentPassword: 'whatever', newPassword: 'NoSymbols123' }, 'newPassword', TEXTS.passwordComplexity],
    ])('refuses %j with 400 (spec 5 rules)', async (payload, path, message) => {
      const session = await signIn(t.app, layla);
      const body = expectError(await call(t.app, 'POST', PASSWORD_PATH, { token: session.accessToken, body: payload }), 400, ERROR_CODES.validation);
      expect(body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
    });

    it('refuses the current password as the new one, and a common password', async () => {
      const session = await signIn(t.app, layla);
      const same = expectError(
        await call(t.app, 'POST', PASSWORD_PATH, { token: session.accessToken, body: { currentPassword: layla.password, newPassword: layla.password } }),
        400,
        ERROR_CODES.validation,
      );
      expect(same.message).toBe(USER_TEXTS.samePassword);
      expectError(
        await call(t.app, 'POST', PASSWORD_PATH, { token: session.accessToken, body: { currentPassword: layla.password, newPassword: 'Password1!' } }),
        400,
        ERROR_CODES.commonPassword,
      );
    });

    it("changes the password and signs out the user's other sessions, but not the caller's", async () => {
      const user = await registerUser(t.app);
      const bystander = await registerUser(t.app);
      const laptop = await signIn(t.app, user);
      const phone = await signIn(t.app, user);
      const tablet = await signIn(t.app, user);
      const other = await signIn(t.app, bystander);

      const res = await call(t.app, 'POST', PASSWORD_PATH, {
        token: laptop.accessToken,
        body: { currentPassword: user.password, newPassword: NEW_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: USER_TEXTS.passwordChanged, otherSessionsRevoked: 2 });

      // The caller goes on: the access token works, and so does a refresh.
      expect((await profileWith(t.app, laptop.accessToken)).statusCode).toBe(200);
      expect((await refreshWith(t.app, laptop.refreshToken)).statusCode).toBe(200);
      // The other devices are signed out, access and refresh alike.
      for (const session of [phone, tablet]) {
        expectError(await profileWith(t.app, session.accessToken), 401, ERROR_CODES.sessionExpired);
        expectError(await refreshWith(t.app, session.refreshToken), 401, ERROR_CODES.sessionExpired);
      }
      // Someone else's sessions are not touched.
      expect((await profileWith(t.app, other.accessToken)).statusCode).toBe(200);

      expectError(await call(t.app, 'POST', '/auth/login', { body: { email: user.email, password: user.password } }), 401, ERROR_CODES.invalidCredentials);
      await signIn(t.app, { email: user.email, password: NEW_PASSWORD });

      const audit = (await auditRows(t.app)).filter((r) => r.action === 'user.password.changed' && r.actor_id === user.id);
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0]!.details!)).toEqual({ otherSessionsRevoked: 2 });
      expect(audit[0]!.details).not.toContain(NEW_PASSWORD);
    });
  });

  describe('the activity feed', () => {
    const feedHas = (type: string) => (ACTIVITY_TYPES as readonly string[]).includes(type);

    it('keeps answering (no unknown kinds written) after profile, password and settings changes', async () => {
      const user = await registerUser(t.app);
      const session = await signIn(t.app, user);
      await call(t.app, 'PUT', ME, { token: session.accessToken, body: profile({ firstName: 'Noor' }) });
      await call(t.app, 'PUT', PREFERENCES, { token: session.accessToken, body: { ...DEFAULT_NOTIFICATION_PREFERENCES, weeklyBrief: true } });
      const changed = await call(t.app, 'POST', PASSWORD_PATH, { token: session.accessToken, body: { currentPassword: user.password, newPassword: NEW_PASSWORD } });
      expect(changed.statusCode, changed.body).toBe(200);

      const feed = await call(t.app, 'GET', '/api/v1/activity?limit=50', { token: session.accessToken });
      expect(feed.statusCode, feed.body).toBe(200);
      const types = (feed.json().activities as { type: string }[]).map((a) => a.type);
      for (const type of ['profile_updated', 'password_changed', 'preferences_updated']) {
        // Written once the feed knows the kind (ACTIVITY_TYPES), left out before.
        expect(types.includes(type)).toBe(feedHas(type));
      }
    });
  });

  describe('/api/v1/users/me/preferences', () => {
    it('starts at the defaults, stores a change, and reads it back; another user keeps their own', async () => {
      const user = await registerUser(t.app);
      const neighbour = await registerUser(t.app);
      const session = await signIn(t.app, user);
      const neighbourSession = await signIn(t.app, neighbour);

      const initial = await call(t.app, 'GET', PREFERENCES, { token: session.accessToken });
      expect(initial.statusCode, initial.body).toBe(200);
      expect(initial.json()).toMatchObject({ success: true, preferences: DEFAULT_NOTIFICATION_PREFERENCES, updatedAt: null });

      const chosen = { emailNotifications: false, smsNotifications: true, pushNotifications: false, priceAlerts: true, weeklyBrief: true };
      const saved = await call(t.app, 'PUT', PREFERENCES, { token: session.accessToken, body: chosen });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ success: true, message: USER_TEXTS.preferencesSaved, preferences: chosen });
      expect(Date.parse(saved.json().updatedAt)).not.toBeNaN();

      expect((await call(t.app, 'GET', PREFERENCES, { token: session.accessToken })).json().preferences).toEqual(chosen);
      // Saving again overwrites the same row.
      const again = { ...chosen, weeklyBrief: false };
      await call(t.app, 'PUT', PREFERENCES, { token: session.accessToken, body: again });
      expect((await call(t.app, 'GET', PREFERENCES, { token: session.accessToken })).json().preferences).toEqual(again);

      expect((await call(t.app, 'GET', PREFERENCES, { token: neighbourSession.accessToken })).json().preferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    });

    it.each([
      [{ ...DEFAULT_NOTIFICATION_PREFERENCES, smsNotifications: 'yes' }],
      [{ emailNotifications: true }],
      [{ ...DEFAULT_NOTIFICATION_PREFERENCES, adminAlerts: true }],
    ])('refuses %j with 400', async (body) => {
      const session = await signIn(t.app, layla);
      expectError(await call(t.app, 'PUT', PREFERENCES, { token: session.accessToken, body }), 400, ERROR_CODES.validation);
    });
  });
});
