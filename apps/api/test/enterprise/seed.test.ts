import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDevelopmentAccounts } from '../../src/db/seed';
import { seedDevelopmentEnterprise } from '../../src/db/seed-enterprise';
import { auditRows, expectError, signIn } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import { marketApp } from '../market-intelligence/fixtures';
import { PACKAGE, TOKENS, grantOf } from './fixtures';

const FORECASTS = '/api/v1/market/forecasts';
const demo = (role: 'trader' | 'seller' | 'admin') => DEMO_ACCOUNTS.find((account) => account.role === role)!;

describe('the development seed: Enterprise for the demo trader’s company', () => {
  let t: TestApp;
  const signedIn = async (role: 'trader' | 'seller' | 'admin') => ({ token: (await signIn(t.app, demo(role))).accessToken });

  beforeAll(async () => {
    t = await marketApp({ PRICE_PROVIDER: 'fallback' });
    await seedDevelopmentAccounts(t.app, t.app.log);
    await seedDevelopmentEnterprise(t.app, t.app.log);
  });
  afterAll(() => t.close());

  it('lets the demo trader see the forecasts and create API tokens, and keeps the demo seller on Basic', async () => {
    const trader = await signedIn('trader');
    expect((await call(t.app, 'GET', PACKAGE, { token: trader.token })).json()).toMatchObject({ package: 'enterprise', grantedTo: demo('trader').companyName });
    expect((await call(t.app, 'GET', FORECASTS, { token: trader.token })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', TOKENS, { token: trader.token, body: { name: 'Demo', scopes: ['prices'] } })).statusCode).toBe(201);

    const seller = await signedIn('seller');
    expect((await call(t.app, 'GET', PACKAGE, { token: seller.token })).json()).toMatchObject({ package: 'basic' });
    expectError(await call(t.app, 'GET', FORECASTS, { token: seller.token }), 403, 'ENTERPRISE_REQUIRED');
  });

  it('grants through the desk’s service, as the demo administrator, once: with the demo accounts', async () => {
    const admin = await signedIn('admin');
    const grant = await grantOf(t, demo('trader').companyName, admin);
    expect(grant).toMatchObject({ grantedBy: demo('admin').email });
    expect((await auditRows(t.app)).filter((row) => row.action === 'admin.enterprise.granted').map((row) => row.actor_email)).toEqual([demo('admin').email]);

    // At the next start the accounts exist, so server.ts does not seed Enterprise again: a revoked grant stays revoked.
    expect(await seedDevelopmentAccounts(t.app, t.app.log)).toBe(false);
  });
});
