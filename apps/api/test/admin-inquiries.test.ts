import {
  ADMIN_INQUIRY_TEXTS,
  ERROR_CODES,
  INQUIRY_ERROR_CODES,
  adminInquiryListSchema,
  adminInquirySchema,
  inquiryAnsweredResponseSchema,
  myInquiriesSchema,
  type AdminInquiryList,
} from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, expectError, testClock } from './auth/fixtures';
import { member, type Member } from './admin-documents/fixtures';
import { buildTestApp, call, type TestApp } from './helpers';

let t: TestApp;
let trader: Member;
let seller: Member;
let admin: Member;
const clock = testClock(Date.parse('2026-12-01T10:00:00.000Z'));
/** Ids by subject. */
const ids: Record<string, string> = {};

function contactForm(subject: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Omar Al Balushi',
    email: 'omar@gulf-bullion.example',
    company: 'Gulf Bullion Buyers LLC',
    phone: '+968 2400 1234',
    inquiryType: 'gold-trading',
    subject,
    message: `About: ${subject}`,
    ...overrides,
  };
}

beforeAll(async () => {
  t = await buildTestApp({ INQUIRY_RATE_LIMIT_PER_HOUR: '10000', AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { now: clock.now });
  [trader, seller, admin] = [await member(t.app, 'trader', 'Amira', 'Haddad'), await member(t.app, 'seller'), await member(t.app, 'admin')];
  const forms = [
    contactForm('Spot gold, 50 kg'),
    contactForm('EN590 to Rotterdam', { name: 'Lena Fischer', email: 'lena@rhein-fuel.example', company: '', inquiryType: 'fuel-trading' }),
    contactForm('Partnership 100%_sure', { inquiryType: 'partnership' }),
  ];
  for (const body of forms) {
    clock.advance(1000);
    expect((await call(t.app, 'POST', '/api/v1/inquiries', { body })).statusCode).toBe(202);
  }
  clock.advance(1000);
  const portal = await call(t.app, 'POST', '/api/v1/inquiries/portal', { token: trader.token, body: { kind: 'contact-sales', message: 'Call me about Enterprise' } });
  expect(portal.statusCode, portal.body).toBe(201);
  for (const row of await t.app.database.db.selectFrom('inquiries').select(['id', 'subject']).execute()) ids[row.subject] = row.id;
});
afterAll(() => t.close());

async function list(query = ''): Promise<AdminInquiryList> {
  const res = await call(t.app, 'GET', `/admin/inquiries${query}`, { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return adminInquiryListSchema.strict().parse(res.json());
}
const subjects = async (query: string) => (await list(query)).inquiries.map((inquiry) => inquiry.subject);
const answer = (id: string, token: string | undefined, body?: unknown) =>
  call(t.app, 'POST', `/admin/inquiries/${id}/answered`, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });

describe('admin inquiries: who may call', () => {
  it('answers 401 anonymously and 403 to traders and sellers on every route; only administrators succeed', async () => {
    const id = ids['EN590 to Rotterdam']!;
    const routes = [
      { method: 'GET' as const, url: '/admin/inquiries' },
      { method: 'GET' as const, url: `/admin/inquiries/${id}` },
      { method: 'POST' as const, url: `/admin/inquiries/${id}/answered` },
    ];
    for (const route of routes) {
      expectError(await call(t.app, route.method, route.url), 401, ERROR_CODES.unauthorized);
      for (const who of [trader, seller]) expectError(await call(t.app, route.method, route.url, { token: who.token }), 403, ERROR_CODES.forbidden);
    }
    expect((await list()).total).toBe(4);
    expect((await call(t.app, 'GET', `/admin/inquiries/${id}`, { token: admin.token })).statusCode).toBe(200);
    const row = await t.app.database.db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'new', answered_at: null, answered_by: null });
  });
});

