import {
  marketAlertListQuerySchema,
  marketAlertListSchema,
  marketAlertSchema,
  marketForecastsSchema,
  newMarketAlertSchema,
} from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { withExample } from '../../plugins/api-docs';
import type { ForecastService, MarketAlertService } from './service';

export interface MarketIntelligenceRoutesOptions {
  forecasts: ForecastService;
  alerts: MarketAlertService;
}

/** The Market Intelligence tab of the portals (spec 2.16): forecasts and geopolitical alerts. */
export async function marketIntelligenceRoutes(app: FastifyInstance, opts: MarketIntelligenceRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['market intelligence'];

  api.get('/api/v1/market/forecasts', {
    config: { access: 'user', enterprise: true },
    schema: {
      tags,
      operationId: 'listForecasts',
      summary: '3-day forecasts per symbol, fitted on the stored daily closes; an empty list with a reason when there is no history',
      response: { 200: marketForecastsSchema },
    },
    handler: () => opts.forecasts.forecasts(),
  });

  api.get('/api/v1/market/alerts', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'listMarketAlerts',
      summary: 'Geopolitical alerts, newest first',
      querystring: marketAlertListQuerySchema,
      response: { 200: marketAlertListSchema },
    },
    handler: (request) => opts.alerts.listAlerts(request.query),
  });

  api.post('/api/v1/market/alerts', {
    config: { access: ['admin'], idempotent: true },
    schema: {
      tags,
      operationId: 'publishMarketAlert',
      summary: 'Publish a geopolitical alert (administrators)',
      body: withExample(newMarketAlertSchema, {
        title: 'Strait of Hormuz transit delays',
        summary: 'Tanker transits slowed after new inspections; expect wider crude and fuel-oil spreads this week.',
        region: 'Middle East',
        impact: 'High',
        commodities: ['Crude Oil', 'Fuel Oil'],
      }),
      response: { 201: marketAlertSchema },
    },
    handler: async (request, reply) => {
      const alert = await opts.alerts.createAlert(request.body, currentUser(request).id);
      return reply.status(201).send(alert);
    },
  });
}
