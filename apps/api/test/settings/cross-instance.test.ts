import { ACCOUNT_CODES } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_CACHE_MS } from '../../src/modules/settings/service';
import { expectError, RELAXED, testClock } from '../auth/fixtures';
import { account, type Account } from '../contracts/fixtures';
import { buildTestApp, call, type TestApp } from '../helpers';

/**
 * Settings are held in each instance's memory (modules/settings/service.ts): a change through one instance applies
 * there at once and on every other instance over the same database within SETTINGS_CACHE_MS.
 */
let first: TestApp;
let second: TestApp;
const secondClock = testClock();
let admin: Account;
let trader: Account;

beforeAll(async () => {
  first = await buildTestApp(RELAXED);
  second = await buildTestApp(RELAXED, { database: first.app.database, now: secondClock.now });
  [admin, trader] = await Promise.all([account(first, 'admin'), account(first, 'trader')]);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const contracts = (t: TestApp, token: string) => call(t.app, 'GET', '/api/v1/contracts', { token });
const setMaintenance = async (on: boolean) => {
  const res = await call(first.app, 'PUT', '/admin/settings', { token: admin.token, body: { platform: { maintenanceMode: on } } });
  expect(res.statusCode, res.body).toBe(200);
};

describe('a settings change across instances', () => {
  it('closes the changing instance at once and the other within the cache bound', async () => {
    // Both instances have read (and cached) the settings with maintenance off.
    expect((await contracts(first, trader.token)).statusCode).toBe(200);
    expect((await contracts(second, trader.token)).statusCode).toBe(200);

    await setMaintenance(true);
    expectError(await contracts(first, trader.token), 503, ACCOUNT_CODES.maintenance);
    expect((await contracts(first, admin.token)).statusCode).toBe(200);

    secondClock.advance(SETTINGS_CACHE_MS);
    expectError(await contracts(second, trader.token), 503, ACCOUNT_CODES.maintenance);

    await setMaintenance(false);
    expect((await contracts(first, trader.token)).statusCode).toBe(200);
    secondClock.advance(SETTINGS_CACHE_MS);
    expect((await contracts(second, trader.token)).statusCode).toBe(200);
  });

  it('is bounded by a second', () => {
    expect(SETTINGS_CACHE_MS).toBeLessThanOrEqual(1_000);
  });
});
