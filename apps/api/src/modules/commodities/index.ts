import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCommoditiesRepository } from './repository';
import { commodityRoutes } from './routes';
import { createCommodityService, type CommodityService } from './service';

export { toCommodity } from './repository';
export type { CommodityService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The traded commodities; orders and contracts check theirs through it. */
    commodities: CommodityService;
  }
}

/** The commodity catalogue (GET /api/v1/commodities). */
export default fp(
  async (app: FastifyInstance) => {
    const commodities = createCommodityService(createCommoditiesRepository(app.database.db));
    app.decorate('commodities', commodities);
    await app.register(commodityRoutes, { commodities });
  },
  { name: 'commodities', dependencies: ['database'] },
);
