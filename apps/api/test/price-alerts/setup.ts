import { PRICE_INSTRUMENTS, type PriceSymbol } from '@ctp/domain';
import { RELAXED } from '../auth/fixtures';
import { call } from '../helpers';
import { chartAnswer, type UpstreamCall } from '../prices/fake-upstream';
import { buildPriceTestApp, TTL_MS, type PriceTestApp } from '../prices/setup';

export const ALERTS_URL = '/api/v1/price-alerts';

interface Chart {
  chart: { result: Array<{ meta: { regularMarketPrice: number }; indicators: { quote: Array<{ close: number[] }> } }> };
}

export interface AlertTestApp extends PriceTestApp {
  /** The price the fake market trades `symbol` at from now on (the previous daily closes stay as they were). */
  trade(symbol: PriceSymbol, price: number): void;
  /** Lets the quote cache expire and refreshes every quote, as a page polling the prices would. */
  refresh(): Promise<void>;
}

/** The whole app with its prices from a fake upstream whose current price the test sets. */
export async function buildAlertApp(): Promise<AlertTestApp> {
  const t = await buildPriceTestApp(RELAXED);
  const prices = new Map<string, number>();
  t.upstream.behave((c: UpstreamCall) => {
    const price = prices.get(c.symbol);
    if (price === undefined) return undefined;
    const answer = chartAnswer(c, t.now()) as Chart;
    const result = answer.chart.result[0]!;
    result.meta.regularMarketPrice = price;
    const closes = result.indicators.quote[0]!.close;
    closes[closes.length - 1] = price;
    return { body: answer };
  });
  return {
    ...t,
    trade: (symbol, price) => void prices.set(PRICE_INSTRUMENTS[symbol].upstream, price),
    refresh: async () => {
      t.advance(TTL_MS + 1);
      const res = await call(t.app, 'GET', '/price-api/prices/all');
      if (res.statusCode !== 200) throw new Error(`prices answered ${res.statusCode}`);
    },
  };
}

/** The price-alert notifications a user has, oldest first. */
export const alertNotifications = (t: AlertTestApp, userId: string) =>
  t.app.database.db
    .selectFrom('notifications')
    .select(['title', 'body', 'kind', 'subject_id', 'link'])
    .where('user_id', '=', userId)
    .where('category', '=', 'price_alerts')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
