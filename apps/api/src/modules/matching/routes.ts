import { apiErrorSchema, matchListSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
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

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

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
    schema: { tags, summary: 'Match suggestions among active orders (score above 60), best first', querystring: suggestionQuerySchema, response: { 200: suggestionListSchema, ...errors } },
    handler: async (request) => matching.suggestions(request.query),
  });

  api.post('/admin/matching/confirm', {
    config: admin,
    schema: { tags, summary: 'Match a buy request with a sell listing and draw up the draft contract', body: confirmMatchRequestSchema, response: { 201: confirmMatchResponseSchema, ...errors } },
    handler: async (request, reply) => {
      const user = currentUser(request);
      return reply.status(201).send(await matching.confirm({ id: user.id, role: user.role, email: user.email }, request.body, request.ip));
    },
  });

  api.post('/admin/matching/auto', {
    config: admin,
    schema: { tags, summary: 'Propose the best suggestions that share no order', response: { 200: autoMatchResponseSchema, ...errors } },
    handler: async () => ({ proposals: await matching.autoProposals() }),
  });

  api.get('/api/v1/trading/matches', {
    config: { access: ['trader', 'seller'] as const },
    schema: { tags, summary: 'My matches (a trader: of my buy requests; a seller: of my listings)', response: { 200: matchListSchema, ...errors } },
    handler: async (request) => matching.listOwn(currentUser(request)),
  });
}
