import {
  ADMIN_INQUIRY_TEXTS,
  adminInquiryListQuerySchema,
  adminInquiryListSchema,
  adminInquirySchema,
  inquiryAnsweredRequestSchema,
  inquiryAnsweredResponseSchema,
  inquiryIdParamsSchema,
} from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { routeError } from '../../plugins/api-docs';
import type { AdminInquiryService } from './admin-service';

export interface AdminInquiryRoutesOptions {
  inquiries: AdminInquiryService;
}

/** The inquiries inbox of the administrator panel: the contact form's and the portals' inquiries. */
export async function adminInquiryRoutes(app: FastifyInstance, opts: AdminInquiryRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const admin = { access: ['admin'] as const };
  const { inquiries } = opts;

  api.get('/admin/inquiries', {
    config: admin,
    schema: {
      tags,
      operationId: 'listInquiries',
      summary: 'Inquiries from the contact form and the portals, newest first; status, source and search filters',
      querystring: adminInquiryListQuerySchema,
      response: { 200: adminInquiryListSchema },
    },
    handler: (request) => inquiries.list(request.query),
  });

  api.get('/admin/inquiries/:id', {
    config: admin,
    schema: { tags, operationId: 'getInquiry', summary: 'One inquiry with all its fields', params: inquiryIdParamsSchema, response: { 200: adminInquirySchema } },
    handler: (request) => inquiries.get(request.params.id),
  });

  api.post('/admin/inquiries/:id/answered', {
    config: admin,
    schema: {
      tags,
      operationId: 'markInquiryAnswered',
      summary: 'Mark a new inquiry answered, with an optional note',
      params: inquiryIdParamsSchema,
      body: inquiryAnsweredRequestSchema,
      response: { 200: inquiryAnsweredResponseSchema, 409: routeError('The inquiry was already answered (code INQUIRY_ALREADY_ANSWERED).') },
    },
    handler: async (request) => {
      const inquiry = await inquiries.markAnswered(currentUser(request), request.params.id, request.body.note, request.ip ?? null);
      return { success: true as const, message: ADMIN_INQUIRY_TEXTS.answered, inquiry };
    },
  });
}
