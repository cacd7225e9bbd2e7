import { ERROR_CODES, INQUIRY_TEXTS, INQUIRY_TYPES, apiErrorSchema } from '@ctp/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from './helpers';

const URL = '/api/v1/inquiries';
const RELAXED = { INQUIRY_RATE_LIMIT_PER_HOUR: '10000' };

function inquiry(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Omar Al Balushi',
    email: 'omar@gulf-bullion.example',
    company: 'Gulf Bullion Buyers LLC',
    phone: '+968 2400 1234',
    inquiryType: 'gold-trading',
    subject: 'Spot gold, 50 kg, Dubai delivery',
    message: 'We would like to discuss a monthly spot purchase of 50 kg with delivery to Dubai.',
    website: '',
    ...overrides,
  };
}

const stored = (t: TestApp) => t.app.database.db.selectFrom('inquiries').selectAll().orderBy('created_at').execute();

function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = apiErrorSchema.parse(res.json());
  expect(body).toMatchObject({ status, code });
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

describe('POST /api/v1/inquiries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(RELAXED);
  });
  afterAll(() => t.close());

  it('stores a complete inquiry as new, from the contact form, with the sender IP', async () => {
    const before = (await stored(t)).length;
    const res = await call(t.app, 'POST', URL, { body: inquiry({ subject: 'Complete inquiry' }) });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, message: INQUIRY_TEXTS.received });

    const rows = await stored(t);
    expect(rows).toHaveLength(before + 1);
    const row = rows.find((r) => r.subject === 'Complete inquiry')!;
    expect(row).toMatchObject({
      name: 'Omar Al Balushi',
      email: 'omar@gulf-bullion.example',
      company: 'Gulf Bullion Buyers LLC',
      phone: '+968 2400 1234',
      inquiry_type: 'gold-trading',
      message: 'We would like to discuss a monthly spot purchase of 50 kg with delivery to Dubai.',
      source: 'contact-form',
      status: 'new',
      ip: '127.0.0.1',
    });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(row.created_at))).toBe(false);
  });

  it('stores blank optional fields as NULL and trims the text', async () => {
    const res = await call(t.app, 'POST', URL, {
      body: inquiry({ subject: '  Optional fields blank  ', company: '   ', phone: '', website: undefined }),
    });
    expect(res.statusCode).toBe(202);
    const row = (await stored(t)).find((r) => r.subject === 'Optional fields blank')!;
    expect(row.company).toBeNull();
    expect(row.phone).toBeNull();
  });

  it.each(INQUIRY_TYPES)('accepts the inquiry type %s', async (inquiryType) => {
    const res = await call(t.app, 'POST', URL, { body: inquiry({ inquiryType, subject: `Type ${inquiryType}` }) });
    expect(res.statusCode).toBe(202);
    expect((await stored(t)).some((r) => r.subject === `Type ${inquiryType}` && r.inquiry_type === inquiryType)).toBe(true);
  });

  it.each(['name', 'email', 'inquiryType', 'subject', 'message'])('answers 400 without the required field %s and stores nothing', async (field) => {
    const before = (await stored(t)).length;
    const body: Record<string, unknown> = inquiry();
    delete body[field];
    const error = expectError(await call(t.app, 'POST', URL, { body }), 400, ERROR_CODES.validation);
    expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
    expect(await stored(t)).toHaveLength(before);
  });

  it.each(['name', 'email', 'subject', 'message'])('answers 400 when the required field %s is only blanks', async (field) => {
    const error = expectError(await call(t.app, 'POST', URL, { body: inquiry({ [field]: '   ' }) }), 400, ERROR_CODES.validation);
    expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
  });

  it('answers 400 for an unknown inquiry type', async () => {
    const error = expectError(await call(t.app, 'POST', URL, { body: inquiry({ inquiryType: 'crypto' }) }), 400, ERROR_CODES.validation);
    expect(error.details).toEqual([expect.objectContaining({ path: 'inquiryType', message: INQUIRY_TEXTS.chooseType })]);
  });

  it('answers 400 for an invalid email address', async () => {
    const error = expectError(await call(t.app, 'POST', URL, { body: inquiry({ email: 'not-an-email' }) }), 400, ERROR_CODES.validation);
    expect(error.message).toBe(INQUIRY_TEXTS.invalidEmail);
  });

  it('answers 400 for an over-long message', async () => {
    expectError(await call(t.app, 'POST', URL, { body: inquiry({ message: 'x'.repeat(5001) }) }), 400, ERROR_CODES.validation);
  });

  it('answers a filled honeypot exactly like a real inquiry, but stores nothing', async () => {
    const before = (await stored(t)).length;
    const res = await call(t.app, 'POST', URL, { body: inquiry({ website: 'https://cheap-pills.example' }) });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, message: INQUIRY_TEXTS.received });
    expect(await stored(t)).toHaveLength(before);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Omar", ',
    });
    expectError(res, 400, ERROR_CODES.validation);
  });

  it('answers 400 for an empty body', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(400);
    apiErrorSchema.parse(res.json());
  });

  it('needs no sign-in', async () => {
    const res = await call(t.app, 'POST', URL, { body: inquiry(), headers: { authorization: 'Bearer not-a-token' } });
    expect(res.statusCode).toBe(202);
  });
});

describe('POST /api/v1/inquiries rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ INQUIRY_RATE_LIMIT_PER_HOUR: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 in the error shape once an IP has sent its hourly share, and stores no more', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await call(t.app, 'POST', URL, { body: inquiry({ subject: `Attempt ${i}` }) })).statusCode).toBe(202);
    }
    const limited = await call(t.app, 'POST', URL, { body: inquiry({ subject: 'One too many' }) });
    expectError(limited, 429, ERROR_CODES.rateLimited);
    expect(await stored(t)).toHaveLength(3);

    // Another address still gets through.
    const other = await t.app.inject({ method: 'POST', url: URL, payload: inquiry({ subject: 'Other office' }), remoteAddress: '10.0.0.7' });
    expect(other.statusCode).toBe(202);
  });

  it('counts honeypot submissions too, so a bot cannot probe without limit', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, payload: inquiry({ website: 'spam' }), remoteAddress: '10.0.0.8' });
    expect(res.statusCode).toBe(202);
    for (let i = 0; i < 2; i++) await t.app.inject({ method: 'POST', url: URL, payload: inquiry({ website: 'spam' }), remoteAddress: '10.0.0.8' });
    const limited = await t.app.inject({ method: 'POST', url: URL, payload: inquiry({ website: 'spam' }), remoteAddress: '10.0.0.8' });
    expectError(limited, 429, ERROR_CODES.rateLimited);
  });
});
