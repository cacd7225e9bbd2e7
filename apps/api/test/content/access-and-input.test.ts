import {
  CONTENT_TEXTS,
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  adminMarketAlertListSchema,
  adminOpportunityListSchema,
  adminProjectListSchema,
  adminOpportunitySchema,
  marketAlertListSchema,
  opportunityListSchema,
  projectListSchema,
} from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDevelopmentMarkets } from '../../src/db/seed-markets';
import { auditRows, expectError } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import { marketApp, member, type Member } from '../market-intelligence/fixtures';
import { alertInput, opportunityInput, projectInput } from './fixtures';

const UNKNOWN_ID = '0b7f2a8e-6c1d-4f55-9a3e-2d8c4b1e7f90';
const TABLES = ['market_alerts', 'investment_opportunities', 'capital_projects'] as const;

describe('the desk’s content: who may call, what is refused, the examples', () => {
  let t: TestApp;
  let admin: Member;
  let trader: Member;
  let seller: Member;

  /** Every row of the three tables and of the audit log, to show a refusal changed nothing. */
  const stored = async () => ({
    rows: await Promise.all(TABLES.map((table) => t.app.database.db.selectFrom(table).selectAll().orderBy('id').execute())),
    audit: (await auditRows(t.app)).length,
  });

  beforeAll(async () => {
    t = await marketApp({ PRICE_PROVIDER: 'fallback' });
    await seedDevelopmentMarkets(t.app, t.app.log);
    [admin, trader, seller] = await Promise.all([member(t, 'admin'), member(t, 'trader'), member(t, 'seller')]);
  });
  afterAll(() => t.close());

  const routes = (kind: string, body: unknown) =>
    [
      ['GET', `/admin/content/${kind}`, undefined],
      ['GET', `/admin/content/${kind}/${UNKNOWN_ID}`, undefined],
      ['POST', `/admin/content/${kind}`, body],
      ['PUT', `/admin/content/${kind}/${UNKNOWN_ID}`, body],
      ['POST', `/admin/content/${kind}/${UNKNOWN_ID}/publish`, undefined],
      ['POST', `/admin/content/${kind}/${UNKNOWN_ID}/unpublish`, undefined],
      ['DELETE', `/admin/content/${kind}/${UNKNOWN_ID}`, undefined],
    ] as const;
  const everyRoute = [...routes('alerts', alertInput()), ...routes('opportunities', opportunityInput()), ...routes('projects', projectInput())];

  it('refuses traders and sellers (403) and visitors (401) on every route, and changes nothing', async () => {
    const before = await stored();
    for (const [method, url, body] of everyRoute) {
      expectError(await call(t.app, method, url, { token: trader.token, body }), 403, ERROR_CODES.forbidden);
      expectError(await call(t.app, method, url, { token: seller.token, body }), 403, ERROR_CODES.forbidden);
      expectError(await call(t.app, method, url, { body }), 401, ERROR_CODES.unauthorized);
    }
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['alerts', 'a blank title', alertInput({ title: '  ' }), 'title'],
    ['alerts', 'no commodities', alertInput({ commodities: [] }), 'commodities'],
    ['alerts', 'a publication time (the desk publishes instead)', { ...alertInput(), publishedAt: '2026-01-01T00:00:00Z' }, ''],
    ['opportunities', 'a minimum below the $1M investor minimum', opportunityInput({ minInvestment: 500_000 }), 'minInvestment'],
    ['opportunities', 'a return range upside down', opportunityInput({ expectedReturn: { min: 12, max: 9 } }), 'expectedReturn.max'],
    ['opportunities', 'a facility smaller than the minimum', opportunityInput({ facilitySize: 1_000_000 }), 'facilitySize'],
    ['opportunities', 'the example flag (only the seed sets it)', { ...opportunityInput(), example: false }, ''],
    ['projects', 'an amount above $500M', projectInput({ seekingAmount: 600_000_000 }), 'seekingAmount'],
    ['projects', 'an unknown stage', { ...projectInput(), stage: 'Mining' }, 'stage'],
    ['projects', 'a missing metric', { ...projectInput(), metrics: { ...projectInput().metrics, grade: undefined } }, 'metrics.grade'],
  ])('answers 400 to %s with %s, on creating and on editing, and changes nothing', async (kind, _label, body, path) => {
    const before = await stored();
    const existing = (await t.app.database.db.selectFrom(TABLES[['alerts', 'opportunities', 'projects'].indexOf(kind)]!).select('id').executeTakeFirstOrThrow()).id;
    for (const [method, url] of [
      ['POST', `/admin/content/${kind}`],
      ['PUT', `/admin/content/${kind}/${existing}`],
    ] as const) {
      const error = expectError(await call(t.app, method, url, { token: admin.token, body }), 400, ERROR_CODES.validation);
      if (path) expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 400 to a bad status filter, page or id', async () => {
    const bad = expectError(await call(t.app, 'GET', '/admin/content/alerts?status=archived', { token: admin.token }), 400, ERROR_CODES.validation);
    expect(bad.message).toBe(CONTENT_TEXTS.chooseStatus);
    expectError(await call(t.app, 'GET', '/admin/content/projects?limit=0', { token: admin.token }), 400, ERROR_CODES.validation);
    expectError(await call(t.app, 'GET', `/admin/content/opportunities/${'x'.repeat(65)}`, { token: admin.token }), 400, ERROR_CODES.validation);
  });

  it('shows the seed’s items as published examples, to the desk and to the portals', async () => {
    const alerts = adminMarketAlertListSchema.parse((await call(t.app, 'GET', '/admin/content/alerts?limit=100', { token: admin.token })).json());
    const opportunities = adminOpportunityListSchema.parse((await call(t.app, 'GET', '/admin/content/opportunities', { token: admin.token })).json());
    const projects = adminProjectListSchema.parse((await call(t.app, 'GET', '/admin/content/projects', { token: admin.token })).json());
    expect([alerts.total, opportunities.total, projects.total]).toEqual([7, 5, 5]);
    for (const item of [...alerts.items, ...opportunities.items, ...projects.items]) {
      expect(item).toMatchObject({ example: true, contentStatus: 'published' });
      expect(item.publishedAt).not.toBeNull();
    }
    const portal = await Promise.all(
      ['/api/v1/market/alerts?limit=100', '/api/v1/investments/opportunities', '/api/v1/investments/projects'].map(async (url) => (await call(t.app, 'GET', url, { token: trader.token })).json()),
    );
    const shown = [...marketAlertListSchema.parse(portal[0]).alerts, ...opportunityListSchema.parse(portal[1]).opportunities, ...projectListSchema.parse(portal[2]).projects];
    expect(shown).toHaveLength(17);
    expect(shown.every((item) => item.example)).toBe(true);
  });

  it('pages the desk’s list, the last changed first', async () => {
    const first = adminOpportunityListSchema.parse((await call(t.app, 'GET', '/admin/content/opportunities?limit=2', { token: admin.token })).json());
    expect(first).toMatchObject({ page: 1, totalPages: 3, total: 5 });
    const last = adminOpportunityListSchema.parse((await call(t.app, 'GET', '/admin/content/opportunities?limit=2&page=3', { token: admin.token })).json());
    expect(last.items).toHaveLength(1);
    const times = [...first.items, ...last.items].map((item) => item.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('writes one draft for a create retried with the same Idempotency-Key', async () => {
    const headers = { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() };
    const body = opportunityInput({ title: 'Retried royalty' });
    const first = await call(t.app, 'POST', '/admin/content/opportunities', { token: admin.token, body, headers });
    const retry = await call(t.app, 'POST', '/admin/content/opportunities', { token: admin.token, body, headers });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(adminOpportunitySchema.parse(retry.json()).id).toBe(adminOpportunitySchema.parse(first.json()).id);
    const rows = await t.app.database.db.selectFrom('investment_opportunities').select('id').where('title', '=', 'Retried royalty').execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps publishing at once through POST /api/v1/market/alerts, as before', async () => {
    const res = await call(t.app, 'POST', '/api/v1/market/alerts', { token: admin.token, body: alertInput({ title: 'Published at once' }) });
    expect(res.statusCode, res.body).toBe(201);
    const shown = marketAlertListSchema.parse((await call(t.app, 'GET', '/api/v1/market/alerts?limit=100', { token: trader.token })).json());
    expect(shown.alerts.find((a) => a.title === 'Published at once')).toMatchObject({ example: false });
  });
});
