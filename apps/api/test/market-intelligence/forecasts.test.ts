import { ERROR_CODES, FORECAST_METHOD, FORECAST_TEXTS, PRICE_INSTRUMENTS, PRICE_SYMBOLS, marketForecastsSchema, type PriceSymbol } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import { grantEnterprise } from '../enterprise/fixtures';
import { dayBefore, marketApp, member, type Member } from './fixtures';

const URL = '/api/v1/market/forecasts';
/** A Wednesday afternoon: the next trading days are Thursday, Friday and Monday. */
const NOW = Date.parse('2026-03-11T15:00:00Z');

/** Records closes for `days` calendar days up to today, as the upstream provider would have. */
async function recordCloses(t: TestApp, symbol: PriceSymbol, days: number, close: (i: number) => number) {
  const rows = Array.from({ length: days }, (_, i) => ({
    symbol,
    day: dayBefore(NOW, days - 1 - i),
    close_e4: Math.round(close(i) * 10_000),
    source: 'upstream',
    updated_at: new Date(NOW).toISOString(),
  }));
  await t.app.database.db.insertInto('price_history').values(rows).execute();
}

describe('GET /api/v1/market/forecasts, from the recorded daily closes', () => {
  let t: TestApp;
  let trader: Member;
  const goldClose = (i: number) => 2000 * 1.002 ** i;

  beforeAll(async () => {
    // The upstream source is unreachable: forecasts come only from what the database holds.
    t = await marketApp(
      { PRICE_PROVIDER: 'upstream', PRICE_UPSTREAM_URL: 'http://127.0.0.1:9', PRICE_UPSTREAM_RETRIES: '0', PRICE_UPSTREAM_TIMEOUT_MS: '250' },
      () => NOW,
    );
    trader = await member(t, 'trader');
    // Forecasts are an Enterprise feature (issue 18): test/enterprise covers the refusal of Basic users.
    await grantEnterprise(t, trader.companyName);
    await recordCloses(t, 'XAU', 200, goldClose);
    await recordCloses(t, 'BRENT', 200, (i) => 80 * 1.001 ** i * (1 + 0.02 * Math.sin(i * 1.7)));
    await recordCloses(t, 'DXY', 5, () => 103.25);
    await recordCloses(t, 'XAG', 60, (i) => 30 * 0.999 ** i);
  });
  afterAll(() => t.close());

  it('forecasts a perfectly log-linear gold series exactly, with 100% confidence, on the next three trading days', async () => {
    const res = await call(t.app, 'GET', URL, { token: trader.token });
    expect(res.statusCode, res.body).toBe(200);
    const body = marketForecastsSchema.strict().parse(res.json());
    expect(body.horizonDays).toBe(3);
    expect(body.method).toMatchObject({ id: FORECAST_METHOD.id, name: FORECAST_METHOD.name, window: 30, intervalLevel: 95 });
    expect(body.generatedAt).toBe(new Date(NOW).toISOString());
    expect(body.reason).toBeNull();

    const gold = body.forecasts.find((f) => f.symbol === 'XAU')!;
    const last = goldClose(199);
    expect(gold).toMatchObject({ name: 'Gold', currency: 'USD', lastDay: '2026-03-11', closesUsed: 30, fromDay: dayBefore(NOW, 29), source: 'upstream', direction: 'up' });
    expect(gold.lastClose).toBeCloseTo(last, 3);
    expect(gold.trendPercentPerDay).toBeCloseTo(0.2, 3);
    expect(gold.days.map((d) => d.day)).toEqual(['2026-03-12', '2026-03-13', '2026-03-16']);
    gold.days.forEach((day, i) => {
      // Closes are stored to four decimals, so "exact" is to the cent.
      expect(day.price).toBeCloseTo(last * 1.002 ** (i + 1), 2);
      expect(day.confidence).toBe(100);
    });
  });

  it('gives the noisy crude series a lower confidence and a real interval', async () => {
    const body = marketForecastsSchema.parse((await call(t.app, 'GET', URL, { token: trader.token })).json());
    const brent = body.forecasts.find((f) => f.symbol === 'BRENT')!;
    expect(brent.volatilityPercent).toBeGreaterThan(0);
    for (const day of brent.days) {
      expect(day.confidence).toBeLessThan(100);
      expect(day.low).toBeLessThan(day.price);
      expect(day.high).toBeGreaterThan(day.price);
    }
    expect(brent.days[2]!.confidence).toBeLessThan(brent.days[0]!.confidence);
  });

  it('forecasts every symbol of the table that has closes, silver among them', async () => {
    const body = marketForecastsSchema.parse((await call(t.app, 'GET', URL, { token: trader.token })).json());
    expect(body.forecasts.map((f) => f.symbol)).toEqual(['XAU', 'XAG', 'BRENT']);
    expect(body.forecasts.find((f) => f.symbol === 'XAG')).toMatchObject({ name: 'Silver', unit: 'per troy ounce', lastDay: '2026-03-11', direction: 'down' });
  });

  it('makes no forecast from too few closes, and says why', async () => {
    const body = marketForecastsSchema.parse((await call(t.app, 'GET', URL, { token: trader.token })).json());
    expect(body.unavailable).toEqual([
      { symbol: 'XPT', reason: FORECAST_TEXTS.noHistoryFor('Platinum') },
      { symbol: 'XPD', reason: FORECAST_TEXTS.noHistoryFor('Palladium') },
      { symbol: 'WTI', reason: FORECAST_TEXTS.noHistoryFor('Crude Oil (WTI)') },
      { symbol: 'HO', reason: FORECAST_TEXTS.noHistoryFor('Heating Oil (NY Harbor ULSD)') },
      { symbol: 'DXY', reason: FORECAST_TEXTS.tooFewCloses('USD Index', 5) },
    ]);
  });

  it('answers 401 without a session', async () => {
    expectError(await call(t.app, 'GET', URL), 401, ERROR_CODES.unauthorized);
  });
});

describe('GET /api/v1/market/forecasts without any price history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await marketApp({ PRICE_PROVIDER: 'fallback' });
  });
  afterAll(() => t.close());

  it('answers an empty list with the reason, never invented numbers', async () => {
    const seller = await member(t, 'seller');
    await grantEnterprise(t, seller.companyName);
    const res = await call(t.app, 'GET', URL, { token: seller.token });
    expect(res.statusCode).toBe(200);
    const body = marketForecastsSchema.strict().parse(res.json());
    expect(body.forecasts).toEqual([]);
    expect(body.reason).toBe(FORECAST_TEXTS.noHistory);
    expect(body.unavailable).toEqual(PRICE_SYMBOLS.map((symbol) => ({ symbol, reason: FORECAST_TEXTS.noHistoryFor(PRICE_INSTRUMENTS[symbol].name) })));
  });
});
