import { dealIdParamsSchema, dealRatingListSchema, dealRatingSchema, rateDealRequestSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { routeError, withExample } from '../../plugins/api-docs';
import type { RatingsService } from './service';

export interface RatingRoutesOptions {
  ratings: RatingsService;
}

const notFound = routeError('No such deal, or not one the caller takes part in.');

/** A deal's ratings (issue 13): its parties rate each other once the contract is executed. */
export async function ratingRoutes(app: FastifyInstance, opts: RatingRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['deals'];
  const { ratings } = opts;

  api.post('/api/v1/deals/:id/rating', {
    // The desk does not rate: only traders and sellers can be a deal's parties.
    config: { access: ['trader', 'seller'] as const, idempotent: true },
    schema: {
      tags,
      operationId: 'rateDealParty',
      summary: 'Rate the other party of an executed deal, once (1 to 5, optional comment)',
      params: dealIdParamsSchema,
      body: withExample(rateDealRequestSchema, { score: 5, comment: 'Documents on time, smooth settlement.' }),
      response: {
        201: dealRatingSchema,
        404: notFound,
        409: routeError("The deal's contract is not executed yet (code DEAL_NOT_EXECUTED), or the caller rated already (DEAL_ALREADY_RATED)."),
      },
    },
    handler: async (request, reply) => reply.status(201).send(await ratings.rate(currentUser(request), request.params.id, request.body, request.ip)),
  });

  api.get('/api/v1/deals/:id/ratings', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'listDealRatings',
      summary: 'The ratings given in a deal, and whether the caller may rate now (its buyer, its seller and the desk)',
      params: dealIdParamsSchema,
      response: { 200: dealRatingListSchema, 404: notFound },
    },
    handler: async (request) => ratings.list(currentUser(request), request.params.id),
  });
}
