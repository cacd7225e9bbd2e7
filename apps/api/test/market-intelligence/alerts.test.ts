import { ERROR_CODES, MARKET_ALERT_TEXTS, marketAlertListSchema, marketAlertSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import { marketApp, member, type Member } from './fixtures';

const URL = '/api/v1/market/alerts';

const alertBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Strait of Hormuz: war-risk premiums jump',
  summary: 'War-risk cover for tankers rose after a vessel was detained; expect firmer Fujairah premiums.',
  region: 'Middle East',
  impact: 'High',
  commodities: ['Crude Oil', 'EN590'],
  ...overrides,
});

describe('market alerts', () => {
  let t: TestApp;
  let admin: Member;
  let trader: Member;
  let seller: Member;

  beforeAll(async () => {
    t = await marketApp({ PRICE_PROVIDER: 'fallback' });
    [admin, trader, seller] = await Promise.all([member(t, 'admin'), member(t, 'trader'), member(t, 'seller')]);
  });
  afterAll(() => t.close());

  it('lets an administrator publish an alert, stored with its author', async () => {
    const res = await call(t.app, 'POST', URL, { token: admin.token, body: alertBody({ title: '  Published now  ' }) });
    expect(res.statusCode, res.body).toBe(201);
    const alert = marketAlertSchema.strict().parse(res.json());
    expect(alert).toMatchObject({ title: 'Published now', impact: 'High', region: 'Middle East', commodities: ['Crude Oil', 'EN590'], example: false });
    expect(Number.isNaN(Date.parse(alert.publishedAt))).toBe(false);

    const row = await t.app.database.db.selectFrom('market_alerts').selectAll().where('id', '=', alert.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ created_by: admin.id, content_status: 'published', published_at: alert.publishedAt });
    expect(JSON.parse(row.commodities)).toEqual(['Crude Oil', 'EN590']);
  });

  it('shows traders and sellers every alert, newest first, filtered by impact and paged', async () => {
    const published = [
      { title: 'Oldest medium', impact: 'Medium', publishedAt: '2026-01-01T08:00:00.000Z' },
      { title: 'Low one', impact: 'Low', publishedAt: '2026-01-02T08:00:00.000Z' },
      { title: 'Newer medium', impact: 'Medium', publishedAt: '2026-01-03T08:00:00.000Z' },
    ];
    for (const p of published) expect((await call(t.app, 'POST', URL, { token: admin.token, body: alertBody(p) })).statusCode).toBe(201);

    for (const who of [trader, seller]) {
      const res = await call(t.app, 'GET', URL, { token: who.token });
      expect(res.statusCode).toBe(200);
      const list = marketAlertListSchema.strict().parse(res.json());
      expect(list.alerts.map((a) => a.title)).toEqual(['Published now', 'Newer medium', 'Low one', 'Oldest medium']);
      expect(list).toMatchObject({ total: 4, page: 1, totalPages: 1 });
    }

    const medium = marketAlertListSchema.parse((await call(t.app, 'GET', `${URL}?impact=Medium`, { token: trader.token })).json());
    expect(medium.alerts.map((a) => a.title)).toEqual(['Newer medium', 'Oldest medium']);
    expect(medium.total).toBe(2);

    const page2 = marketAlertListSchema.parse((await call(t.app, 'GET', `${URL}?limit=3&page=2`, { token: trader.token })).json());
    expect(page2).toMatchObject({ total: 4, page: 2, totalPages: 2 });
    expect(page2.alerts.map((a) => a.title)).toEqual(['Oldest medium']);
  });

  it('refuses publishing to traders and sellers (403) and to visitors (401), and stores nothing', async () => {
    const before = (await t.app.database.db.selectFrom('market_alerts').selectAll().execute()).length;
    expectError(await call(t.app, 'POST', URL, { token: trader.token, body: alertBody() }), 403, ERROR_CODES.forbidden);
    expectError(await call(t.app, 'POST', URL, { token: seller.token, body: alertBody() }), 403, ERROR_CODES.forbidden);
    expectError(await call(t.app, 'POST', URL, { body: alertBody() }), 401, ERROR_CODES.unauthorized);
    expect(await t.app.database.db.selectFrom('market_alerts').selectAll().execute()).toHaveLength(before);
  });

  it('asks visitors to sign in to read alerts (401)', async () => {
    expectError(await call(t.app, 'GET', URL), 401, ERROR_CODES.unauthorized);
  });

  it.each([
    ['a missing title', { title: undefined }, 'title'],
    ['a blank summary', { summary: '   ' }, 'summary'],
    ['an unknown impact', { impact: 'Severe' }, 'impact'],
    ['no commodities', { commodities: [] }, 'commodities'],
    ['a bad publishedAt', { publishedAt: 'yesterday' }, 'publishedAt'],
    ['an unknown field', { severity: 5 }, ''],
  ])('answers 400 for %s', async (_label, overrides, path) => {
    const error = expectError(await call(t.app, 'POST', URL, { token: admin.token, body: alertBody(overrides) }), 400, ERROR_CODES.validation);
    if (path) expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it('explains an unknown impact filter (400)', async () => {
    const error = expectError(await call(t.app, 'GET', `${URL}?impact=Severe`, { token: trader.token }), 400, ERROR_CODES.validation);
    expect(error.message).toBe(MARKET_ALERT_TEXTS.chooseImpact);
  });
});
