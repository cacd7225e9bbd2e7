import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDashboardRepository } from './repository';
import { dashboardRoutes } from './routes';
import { createDashboardService } from './service';

/** The signed-in user's dashboard figures (spec 2.16); contracts past their delivery date expire first. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(dashboardRoutes, {
      dashboard: createDashboardService({
        repo: createDashboardRepository(app.database.db),
        activity: app.activity,
        expireDue: app.contracts.expireDue,
        now: app.clock.now,
      }),
    });
  },
  { name: 'dashboard', dependencies: ['database', 'activity', 'contracts'] },
);
