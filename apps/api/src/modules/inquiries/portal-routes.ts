import {
  PORTAL_INQUIRY_TEXTS,
  apiErrorSchema,
  myInquiriesQuerySchema,
  myInquiriesSchema,
  portalInquiryCreatedSchema,
  portalInquiryRequestSchema,
} from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import type { PortalInquiryService } from './portal-service';

export interface PortalInquiryRoutesOptions {
  portalInquiries: PortalInquiryService;
}

/** Requests a signed-in user sends from the portals, and the list of their own. */
export async function portalInquiryRoutes(app: FastifyInstance, opts: PortalInquiryRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inquiries'];
  const security = [{ bearer: [] }];

  api.post('/api/v1/inquiries/portal', {
    config: {
      access: 'user',
      // Per account, generous for a person and a wall for a script; counted after sign-in is checked (preHandler).
      rateLimit: { max: 120, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: (request) => request.user?.id ?? request.ip },
    },
    schema: {
      tags,
      security,
      summary: 'Express interest, submit a proposal, request an information package or contact sales',
      body: portalInquiryRequestSchema,
      response: {
        200: portalInquiryCreatedSchema,
        201: portalInquiryCreatedSchema,
        400: apiErrorSchema,
        401: apiErrorSchema,
        404: apiErrorSchema,
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
      security,
      summary: "The caller's own portal requests, newest first",
      querystring: myInquiriesQuerySchema,
      response: { 200: myInquiriesSchema, 400: apiErrorSchema, 401: apiErrorSchema },
    },
    handler: (request) => opts.portalInquiries.mine(currentUser(request).id, request.query),
  });
}
