import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTradingInfoService } from './info';
import { tradingInfoRoutes } from './info-routes';

/** The Gold and Fuel trading information of the portals. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(tradingInfoRoutes, { info: createTradingInfoService(app.commodities) });
  },
  { name: 'trading', dependencies: ['commodities'] },
);
