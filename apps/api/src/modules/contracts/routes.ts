import {
  CONTRACT_DOCUMENT_LIMITS,
  CONTRACT_DOCUMENT_TEXTS,
  ERROR_CODES,
  cancelContractRequestSchema,
  contractIdParamsSchema,
  contractListQuerySchema,
  contractListSchema,
  contractSchema,
  contractVerificationSchema,
  createContractRequestSchema,
  signContractRequestSchema,
  updateContractRequestSchema,
} from '@ctp/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../../plugins/access';
import { fileDownload, formBody, routeError, withExample } from '../../plugins/api-docs';
import type { ContractPdf, ContractService } from './service';

export interface ContractRoutesOptions {
  contracts: ContractService;
  /** Signing and verification are limited per client address like the sign-in steps (AUTH_RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
}

/** A download never runs as a page on our origin; the file name is the contract number (plain ASCII). */
function sendPdf(reply: FastifyReply, pdf: ContractPdf) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', pdf.size)
    .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(pdf.body);
}

const origin = (request: FastifyRequest) => ({ ip: request.ip ?? null, userAgent: request.headers['user-agent']?.slice(0, 300) ?? null });

const notPdf = () => new AppError(400, ERROR_CODES.validation, CONTRACT_DOCUMENT_TEXTS.verifyNotPdf, [{ path: 'file', message: CONTRACT_DOCUMENT_TEXTS.verifyNotPdf }]);

/**
 * The one file of a verification form, read whole (it is at most 10 MB): 400 when there is none, 413 when it is too
 * large, 415 when the body is not multipart. Only the magic bytes decide whether it is a PDF, never its name.
 */
async function uploadedPdf(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, ERROR_CODES.validation, CONTRACT_DOCUMENT_TEXTS.verifyFileRequired);
  let bytes: Buffer | undefined;
  try {
    const limits = { fileSize: CONTRACT_DOCUMENT_LIMITS.verifyFileBytes, files: 1, fields: 5, parts: 6 };
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || bytes) {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, ERROR_CODES.tooLarge, CONTRACT_DOCUMENT_TEXTS.verifyTooLarge);
    // A broken or cut-off body is the client's.
    if (typeof code === 'string' && code.startsWith('FST_')) throw new AppError(400, ERROR_CODES.validation, CONTRACT_DOCUMENT_TEXTS.verifyFileRequired);
    throw error;
  }
  if (!bytes || bytes.length === 0) throw new AppError(400, ERROR_CODES.validation, CONTRACT_DOCUMENT_TEXTS.verifyFileRequired, [{ path: 'file', message: CONTRACT_DOCUMENT_TEXTS.verifyFileRequired }]);
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (type?.ext !== 'pdf') throw notPdf();
  return bytes;
}

/** What a move of the state machine may answer besides success. */
const moveErrors = {
  403: routeError('The caller is not the party that may make this move (code CONTRACT_ACTION_FORBIDDEN).'),
  409: routeError("The move is not open from the contract's status, or the contract changed meanwhile (code CONTRACT_TRANSITION_INVALID)."),
};

/** A spot gold contract drawn up by the buyer. */
const createContractExample = {
  sellerId: '2d7f3c1a-5b9e-4f0a-8c6d-1e2f3a4b5c6d',
  commodityId: 'fb275044-634d-4a13-a9b5-7e3389188fc7',
  contractType: 'spot' as const,
  quantity: 12.5,
  unitPrice: 2043.57,
  currency: 'USD' as const,
  deliveryDate: '2027-03-31',
  deliveryLocation: 'Zurich',
};

/**
 * The contract calls of spec 7.2, plus POST /api/v1/contracts/{id}/send. Only the buyer, the seller or an
 * administrator sees a contract; anyone else gets 404. Moves follow state-machine.ts: a move not open
 * from the contract's status answers 409 CONTRACT_TRANSITION_INVALID, a move the caller may not make 403.
 */
