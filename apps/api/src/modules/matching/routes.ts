import { matchListSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { routeError, withExample } from '../../plugins/api-docs';
import {
  autoMatchResponseSchema,
  confirmMatchRequestSchema,
  confirmMatchResponseSchema,
  suggestionListSchema,
  suggestionQuerySchema,
} from './schemas';
import type { MatchingService } from './service';

export interface MatchingRoutesOptions {
  matching: MatchingService;
}


/**
 * Trade Matching (spec 2.18) for administrators: suggestions, confirm (a suggestion or a manual match) and
 * auto-match proposals; and each trader's and seller's own matches.
 */
export async function matchingRoutes(app: FastifyInstance, opts: MatchingRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['matching'];
  const admin = { access: ['admin'] as const };
  const { matching } = opts;

  api.get('/admin/matching/suggestions', {
    config: admin,
    schema: {
      tags,
      operationId: 'listMatchSuggestions',
      summary: 'Match suggestions among active orders (score above 60), best first',
      querystring: suggestionQuerySchema,
      response: { 200: suggestionListSchema },
    },
    handler: async (request) => matching.suggestions(request.query),
  });

  api.post('/admin/matching/confirm', {
    config: { ...admin, idempotent: true },
    schema: {
      tags,
      operationId: 'confirmMatch',
      summary: 'Match a buy request with a sell listing and draw up the draft contract',
      description: 'Without agreedPrice the contract takes the midpoint of the overlapping price ranges.',
      body: withExample(confirmMatchRequestSchema, {
        buyOrderId: '3f1e2d4c-5b6a-4798-8a1b-2c3d4e5f6a7b',
        sellOrderId: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f2a3b4c5d',
        agreedPrice: 2050,
      }),
      response: {
        201: confirmMatchResponseSchema,
        404: routeError('One of the orders does not exist.'),
        409: routeError('One of the orders is no longer active (code MATCH_ORDER_NOT_ACTIVE).'),
      },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      return reply.status(201).send(await matching.confirm({ id: user.id, role: user.role, email: user.email }, request.body, request.ip));
    },
  });

  api.post('/admin/matching/auto', {
    config: admin,
    schema: { tags, operationId: 'proposeAutoMatches', summary: 'Propose the best suggestions that share no order', response: { 200: autoMatchResponseSchema } },
    handler: async () => ({ proposals: await matching.autoProposals() }),
  });

  api.get('/api/v1/trading/matches', {
    config: { access: ['trader', 'seller'] as const },
    schema: { tags, operationId: 'listMyMatches', summary: 'My matches (a trader: of my buy requests; a seller: of my listings)', response: { 200: matchListSchema } },
    handler: async (request) => matching.listOwn(currentUser(request)),
  });
}
