import {
  DOCUMENT_ERROR_CODES,
  DOCUMENT_LIMITS,
  DOCUMENT_TEXTS,
  DOCUMENT_MIME_TYPES,
  DOCUMENT_TYPES,
  ERROR_CODES,
  PREVIEWABLE_MIME_TYPES,
  dealDocumentListSchema,
  dealIdParamsSchema,
  documentDeleteResponseSchema,
  documentIdParamsSchema,
  documentListQuerySchema,
  documentListSchema,
  documentSchema,
  documentUploadResponseSchema,
} from '@ctp/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { digestingStream } from '../../lib/stream-digest';
import { currentUser } from '../../plugins/access';
import { fileDownload, formBody, routeError } from '../../plugins/api-docs';
import { sendStored } from '../../plugins/idempotency';
import { fileTooLarge } from './file-checks';
import { sendFile } from './send-file';
import type { DocumentService, ReceivedFile } from './service';

export interface DocumentRoutesOptions {
  documents: DocumentService;
}

/** Room for the form fields and part headers next to the file, when judging a declared Content-Length. */
const FORM_ALLOWANCE_BYTES = 256 * 1024;

const badForm = (message: string) => new AppError(400, ERROR_CODES.validation, message);

/** Turns the multipart parser's errors into ours; a broken or cut-off body is the client's (400), a disk error ours (500). */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, syscall, statusCode } = error as { code?: string; syscall?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  if (code === 'FST_FILES_LIMIT') return badForm(DOCUMENT_TEXTS.oneFile);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') return badForm(DOCUMENT_TEXTS.uploadIncomplete);
  if (syscall !== undefined || (statusCode !== undefined && statusCode >= 500)) return error;
  // busboy's parse errors ('Unexpected end of form', 'Malformed part header') and premature closes.
  return new AppError(400, DOCUMENT_ERROR_CODES.uploadIncomplete, DOCUMENT_TEXTS.uploadIncomplete);
}

/** The upload form, for the document (the route reads and checks the parts itself). */
const uploadForm = formBody({
  file: z.string().meta({ format: 'binary', description: 'pdf, doc, docx, jpg, jpeg, png or txt, at most 10 MB' }),
  documentType: z.enum(DOCUMENT_TYPES),
  documentName: z.string().min(1).max(DOCUMENT_LIMITS.nameMax),
  description: z.string().max(DOCUMENT_LIMITS.descriptionMax).optional(),
  contractId: z.uuid().optional().meta({ description: 'A contract the caller is party to' }),
  dealId: z.uuid().optional().meta({ description: 'Shares the document with this deal (the caller is its buyer, its seller or the desk)' }),
});


/** Browsers escape " CR LF in multipart file names as %22 %0D %0A (WHATWG HTML); busboy leaves them so. */
const multipartFileName = (name: string) => name.replace(/%22/g, '"').replace(/%0[ad]/gi, '');

/**
 * The document center (spec 2.16, 7.2): upload, list, read, download, preview and delete. Every route is for
 * signed-in users; the service lets only the owner and administrators at a document.
 */
