import { ERROR_CODES, SERVER_TEXTS, controlCharacterPath } from '@ctp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * The shared text rule (packages/domain text.ts) for every field of every route, before its own schema runs:
 * body, query string and path parameters holding a control character are a 400 and never reach the database
 * (PostgreSQL refuses NUL in text). Multipart fields go through the domain schemas, which build on the same rule.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = controlCharacterPath(part);
      if (path !== null) {
        return done(new AppError(400, ERROR_CODES.validation, SERVER_TEXTS.controlCharacters, [{ path, message: SERVER_TEXTS.controlCharacters }]));
      }
    }
    done();
  });
});
