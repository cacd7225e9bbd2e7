import {
  capitalProjectSchema,
  investmentIdParamsSchema,
  investmentOpportunitySchema,
  opportunityListQuerySchema,
  opportunityListSchema,
  projectListQuerySchema,
  projectListSchema,
} from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { InvestmentsService } from './service';

export interface InvestmentsRoutesOptions {
  investments: InvestmentsService;
}

/** The Streaming & Royalty tab of the portals (spec 2.16): opportunities and projects seeking capital. */
export async function investmentsRoutes(app: FastifyInstance, opts: InvestmentsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'user' as const };
  const tags = ['investments'];

  api.get('/api/v1/investments/opportunities', {
    config,
    schema: {
      tags,
      operationId: 'listOpportunities',
      summary: 'Streaming and royalty opportunities, newest first',
      querystring: opportunityListQuerySchema,
      response: { 200: opportunityListSchema },
    },
    handler: (request) => opts.investments.listOpportunities(request.query),
  });

  api.get('/api/v1/investments/opportunities/:id', {
    config,
    schema: {
      tags,
      operationId: 'getOpportunity',
      summary: 'One opportunity with its details and key terms',
      params: investmentIdParamsSchema,
      response: { 200: investmentOpportunitySchema },
    },
    handler: (request) => opts.investments.opportunity(request.params.id),
  });

  api.get('/api/v1/investments/projects', {
    config,
    schema: {
      tags,
      operationId: 'listProjects',
      summary: 'Projects seeking development capital ($5M–$500M), newest first',
      querystring: projectListQuerySchema,
      response: { 200: projectListSchema },
    },
    handler: (request) => opts.investments.listProjects(request.query),
  });

  api.get('/api/v1/investments/projects/:id', {
    config,
    schema: {
      tags,
      operationId: 'getProject',
      summary: 'One project with its details and use of funds',
      params: investmentIdParamsSchema,
      response: { 200: capitalProjectSchema },
    },
    handler: (request) => opts.investments.project(request.params.id),
  });
}
