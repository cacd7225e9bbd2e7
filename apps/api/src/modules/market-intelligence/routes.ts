import {
  apiErrorSchema,
  marketAlertListQuerySchema,
  marketAlertListSchema,
  marketAlertSchema,
  marketForecastsSchema,
  newMarketAlertSchema,
} from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import type { ForecastService, MarketAlertService } from './service';

export interface MarketIntelligenceRoutesOptions {
  forecasts: ForecastService;
  alerts: MarketAlertService;
}

/** The Market Intelligence tab of the portals (spec 2.16): forecasts and geopolitical alerts. */
export async function marketIntelligenceRoutes(app: FastifyInstance, opts: MarketIntelligenceRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['market intelligence'];
  const security = [{ bearer: [] }];

  api.get('/api/v1/market/forecasts', {
    config: { access: 'user' },
    schema: {
      tags,
      security,
      summary: '3-day forecasts per symbol, fitted on the stored daily closes; an empty list with a reason when there is no history',
      response: { 200: marketForecastsSchema, 401: apiErrorSchema },
    },
    handler: () => opts.forecasts.forecasts(),
  });

  api.get('/api/v1/market/alerts', {
    config: { access: 'user' },
    schema: {
      tags,
      security,
      summary: 'Geopolitical alerts, newest first',
      querystring: marketAlertListQuerySchema,
      response: { 200: marketAlertListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
    },
    handler: (request) => opts.alerts.listAlerts(request.query),
  });

  api.post('/api/v1/market/alerts', {
    config: { access: ['admin'] },
    schema: {
      tags,
      security,
      summary: 'Publish a geopolitical alert (administrators)',
      body: newMarketAlertSchema,
      response: { 201: marketAlertSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const alert = await opts.alerts.createAlert(request.body, currentUser(request).id);
      return reply.status(201).send(alert);
    },
  });
}
