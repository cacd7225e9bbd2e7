import {
  FUEL_ASSESSMENT_TEXTS,
  fuelAssessmentBoardSchema,
  fuelAssessmentDeleteResponseSchema,
  fuelAssessmentHistoryQuerySchema,
  fuelAssessmentHistorySchema,
  fuelAssessmentIdParamsSchema,
  fuelAssessmentInputAt,
  fuelAssessmentListQuerySchema,
  fuelAssessmentListSchema,
  fuelAssessmentSchema,
  type FuelAssessmentInput,
} from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { routeError, withExample } from '../../plugins/api-docs';
import type { FuelAssessmentService } from './service';

const EXAMPLE: FuelAssessmentInput = { product: 'EN590', port: 'Fujairah', day: '2026-11-25', price: 712.5, note: 'FOB barge, 10 ppm sulphur' };
const TAKEN = 'Another assessment holds this product, port and day (code FUEL_ASSESSMENT_EXISTS; details.id names it): edit that one instead.';

/** The desk's fuel price assessments (issue 18): entered under /admin, read by every signed-in user under /api/v1/market. */
export async function fuelAssessmentRoutes(app: FastifyInstance, opts: { assessments: FuelAssessmentService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: ['admin'] as const };
  const adminTags = ['admin'];
  const marketTags = ['market intelligence'];
  // The day may not be in the future on the server's own clock.
  const body = withExample(fuelAssessmentInputAt(app.clock.now), EXAMPLE);

  api.get('/admin/fuel-assessments', {
    config: admin,
    schema: {
      tags: adminTags,
      operationId: 'listFuelAssessments',
      summary: 'Fuel price assessments, newest day first, of a product and/or port',
      querystring: fuelAssessmentListQuerySchema,
      response: { 200: fuelAssessmentListSchema },
    },
    handler: (request) => opts.assessments.list(request.query),
  });

  api.post('/admin/fuel-assessments', {
    config: { ...admin, idempotent: true },
    schema: {
      tags: adminTags,
      operationId: 'createFuelAssessment',
      summary: "Enter the desk's price of a fuel product at a port for a day (audited)",
      body,
      response: { 201: fuelAssessmentSchema, 409: routeError(TAKEN) },
    },
    handler: async (request, reply) => {
      const created = await opts.assessments.create(currentUser(request), request.body, request.ip);
      return reply.status(201).send(created);
    },
  });

  api.put('/admin/fuel-assessments/:id', {
    config: admin,
    schema: {
      tags: adminTags,
      operationId: 'updateFuelAssessment',
      summary: 'Correct a fuel price assessment: every field is replaced (audited)',
      params: fuelAssessmentIdParamsSchema,
      body,
      response: { 200: fuelAssessmentSchema, 409: routeError(TAKEN) },
    },
    handler: (request) => opts.assessments.update(currentUser(request), request.params.id, request.body, request.ip),
  });

  api.delete('/admin/fuel-assessments/:id', {
    config: admin,
    schema: {
      tags: adminTags,
      operationId: 'deleteFuelAssessment',
      summary: 'Delete a fuel price assessment (audited)',
      params: fuelAssessmentIdParamsSchema,
      response: { 200: fuelAssessmentDeleteResponseSchema },
    },
    handler: async (request) => {
      await opts.assessments.delete(currentUser(request), request.params.id, request.ip);
      return { success: true as const, message: FUEL_ASSESSMENT_TEXTS.deleted };
    },
  });

  api.get('/api/v1/market/fuel-assessments', {
    config: { access: 'user' },
    schema: {
      tags: marketTags,
      operationId: 'getFuelAssessmentBoard',
      summary: "The desk's latest price of each fuel product at each port, with the change from the one before and its age",
      response: { 200: fuelAssessmentBoardSchema },
    },
    handler: () => opts.assessments.board(),
  });

  api.get('/api/v1/market/fuel-assessments/history', {
    config: { access: 'user' },
    schema: {
      tags: marketTags,
      operationId: 'getFuelAssessmentHistory',
      summary: "The desk's daily prices of one fuel product at one port over the last days, oldest first",
      querystring: fuelAssessmentHistoryQuerySchema,
      response: { 200: fuelAssessmentHistorySchema },
    },
    handler: (request) => opts.assessments.history(request.query),
  });
}
