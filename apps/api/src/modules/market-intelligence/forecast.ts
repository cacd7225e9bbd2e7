import { FORECAST_METHOD, type ForecastDay, type ForecastDirection } from '@ctp/domain';

/** A daily close, oldest first as the model reads them. */
export interface Close {
  day: string;
  close: number;
}

export interface ForecastFit {
  /** The drift: the mean daily change of ln(close). */
  drift: number;
  /** The standard deviation of the daily log changes around the drift (≈ daily volatility as a fraction). */
  volatility: number;
  /** Closes fitted on, and the degrees of freedom left (n − 2: n − 1 changes, one mean estimated). */
  n: number;
  degreesOfFreedom: number;
}

export interface Forecast {
  fit: ForecastFit;
  lastClose: Close;
  fromDay: string;
  trendPercentPerDay: number;
  volatilityPercent: number;
  direction: ForecastDirection;
  days: ForecastDay[];
}

export interface ForecastOptions {
  horizonDays: number;
  window?: number;
  intervalLevel?: number;
  confidenceBandPercent?: number;
}

/** Below this a volatility is floating-point noise, and the fit is exact. */
const EXACT_FIT = 1e-12;
/** A forecast moving less than this over the horizon reads as flat (percent). */
const FLAT_PERCENT = 0.1;

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * Forecasts the next trading days' closes from recent daily closes, with a confidence per day.
 *
 * Method (FORECAST_METHOD, "log-drift"): a random walk with drift on y = ln(close), fitted on the last
 * `window` daily closes (30 by default); the benchmark model of Hyndman & Athanasopoulos, "Forecasting:
 * Principles and Practice", §5.2 and §5.5. Working in logs makes the drift a constant percentage a day
 * and keeps every forecast positive.
 *
 * - The drift b is the mean of the n − 1 daily log changes; the volatility s is their standard deviation
 *   around it, s² = Σ(Δy − b)² / (n − 2).
 * - Point forecast h trading days ahead: the last close carried forward at the drift, exp(y_T + b·h)
 *   (the median of the log-normal predictive distribution), so day 1 starts from where the market is.
 * - Its standard error adds the walk's own noise to the error of the estimated drift:
 *   se(h) = s · √(h · (1 + h / (n − 1))). It grows with the horizon, so day 3 is less certain than day 1.
 * - The range is the `intervalLevel` (95%) prediction interval exp(ŷ ± t·se), t from Student's t with
 *   n − 2 degrees of freedom.
 * - Confidence is the same distribution's probability that the close lands within ±`confidenceBandPercent`
 *   (1.5%) of the point forecast, P(|T| ≤ ln(1 + band) / se), as a whole percent. A series that grows by
 *   exactly the same percentage every day has no noise: its forecasts are exact and its confidence is 100;
 *   the more the recent closes swing, the lower the confidence.
 *
 * Forecast days are the next weekdays after the last close (the markets close at weekends). Needs at
 * least FORECAST_METHOD.minCloses closes; the caller checks that, and this throws below 3.
 */
