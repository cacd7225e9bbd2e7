import {
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
import { routeError, withExample } from '../../plugins/api-docs';
import type { OrderService } from './service';

export interface OrderRoutesOptions {
  orders: OrderService;
}

const kycRequired = routeError('Trading needs approved KYC documents while the platform requires them (code KYC_REQUIRED).');
const notOpen = routeError('The order is no longer pending or active (code ORDER_TRANSITION_INVALID).');

/** A gold buy request as a trader places it. */
const placeOrderExample = {
  commodityId: 'fb275044-634d-4a13-a9b5-7e3389188fc7',
  quantity: 100,
  priceRange: { min: 2000, max: 2100 },
  location: 'Zurich',
  terms: ['CIF' as const, 'FOB' as const],
  deliveryDate: '2027-03-31',
  priority: 'high' as const,
};

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
    config: { ...owners, idempotent: true },
    schema: {
      tags,
      operationId: 'placeOrder',
      summary: 'Place a buy request (trader) or sell listing (seller)',
      description: 'The order starts pending until an administrator approves it. Its value must lie within the trade value limits.',
      body: withExample(createOrderRequestSchema, placeOrderExample),
      response: {
        201: orderSchema,
        403: kycRequired,
        404: routeError('The commodity does not exist.'),
      },
    },
    handler: async (request, reply) => reply.status(201).send(await orders.create(currentUser(request), request.body)),
  });

  api.get('/api/v1/trading/orders', {
    config: { ...owners, tokenScope: 'orders' },
    schema: { tags, operationId: 'listMyOrders', summary: 'My orders, with counts per status', querystring: orderListQuerySchema, response: { 200: orderListSchema } },
    handler: async (request) => orders.listOwn(currentUser(request), request.query),
  });

  api.get('/api/v1/trading/orders/:id', {
    config: { access: 'user', tokenScope: 'orders' },
    schema: { tags, operationId: 'getOrder', summary: 'One order (its owner or an administrator)', params: orderIdParamsSchema, response: { 200: orderSchema } },
    handler: async (request) => orders.get(currentUser(request), request.params.id),
  });

  api.put('/api/v1/trading/orders/:id', {
    config: owners,
    schema: {
      tags,
      operationId: 'updateOrder',
      summary: 'Edit a pending or active order (it goes back to review)',
      params: orderIdParamsSchema,
      body: updateOrderRequestSchema,
      response: { 200: orderSchema, 403: kycRequired, 409: notOpen },
    },
    handler: async (request) => orders.update(currentUser(request), request.params.id, request.body),
  });

  api.post('/api/v1/trading/orders/:id/cancel', {
    config: owners,
    schema: { tags, operationId: 'cancelOrder', summary: 'Cancel a pending or active order', params: orderIdParamsSchema, response: { 200: orderSchema, 409: notOpen } },
    handler: async (request) => orders.cancel(currentUser(request), request.params.id),
  });
}
