import {
  PRICE_ALERT_TEXTS,
  newPriceAlertSchema,
  priceAlertDeleteResponseSchema,
  priceAlertIdParamsSchema,
  priceAlertListSchema,
  priceAlertSchema,
} from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { routeError, withExample } from '../../plugins/api-docs';
import type { PriceAlertService } from './service';

/** A user's own price alerts: list, add, delete (issue 14). */
export async function priceAlertRoutes(app: FastifyInstance, opts: { alerts: PriceAlertService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['price alerts'];
  const config = { access: 'user' as const };

  api.get('/api/v1/price-alerts', {
    config,
    schema: {
      tags,
      operationId: 'listPriceAlerts',
      summary: "The caller's price alerts, oldest first, with whether each is armed",
      response: { 200: priceAlertListSchema },
    },
    handler: (request) => opts.alerts.list(currentUser(request).id),
  });

  api.post('/api/v1/price-alerts', {
    config: { ...config, idempotent: true },
    schema: {
      tags,
      operationId: 'createPriceAlert',
      summary: 'Ask to be told when a symbol goes above or below a price, or moves more than a percentage in a day',
      body: withExample(newPriceAlertSchema, { symbol: 'XAU', condition: 'above', level: 2500 }),
      response: {
        201: priceAlertSchema,
        409: routeError(`The caller already keeps the most price alerts allowed (code PRICE_ALERT_LIMIT).`),
      },
    },
    handler: async (request, reply) => {
      const alert = await opts.alerts.create(currentUser(request).id, request.body);
      return reply.status(201).send(alert);
    },
  });

  api.delete('/api/v1/price-alerts/:id', {
    config,
    schema: {
      tags,
      operationId: 'deletePriceAlert',
      summary: "Delete one of the caller's price alerts",
      params: priceAlertIdParamsSchema,
      response: { 200: priceAlertDeleteResponseSchema },
    },
    handler: async (request) => {
      await opts.alerts.delete(currentUser(request).id, request.params.id);
      return { success: true as const, message: PRICE_ALERT_TEXTS.deleted };
    },
  });
}