export function forecastCloses(closes: readonly Close[], options: ForecastOptions): Forecast {
  const window = options.window ?? FORECAST_METHOD.window;
  const level = (options.intervalLevel ?? FORECAST_METHOD.intervalLevel) / 100;
  const band = (options.confidenceBandPercent ?? FORECAST_METHOD.confidenceBandPercent) / 100;
  const used = closes.slice(-window);
  if (used.length < 3) throw new Error('a forecast needs at least 3 closes');
  if (used.some((c) => !(c.close > 0))) throw new Error('closes must be positive');

  const logs = used.map((c) => Math.log(c.close));
  const fit = fitDrift(logs);
  const exactFit = fit.volatility <= EXACT_FIT;
  const tQuantile = exactFit ? 0 : studentTQuantile(level, fit.degreesOfFreedom);
  const bandLog = Math.log(1 + band);
  const lastLog = logs.at(-1)!;
  const lastClose = used.at(-1)!;
  const changes = fit.n - 1;

  const days = nextTradingDays(lastClose.day, options.horizonDays).map((day, i): ForecastDay => {
    const horizon = i + 1;
    const yHat = lastLog + fit.drift * horizon;
    const se = fit.volatility * Math.sqrt(horizon * (1 + horizon / changes));
    const confidence = exactFit ? 100 : Math.round(100 * studentTProbabilityWithin(bandLog / se, fit.degreesOfFreedom));
    return {
      day,
      horizon,
      price: round4(Math.exp(yHat)),
      low: round4(Math.exp(yHat - tQuantile * se)),
      high: round4(Math.exp(yHat + tQuantile * se)),
      confidence,
    };
  });

  const last = days.at(-1)!;
  const movePercent = ((last.price - lastClose.close) / lastClose.close) * 100;
  return {
    fit,
    lastClose,
    fromDay: used[0]!.day,
    trendPercentPerDay: round4((Math.exp(fit.drift) - 1) * 100),
    volatilityPercent: round4((Math.exp(fit.volatility) - 1) * 100),
    direction: Math.abs(movePercent) < FLAT_PERCENT ? 'flat' : movePercent > 0 ? 'up' : 'down',
    days,
  };
}

/** The drift and volatility of a series' daily changes (y already in logs). */
export function fitDrift(y: readonly number[]): ForecastFit {
  const n = y.length;
  const changes = y.slice(1).map((v, i) => v - y[i]!);
  const drift = changes.reduce((sum, d) => sum + d, 0) / changes.length;
  const degreesOfFreedom = n - 2;
  const volatility = Math.sqrt(changes.reduce((sum, d) => sum + (d - drift) ** 2, 0) / degreesOfFreedom);
  return { drift, volatility, n, degreesOfFreedom };
}

/** The `count` weekdays after `day` (YYYY-MM-DD). */
export function nextTradingDays(day: string, count: number): string[] {
  const days: string[] = [];
  let time = Date.parse(`${day}T00:00:00Z`);
  while (days.length < count) {
    time += 86_400_000;
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/* ---------------------------------------------------- Student's t distribution */

/** P(|T| ≤ c) for T ~ Student's t with ν degrees of freedom: 1 − I_{ν/(ν+c²)}(ν/2, 1/2). */
export function studentTProbabilityWithin(c: number, nu: number): number {
  if (c <= 0) return 0;
  if (!Number.isFinite(c)) return 1;
  return 1 - regularizedIncompleteBeta(nu / (nu + c * c), nu / 2, 0.5);
}

/** The c with P(|T| ≤ c) = level (the two-sided quantile), by bisection. */
export function studentTQuantile(level: number, nu: number): number {
  let lo = 0;
  let hi = 1;
  while (studentTProbabilityWithin(hi, nu) < level) hi *= 2;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (studentTProbabilityWithin(mid, nu) < level) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** ln Γ(z), Lanczos approximation (g = 7, n = 9), accurate to ~1e-15 for z > 0. */
function logGamma(z: number): number {
  const g = 7;
  const coefficients = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z);
  const x = z - 1;
  let a = coefficients[0]!;
  const t = x + g + 0.5;
  for (let i = 1; i < g + 2; i++) a += coefficients[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** I_x(a, b), the regularized incomplete beta function, by its continued fraction (modified Lentz). */
export function regularizedIncompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  // The fraction converges fast for x < (a + 1) / (a + b + 2); otherwise use the symmetry I_x(a,b) = 1 − I_{1−x}(b,a).
  if (x > (a + 1) / (a + b + 2)) return 1 - regularizedIncompleteBeta(1 - x, b, a);
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let f = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let numerator = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + numerator * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + numerator / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    f *= d * c;
    numerator = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + numerator * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + numerator / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    f *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return (front * f) / a;
}
