import {
  ERROR_CODES,
  FUEL_ASSESSMENT_ERROR_CODES,
  FUEL_ASSESSMENT_TEXTS,
  dayBefore,
  fuelAssessmentBoardSchema,
  fuelAssessmentHistorySchema,
  fuelAssessmentListSchema,
  fuelAssessmentSchema,
  muscatToday,
  type FuelAssessment,
} from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import { marketApp, member, type Member } from '../market-intelligence/fixtures';

const ADMIN_URL = '/admin/fuel-assessments';
const BOARD_URL = '/api/v1/market/fuel-assessments';
const HISTORY_URL = '/api/v1/market/fuel-assessments/history';

const today = () => muscatToday();
const daysAgo = (days: number) => dayBefore(today(), days);

const input = (overrides: Record<string, unknown> = {}) => ({ product: 'EN590', port: 'Fujairah', day: daysAgo(1), price: 712.5, note: 'FOB barge, 10 ppm', ...overrides });

const rowCount = async (t: TestApp) => (await t.app.database.db.selectFrom('fuel_assessments').select('id').execute()).length;
const auditOf = (t: TestApp, action: string) => t.app.audit.list({ action });

async function enter(t: TestApp, admin: Member, body: Record<string, unknown>): Promise<FuelAssessment> {
  const res = await call(t.app, 'POST', ADMIN_URL, { token: admin.token, body });
  expect(res.statusCode, res.body).toBe(201);
  return fuelAssessmentSchema.strict().parse(res.json());
}

