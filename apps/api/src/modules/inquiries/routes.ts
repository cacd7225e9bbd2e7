import { INQUIRY_TEXTS, inquiryReceivedSchema, inquiryRequestSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { InquiryService } from './service';

export interface InquiryRoutesOptions {
  inquiries: InquiryService;
  /** Submissions allowed per IP address per hour. */
  rateLimitPerHour: number;
}

/** POST /api/v1/inquiries: the public contact form. */
export async function inquiryRoutes(app: FastifyInstance, opts: InquiryRoutesOptions) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/v1/inquiries', {
    config: { access: 'public', rateLimit: { max: opts.rateLimitPerHour, timeWindow: '1 hour' } },
    schema: {
      tags: ['inquiries'],
      summary: 'Send a contact-form inquiry',
      body: inquiryRequestSchema,
      response: { 202: inquiryReceivedSchema },
    },
    handler: async (request, reply) => {
      // A dropped bot submission gets the very same answer as a stored one.
      await opts.inquiries.submit(request.body, { ip: request.ip ?? null });
      return reply.status(202).send({ success: true, message: INQUIRY_TEXTS.received });
    },
  });
}
