import {
  PORTAL_INQUIRY_TEXTS,
  myInquiriesQuerySchema,
  myInquiriesSchema,
  portalInquiryCreatedSchema,
  portalInquiryRequestSchema,
} from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { describedAnswer, routeError, withExample } from '../../plugins/api-docs';
import type { PortalInquiryService } from './portal-service';

export interface PortalInquiryRoutesOptions {
  portalInquiries: PortalInquiryService;
}

/** Requests a signed-in user sends from the portals, and the list of their own. */
export async function portalInquiryRoutes(app: FastifyInstance, opts: PortalInquiryRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inquiries'];

  api.post('/api/v1/inquiries/portal', {
    config: {
      access: 'user',
      idempotent: true,
      // Per account, generous for a person and a wall for a script; counted after sign-in is checked (preHandler).
      rateLimit: { max: 120, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: (request) => request.user?.id ?? request.ip },
    },
    schema: {
      tags,
      operationId: 'sendPortalInquiry',
      summary: 'Express interest, submit a proposal, request an information package or contact sales',
      description: 'The same request while an earlier one is still open answers 200 with the earlier one (created: false). 120 an hour per account.',
      body: withExample(portalInquiryRequestSchema, {
        kind: 'express-interest',
        targetId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        amount: 2500000,
        message: 'Interested in a 5% stream; please share the technical report.',
      }),
      response: {
        200: describedAnswer('The same request is already open: the earlier one (created: false)', portalInquiryCreatedSchema),
        201: portalInquiryCreatedSchema,
        404: routeError('The opportunity or project does not exist or is not published.'),
        409: routeError('The opportunity or project is an example with fictional data (code CONTENT_IS_EXAMPLE).'),
      },
    },
    handler: async (request, reply) => {
      const { created, inquiry } = await opts.portalInquiries.submit(request.body, currentUser(request), { ip: request.ip ?? null });
      const message = created ? PORTAL_INQUIRY_TEXTS.received[inquiry.kind] : PORTAL_INQUIRY_TEXTS.alreadyRequested;
      return reply.status(created ? 201 : 200).send({ success: true, message, created, inquiry });
    },
  });

  api.get('/api/v1/inquiries/mine', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'listMyInquiries',
      summary: "The caller's own portal requests, newest first",
      querystring: myInquiriesQuerySchema,
      response: { 200: myInquiriesSchema },
    },
    handler: (request) => opts.portalInquiries.mine(currentUser(request).id, request.query),
  });
}
