import { ERROR_CODES, SERVER_TEXTS, controlCharacterPath } from '@ctp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { prependRouteHook } from '../lib/route-hooks';

/**
 * The shared text rule (packages/domain text.ts) for every field of every route, before its own schema runs:
 * body, query string and path parameters holding a control character are a 400 and never reach the database
 * (PostgreSQL refuses NUL in text). Multipart fields go through the domain schemas, which build on the same rule.
 * Given to every route that takes input (a body, path parameters or a declared query string); a route without any,
 * such as a cached price, is spared the hook.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  function check(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
    for (const part of [request.params, request.query, request.body]) {
      const path = controlCharacterPath(part);
      if (path !== null) {
        return done(new AppError(400, ERROR_CODES.validation, SERVER_TEXTS.controlCharacters, [{ path, message: SERVER_TEXTS.controlCharacters }]));
      }
    }
    done();
  }

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const takesInput =
      methods.some((m) => m !== 'GET' && m !== 'HEAD') || /[:*]/.test(route.url ?? '') || route.schema?.querystring !== undefined || route.schema?.params !== undefined;
    if (takesInput) prependRouteHook(route, 'preValidation', check);
  });
});
