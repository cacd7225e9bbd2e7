import { INQUIRY_TEXTS, inquiryReceivedSchema, inquiryRequestSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withExample } from '../../plugins/api-docs';
import type { InquiryService } from './service';

export interface InquiryRoutesOptions {
  inquiries: InquiryService;
  /** Submissions allowed per IP address per hour. */
  rateLimitPerHour: number;
}

/** POST /api/v1/inquiries: the public contact form. */
export async function inquiryRoutes(app: FastifyInstance, opts: InquiryRoutesOptions) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/v1/inquiries', {
    config: { access: 'public', idempotent: true, rateLimit: { max: opts.rateLimitPerHour, timeWindow: '1 hour' } },
    schema: {
      tags: ['inquiries'],
      operationId: 'sendContactInquiry',
      summary: 'Send a contact-form inquiry',
      description: 'Counted per client address: INQUIRY_RATE_LIMIT_PER_HOUR submissions an hour (10 by default).',
      body: withExample(inquiryRequestSchema, {
        name: 'Amina Diallo',
        email: 'amina.diallo@example.com',
        company: 'Sahel Refining Ltd',
        inquiryType: 'fuel-trading',
        subject: 'EN590 supply to Dakar',
        message: 'We are looking for 20,000 MT of EN590 per month, CIF Dakar, from Q2. Please send your terms.',
      }),
      response: { 202: inquiryReceivedSchema },
    },
    handler: async (request, reply) => {
      // A dropped bot submission gets the very same answer as a stored one.
      await opts.inquiries.submit(request.body, { ip: request.ip ?? null });
      return reply.status(202).send({ success: true, message: INQUIRY_TEXTS.received });
    },
  });
}
