import {
  allPricesSchema,
  marketSummarySchema,
  priceHealthSchema,
  priceHistoryQuerySchema,
  priceHistorySchema,
  priceQuoteSchema,
  priceSymbolsSchema,
  type MarketSummary,
  type PriceQuote,
} from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeError } from '../../plugins/api-docs';
import type { PriceService } from './service';

export interface PriceRoutesOptions {
  prices: PriceService;
}

/** Stated here: Fastify states no type for an answer given its own serializer (the cached quote text below). */
const JSON_TYPE = 'application/json; charset=utf-8';
const symbolParams = z.object({ symbol: z.string().min(1).max(40) });
const unknownSymbol = routeError('The symbol is not one the service knows (code UNKNOWN_SYMBOL): see GET /symbols.');

/**
 * Quotes are served from the cache far more often than they change, so each cached quote is checked
 * against its schema and turned into JSON once, and that text is reused until the cache replaces the
 * object (a WeakMap forgets it then). Validating and serializing on every request was a large share of
 * a cached answer's cost (bench/prices.ts).
 */
function createQuoteText() {
  const texts = new WeakMap<PriceQuote, string>();
  const quote = (q: PriceQuote): string => {
    let text = texts.get(q);
    if (text === undefined) {
      text = JSON.stringify(priceQuoteSchema.parse(q));
      texts.set(q, text);
    }
    return text;
  };
  return {
    quote,
    summary: (s: MarketSummary) => `{"gold":${quote(s.gold)},"crude_oil":${quote(s.crude_oil)},"usd_index":${quote(s.usd_index)}}`,
    all: (prices: { prices: PriceQuote[] }) => `{"prices":[${prices.prices.map(quote).join(',')}]}`,
  };
}

/**
 * The price service of spec 7.1. Registered under /price-api in the main app, or at the root when it
 * runs as its own process (standalone.ts). Every route is public: market prices are no secret.
 */
export async function priceRoutes(app: FastifyInstance, opts: PriceRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'public' as const };
  // Market prices are public; an Enterprise user's API token with the prices scope may call them too, and is then
  // checked and counted against its own rate limit (docs/decisions/027).
  const quotes = { ...config, tokenScope: 'prices' as const };
  const tags = ['prices'];
  const text = createQuoteText();
  // The cached quotes are polled by every open page: no info line per answer (a sixth of a cached answer's CPU, issue
  // 16); the metrics still count them, and warnings and errors are still logged.
  const polled = { config: quotes, logLevel: 'warn' as const };
  app.addHook('onClose', async () => opts.prices.close());

  api.get('/prices/market-summary', {
    ...polled,
    schema: { tags, operationId: 'getMarketSummary', summary: 'Gold, crude oil and the USD index', response: { 200: marketSummarySchema } },
    handler: async (_request, reply) => {
      const summary = await opts.prices.marketSummary();
      return reply.type(JSON_TYPE).serializer(text.summary).send(summary);
    },
  });

  api.get('/prices/all', {
    ...polled,
    schema: { tags, operationId: 'listPrices', summary: 'Every quote the service has', response: { 200: allPricesSchema } },
    handler: async (_request, reply) => {
      const prices = await opts.prices.all();
      return reply.type(JSON_TYPE).serializer(text.all).send({ prices });
    },
  });

  api.get('/price/:symbol', {
    ...polled,
    schema: { tags, operationId: 'getPrice', summary: 'One quote', params: symbolParams, response: { 200: priceQuoteSchema, 404: unknownSymbol } },
    handler: async (request, reply) => {
      const quote = await opts.prices.quote(request.params.symbol);
      return reply.type(JSON_TYPE).serializer(text.quote).send(quote);
    },
  });

  api.get('/price/:symbol/history', {
    config: quotes,
    schema: {
      tags,
      operationId: 'getPriceHistory',
      summary: 'Price history: intraday for 1d and 5d, daily closes for 1mo, 6mo and 1y',
      params: symbolParams,
      querystring: priceHistoryQuerySchema,
      response: {
        200: priceHistorySchema,
        404: unknownSymbol,
        503: routeError('Neither the source nor the stored history has prices for this symbol and period (code PRICE_UNAVAILABLE).'),
      },
    },
    handler: (request) => opts.prices.history(request.params.symbol, request.query.period),
  });

  api.get('/symbols', {
    config: quotes,
    schema: { tags, operationId: 'listSymbols', summary: 'The symbols the service knows', response: { 200: priceSymbolsSchema } },
    handler: async () => ({ symbols: opts.prices.symbols() }),
  });

  api.get('/health', {
    config,
    schema: {
      tags,
      operationId: 'getPriceServiceHealth',
      summary: 'Up while the service answers (its source may be down: see provider_state)',
      response: { 200: priceHealthSchema },
    },
    handler: async () => opts.prices.health(),
  });
}
