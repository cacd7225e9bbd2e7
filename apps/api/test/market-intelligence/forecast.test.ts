import { describe, expect, it } from 'vitest';
import {
  fitDrift,
  forecastCloses,
  nextTradingDays,
  regularizedIncompleteBeta,
  studentTProbabilityWithin,
  studentTQuantile,
} from '../../src/modules/market-intelligence/forecast';

const DAY_MS = 86_400_000;
/** Consecutive days from 2026-01-01, one close each. */
const series = (closes: number[]) => closes.map((close, i) => ({ day: new Date(Date.UTC(2026, 0, 1) + i * DAY_MS).toISOString().slice(0, 10), close }));

describe('forecast math (random walk with drift on log prices)', () => {
  it('forecasts a perfectly log-linear series exactly, with an empty interval and 100% confidence', () => {
    const closes = series(Array.from({ length: 40 }, (_, i) => 2000 * 1.004 ** i));
    const forecast = forecastCloses(closes, { horizonDays: 3 });
    const last = 2000 * 1.004 ** 39;

    expect(forecast.fit.n).toBe(30);
    expect(forecast.trendPercentPerDay).toBeCloseTo(0.4, 6);
    expect(forecast.volatilityPercent).toBe(0);
    expect(forecast.direction).toBe('up');
    expect(forecast.lastClose.close).toBeCloseTo(last, 8);
    forecast.days.forEach((day, i) => {
      const expected = last * 1.004 ** (i + 1);
      expect(day.horizon).toBe(i + 1);
      expect(day.price).toBeCloseTo(expected, 3);
      expect(day.low).toBe(day.price);
      expect(day.high).toBe(day.price);
      expect(day.confidence).toBe(100);
    });
  });

  it('gives a noisy series a lower confidence that falls with the horizon, and an interval around the forecast', () => {
    // A 0.1% daily trend with a deterministic wobble of up to ±1.5%.
    const closes = series(Array.from({ length: 60 }, (_, i) => 80 * 1.001 ** i * (1 + 0.015 * Math.sin(i * 1.7))));
    const forecast = forecastCloses(closes, { horizonDays: 3 });

    expect(forecast.volatilityPercent).toBeGreaterThan(0.5);
    const [d1, d2, d3] = forecast.days;
    for (const day of forecast.days) {
      expect(day.confidence).toBeGreaterThan(0);
      expect(day.confidence).toBeLessThan(100);
      expect(day.low).toBeLessThan(day.price);
      expect(day.high).toBeGreaterThan(day.price);
    }
    expect(d2!.confidence).toBeLessThan(d1!.confidence);
    expect(d3!.confidence).toBeLessThan(d2!.confidence);
    expect(d3!.high - d3!.low).toBeGreaterThan(d1!.high - d1!.low);
    expect(d2!.horizon).toBe(2);
  });

  it('is less confident the noisier the series', () => {
    const wobble = (size: number) => series(Array.from({ length: 30 }, (_, i) => 100 * (1 + size * Math.sin(i * 2.3))));
    const calm = forecastCloses(wobble(0.002), { horizonDays: 3 }).days[0]!.confidence;
    const rough = forecastCloses(wobble(0.02), { horizonDays: 3 }).days[0]!.confidence;
    expect(calm).toBeGreaterThan(rough);
    expect(calm).toBeGreaterThan(90);
    expect(rough).toBeLessThan(calm - 25);
  });

  it('reads a flat series as flat, and a falling one as down', () => {
    expect(forecastCloses(series(Array(20).fill(103.25)), { horizonDays: 3 })).toMatchObject({ direction: 'flat', trendPercentPerDay: 0 });
    const falling = forecastCloses(series(Array.from({ length: 20 }, (_, i) => 90 * 0.99 ** i)), { horizonDays: 3 });
    expect(falling.direction).toBe('down');
    expect(falling.days[0]!.price).toBeLessThan(falling.lastClose.close);
  });

  it('starts from the last close, not from a trend line through the window', () => {
    // Flat, then a fall on the last day: the forecast stays near the last close instead of jumping back.
    const closes = series([...Array(29).fill(100), 95]);
    const forecast = forecastCloses(closes, { horizonDays: 3 });
    expect(Math.abs(forecast.days[0]!.price / 95 - 1)).toBeLessThan(0.005);
  });

  it('estimates the drift as the mean daily change and the volatility around it', () => {
    const fit = fitDrift([0, 0.01, 0.03, 0.04, 0.06]);
    expect(fit.drift).toBeCloseTo(0.015, 12);
    // Changes 0.01, 0.02, 0.01, 0.02 around 0.015: four squared deviations of 0.005², over n − 2 = 3.
    expect(fit.volatility).toBeCloseTo(Math.sqrt((4 * 0.005 ** 2) / 3), 12);
    expect(fit.degreesOfFreedom).toBe(3);
  });

  it('widens the interval with the horizon as √(h·(1 + h/(n − 1)))', () => {
    const closes = series(Array.from({ length: 30 }, (_, i) => 100 * (1 + 0.01 * Math.sin(i * 2.3))));
    const forecast = forecastCloses(closes, { horizonDays: 3 });
    const halfWidth = (d: { price: number; high: number }) => Math.log(d.high / d.price);
    const ratio = halfWidth(forecast.days[2]!) / halfWidth(forecast.days[0]!);
    // Prices are rounded to four decimals, so the ratio matches to about 1e-5.
    expect(ratio).toBeCloseTo(Math.sqrt((3 * (1 + 3 / 29)) / (1 + 1 / 29)), 4);
  });

  it("dates forecasts on the next weekdays: Thursday, Friday, then Monday after a Wednesday", () => {
    expect(nextTradingDays('2026-03-11', 3)).toEqual(['2026-03-12', '2026-03-13', '2026-03-16']);
    expect(nextTradingDays('2026-03-13', 1)).toEqual(['2026-03-16']);
  });

  it("computes Student's t probabilities and quantiles", () => {
    expect(studentTQuantile(0.95, 28)).toBeCloseTo(2.0484, 4);
    expect(studentTQuantile(0.95, 1)).toBeCloseTo(12.7062, 3);
    expect(studentTQuantile(0.99, 10)).toBeCloseTo(3.1693, 4);
    expect(studentTProbabilityWithin(1.959964, 1e7)).toBeCloseTo(0.95, 5);
    expect(studentTProbabilityWithin(0, 5)).toBe(0);
    expect(regularizedIncompleteBeta(0.5, 2, 2)).toBeCloseTo(0.5, 12);
  });

  it('refuses series it cannot fit', () => {
    expect(() => forecastCloses(series([1, 2]), { horizonDays: 3 })).toThrow();
    expect(() => forecastCloses(series([1, 0, 2, 3]), { horizonDays: 3 })).toThrow();
  });
});
