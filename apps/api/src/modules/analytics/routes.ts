import { adminDashboardSchema, analyticsQuerySchema, analyticsReportSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv';
import { csvFile } from '../../plugins/api-docs';
import { analyticsReportCsv } from './report-csv';
import type { AnalyticsService } from './service';

export interface AnalyticsRoutesOptions {
  analytics: AnalyticsService;
}

/** The administrator's Dashboard and Analytics tabs (spec 2.18), computed from the database. */
export async function analyticsRoutes(app: FastifyInstance, opts: AnalyticsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const admin = { access: ['admin'] as const };
  const { analytics } = opts;

  api.get('/admin/dashboard', {
    config: admin,
    schema: {
      tags,
      operationId: 'getAdminDashboard',
      summary: 'Users, trades, volume, success rate, system health and recent system activity',
      response: { 200: adminDashboardSchema },
    },
    handler: async () => analytics.dashboard(),
  });

  api.get('/admin/analytics', {
    config: admin,
    schema: {
      tags,
      operationId: 'getAnalytics',
      summary: 'KPIs, trend, distributions and the commodity table of a period',
      querystring: analyticsQuerySchema,
      response: { 200: analyticsReportSchema },
    },
    handler: async (request) => analytics.report(request.query.period),
  });

  api.get('/admin/analytics/export', {
    config: admin,
    schema: {
      tags,
      operationId: 'exportAnalytics',
      summary: "The period's KPIs and commodity table as CSV",
      querystring: analyticsQuerySchema,
      response: { 200: csvFile('The KPIs, then the commodity table') },
    },
    handler: async (request, reply) => {
      const report = await analytics.report(request.query.period);
      return sendCsv(reply, `analytics-${report.period.key}`, analyticsReportCsv(report));
    },
  });
}
