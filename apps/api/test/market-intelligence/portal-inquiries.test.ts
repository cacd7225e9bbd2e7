import {
  CONTENT_ERROR_CODES,
  CONTENT_TEXTS,
  ERROR_CODES,
  INVESTMENT_TEXTS,
  PORTAL_INQUIRY_TEXTS,
  myInquiriesSchema,
  opportunityListSchema,
  portalInquiryCreatedSchema,
  projectListSchema,
} from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDevelopmentMarkets } from '../../src/db/seed-markets';
import { expectError } from '../auth/fixtures';
import { opportunityInput } from '../content/fixtures';
import { call, type TestApp } from '../helpers';
import { marketApp, member, type Member } from './fixtures';

const URL = '/api/v1/inquiries/portal';
const MINE = '/api/v1/inquiries/mine';
const UNKNOWN_ID = '0b7f2a8e-6c1d-4f55-9a3e-2d8c4b1e7f90';

describe('portal inquiries', () => {
  let t: TestApp;
  let trader: Member;
  let seller: Member;
  /** Ashanti Ridge: minimum $2.5M. */
  let opportunityId: string;
  /** Duqm Chromite: seeking $24M. */
  let projectId: string;

  const rowOf = (id: string) => t.app.database.db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const countRows = async () => (await t.app.database.db.selectFrom('inquiries').select('id').execute()).length;

  beforeAll(async () => {
    t = await marketApp({ PRICE_PROVIDER: 'fallback' });
    await seedDevelopmentMarkets(t.app, t.app.log);
    trader = await member(t, 'trader', { firstName: 'Amira', lastName: 'Haddad', companyName: 'Gulf Bullion Buyers LLC' });
    seller = await member(t, 'seller', { firstName: 'Karim', lastName: 'Nasser', companyName: 'Muscat Refining Co.' });
    const opportunities = opportunityListSchema.parse((await call(t.app, 'GET', '/api/v1/investments/opportunities', { token: trader.token })).json());
    opportunityId = opportunities.opportunities.find((o) => o.title === 'Ashanti Ridge Gold Stream')!.id;
    const projects = projectListSchema.parse((await call(t.app, 'GET', '/api/v1/investments/projects', { token: trader.token })).json());
    projectId = projects.projects.find((p) => p.name === 'Duqm Chromite Project')!.id;
    // The seed's items are examples, which take no inquiries: these two stand for the desk's real ones.
    await t.app.database.db.updateTable('investment_opportunities').set({ example: 0 }).where('id', '=', opportunityId).execute();
    await t.app.database.db.updateTable('capital_projects').set({ example: 0 }).where('id', '=', projectId).execute();
  });
  afterAll(() => t.close());

  it('records an expression of interest with the user, the kind, the target and the amount in cents', async () => {
    const res = await call(t.app, 'POST', URL, {
      token: trader.token,
      body: { kind: 'express-interest', targetId: opportunityId, amount: 3_000_000, message: '  We would like a call this week.  ' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = portalInquiryCreatedSchema.strict().parse(res.json());
    expect(body).toMatchObject({ success: true, created: true, message: PORTAL_INQUIRY_TEXTS.received['express-interest'] });
    expect(body.inquiry).toMatchObject({
      kind: 'express-interest',
      targetType: 'opportunity',
      targetId: opportunityId,
      subject: 'Express interest: Ashanti Ridge Gold Stream',
      amount: 3_000_000,
      message: 'We would like a call this week.',
      status: 'new',
    });

    const row = await rowOf(body.inquiry.id);
    expect(row).toMatchObject({
      source: 'portal',
      status: 'new',
      user_id: trader.id,
      name: 'Amira Haddad',
      email: trader.email,
      company: 'Gulf Bullion Buyers LLC',
      inquiry_type: 'streaming',
      kind: 'express-interest',
      target_type: 'opportunity',
      target_id: opportunityId,
      ip: '127.0.0.1',
    });
    expect(Number(row.amount_cents)).toBe(300_000_000);
  });

  it('writes a message for an interest sent without one', async () => {
    const res = await call(t.app, 'POST', URL, { token: seller.token, body: { kind: 'express-interest', targetId: opportunityId, amount: 2_500_000 } });
    expect(res.statusCode).toBe(201);
    expect(portalInquiryCreatedSchema.parse(res.json()).inquiry.message).toBe('Interested in investing $2,500,000 in Ashanti Ridge Gold Stream.');
  });

  it("refuses an amount below the opportunity's minimum or the investor minimum (400) and stores nothing", async () => {
    const before = await countRows();
    const below = expectError(
      await call(t.app, 'POST', URL, { token: trader.token, body: { kind: 'express-interest', targetId: opportunityId, amount: 1_500_000 } }),
      400,
      ERROR_CODES.validation,
    );
    expect(below.message).toBe(PORTAL_INQUIRY_TEXTS.belowOpportunityMinimum(2_500_000));
    expect(below.details).toEqual([{ path: 'amount', message: below.message }]);

    const tiny = expectError(
      await call(t.app, 'POST', URL, { token: trader.token, body: { kind: 'express-interest', targetId: opportunityId, amount: 500_000 } }),
      400,
      ERROR_CODES.validation,
    );
    expect(tiny.message).toBe(INVESTMENT_TEXTS.investorMinimum);
    expectError(await call(t.app, 'POST', URL, { token: trader.token, body: { kind: 'express-interest', targetId: opportunityId, amount: 2_500_000.5 } }), 400);
    expectError(await call(t.app, 'POST', URL, { token: trader.token, body: { kind: 'express-interest', targetId: opportunityId } }), 400);
    expect(await countRows()).toBe(before);
  });

  it('records a proposal for a project, and refuses one without a message or above what the project seeks', async () => {
    const missing = expectError(
      await call(t.app, 'POST', URL, { token: seller.token, body: { kind: 'proposal', targetId: projectId, amount: 10_000_000, message: ' ' } }),
      400,
      ERROR_CODES.validation,
    );
    expect(missing.message).toBe(PORTAL_INQUIRY_TEXTS.proposalRequired);
    const tooMuch = expectError(
      await call(t.app, 'POST', URL, { token: seller.token, body: { kind: 'proposal', targetId: projectId, amount: 30_000_000, message: 'All of it.' } }),
      400,
      ERROR_CODES.validation,
    );
    expect(tooMuch.message).toBe(PORTAL_INQUIRY_TEXTS.aboveSeekingAmount(24_000_000));

    const res = await call(t.app, 'POST', URL, {
      token: seller.token,
      body: { kind: 'proposal', targetId: projectId, amount: 12_000_000, message: 'Half the raise as a 2% NSR royalty.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { inquiry } = portalInquiryCreatedSchema.parse(res.json());
    expect(inquiry).toMatchObject({ kind: 'proposal', targetType: 'project', subject: 'Proposal: Duqm Chromite Project', amount: 12_000_000 });
    expect(await rowOf(inquiry.id)).toMatchObject({ user_id: seller.id, name: 'Karim Nasser', company: 'Muscat Refining Co.', source: 'portal' });
  });

  it('answers 404 for an opportunity or project that does not exist', async () => {
    const o = expectError(
      await call(t.app, 'POST', URL, { token: trader.token, body: { kind: 'express-interest', targetId: UNKNOWN_ID, amount: 5_000_000 } }),
      404,
      ERROR_CODES.notFound,
    );
    expect(o.message).toBe(INVESTMENT_TEXTS.opportunityNotFound);
    const p = expectError(
      await call(t.app, 'POST', URL, { token: trader.token, body: { kind: 'information-package', targetType: 'project', targetId: UNKNOWN_ID } }),
      404,
    );
    expect(p.message).toBe(INVESTMENT_TEXTS.projectNotFound);
  });

  it('refuses every request about an example (409) or a draft (404), and stores nothing', async () => {
    const before = await countRows();
    const example = opportunityListSchema.parse((await call(t.app, 'GET', '/api/v1/investments/opportunities', { token: trader.token })).json()).opportunities.find((o) => o.example)!;
    const refused = expectError(
      await call(t.app, 'POST', URL, { token: trader.token, body: { kind: 'express-interest', targetId: example.id, amount: example.minInvestment } }),
      409,
      CONTENT_ERROR_CODES.example,
    );
    expect(refused.message).toBe(CONTENT_TEXTS.exampleTakesNoInquiries);
    const exampleProject = projectListSchema.parse((await call(t.app, 'GET', '/api/v1/investments/projects', { token: trader.token })).json()).projects.find((p) => p.example)!;
    expectError(await call(t.app, 'POST', URL, { token: trader.token, body: { kind: 'information-package', targetType: 'project', targetId: exampleProject.id } }), 409);

    const draft = await t.app.investments.content.opportunities.create(opportunityInput(), { createdBy: null });
    expectError(await call(t.app, 'POST', URL, { token: trader.token, body: { kind: 'express-interest', targetId: draft.id, amount: 5_000_000 } }), 404, ERROR_CODES.notFound);
    expect(await countRows()).toBe(before);
  });

  it('records an information-package request once while it is open', async () => {
    const body = { kind: 'information-package', targetType: 'opportunity', targetId: opportunityId };
    const first = await call(t.app, 'POST', URL, { token: trader.token, body });
    expect(first.statusCode).toBe(201);
    const created = portalInquiryCreatedSchema.parse(first.json());
    expect(created.inquiry).toMatchObject({ kind: 'information-package', amount: null, subject: 'Information package: Ashanti Ridge Gold Stream' });
    expect(created.message).toBe(PORTAL_INQUIRY_TEXTS.received['information-package']);

    const again = await call(t.app, 'POST', URL, { token: trader.token, body });
    expect(again.statusCode).toBe(200);
    expect(portalInquiryCreatedSchema.parse(again.json())).toMatchObject({ created: false, message: PORTAL_INQUIRY_TEXTS.alreadyRequested, inquiry: { id: created.inquiry.id } });

    // Another user asking is another request.
    expect((await call(t.app, 'POST', URL, { token: seller.token, body })).statusCode).toBe(201);
  });

  it("records an Enterprise 'Contact Sales' request about the package", async () => {
    const res = await call(t.app, 'POST', URL, { token: trader.token, body: { kind: 'contact-sales', message: 'Desk of six, API access needed.' } });
    expect(res.statusCode).toBe(201);
    const { inquiry } = portalInquiryCreatedSchema.parse(res.json());
    expect(inquiry).toMatchObject({ kind: 'contact-sales', targetType: 'package', targetId: 'enterprise', message: 'Desk of six, API access needed.' });
    expect(await rowOf(inquiry.id)).toMatchObject({ inquiry_type: 'market-intelligence', amount_cents: null });
  });

  it.each([
    ['an unknown kind', { kind: 'donation', amount: 5_000_000 }],
    ['no kind', { targetId: UNKNOWN_ID }],
    ['a bad target id', { kind: 'express-interest', targetId: 'abc', amount: 5_000_000 }],
    ['an unknown field', { kind: 'contact-sales', plan: 'gold' }],
    ['an information package without a target type', { kind: 'information-package', targetId: UNKNOWN_ID }],
  ])('answers 400 for %s', async (_label, body) => {
    expectError(await call(t.app, 'POST', URL, { token: trader.token, body }), 400, ERROR_CODES.validation);
  });

  it('asks visitors to sign in (401)', async () => {
    expectError(await call(t.app, 'POST', URL, { body: { kind: 'contact-sales' } }), 401, ERROR_CODES.unauthorized);
    expectError(await call(t.app, 'GET', MINE), 401, ERROR_CODES.unauthorized);
  });

  it("shows each user only their own requests, newest first, never contact-form inquiries", async () => {
    await call(t.app, 'POST', '/api/v1/inquiries', {
      body: { name: 'Amira Haddad', email: trader.email, inquiryType: 'general', subject: 'Hello', message: 'From the contact form.' },
    });
    const mine = myInquiriesSchema.strict().parse((await call(t.app, 'GET', MINE, { token: trader.token })).json());
    expect(mine.inquiries.map((i) => i.kind)).toEqual(['contact-sales', 'information-package', 'express-interest']);
    expect(mine).toMatchObject({ total: 3, page: 1, totalPages: 1 });

    const theirs = myInquiriesSchema.parse((await call(t.app, 'GET', MINE, { token: seller.token })).json());
    expect(theirs.inquiries.map((i) => i.kind)).toEqual(['information-package', 'proposal', 'express-interest']);
    const traderIds = new Set(mine.inquiries.map((i) => i.id));
    expect(theirs.inquiries.some((i) => traderIds.has(i.id))).toBe(false);

    const paged = myInquiriesSchema.parse((await call(t.app, 'GET', `${MINE}?limit=2&page=2`, { token: trader.token })).json());
    expect(paged).toMatchObject({ total: 3, page: 2, totalPages: 2 });
    expect(paged.inquiries.map((i) => i.kind)).toEqual(['express-interest']);
  });

  it('limits each account to 120 requests an hour (429) without holding back other accounts', async () => {
    const busy = await member(t, 'trader', { firstName: 'Busy' });
    for (let i = 0; i < 120; i++) {
      expect((await call(t.app, 'POST', URL, { token: busy.token, body: { kind: 'contact-sales' } })).statusCode).toBeLessThan(300);
    }
    expectError(await call(t.app, 'POST', URL, { token: busy.token, body: { kind: 'contact-sales' } }), 429, ERROR_CODES.rateLimited);
    expect((await call(t.app, 'POST', URL, { token: seller.token, body: { kind: 'contact-sales' } })).statusCode).toBe(201);
  });

  it('puts portal requests in the administrators’ inquiry list next to the contact form', async () => {
    const rows = await t.app.database.db.selectFrom('inquiries').select(['source', 'kind']).execute();
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['portal', 'contact-form']));
    expect(rows.filter((r) => r.source === 'contact-form').every((r) => r.kind === null)).toBe(true);
  });
});
