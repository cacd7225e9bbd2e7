import { ERROR_CODES, SERVER_TEXTS, type ApiErrorBody } from '@ctp/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

function body(status: number, code: string, message: string, details?: unknown): ApiErrorBody {
  return details === undefined ? { message, code, status } : { message, code, status, details };
}

/** Maps every failure to the error shape; 5xx details stay in the log, never in the answer. */
export function toErrorBody(error: FastifyError | AppError | Error): ApiErrorBody {
  if (error instanceof AppError) return body(error.status, error.code, error.message, error.details);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? SERVER_TEXTS.validation,
    }));
    const first = details[0];
    return body(400, ERROR_CODES.validation, first?.message ?? SERVER_TEXTS.validation, details);
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (status === 413) return body(413, ERROR_CODES.tooLarge, SERVER_TEXTS.tooLarge);
  if (status === 429) return body(429, ERROR_CODES.rateLimited, SERVER_TEXTS.rateLimited);
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, bad content type, empty body.
    return body(status, fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'UNSUPPORTED_MEDIA_TYPE' : ERROR_CODES.validation, fastifyError.message);
  }
  return body(500, ERROR_CODES.internal, SERVER_TEXTS.internal);
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const payload = toErrorBody(error);
    if (payload.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: payload.code, status: payload.status }, payload.message);
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) void reply.header('retry-after', error.retryAfterSeconds);
    return reply.status(payload.status).send(payload);
  });
});
