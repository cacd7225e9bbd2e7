import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFuelAssessmentsRepository } from './repository';
import { fuelAssessmentRoutes } from './routes';
import { createFuelAssessmentService } from './service';

/**
 * Fuel price assessments (issue 18): the desk's daily price per product and port, entered in Admin › Fuel prices and
 * shown on the Trading tab, Market Intelligence and the fuel order form.
 */
export default fp(
  async (app: FastifyInstance) => {
    const assessments = createFuelAssessmentService({ repo: createFuelAssessmentsRepository(app.database.db), audit: app.audit, now: app.clock.now });
    await app.register(fuelAssessmentRoutes, { assessments });
  },
  { name: 'fuel-assessments', dependencies: ['database', 'audit'] },
);