export async function documentRoutes(app: FastifyInstance, opts: DocumentRoutesOptions) {
  const maxBytes = DOCUMENT_LIMITS.maxBytes;
  // Registered here, so only these routes take multipart bodies.
  await app.register(fastifyMultipart);
  const busboyOptions = {
    // Browsers send non-ASCII file names as raw UTF-8.
    defParamCharset: 'utf8',
    limits: {
      // One byte over the cap, so the checks see the excess and cut the stream off with a 413.
      fileSize: maxBytes + 1,
      files: 1,
      fields: 10,
      fieldSize: 16 * 1024,
      fieldNameSize: 100,
      parts: 12,
      headerPairs: 20,
    },
  };

  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'user' as const };
  const tags = ['documents'];
  const { documents } = opts;

  api.post('/api/v1/documents/upload', {
    config: { ...config, idempotent: true },
    schema: {
      tags,
      operationId: 'uploadDocument',
      summary: 'Upload a document',
      description:
        'multipart/form-data: `file` (pdf, doc, docx, jpg, jpeg, png or txt, at most 10 MB; the extension must match the contents), ' +
        '`documentType`, `documentName`, and optionally `description`, `contractId` (a contract the caller is party to) and ' +
        '`dealId` (shares it with a deal the caller takes part in: its other party and the desk can then read it). The trade ' +
        'documents (LOI, SPA, CIS, bill of lading, certificates, reports) need a `dealId`; KYC documents never take one.',
      consumes: ['multipart/form-data'],
      formBody: uploadForm,
      response: {
        201: documentUploadResponseSchema,
        404: routeError('The deal named by `dealId` does not exist or the caller takes no part in it.'),
        409: routeError('The deal named by `dealId` was cancelled or has expired (code DEAL_CLOSED).'),
        413: routeError('The file is over 10 MB, or a .docx unpacks to more than 100 MB.'),
        415: routeError('The body is not multipart/form-data, or the file is not of an accepted kind.'),
      },
    },
    handler: async (request, reply) => {
      const viewer = currentUser(request);
      if (!request.isMultipart()) throw new AppError(415, DOCUMENT_ERROR_CODES.notMultipart, DOCUMENT_TEXTS.notMultipart);
      let file: ReceivedFile | undefined;
      let fileDigest: string | undefined;
      try {
        // A body declared too large is refused before a byte of it is read.
        if (Number(request.headers['content-length']) > maxBytes + FORM_ALLOWANCE_BYTES) throw fileTooLarge();
        const fields: Record<string, string> = {};
        try {
          for await (const part of request.parts(busboyOptions)) {
            if (part.type === 'file') {
              if (file || part.fieldname !== 'file') {
                part.file.destroy();
                throw badForm(DOCUMENT_TEXTS.oneFile);
              }
              const tap = digestingStream(part.file);
              file = await documents.receiveFile(multipartFileName(part.filename), tap.stream);
              fileDigest = tap.digest();
            } else if (typeof part.value === 'string') {
              // A value cut at fieldSize is still far over every field's own limit, which then refuses it.
              fields[part.fieldname] = part.value;
            }
          }
        } catch (error) {
          throw uploadError(error);
        }
        // With an Idempotency-Key, a retry of the same upload answers the first result and keeps no second copy.
        const stored = await request.idempotency?.check({ fields, file: file && { name: file.fileName, sha256: fileDigest } });
        if (stored) {
          if (file) await documents.discard(file);
          return sendStored(reply, stored);
        }
        const document = await documents.create(viewer, fields, file, request.ip);
        return reply.status(201).send({ success: true, message: DOCUMENT_TEXTS.uploaded, document });
      } catch (error) {
        if (file) await documents.discard(file);
        // What is left of the body is not worth reading: answer, then close the connection.
        if (!request.raw.complete) reply.header('connection', 'close');
        throw error;
      }
    },
  });

  api.get('/api/v1/documents', {
    config,
    schema: {
      tags,
      operationId: 'listDocuments',
      summary: "The caller's documents (an administrator's: everyone's), newest first",
      querystring: documentListQuerySchema,
      response: { 200: documentListSchema },
    },
    handler: (request) => documents.list(currentUser(request), request.query),
  });

  api.get('/api/v1/deals/:id/documents', {
    config,
    schema: {
      tags: ['deals'],
      operationId: 'listDealDocuments',
      summary: "The documents shared with a deal, newest first (its buyer, its seller and the desk; anyone else 404)",
      params: dealIdParamsSchema,
      response: { 200: dealDocumentListSchema },
    },
    handler: (request) => documents.listForDeal(currentUser(request), request.params.id),
  });

  api.get('/api/v1/documents/:id', {
    config,
    schema: { tags, operationId: 'getDocument', summary: 'One document', params: documentIdParamsSchema, response: { 200: documentSchema } },
    handler: (request) => documents.get(currentUser(request), request.params.id),
  });

  api.get('/api/v1/documents/:id/download', {
    config,
    schema: {
      tags,
      operationId: 'downloadDocument',
      summary: "The file, as an attachment under its original name (the owner's, a deal document's other party's, the desk's)",
      params: documentIdParamsSchema,
      response: { 200: fileDownload('The file (Content-Disposition: attachment)', DOCUMENT_MIME_TYPES) },
    },
    handler: async (request, reply) => {
      const { document, file } = await documents.open(currentUser(request), request.params.id, 'download');
      return sendFile(reply, document, file, 'attachment');
    },
  });

  api.get('/api/v1/documents/:id/preview', {
    config,
    schema: {
      tags,
      operationId: 'previewDocument',
      summary: 'A PDF or image shown inline (sandboxed); other kinds answer 415: download them instead',
      params: documentIdParamsSchema,
      response: {
        200: fileDownload('The file, shown inline', PREVIEWABLE_MIME_TYPES),
        415: routeError('The document is not a PDF or an image (code NOT_PREVIEWABLE): download it instead.'),
      },
    },
    handler: async (request, reply) => {
      const { document, file } = await documents.open(currentUser(request), request.params.id, 'preview');
      return sendFile(reply, document, file, 'inline');
    },
  });

  api.delete('/api/v1/documents/:id', {
    config,
    schema: {
      tags,
      operationId: 'deleteDocument',
      summary: 'Delete a document and its file',
      params: documentIdParamsSchema,
      response: { 200: documentDeleteResponseSchema },
    },
    handler: async (request) => {
      await documents.delete(currentUser(request), request.params.id);
      return { success: true as const, message: DOCUMENT_TEXTS.deleted };
    },
  });
}
