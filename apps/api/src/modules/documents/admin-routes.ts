import {
  ADMIN_DOCUMENT_TEXTS,
  adminDocumentListQuerySchema,
  adminDocumentListSchema,
  DOCUMENT_MIME_TYPES,
  documentDecisionResponseSchema,
  documentIdParamsSchema,
  documentRejectRequestSchema,
} from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import { fileDownload, routeError } from '../../plugins/api-docs';
import type { DocumentReviewService } from './review-service';
import { sendFile } from './send-file';
import type { DocumentService } from './service';

export interface AdminDocumentRoutesOptions {
  documents: DocumentService;
  review: DocumentReviewService;
}

const alreadyDecided = routeError('The document was already verified or rejected (code DOCUMENT_ALREADY_DECIDED).');

/** The administrator's Document Center (issue 7): every user's documents, their files, verify and reject. */
export async function adminDocumentRoutes(app: FastifyInstance, opts: AdminDocumentRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const admin = { access: ['admin'] as const };
  const { documents, review } = opts;

  api.get('/admin/documents', {
    config: admin,
    schema: {
      tags,
      operationId: 'listAllDocuments',
      summary: "Every user's documents, newest first, with their owners; search, type, status and owner filters",
      querystring: adminDocumentListQuerySchema,
      response: { 200: adminDocumentListSchema },
    },
    handler: (request) => review.list(request.query),
  });

  api.get('/admin/documents/:id/download', {
    config: admin,
    schema: {
      tags,
      operationId: 'downloadAnyDocument',
      summary: "Any user's file, as an attachment (the owner's download headers)",
      params: documentIdParamsSchema,
      response: { 200: fileDownload('The file (Content-Disposition: attachment)', DOCUMENT_MIME_TYPES) },
    },
    handler: async (request, reply) => {
      const { document, file } = await documents.open(currentUser(request), request.params.id, 'download');
      return sendFile(reply, document, file, 'attachment');
    },
  });

  api.post('/admin/documents/:id/verify', {
    config: admin,
    schema: {
      tags,
      operationId: 'verifyDocument',
      summary: 'Verify a document; the owner’s KYC status is recomputed',
      params: documentIdParamsSchema,
      body: z.object({}).strict().nullish(),
      response: { 200: documentDecisionResponseSchema, 409: alreadyDecided },
    },
    handler: async (request) => {
      const document = await review.verify(currentUser(request), request.params.id, request.ip ?? null);
      return { success: true as const, message: ADMIN_DOCUMENT_TEXTS.verified, document };
    },
  });

  api.post('/admin/documents/:id/reject', {
    config: admin,
    schema: {
      tags,
      operationId: 'rejectDocument',
      summary: 'Reject a document with a reason the owner reads; the owner’s KYC status is recomputed',
      params: documentIdParamsSchema,
      body: documentRejectRequestSchema,
      response: { 200: documentDecisionResponseSchema, 409: alreadyDecided },
    },
    handler: async (request) => {
      const document = await review.reject(currentUser(request), request.params.id, request.body.reason, request.ip ?? null);
      return { success: true as const, message: ADMIN_DOCUMENT_TEXTS.rejected, document };
    },
  });
}
