import {
  ERROR_CODES,
  INVESTMENT_LIMITS,
  INVESTMENT_TEXTS,
  capitalProjectSchema,
  investmentOpportunitySchema,
  opportunityListSchema,
  projectListSchema,
} from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDevelopmentMarkets } from '../../src/db/seed-markets';
import { expectError } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import { marketApp, member, type Member } from './fixtures';

const OPPORTUNITIES = '/api/v1/investments/opportunities';
const PROJECTS = '/api/v1/investments/projects';
const UNKNOWN_ID = '0b7f2a8e-6c1d-4f55-9a3e-2d8c4b1e7f90';

describe('investment opportunities and projects seeking capital', () => {
  let t: TestApp;
  let trader: Member;
  let seller: Member;

  beforeAll(async () => {
    t = await marketApp({ PRICE_PROVIDER: 'fallback' });
    await seedDevelopmentMarkets(t.app, t.app.log);
    [trader, seller] = await Promise.all([member(t, 'trader'), member(t, 'seller')]);
  });
  afterAll(() => t.close());

  it('lists the opportunities newest first, with the spec fields and no long text', async () => {
    for (const who of [trader, seller]) {
      const res = await call(t.app, 'GET', OPPORTUNITIES, { token: who.token });
      expect(res.statusCode, res.body).toBe(200);
      const list = opportunityListSchema.strict().parse(res.json());
      // The development seed's five are all examples, and the list says so.
      expect(list).toMatchObject({ total: 5, examples: 5, page: 1, totalPages: 1 });
      expect(list.opportunities[0]).toMatchObject({
        title: 'Ashanti Ridge Gold Stream',
        structure: 'Streaming',
        commodity: 'Gold',
        minInvestment: 2_500_000,
        facilitySize: 85_000_000,
        expectedReturn: { min: 11, max: 14 },
        termMonths: 120,
        status: 'Production',
        riskLevel: 'Medium',
      });
      for (const o of list.opportunities) {
        expect(o.minInvestment).toBeGreaterThanOrEqual(INVESTMENT_LIMITS.investorMinimumUsd);
        expect(o).not.toHaveProperty('details');
        // The development seed's records are fictional, and say so (issue 18).
        expect(o.example).toBe(true);
      }
      const times = list.opportunities.map((o) => o.publishedAt);
      expect([...times].sort().reverse()).toEqual(times);
    }
  });

  it('stores money in cents and returns in basis points', async () => {
    const row = await t.app.database.db
      .selectFrom('investment_opportunities')
      .selectAll()
      .where('title', '=', 'Copperbelt Cobalt Stream')
      .executeTakeFirstOrThrow();
    expect(Number(row.min_investment_cents)).toBe(1_000_000_000);
    expect(Number(row.facility_size_cents)).toBe(15_000_000_000);
    expect(row.expected_return_min_bps).toBe(1800);
  });

  it('filters opportunities by status and risk level, and pages them', async () => {
    const production = opportunityListSchema.parse((await call(t.app, 'GET', `${OPPORTUNITIES}?status=Production`, { token: trader.token })).json());
    expect(production.opportunities.map((o) => o.title)).toEqual(['Ashanti Ridge Gold Stream', 'Sonora Copper–Silver Royalty']);
    const high = opportunityListSchema.parse((await call(t.app, 'GET', `${OPPORTUNITIES}?riskLevel=High`, { token: trader.token })).json());
    expect(high.opportunities.map((o) => o.title)).toEqual(['Copperbelt Cobalt Stream']);
    const page = opportunityListSchema.parse((await call(t.app, 'GET', `${OPPORTUNITIES}?limit=2&page=3`, { token: trader.token })).json());
    expect(page).toMatchObject({ total: 5, page: 3, totalPages: 3 });
    expect(page.opportunities).toHaveLength(1);
    expectError(await call(t.app, 'GET', `${OPPORTUNITIES}?riskLevel=Extreme`, { token: trader.token }), 400, ERROR_CODES.validation);
    expectError(await call(t.app, 'GET', `${OPPORTUNITIES}?limit=0`, { token: trader.token }), 400, ERROR_CODES.validation);
  });

  it('shows one opportunity with its details and key terms, and 404 for an unknown one', async () => {
    const list = opportunityListSchema.parse((await call(t.app, 'GET', OPPORTUNITIES, { token: trader.token })).json());
    const first = list.opportunities[0]!;
    const res = await call(t.app, 'GET', `${OPPORTUNITIES}/${first.id}`, { token: seller.token });
    expect(res.statusCode).toBe(200);
    const detail = investmentOpportunitySchema.strict().parse(res.json());
    expect(detail).toMatchObject(first);
    expect(detail.details).toContain('carbon-in-leach');
    expect(detail.keyTerms).toContain('Ongoing payment: 20% of spot gold on delivery');

    const missing = expectError(await call(t.app, 'GET', `${OPPORTUNITIES}/${UNKNOWN_ID}`, { token: trader.token }), 404, ERROR_CODES.notFound);
    expect(missing.message).toBe(INVESTMENT_TEXTS.opportunityNotFound);
  });

  it('lists projects seeking $5M–$500M with stage and metrics, filtered by stage', async () => {
    const res = await call(t.app, 'GET', PROJECTS, { token: trader.token });
    expect(res.statusCode).toBe(200);
    const list = projectListSchema.strict().parse(res.json());
    expect(list.total).toBe(5);
    expect(list.projects[0]).toMatchObject({
      name: 'Nsuta Hills Gold Project',
      stage: 'Feasibility',
      seekingAmount: 145_000_000,
      metrics: { reserves: '1.9 Moz Au (Probable)', grade: '1.65 g/t Au', mineLifeYears: 11, irrPercent: 27.5, npv: 412_000_000 },
    });
    for (const p of list.projects) {
      expect(p.seekingAmount).toBeGreaterThanOrEqual(INVESTMENT_LIMITS.projectCapitalMinUsd);
      expect(p.seekingAmount).toBeLessThanOrEqual(INVESTMENT_LIMITS.projectCapitalMaxUsd);
      expect(p).not.toHaveProperty('details');
      expect(p.example).toBe(true);
    }
    const exploration = projectListSchema.parse((await call(t.app, 'GET', `${PROJECTS}?stage=Exploration`, { token: trader.token })).json());
    expect(exploration.projects.map((p) => p.name)).toEqual(['Sohar Copper VMS Exploration']);
    expectError(await call(t.app, 'GET', `${PROJECTS}?stage=Mining`, { token: trader.token }), 400, ERROR_CODES.validation);
  });

  it('shows one project with its details and use of funds, and 404 for an unknown one', async () => {
    const list = projectListSchema.parse((await call(t.app, 'GET', PROJECTS, { token: trader.token })).json());
    const duqm = list.projects.find((p) => p.name === 'Duqm Chromite Project')!;
    const detail = capitalProjectSchema.strict().parse((await call(t.app, 'GET', `${PROJECTS}/${duqm.id}`, { token: trader.token })).json());
    expect(detail).toMatchObject({ ...duqm, region: 'Al Wusta, Oman' });
    expect(detail.useOfFunds).toEqual(['Gravity concentrator: $14M', 'Haul road and port storage: $6M', 'Working capital: $4M']);
    const missing = expectError(await call(t.app, 'GET', `${PROJECTS}/${UNKNOWN_ID}`, { token: trader.token }), 404, ERROR_CODES.notFound);
    expect(missing.message).toBe(INVESTMENT_TEXTS.projectNotFound);
  });

  it('asks visitors to sign in (401) for every investment route', async () => {
    for (const url of [OPPORTUNITIES, `${OPPORTUNITIES}/${UNKNOWN_ID}`, PROJECTS, `${PROJECTS}/${UNKNOWN_ID}`]) {
      expectError(await call(t.app, 'GET', url), 401, ERROR_CODES.unauthorized);
    }
  });

  it('seeds only once: a second run adds nothing', async () => {
    await seedDevelopmentMarkets(t.app, t.app.log);
    const db = t.app.database.db;
    expect(await db.selectFrom('investment_opportunities').selectAll().execute()).toHaveLength(5);
    expect(await db.selectFrom('capital_projects').selectAll().execute()).toHaveLength(5);
    expect(await db.selectFrom('market_alerts').selectAll().execute()).toHaveLength(7);
  });
});
