import { ERROR_CODES, TERMS_VERSION, TEXTS, orderSchema, userSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../helpers';
import { goldBody } from '../orders/fixtures';
import { auditRows, buildAuthApp, expectError, registration, signIn } from './fixtures';

describe('POST /auth/register: the kind of account and the terms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAuthApp();
  });
  afterAll(() => t.close());

  const register = (body: unknown) => call(t.app, 'POST', '/auth/register', { body });
  const acceptancesOf = (userId: string) => t.app.database.db.selectFrom('terms_acceptances').selectAll().where('user_id', '=', userId).execute();
  const usersWith = async (email: string) => Number((await t.app.database.db.selectFrom('users').select((eb) => eb.fn.countAll<number | string>().as('n')).where('email', '=', email).executeTakeFirstOrThrow()).n);

  it("'Register for Selling Access' creates a seller, who signs in to a seller's data: their listings are sell listings", async () => {
    const body = registration({ accountType: 'seller', firstName: 'Karim' });
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(201);
    const user = userSchema.strict().parse(res.json().user);
    expect(user.role).toBe('seller');

    await t.app.users.markEmailVerified(user.id);
    const session = await signIn(t.app, body);
    // The sign-in page sends a seller to /portal-seller by this role.
    expect(session.user.role).toBe('seller');
    await t.app.settings.updateGroup('trading', { requireKYCForTrading: false });
    try {
      const placed = await call(t.app, 'POST', '/api/v1/trading/orders', { token: session.accessToken, body: goldBody() });
      expect(placed.statusCode, placed.body).toBe(201);
      expect(orderSchema.parse(placed.json()).side).toBe('sell');
    } finally {
      await t.app.settings.updateGroup('trading', { requireKYCForTrading: true });
    }
    const audit = (await auditRows(t.app)).find((r) => r.action === 'auth.register' && r.actor_id === session.user.id);
    expect(JSON.parse(String(audit?.details))).toEqual({ role: 'seller', termsVersion: TERMS_VERSION });
  });

  it('creates a trader when no account type is given, as before', async () => {
    const res = await register(registration());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.role).toBe('trader');
  });

  it('refuses an administrator (or any other) account type with 400, and creates nothing', async () => {
    for (const accountType of ['admin', 'ADMIN', '', 7]) {
      const body = registration({ accountType });
      const error = expectError(await register(body), 400, ERROR_CODES.validation);
      expect(error.details).toEqual([expect.objectContaining({ path: 'accountType' })]);
      expect(await usersWith(String(body.email))).toBe(0);
    }
  });

  it('stores the terms version and the time the terms were accepted', async () => {
    const before = new Date().toISOString();
    const res = await register(registration());
    const acceptances = await acceptancesOf(res.json().user.id);
    expect(acceptances).toHaveLength(1);
    expect(acceptances[0]!.terms_version).toBe(TERMS_VERSION);
    expect(acceptances[0]!.accepted_at >= before && acceptances[0]!.accepted_at <= new Date().toISOString()).toBe(true);
  });

  it('refuses a registration whose terms are missing or not accepted with 400, and creates nothing', async () => {
    const missing = registration();
    delete (missing as Record<string, unknown>).acceptTerms;
    for (const body of [missing, registration({ acceptTerms: false }), registration({ acceptTerms: 'yes' })]) {
      const error = expectError(await register(body), 400, ERROR_CODES.validation);
      expect(error.message).toBe(TEXTS.acceptTerms);
      expect(error.details).toEqual([{ path: 'acceptTerms', message: TEXTS.acceptTerms }]);
      expect(await usersWith(String(body.email))).toBe(0);
    }
  });
});
