import { FALLBACK_MARKET_STATUS, FALLBACK_PRICES, type PriceSymbol } from '@ctp/domain';
import { PriceSourceError, type PriceProvider, type ProviderQuote } from './provider';

/** The fixed sample data of spec 9: no change, market 'closed', stamped with the time it is served. */
export function fallbackQuote(symbol: PriceSymbol, now: number): ProviderQuote {
  const price = FALLBACK_PRICES[symbol];
  return { price, previousClose: price, marketTime: now, marketStatus: FALLBACK_MARKET_STATUS, dailyCloses: [] };
}

/** PRICE_PROVIDER=fallback: never calls out; it has prices but no history. */
export function createFallbackProvider(now: () => number = Date.now): PriceProvider {
  return {
    source: 'fallback',
    keepsHistory: false,
    quote: async (symbol) => fallbackQuote(symbol, now()),
    history: async () => {
      throw new PriceSourceError('no-history', 'the fallback data has no history');
    },
  };
}
