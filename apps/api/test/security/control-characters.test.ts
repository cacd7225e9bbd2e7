import { ERROR_CODES, SERVER_TEXTS, controlCharacterPath, inquiryRequestSchema, registrationPayloadSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { account, contractsApp, type Account } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';

let t: TestApp;
let trader: Account;
let admin: Account;
beforeAll(async () => {
  t = await contractsApp();
  [trader, admin] = await Promise.all([account(t, 'trader'), account(t, 'admin')]);
});
afterAll(() => t.close());

const inquiry = (overrides: Record<string, unknown>) => ({
  name: 'Amira Haddad',
  email: 'amira@example.com',
  inquiryType: 'gold-trading',
  subject: 'Gold bars',
  message: 'Please call me about\tkilo bars.\nThank you.',
  ...overrides,
});
const count = async (table: 'inquiries' | 'users') => Number((await t.app.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('text fields refuse control characters other than tab and line breaks', () => {
  it('in the shared schemas the web forms use too', () => {
    expect(inquiryRequestSchema.safeParse(inquiry({})).success).toBe(true);
    const nul = inquiryRequestSchema.safeParse(inquiry({ name: 'A\u0000B' }));
    expect(nul.success).toBe(false);
    expect(nul.error?.issues[0]?.message).toBe(SERVER_TEXTS.controlCharacters);
    expect(registrationPayloadSchema.safeParse({ email: 'a@b.co', password: 'x', firstName: 'A\u001bB', lastName: 'C' }).success).toBe(false);
    expect(controlCharacterPath({ a: [{ b: 'ok' }, { c: 'x\u0007' }] })).toBe('a.1.c');
    expect(controlCharacterPath({ a: 'tab\there', b: 'line\r\nbreak' })).toBeNull();
  });

  it.each([
    ['an anonymous inquiry', () => call(t.app, 'POST', '/api/v1/inquiries', { body: inquiry({ name: 'A\u0000B' }) }), 'name'],
    ['a registration', () => call(t.app, 'POST', '/auth/register', { body: { email: 'nul@example.com', password: 'Tr4ding@Desk.Muscat', firstName: 'A\u0000B', lastName: 'C', acceptTerms: true } }), 'firstName'],
    ['a search parameter', () => call(t.app, 'GET', `/admin/users?search=${encodeURIComponent('a\u0000')}`, { token: admin.token }), 'search'],
    ['a profile edit', () => call(t.app, 'PUT', '/api/v1/users/me', { token: trader.token, body: { firstName: 'A\u0000B' } }), 'firstName'],
    ['a nested field', () => call(t.app, 'PUT', '/admin/settings', { token: admin.token, body: { platform: { siteName: 'x\u0000' } } }), 'platform.siteName'],
    ['a path parameter', () => call(t.app, 'GET', `/api/v1/contracts/${encodeURIComponent('\u0000')}`, { token: trader.token }), ''],
  ])('%s with a NUL byte is a 400 that stores nothing', async (_label, send, path) => {
    const before = [await count('inquiries'), await count('users')];
    const error = expectError(await send(), 400, ERROR_CODES.validation);
    expect(error.message).toBe(SERVER_TEXTS.controlCharacters);
    if (path) expect(error.details).toEqual([{ path, message: SERVER_TEXTS.controlCharacters }]);
    expect([await count('inquiries'), await count('users')]).toEqual(before);
  });

  it('a document name with a control character is refused on upload', async () => {
    const boundary = 'x-boundary';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload =
      part('documentType', 'kyc') +
      part('documentName', 'Passport\u0000.pdf') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/upload',
      headers: { authorization: `Bearer ${trader.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(expectError(res, 400).message).toBe(SERVER_TEXTS.controlCharacters);
  });
});

describe("Fastify's own client errors use the error shape", () => {
  it.each([
    ['a malformed percent-encoding', { method: 'GET', url: '/api/v1/%E0%A4%A' }],
    ['an invalid UTF-8 sequence', { method: 'GET', url: '/admin/%c0' }],
    ['malformed JSON', { method: 'POST', url: '/api/v1/inquiries', payload: '{bad', headers: { 'content-type': 'application/json' } }],
  ] as const)('%s answers 400 {message, code, status}', async (_label, request) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: ERROR_CODES.validation, status: 400, message: expect.any(String) });
    expect(Object.keys(body).every((key) => ['message', 'code', 'status', 'details'].includes(key))).toBe(true);
  });
});
