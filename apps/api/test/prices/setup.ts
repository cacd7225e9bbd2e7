import { buildTestApp, type TestApp } from '../helpers';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream';

/** A Wednesday, mid-session in New York. */
export const START = Date.parse('2026-03-11T15:00:00Z');

export interface PriceTestApp extends TestApp {
  upstream: FakeUpstream;
  /** Moves the app's clock (cache expiry, dates); time-outs still run on real time. */
  advance(ms: number): void;
  now(): number;
}

/**
 * The whole app on a fresh database, its price service pointed at a fake upstream on 127.0.0.1,
 * with a clock the test moves and time-outs and back-off small enough to keep the suite fast.
 */
export async function buildPriceTestApp(env: Record<string, string> = {}): Promise<PriceTestApp> {
  let clock = START;
  const now = () => clock;
  const upstream = await startFakeUpstream(now);
  const t = await buildTestApp(
    {
      PRICE_PROVIDER: 'upstream',
      PRICE_UPSTREAM_URL: upstream.url,
      PRICE_UPSTREAM_TIMEOUT_MS: '250',
      PRICE_UPSTREAM_RETRIES: '2',
      PRICE_UPSTREAM_BACKOFF_MS: '5',
      ...env,
    },
    { now },
  );
  return {
    ...t,
    upstream,
    now,
    advance: (ms) => {
      clock += ms;
    },
    close: async () => {
      await t.close();
      await upstream.close();
    },
  };
}

export const TTL_MS = 60_000;
