import {
  adminTradeExportQuerySchema,
  adminTradeSchema,
  adminTradeListQuerySchema,
  adminTradeListSchema,
  orderIdParamsSchema,
  orderSchema,
  tradeDecisionRequestSchema,
} from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv';
import { currentUser } from '../../plugins/access';
import { csvFile, routeError } from '../../plugins/api-docs';
import { tradesCsv } from './csv';
import type { OrderService } from './service';

export interface AdminTradeRoutesOptions {
  orders: OrderService;
}

const notPending = routeError('The trade is no longer pending (code ORDER_TRANSITION_INVALID).');

/**
 * Trade Management (spec 2.18): every order for administrators, with search, filters, the five summary
 * figures, approval or rejection of pending trades (audited) and a CSV export of the filtered list.
 */
export async function adminTradeRoutes(app: FastifyInstance, opts: AdminTradeRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const admin = { access: ['admin'] as const };
  const { orders } = opts;

  api.get('/admin/trades', {
    config: admin,
    schema: {
      tags,
      operationId: 'listTrades',
      summary: 'All trades, filtered and paged, with summary figures and matched counterparties',
      querystring: adminTradeListQuerySchema,
      response: { 200: adminTradeListSchema },
    },
    handler: async (request) => orders.adminList(request.query),
  });

  api.get('/admin/trades/export', {
    config: admin,
    schema: {
      tags,
      operationId: 'exportTrades',
      summary: 'The filtered trades as CSV',
      querystring: adminTradeExportQuerySchema,
      response: { 200: csvFile('The trades, one line each') },
    },
    handler: async (request, reply) => {
      return sendCsv(reply, 'trades', tradesCsv(await orders.exportList(request.query)));
    },
  });

  api.get('/admin/trades/:id', {
    config: admin,
    schema: { tags, operationId: 'getTrade', summary: 'One trade, with the other party once matched', params: orderIdParamsSchema, response: { 200: adminTradeSchema } },
    handler: async (request) => orders.adminGet(request.params.id),
  });

  api.post('/admin/trades/:id/approve', {
    config: admin,
    schema: {
      tags,
      operationId: 'approveTrade',
      summary: 'Approve a pending trade (→ active)',
      params: orderIdParamsSchema,
      body: tradeDecisionRequestSchema,
      response: { 200: orderSchema, 409: notPending },
    },
    handler: async (request) => {
      const caller = currentUser(request);
      return orders.approve({ id: caller.id, role: caller.role, email: caller.email }, request.params.id, request.body.notes, request.ip);
    },
  });

  api.post('/admin/trades/:id/reject', {
    config: admin,
    schema: {
      tags,
      operationId: 'rejectTrade',
      summary: 'Reject a pending trade (→ rejected)',
      params: orderIdParamsSchema,
      body: tradeDecisionRequestSchema,
      response: { 200: orderSchema, 409: notPending },
    },
    handler: async (request) => {
      const caller = currentUser(request);
      return orders.reject({ id: caller.id, role: caller.role, email: caller.email }, request.params.id, request.body.notes, request.ip);
    },
  });
}
