import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { priceRoutes } from './routes';
import { createPriceHistoryRepository } from './repository';
import { buildPriceService, type PriceService } from './service';

export type { PriceService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Quotes and history from the provider PRICE_PROVIDER names, with fallbacks (the forecasts read them too). */
    prices: PriceService;
  }
}

/** The price API under /price-api (spec 7.1); with REDIS_URL its cache is shared by every instance. */
export default fp(
  async (app: FastifyInstance) => {
    const { config, redis, metrics } = app;
    const prices = buildPriceService(config.prices, createPriceHistoryRepository(app.database.db), app.log, app.clock.now, {
      redis: redis && { client: redis, keyPrefix: config.redisKeyPrefix },
      onUpstreamCall: (symbol, outcome) => metrics.upstreamPriceCalls.inc({ symbol, outcome }),
    });
    app.decorate('prices', prices);
    await app.register(priceRoutes, { prefix: '/price-api', prices });
  },
  { name: 'prices', dependencies: ['database', 'redis', 'metrics'] },
);
