import {
  apiErrorSchema,
  createOrderRequestSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  updateOrderRequestSchema,
} from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import type { OrderService } from './service';

export interface OrderRoutesOptions {
  orders: OrderService;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * Traders' buy requests and sellers' sell listings (spec 2.16, 2.17). A trader's order is a buy, a
 * seller's a sell; administrators review orders under /admin/trades instead of placing them. An order
 * is visible to its owner (and administrators); anyone else gets 404.
 */
export async function orderRoutes(app: FastifyInstance, opts: OrderRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['trading'];
  const owners = { access: ['trader', 'seller'] as const };
  const { orders } = opts;

  api.post('/api/v1/trading/orders', {
    config: owners,
    schema: { tags, summary: 'Place a buy request (trader) or sell listing (seller)', body: createOrderRequestSchema, response: { 201: orderSchema, ...errors } },
    handler: async (request, reply) => reply.status(201).send(await orders.create(currentUser(request), request.body)),
  });

  api.get('/api/v1/trading/orders', {
    config: owners,
    schema: { tags, summary: 'My orders, with counts per status', querystring: orderListQuerySchema, response: { 200: orderListSchema, ...errors } },
    handler: async (request) => orders.listOwn(currentUser(request), request.query),
  });

  api.get('/api/v1/trading/orders/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'One order (its owner or an administrator)', params: orderIdParamsSchema, response: { 200: orderSchema, ...errors } },
    handler: async (request) => orders.get(currentUser(request), request.params.id),
  });

  api.put('/api/v1/trading/orders/:id', {
    config: owners,
    schema: {
      tags,
      summary: 'Edit a pending or active order (it goes back to review)',
      params: orderIdParamsSchema,
      body: updateOrderRequestSchema,
      response: { 200: orderSchema, ...errors },
    },
    handler: async (request) => orders.update(currentUser(request), request.params.id, request.body),
  });

  api.post('/api/v1/trading/orders/:id/cancel', {
    config: owners,
    schema: { tags, summary: 'Cancel a pending or active order', params: orderIdParamsSchema, response: { 200: orderSchema, ...errors } },
    handler: async (request) => orders.cancel(currentUser(request), request.params.id),
  });
}