describe('fuel price assessments: the desk enters, corrects and deletes them', () => {
  let t: TestApp;
  let admin: Member;
  let trader: Member;
  let seller: Member;

  beforeAll(async () => {
    t = await marketApp({ PRICE_PROVIDER: 'fallback' });
    [admin, trader, seller] = await Promise.all([member(t, 'admin'), member(t, 'trader'), member(t, 'seller')]);
  });
  afterAll(() => t.close());

  it('stores an assessment in cents with its author, and audits it', async () => {
    const created = await enter(t, admin, input({ note: '  FOB barge, 10 ppm  ' }));
    expect(created).toMatchObject({ product: 'EN590', port: 'Fujairah', day: daysAgo(1), price: 712.5, currency: 'USD', note: 'FOB barge, 10 ppm' });
    expect(created.createdBy).toEqual({ id: admin.id, email: admin.email });

    const row = await t.app.database.db.selectFrom('fuel_assessments').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(Number(row.price_cents)).toBe(71_250);
    expect(row.created_by).toBe(admin.id);

    const [entry] = await auditOf(t, 'admin.fuel_assessment.created');
    expect(entry).toMatchObject({ actor_id: admin.id, actor_email: admin.email, target: created.id });
    expect(JSON.parse(entry!.details!)).toEqual({ product: 'EN590', port: 'Fujairah', day: daysAgo(1), price: 712.5, note: 'FOB barge, 10 ppm' });
  });

  it('answers 409 for a second assessment of the same product, port and day, naming the first, and stores nothing', async () => {
    const first = await enter(t, admin, input({ port: 'Rotterdam', day: daysAgo(2) }));
    const before = await rowCount(t);
    const audits = (await auditOf(t, 'admin.fuel_assessment.created')).length;
    const error = expectError(
      await call(t.app, 'POST', ADMIN_URL, { token: admin.token, body: input({ port: 'Rotterdam', day: daysAgo(2), price: 720 }) }),
      409,
      FUEL_ASSESSMENT_ERROR_CODES.exists,
    );
    expect(error.message).toBe(FUEL_ASSESSMENT_TEXTS.exists('EN590', 'Rotterdam', daysAgo(2)));
    expect(error.details).toEqual({ id: first.id });
    expect(await rowCount(t)).toBe(before);
    expect(await auditOf(t, 'admin.fuel_assessment.created')).toHaveLength(audits);
  });

  it.each([
    ['a day in the future (Muscat time)', { day: dayBefore(muscatToday(), -2) }, 'day', FUEL_ASSESSMENT_TEXTS.dayInFuture],
    ['a day that is no date', { day: '25/11/2026' }, 'day', 'Day must be a date (YYYY-MM-DD)'],
    ['a product the desk does not assess', { product: 'Crude Oil' }, 'product', FUEL_ASSESSMENT_TEXTS.productOneOf],
    ['an unknown port', { port: 'Singapore' }, 'port', FUEL_ASSESSMENT_TEXTS.portOneOf],
    ['no price', { price: undefined }, 'price', 'Price is required'],
    ['a zero price', { price: 0 }, 'price', 'Price must be greater than 0'],
    ['a price past the sane maximum', { price: 100_000.01 }, 'price', 'Price must be at most 100,000'],
    ['a price with fractions of a cent', { price: 712.505 }, 'price', 'Price may have at most 2 decimals'],
    ['a price as text', { price: '712.5' }, 'price', 'Price must be a number'],
    ['a note past 500 characters', { note: 'x'.repeat(501) }, 'note', 'Note must be at most 500 characters'],
    ['an unknown field', { source: 'Platts' }, '', undefined],
  ])('answers 400 for %s and changes nothing', async (_label, overrides, path, message) => {
    const before = await rowCount(t);
    const audits = (await t.app.audit.list()).length;
    const error = expectError(await call(t.app, 'POST', ADMIN_URL, { token: admin.token, body: input(overrides) }), 400, ERROR_CODES.validation);
    if (message) expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
    expect(await rowCount(t)).toBe(before);
    expect(await t.app.audit.list()).toHaveLength(audits);
  });

  it('corrects an assessment (PUT replaces every field) and audits before and after', async () => {
    const original = await enter(t, admin, input({ product: 'Jet A1', port: 'Houston', day: daysAgo(3), price: 801 }));
    const res = await call(t.app, 'PUT', `${ADMIN_URL}/${original.id}`, {
      token: admin.token,
      body: { product: 'Jet A1', port: 'Houston', day: daysAgo(3), price: 805.25 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = fuelAssessmentSchema.strict().parse(res.json());
    expect(updated).toMatchObject({ id: original.id, price: 805.25, note: null, createdBy: { id: admin.id } });
    expect(updated.updatedAt >= original.updatedAt).toBe(true);

    const [entry] = await auditOf(t, 'admin.fuel_assessment.updated');
    expect(entry).toMatchObject({ actor_id: admin.id, target: original.id });
    expect(JSON.parse(entry!.details!)).toEqual({
      before: { product: 'Jet A1', port: 'Houston', day: daysAgo(3), price: 801, note: 'FOB barge, 10 ppm' },
      after: { product: 'Jet A1', port: 'Houston', day: daysAgo(3), price: 805.25, note: null },
    });
  });

  it('refuses to move an assessment onto a day another one holds (409), an unknown id (404) and a malformed one (400)', async () => {
    const held = await enter(t, admin, input({ product: 'Fuel Oil', port: 'Fujairah', day: daysAgo(4), price: 455 }));
    const moving = await enter(t, admin, input({ product: 'Fuel Oil', port: 'Fujairah', day: daysAgo(5), price: 450 }));
    const error = expectError(
      await call(t.app, 'PUT', `${ADMIN_URL}/${moving.id}`, { token: admin.token, body: input({ product: 'Fuel Oil', port: 'Fujairah', day: daysAgo(4), price: 451 }) }),
      409,
      FUEL_ASSESSMENT_ERROR_CODES.exists,
    );
    expect(error.details).toEqual({ id: held.id });
    const unchanged = await t.app.database.db.selectFrom('fuel_assessments').selectAll().where('id', '=', moving.id).executeTakeFirstOrThrow();
    expect(unchanged).toMatchObject({ day: daysAgo(5) });
    expect(Number(unchanged.price_cents)).toBe(45_000);

    expectError(await call(t.app, 'PUT', `${ADMIN_URL}/${crypto.randomUUID()}`, { token: admin.token, body: input() }), 404, ERROR_CODES.notFound);
    expectError(await call(t.app, 'PUT', `${ADMIN_URL}/not-an-id`, { token: admin.token, body: input() }), 400, ERROR_CODES.validation);
    expectError(await call(t.app, 'PUT', `${ADMIN_URL}/${moving.id}`, { token: admin.token, body: input({ price: -1 }) }), 400, ERROR_CODES.validation);
  });

  it('deletes an assessment, audited; a second delete is 404', async () => {
    const doomed = await enter(t, admin, input({ product: 'EN590', port: 'Houston', day: daysAgo(6), price: 690 }));
    const res = await call(t.app, 'DELETE', `${ADMIN_URL}/${doomed.id}`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: FUEL_ASSESSMENT_TEXTS.deleted });
    expect(await t.app.database.db.selectFrom('fuel_assessments').select('id').where('id', '=', doomed.id).execute()).toEqual([]);
    const [entry] = await auditOf(t, 'admin.fuel_assessment.deleted');
    expect(entry).toMatchObject({ actor_id: admin.id, target: doomed.id });
    expect(JSON.parse(entry!.details!)).toMatchObject({ product: 'EN590', port: 'Houston', day: daysAgo(6), price: 690 });

    expectError(await call(t.app, 'DELETE', `${ADMIN_URL}/${doomed.id}`, { token: admin.token }), 404, ERROR_CODES.notFound);
  });

  it('lists the history newest day first, filtered by product and port, in pages', async () => {
    const all = fuelAssessmentListSchema.strict().parse((await call(t.app, 'GET', ADMIN_URL, { token: admin.token })).json());
    expect(all.total).toBe(await rowCount(t));
    const days = all.assessments.map((a) => a.day);
    expect(days).toEqual([...days].sort().reverse());

    const fuelOil = fuelAssessmentListSchema.parse((await call(t.app, 'GET', `${ADMIN_URL}?product=Fuel%20Oil&port=Fujairah`, { token: admin.token })).json());
    expect(fuelOil.assessments.map((a) => [a.day, a.price])).toEqual([
      [daysAgo(4), 455],
      [daysAgo(5), 450],
    ]);

    const page2 = fuelAssessmentListSchema.parse((await call(t.app, 'GET', `${ADMIN_URL}?product=Fuel%20Oil&limit=1&page=2`, { token: admin.token })).json());
    expect(page2).toMatchObject({ total: 2, page: 2, totalPages: 2 });
    expect(page2.assessments.map((a) => a.day)).toEqual([daysAgo(5)]);

    expectError(await call(t.app, 'GET', `${ADMIN_URL}?product=Diesel`, { token: admin.token }), 400, ERROR_CODES.validation);
  });

  it('refuses traders and sellers on every desk route (403) and visitors everywhere (401), changing nothing', async () => {
    const [some] = (await call(t.app, 'GET', ADMIN_URL, { token: admin.token })).json().assessments as FuelAssessment[];
    const before = await rowCount(t);
    const desk: Array<[string, string, unknown]> = [
      ['GET', ADMIN_URL, undefined],
      ['POST', ADMIN_URL, input({ day: daysAgo(9) })],
      ['PUT', `${ADMIN_URL}/${some!.id}`, input({ price: 1 })],
      ['DELETE', `${ADMIN_URL}/${some!.id}`, undefined],
    ];
    for (const [method, url, body] of desk) {
      for (const who of [trader, seller]) expectError(await call(t.app, method as 'GET', url, { token: who.token, body }), 403, ERROR_CODES.forbidden);
      expectError(await call(t.app, method as 'GET', url, { body }), 401, ERROR_CODES.unauthorized);
    }
    expectError(await call(t.app, 'GET', BOARD_URL), 401, ERROR_CODES.unauthorized);
    expectError(await call(t.app, 'GET', `${HISTORY_URL}?product=EN590&port=Fujairah`), 401, ERROR_CODES.unauthorized);
    expect(await rowCount(t)).toBe(before);
    const stored = await t.app.database.db.selectFrom('fuel_assessments').selectAll().where('id', '=', some!.id).executeTakeFirstOrThrow();
    expect(Number(stored.price_cents)).toBe(Math.round(some!.price * 100));
  });
});

describe('fuel price assessments: the board and the history every user reads', () => {
  let t: TestApp;
  let admin: Member;
  let trader: Member;
  let seller: Member;

  beforeAll(async () => {
    t = await marketApp({ PRICE_PROVIDER: 'fallback' });
    [admin, trader, seller] = await Promise.all([member(t, 'admin'), member(t, 'trader'), member(t, 'seller')]);
  });
  afterAll(() => t.close());

  it('is empty, with today in Muscat, before the desk enters anything', async () => {
    const res = await call(t.app, 'GET', BOARD_URL, { token: trader.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(fuelAssessmentBoardSchema.strict().parse(res.json())).toEqual({ today: today(), entries: [] });
  });

  it('shows the latest of each product and port with the change from the one before and its age, in the tables’ order', async () => {
    const entries = [
      { product: 'Fuel Oil', port: 'Rotterdam', day: daysAgo(4), price: 440 },
      { product: 'EN590', port: 'Rotterdam', day: daysAgo(3), price: 700 },
      { product: 'EN590', port: 'Fujairah', day: daysAgo(9), price: 690 },
      { product: 'EN590', port: 'Fujairah', day: daysAgo(2), price: 700, note: 'FOB cargo' },
      { product: 'EN590', port: 'Fujairah', day: today(), price: 714.25, note: 'FOB cargo, 10 ppm' },
    ];
    for (const entry of entries) await enter(t, admin, entry);

    for (const who of [trader, seller]) {
      const board = fuelAssessmentBoardSchema.strict().parse((await call(t.app, 'GET', BOARD_URL, { token: who.token })).json());
      expect(board.entries).toEqual([
        {
          product: 'EN590',
          port: 'Fujairah',
          day: today(),
          price: 714.25,
          currency: 'USD',
          basis: 'FOB cargo, 10 ppm',
          previous: { day: daysAgo(2), price: 700 },
          change: 14.25,
          changePercent: 2.04,
          ageDays: 0,
        },
        { product: 'EN590', port: 'Rotterdam', day: daysAgo(3), price: 700, currency: 'USD', basis: null, previous: null, change: null, changePercent: null, ageDays: 3 },
        { product: 'Fuel Oil', port: 'Rotterdam', day: daysAgo(4), price: 440, currency: 'USD', basis: null, previous: null, change: null, changePercent: null, ageDays: 4 },
      ]);
    }
  });

  it('gives the daily history of one product at one port, oldest first, over the days asked for', async () => {
    const res = await call(t.app, 'GET', `${HISTORY_URL}?product=EN590&port=Fujairah`, { token: seller.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(fuelAssessmentHistorySchema.strict().parse(res.json())).toEqual({
      product: 'EN590',
      port: 'Fujairah',
      currency: 'USD',
      points: [
        { day: daysAgo(9), price: 690 },
        { day: daysAgo(2), price: 700 },
        { day: today(), price: 714.25 },
      ],
    });
    const lastWeek = fuelAssessmentHistorySchema.parse((await call(t.app, 'GET', `${HISTORY_URL}?product=EN590&port=Fujairah&days=7`, { token: trader.token })).json());
    expect(lastWeek.points.map((p) => p.day)).toEqual([daysAgo(2), today()]);
    const none = fuelAssessmentHistorySchema.parse((await call(t.app, 'GET', `${HISTORY_URL}?product=Jet%20A1&port=Houston`, { token: trader.token })).json());
    expect(none.points).toEqual([]);
  });

  it.each([
    ['no port', '?product=EN590', 'port'],
    ['an unknown product', '?product=Crude%20Oil&port=Fujairah', 'product'],
    ['too many days', '?product=EN590&port=Fujairah&days=400', 'days'],
    ['an unknown parameter', '?product=EN590&port=Fujairah&from=2026-01-01', ''],
  ])('answers 400 to a history request with %s', async (_label, query, path) => {
    const error = expectError(await call(t.app, 'GET', `${HISTORY_URL}${query}`, { token: trader.token }), 400, ERROR_CODES.validation);
    if (path) expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });
});