describe('GET /admin/inquiries', () => {
  it('lists contact-form and portal inquiries newest first, with every field', async () => {
    const all = await list();
    expect(all).toMatchObject({ total: 4, page: 1, totalPages: 1 });
    expect(all.inquiries.map((inquiry) => inquiry.subject)).toEqual(['Enterprise package: contact sales', 'Partnership 100%_sure', 'EN590 to Rotterdam', 'Spot gold, 50 kg']);
    const [portal, , fuel] = all.inquiries;
    expect(portal).toMatchObject({
      source: 'portal',
      status: 'new',
      name: 'Amira Haddad',
      email: trader.email,
      userId: trader.id,
      kind: 'contact-sales',
      targetType: 'package',
      message: 'Call me about Enterprise',
      answeredAt: null,
    });
    expect(fuel).toMatchObject({
      source: 'contact-form',
      name: 'Lena Fischer',
      email: 'lena@rhein-fuel.example',
      company: null,
      phone: '+968 2400 1234',
      inquiryType: 'fuel-trading',
      message: 'About: EN590 to Rotterdam',
      ip: '127.0.0.1',
      userId: null,
      kind: null,
      createdAt: '2026-12-01T10:00:02.000Z',
    });
  });

  it('filters by source, status and search, and pages', async () => {
    expect(await subjects('?source=portal')).toEqual(['Enterprise package: contact sales']);
    expect((await list('?source=contact-form')).total).toBe(3);
    expect(await subjects('?search=RHEIN')).toEqual(['EN590 to Rotterdam']);
    expect(await subjects('?search=100%25_')).toEqual(['Partnership 100%_sure']);
    expect(await subjects('?search=enterprise&source=contact-form')).toEqual([]);
    expect(await subjects('?search=gulf%20bullion')).toEqual(['Partnership 100%_sure', 'Spot gold, 50 kg']);
    const second = await list('?limit=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, totalPages: 2 });
    expect(second.inquiries.map((inquiry) => inquiry.subject)).toEqual(['Spot gold, 50 kg']);
    expect((await list('?status=all&source=all')).total).toBe(4);
  });

  it('refuses malformed queries with 400', async () => {
    for (const query of ['?status=closed', '?source=email', '?page=0', '?limit=500', `?search=${'q'.repeat(201)}`, '?sort=date']) {
      expectError(await call(t.app, 'GET', `/admin/inquiries${query}`, { token: admin.token }), 400, ERROR_CODES.validation);
    }
  });
});

describe('GET /admin/inquiries/:id', () => {
  it('reads one inquiry; an unknown id is 404 and a malformed one 400', async () => {
    const res = await call(t.app, 'GET', `/admin/inquiries/${ids['Spot gold, 50 kg']}`, { token: admin.token });
    expect(adminInquirySchema.strict().parse(res.json())).toMatchObject({ subject: 'Spot gold, 50 kg', company: 'Gulf Bullion Buyers LLC', inquiryType: 'gold-trading' });
    expectError(await call(t.app, 'GET', `/admin/inquiries/${crypto.randomUUID()}`, { token: admin.token }), 404, ERROR_CODES.notFound);
    expectError(await call(t.app, 'GET', '/admin/inquiries/not-an-id', { token: admin.token }), 400, ERROR_CODES.validation);
  });
});

describe('POST /admin/inquiries/:id/answered', () => {
  it('marks a new inquiry answered with the note, who and when, audited; a second time is 409', async () => {
    const id = ids['Spot gold, 50 kg']!;
    const res = await answer(id, admin.token, { note: '  Called back, quote sent  ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = inquiryAnsweredResponseSchema.strict().parse(res.json());
    expect(body.message).toBe(ADMIN_INQUIRY_TEXTS.answered);
    expect(body.inquiry).toMatchObject({ id, status: 'answered', answeredBy: admin.id, answerNote: 'Called back, quote sent', answeredAt: new Date(clock.now()).toISOString() });

    const entries = (await auditRows(t.app)).filter((row) => row.action === 'admin.inquiry.answered' && row.target === id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_id: admin.id, actor_email: admin.email });
    expect(JSON.parse(entries[0]!.details!)).toEqual({ before: { status: 'new' }, after: { status: 'answered' }, note: 'Called back, quote sent' });

    const again = expectError(await answer(id, admin.token), 409, INQUIRY_ERROR_CODES.alreadyAnswered);
    expect(again.message).toBe(ADMIN_INQUIRY_TEXTS.alreadyAnswered);
    expect(await subjects('?status=answered')).toEqual(['Spot gold, 50 kg']);
    expect((await list('?status=new')).total).toBe(3);
  });

  it('takes no note (no body, or a blank one) and refuses a bad one', async () => {
    const id = ids['EN590 to Rotterdam']!;
    for (const body of [{ note: 'n'.repeat(2001) }, { note: 7 }, { reply: 'hello' }]) expectError(await answer(id, admin.token, body), 400, ERROR_CODES.validation);
    expectError(await answer(crypto.randomUUID(), admin.token), 404, ERROR_CODES.notFound);
    expectError(await answer('nope', admin.token), 400, ERROR_CODES.validation);
    const res = await answer(id, admin.token, { note: '   ' });
    expect(inquiryAnsweredResponseSchema.parse(res.json()).inquiry).toMatchObject({ status: 'answered', answerNote: null });
    const bare = await answer(ids['Partnership 100%_sure']!, admin.token);
    expect(bare.statusCode, bare.body).toBe(200);
  });

  it('shows the portal sender their request as answered; a new request of the same kind is then a new inquiry', async () => {
    const id = ids['Enterprise package: contact sales']!;
    expect((await answer(id, admin.token)).statusCode).toBe(200);
    const mine = myInquiriesSchema.parse((await call(t.app, 'GET', '/api/v1/inquiries/mine', { token: trader.token })).json());
    expect(mine.inquiries.find((inquiry) => inquiry.id === id)?.status).toBe('answered');
    const again = await call(t.app, 'POST', '/api/v1/inquiries/portal', { token: trader.token, body: { kind: 'contact-sales' } });
    expect(again.statusCode).toBe(201);
  });
});