export async function contractRoutes(app: FastifyInstance, opts: ContractRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contracts'];
  const user = { access: 'user' as const };
  const { contracts } = opts;
  const limited = { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute' } };
  // Registered here, so only these routes take multipart bodies (the verification upload).
  await app.register(fastifyMultipart);

  api.get('/api/v1/contracts', {
    config: user,
    schema: {
      tags,
      operationId: 'listContracts',
      summary: 'My contracts (every contract for an administrator)',
      querystring: contractListQuerySchema,
      response: { 200: contractListSchema },
    },
    handler: async (request) => contracts.list(currentUser(request), request.query),
  });

  api.get('/api/v1/contracts/:id', {
    config: user,
    schema: { tags, operationId: 'getContract', summary: 'One contract', params: contractIdParamsSchema, response: { 200: contractSchema } },
    handler: async (request) => contracts.get(currentUser(request), request.params.id),
  });

  api.post('/api/v1/contracts', {
    config: { access: ['trader', 'admin'], idempotent: true },
    schema: {
      tags,
      operationId: 'createContract',
      summary: 'Draw up a draft contract',
      description:
        'A trader is the buyer of the contracts they draw up; an administrator names both parties. An unknown or inactive ' +
        'commodity, buyer or seller answers 400 naming the field.',
      body: withExample(createContractRequestSchema, createContractExample),
      response: {
        201: contractSchema,
        403: routeError('A trader may draw up a contract only as its buyer.'),
      },
    },
    handler: async (request, reply) => reply.status(201).send(await contracts.create(currentUser(request), request.body)),
  });

  api.put('/api/v1/contracts/:id', {
    config: user,
    schema: {
      tags,
      operationId: 'updateContract',
      summary: 'Edit a draft',
      params: contractIdParamsSchema,
      body: updateContractRequestSchema,
      response: { 200: contractSchema, ...moveErrors },
    },
    handler: async (request) => contracts.update(currentUser(request), request.params.id, request.body),
  });

  api.post('/api/v1/contracts/sign', {
    config: { ...user, ...limited },
    schema: {
      tags,
      operationId: 'signContract',
      summary: 'Sign a pending contract as its buyer or seller',
      description:
        'The signer types their full name as their account gives it, consents, and re-confirms with their password, or with ' +
        'the code of their authenticator app when two-factor sign-in is set up for them. The signature records the typed name, ' +
        'time, address, user agent and the SHA-256 of the PDF sent for signature; the second signature issues the final PDF.',
      body: signContractRequestSchema,
      response: {
        200: contractSchema,
        400: routeError('Invalid body, or the typed name is not the account\'s full name (code SIGNATURE_NAME_MISMATCH).'),
        403: routeError(
          'The password or authenticator code is wrong or missing (code SIGNATURE_REAUTH_FAILED), or the caller is not a party ' +
            'who may sign (code CONTRACT_ACTION_FORBIDDEN).',
        ),
        404: routeError('No such contract, or none the caller is party to.'),
        409: moveErrors[409],
      },
    },
    handler: async (request) => {
      const { contractId, ...signature } = request.body;
      return contracts.sign(currentUser(request), contractId, signature, origin(request));
    },
  });

  api.get('/api/v1/contracts/:id/pdf', {
    config: user,
    schema: {
      tags,
      operationId: 'downloadContractPdf',
      summary: 'The contract as a PDF',
      description:
        'A draft is rendered on request and marked DRAFT; once sent, the exact document sent for signature; once both ' +
        'parties signed, the final copy with both signatures. For the contract\'s parties and administrators.',
      params: contractIdParamsSchema,
      response: { 200: fileDownload('The contract (Content-Disposition: attachment; filename="<contractNumber>.pdf")', ['application/pdf']) },
    },
    handler: async (request, reply) => sendPdf(reply, await contracts.pdf(currentUser(request), request.params.id)),
  });

  api.post('/api/v1/contracts/verify', {
    config: { access: 'public', ...limited },
    schema: {
      tags,
      operationId: 'verifyContract',
      summary: 'Check whether a PDF is a contract signed on this platform',
      description:
        'multipart/form-data with `file` (a PDF, at most 10 MB). `valid`: the exact bytes of a signed copy this platform issued; ' +
        '`altered`: the file names one of our signed contracts but its bytes differ; `unknown`: not a signed contract of ours.',
      consumes: ['multipart/form-data'],
      formBody: formBody({ file: z.string().meta({ format: 'binary', description: 'The contract PDF, at most 10 MB' }) }),
      response: {
        200: contractVerificationSchema,
        400: routeError('No file, or the file is not a PDF.'),
        413: routeError('The file is over 10 MB.'),
        415: routeError('The body is not multipart/form-data.'),
      },
    },
    handler: async (request) => contracts.verify(await uploadedPdf(request)),
  });

  api.post('/api/v1/contracts/:id/send', {
    config: user,
    schema: { tags, operationId: 'sendContract', summary: 'Send a draft for signature', params: contractIdParamsSchema, response: { 200: contractSchema, ...moveErrors } },
    handler: async (request) => contracts.send(currentUser(request), request.params.id),
  });

  api.post('/api/v1/contracts/:id/execute', {
    config: user,
    schema: {
      tags,
      operationId: 'executeContract',
      summary: 'Mark an active contract as executed',
      params: contractIdParamsSchema,
      response: { 200: contractSchema, ...moveErrors },
    },
    handler: async (request) => contracts.execute(currentUser(request), request.params.id),
  });

  api.post('/api/v1/contracts/:id/cancel', {
    config: user,
    schema: {
      tags,
      operationId: 'cancelContract',
      summary: 'Cancel a contract, giving a reason',
      params: contractIdParamsSchema,
      body: cancelContractRequestSchema,
      response: { 200: contractSchema, ...moveErrors },
    },
    handler: async (request) => contracts.cancel(currentUser(request), request.params.id, request.body.reason),
  });
}
