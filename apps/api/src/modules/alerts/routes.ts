import { alertListQuerySchema, alertListSchema, apiErrorSchema, healthReportSchema, systemAlertSchema, systemIdParamsSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import type { HealthChecks } from '../health';
import type { AlertService } from './service';

export interface AlertRoutesOptions {
  health: HealthChecks;
  alerts: AlertService;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** System health and System Alerts (issue 7) for administrators. */
export async function alertRoutes(app: FastifyInstance, opts: AlertRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const admin = { access: ['admin'] as const };

  api.get('/admin/system/health', {
    config: admin,
    schema: { tags, summary: 'Runs the database, price service and mail checks now', response: { 200: healthReportSchema, ...errors } },
    handler: async () => opts.health.run(),
  });

  api.get('/admin/alerts', {
    config: admin,
    schema: {
      tags,
      summary: 'System alerts, newest first (runs the health checks first)',
      querystring: alertListQuerySchema,
      response: { 200: alertListSchema, ...errors },
    },
    handler: async (request) => opts.alerts.list(request.query),
  });

  api.post('/admin/alerts/:id/acknowledge', {
    config: admin,
    schema: { tags, summary: 'Acknowledge an open alert (audited)', params: systemIdParamsSchema, response: { 200: systemAlertSchema, ...errors } },
    handler: async (request) => {
      return opts.alerts.acknowledge(request.params.id, currentUser(request), request.ip);
    },
  });
}
