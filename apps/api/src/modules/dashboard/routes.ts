import { dashboardStatsSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import type { DashboardService } from './service';

export interface DashboardRoutesOptions {
  dashboard: DashboardService;
}

/** GET /api/v1/dashboard/stats for the signed-in user (spec 2.16, 3). */
export async function dashboardRoutes(app: FastifyInstance, opts: DashboardRoutesOptions) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/dashboard/stats', {
    config: { access: 'user' },
    schema: { tags: ['dashboard'], operationId: 'getDashboardStats', summary: 'My dashboard figures', response: { 200: dashboardStatsSchema } },
    handler: async (request) => opts.dashboard.stats(currentUser(request).id),
  });
}
