import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMarketAlertsRepository } from './repository';
import { marketIntelligenceRoutes } from './routes';
import { createForecastService, createMarketAlertService, type MarketAlertService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The market alerts the desk publishes (the development seed adds its examples through it). */
    marketAlerts: MarketAlertService;
  }
}

/** The Market Intelligence tab of the portals (spec 2.16): forecasts from the price history, and market alerts. */
export default fp(
  async (app: FastifyInstance) => {
    const { log, clock } = app;
    const alerts = createMarketAlertService({ alerts: createMarketAlertsRepository(app.database.db), log, now: clock.now });
    app.decorate('marketAlerts', alerts);
    await app.register(marketIntelligenceRoutes, { forecasts: createForecastService({ prices: app.prices, log, now: clock.now }), alerts });
  },
  { name: 'market-intelligence', dependencies: ['database', 'prices'] },
);
