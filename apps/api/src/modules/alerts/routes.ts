import { alertListQuerySchema, alertListSchema, healthReportSchema, systemAlertSchema, systemIdParamsSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { routeError } from '../../plugins/api-docs';
import type { HealthChecks } from '../health';
import type { AlertService } from './service';

export interface AlertRoutesOptions {
  health: HealthChecks;
  alerts: AlertService;
}

/** System health and System Alerts (issue 7) for administrators. */
export async function alertRoutes(app: FastifyInstance, opts: AlertRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const admin = { access: ['admin'] as const };

  api.get('/admin/system/health', {
    config: admin,
    schema: { tags, operationId: 'runHealthChecks', summary: 'Runs the database, price service and mail checks now', response: { 200: healthReportSchema } },
    handler: async () => opts.health.run(),
  });

  api.get('/admin/alerts', {
    config: admin,
    schema: {
      tags,
      operationId: 'listAlerts',
      summary: 'System alerts, newest first (runs the health checks first)',
      querystring: alertListQuerySchema,
      response: { 200: alertListSchema },
    },
    handler: async (request) => opts.alerts.list(request.query),
  });

  api.post('/admin/alerts/:id/acknowledge', {
    config: admin,
    schema: {
      tags,
      operationId: 'acknowledgeAlert',
      summary: 'Acknowledge an open alert (audited)',
      params: systemIdParamsSchema,
      response: { 200: systemAlertSchema, 409: routeError('The alert was already acknowledged (code ALERT_ALREADY_ACKNOWLEDGED).') },
    },
    handler: async (request) => {
      return opts.alerts.acknowledge(request.params.id, currentUser(request), request.ip);
    },
  });
}
