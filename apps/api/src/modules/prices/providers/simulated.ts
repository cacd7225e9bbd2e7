import { PRICE_INSTRUMENTS, PRICE_SYMBOLS, type PricePeriod, type PricePoint, type PriceSymbol } from '@ctp/domain';
import type { DailyClose } from '../repository';
import { PERIOD_DAYS, dayOf, type PriceProvider, type ProviderHistory, type ProviderQuote } from './provider';

const STEP_MS = 5 * 60_000;
const STEPS_PER_DAY = (24 * 60 * 60_000) / STEP_MS;

/** A stateless hash of (seed, stream, step) to [0, 1): the same inputs always give the same draw. */
function uniform(seed: number, stream: number, step: number, salt: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(stream + 0x632be5ab, 0xc2b2ae35);
  h = Math.imul(h ^ step ^ (step >>> 16), 0x27d4eb2f) ^ Math.imul(salt, 0x165667b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 2 ** 32;
}

/** A standard normal draw (Box-Muller). */
function normal(seed: number, stream: number, step: number): number {
  const u1 = Math.max(uniform(seed, stream, step, 1), 1e-12);
  const u2 = uniform(seed, stream, step, 2);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

// Four decimals, as the service keeps them: heating oil (about $2.70 a gallon) moves by fractions of a cent.
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * One symbol's walk: five-minute steps of a geometric random walk that starts at the fallback price
 * at the anchor (step 0) and runs both ways, so there is history before the service started.
 * Partial sums are kept as they are first needed; a year back is ~105,000 steps.
 */
function createWalk(seed: number, symbol: PriceSymbol) {
  const stream = PRICE_SYMBOLS.indexOf(symbol);
  const { dailyVolatility, fallbackPrice: start } = PRICE_INSTRUMENTS[symbol];
  const sigma = dailyVolatility / Math.sqrt(STEPS_PER_DAY);
  const forward = [0];
  const backward = [0];
  return (step: number): number => {
    if (step >= 0) {
      while (forward.length <= step) forward.push(forward.at(-1)! + normal(seed, stream, forward.length - 1));
      return round4(start * Math.exp(sigma * forward[step]!));
    }
    while (backward.length <= -step) backward.push(backward.at(-1)! + normal(seed, stream, -backward.length));
    return round4(start * Math.exp(-sigma * backward[-step]!));
  };
}

/** PRICE_PROVIDER=simulated: a seeded random walk from the fallback prices, for demos and load tests. */
export function createSimulatedProvider(options: { seed: number; now?: () => number }): PriceProvider {
  const now = options.now ?? Date.now;
  const anchor = Math.floor(now() / STEP_MS) * STEP_MS;
  const walks = Object.fromEntries(PRICE_SYMBOLS.map((s) => [s, createWalk(options.seed, s)])) as Record<
    PriceSymbol,
    (step: number) => number
  >;
  const currentStep = () => Math.floor((now() - anchor) / STEP_MS);
  const timeOf = (step: number) => anchor + step * STEP_MS;

  return {
    source: 'simulated',
    keepsHistory: false,

    async quote(symbol): Promise<ProviderQuote> {
      const walk = walks[symbol];
      const step = currentStep();
      return {
        price: walk(step),
        previousClose: walk(step - STEPS_PER_DAY),
        marketTime: timeOf(step),
        marketStatus: 'simulated',
        dailyCloses: [],
      };
    },

    async history(symbol, period: PricePeriod): Promise<ProviderHistory> {
      const walk = walks[symbol];
      const step = currentStep();
      const days = PERIOD_DAYS[period];
      if (period === '1d' || period === '5d') {
        const every = period === '1d' ? 1 : 6;
        const points: PricePoint[] = [];
        for (let s = step - days * STEPS_PER_DAY; s <= step; s += every) {
          points.push({ time: new Date(timeOf(s)).toISOString(), close: walk(s) });
        }
        return { interval: period === '1d' ? '5m' : '30m', points };
      }
      const closes: DailyClose[] = [];
      for (let d = days; d >= 0; d--) {
        const s = step - d * STEPS_PER_DAY;
        closes.push({ day: dayOf(timeOf(s)), close: walk(s) });
      }
      return { interval: '1d', closes };
    },
  };
}
