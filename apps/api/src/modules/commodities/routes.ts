import { commodityListQuerySchema, commodityListSchema, commoditySchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommodityService } from './service';

export interface CommodityRoutesOptions {
  commodities: CommodityService;
}

const idParams = z.object({ id: z.uuid('Commodity id must be a valid id') });

/** GET /api/v1/commodities and /api/v1/commodities/{id}, for any signed-in user. */
export async function commodityRoutes(app: FastifyInstance, opts: CommodityRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['commodities'];

  api.get('/api/v1/commodities', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'listCommodities',
      summary: 'The commodities the platform trades',
      querystring: commodityListQuerySchema,
      response: { 200: commodityListSchema },
    },
    handler: async (request) => ({ commodities: await opts.commodities.list(request.query.category) }),
  });

  api.get('/api/v1/commodities/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'getCommodity',
      summary: 'One commodity',
      params: idParams,
      response: { 200: commoditySchema },
    },
    handler: async (request) => opts.commodities.get(request.params.id),
  });
}
