import { ERROR_CODES } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { contractsApp } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';
import { USERS, account, createBody, type Account } from './fixtures';

let t: TestApp;
let trader: Account;
let seller: Account;
let admin: Account;
let target: Account;

beforeAll(async () => {
  t = await contractsApp();
  [trader, seller, admin, target] = await Promise.all([account(t, 'trader'), account(t, 'seller'), account(t, 'admin'), account(t, 'trader', 'Target')]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
/** Every route with a body only an administrator's request would get past validation with. */
const routes = (): [Method, string, unknown?][] => [
  ['GET', USERS],
  ['GET', `${USERS}/export`],
  ['GET', `${USERS}/${target.id}`],
  ['POST', USERS, createBody()],
  ['PUT', `${USERS}/${target.id}/role`, { role: 'seller' }],
  ['POST', `${USERS}/${target.id}/suspend`, { reason: 'Fraud check' }],
  ['POST', `${USERS}/${target.id}/reactivate`],
];

describe('admin users: who may call', () => {
  it('answers 401 to anonymous callers and 403 to traders and sellers on every route, changing nothing', async () => {
    for (const [method, url, body] of routes()) {
      const withBody = body === undefined ? {} : { body };
      expectError(await call(t.app, method, url, withBody), 401);
      expectError(await call(t.app, method, url, { ...withBody, token: 'not-a-token' }), 401);
      for (const who of [trader, seller]) expectError(await call(t.app, method, url, { ...withBody, token: who.token }), 403, ERROR_CODES.forbidden);
    }
    const row = await t.app.users.findById(target.id);
    expect(row).toMatchObject({ role: 'trader', status: 'active', suspensionReason: null });
    expect(await t.app.database.db.selectFrom('users').select('id').where('email', 'like', 'new.%').execute()).toEqual([]);
  });

  it('lets an administrator call every route', async () => {
    const expected = [200, 200, 200, 201, 200, 200, 200];
    for (const [index, [method, url, body]] of routes().entries()) {
      const res = await call(t.app, method, url, { token: admin.token, ...(body === undefined ? {} : { body }) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(expected[index]);
    }
  });
});

describe('admin users: malformed input', () => {
  it.each([
    ['an unknown role filter', '?role=owner'],
    ['an unknown status filter', '?status=deleted'],
    ['an unknown sort', '?sort=password'],
    ['an unknown order', '?order=sideways'],
    ['page 0', '?page=0'],
    ['a limit over 100', '?limit=101'],
    ['a non-numeric page', '?page=two'],
    ['an unknown parameter', '?admin=true'],
    ['an over-long search', `?q=${'x'.repeat(201)}`],
  ])('refuses %s on the list and the export (400)', async (_label, query) => {
    expectError(await call(t.app, 'GET', `${USERS}${query}`, { token: admin.token }), 400, ERROR_CODES.validation);
    if (!/page|limit/.test(query)) expectError(await call(t.app, 'GET', `${USERS}/export${query}`, { token: admin.token }), 400, ERROR_CODES.validation);
  });

  it('refuses an id that is not a UUID (400) and an unknown one (404)', async () => {
    expectError(await call(t.app, 'GET', `${USERS}/not-an-id`, { token: admin.token }), 400, ERROR_CODES.validation);
    const unknown = crypto.randomUUID();
    expectError(await call(t.app, 'GET', `${USERS}/${unknown}`, { token: admin.token }), 404, ERROR_CODES.notFound);
    expectError(await call(t.app, 'PUT', `${USERS}/${unknown}/role`, { token: admin.token, body: { role: 'seller' } }), 404);
    expectError(await call(t.app, 'POST', `${USERS}/${unknown}/suspend`, { token: admin.token, body: { reason: 'x' } }), 404);
    expectError(await call(t.app, 'POST', `${USERS}/${unknown}/reactivate`, { token: admin.token }), 404);
  });

  it.each([
    ['no role', {}],
    ['an unknown role', { role: 'owner' }],
    ['a role of the wrong type', { role: 1 }],
  ])('refuses a role change with %s (400)', async (_label, body) => {
    expectError(await call(t.app, 'PUT', `${USERS}/${target.id}/role`, { token: admin.token, body }), 400, ERROR_CODES.validation);
  });

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '' }],
    ['a blank reason', { reason: '   ' }],
    ['a reason over 500 characters', { reason: 'x'.repeat(501) }],
    ['a reason of the wrong type', { reason: 42 }],
  ])('refuses a suspension with %s (400) and leaves the user active', async (_label, body) => {
    const error = expectError(await call(t.app, 'POST', `${USERS}/${target.id}/suspend`, { token: admin.token, body }), 400, ERROR_CODES.validation);
    if (!('reason' in body) || body.reason === '' || body.reason === '   ') expect(JSON.stringify(error.details)).toContain('A reason is required to suspend a user');
    expect((await t.app.users.findById(target.id))?.status).not.toBe('suspended');
  });

  it.each([
    ['no email', { email: undefined }],
    ['a malformed email', { email: 'not-an-email' }],
    ['no first name', { firstName: '' }],
    ['a blank last name', { lastName: '  ' }],
    ['no temporary password', { tempPassword: '' }],
    ['an unknown role', { role: 'owner' }],
    ['a temporary password over 128 characters', { tempPassword: `Aa1!${'x'.repeat(125)}` }],
  ])('refuses a new user with %s (400)', async (_label, overrides) => {
    expectError(await call(t.app, 'POST', USERS, { token: admin.token, body: createBody(overrides) }), 400, ERROR_CODES.validation);
  });
});
