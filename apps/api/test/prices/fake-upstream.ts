import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers one call with: a chart built from `market`, or any status, raw body and delay. */
export interface FakeAnswer {
  status?: number;
  /** A string is sent as is (malformed JSON and the like); an object as JSON. */
  body?: unknown;
  delayMs?: number;
}

export interface UpstreamCall {
  symbol: string;
  range: string;
  interval: string;
}

export type FakeBehaviour = (call: UpstreamCall) => FakeAnswer | undefined;

const DAY_MS = 24 * 60 * 60 * 1000;
/** New York in winter: the exchanges' daily bars start at local midnight. */
export const GMT_OFFSET = -18_000;

/** Prices the fake market trades at, by upstream symbol. */
export const MARKET = {
  'GC=F': { price: 2400.5, previousClose: 2380.25 },
  'BZ=F': { price: 75.2, previousClose: 76 },
  'DX-Y.NYB': { price: 104.1, previousClose: 104.1 },
  'SI=F': { price: 31.25, previousClose: 30.8 },
  'PL=F': { price: 968.4, previousClose: 972.1 },
  'PA=F': { price: 1012.5, previousClose: 1000 },
  'CL=F': { price: 71.35, previousClose: 72 },
  'HO=F': { price: 2.4183, previousClose: 2.4012 },
} as const;

/** Weekdays (YYYY-MM-DD) from `days` days before `now` to `now`'s day, oldest first. */
export function weekdaysBefore(now: number, days: number): string[] {
  const out: string[] = [];
  for (let d = days; d >= 0; d--) {
    const date = new Date(now - d * DAY_MS);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) out.push(date.toISOString().slice(0, 10));
  }
  return out;
}

/** A Yahoo Finance chart answer for `symbol` at time `now`: daily bars for daily intervals, 5-minute bars otherwise. */
export function chartAnswer(call: UpstreamCall, now: number): object {
  const market = MARKET[call.symbol as keyof typeof MARKET] ?? { price: 10, previousClose: 10 };
  const rangeDays = { '1d': 1, '5d': 5, '1mo': 30, '6mo': 182, '1y': 365 }[call.range] ?? 5;
  let timestamp: number[];
  let close: number[];
  if (call.interval === '1d') {
    const days = weekdaysBefore(now, rangeDays);
    timestamp = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000 - GMT_OFFSET);
    // Earlier days trend up to the previous close (0.02% a day, so heating oil's $2.40 stays positive over a year); the
    // last bar is today's, at the current price.
    close = days.map((_, i) => (i === days.length - 1 ? market.price : market.previousClose * (1 - (days.length - 2 - i) * 0.0002)));
  } else {
    const step = call.interval === '30m' ? 30 * 60 : 5 * 60;
    const end = Math.floor(now / 1000 / step) * step;
    timestamp = [];
    for (let t = end - rangeDays * 24 * 3600; t <= end; t += step) timestamp.push(t);
    close = timestamp.map((_, i) => market.price + (i % 7) * 0.1);
  }
  return {
    chart: {
      result: [
        {
          meta: {
            currency: 'USD',
            symbol: call.symbol,
            regularMarketPrice: market.price,
            regularMarketTime: Math.floor(now / 1000) - 60,
            chartPreviousClose: market.previousClose * 0.99,
            gmtoffset: GMT_OFFSET,
            currentTradingPeriod: {
              regular: { start: Math.floor(now / 1000) - 3600, end: Math.floor(now / 1000) + 3600, gmtoffset: GMT_OFFSET },
            },
          },
          timestamp,
          indicators: { quote: [{ close }] },
        },
      ],
      error: null,
    },
  };
}

export interface FakeUpstream {
  /** Base URL for PRICE_UPSTREAM_URL. */
  url: string;
  calls: UpstreamCall[];
  /** Replaces how the next calls are answered; undefined from the behaviour means a normal chart. */
  behave(behaviour: FakeBehaviour): void;
  close(): Promise<void>;
}

/** Yahoo Finance's chart API, faked on 127.0.0.1 (port 0) so tests see every call it gets. */
export async function startFakeUpstream(now: () => number): Promise<FakeUpstream> {
  const calls: UpstreamCall[] = [];
  let behaviour: FakeBehaviour = () => undefined;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/v8\/finance\/chart\/([^/]+)$/.exec(url.pathname);
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const call = {
      symbol: decodeURIComponent(match[1]!),
      range: url.searchParams.get('range') ?? '',
      interval: url.searchParams.get('interval') ?? '',
    };
    calls.push(call);
    const answer = behaviour(call) ?? {};
    const send = () => {
      if (res.destroyed) return;
      const body = answer.body === undefined ? chartAnswer(call, now()) : answer.body;
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
