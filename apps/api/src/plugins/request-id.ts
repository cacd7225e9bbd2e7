import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's id may look like: short, and nothing that could forge a log line or a header. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id the trusted proxy sent, when well-formed, so its access log and ours name the same
 * request; otherwise a fresh UUID (a client that does not sit behind our proxy could choose its id).
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (raw: IncomingMessage): string => {
    const incoming = raw.headers[REQUEST_ID_HEADER];
    return trustProxy && typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
  };
}

/** Names the request's id in the answer, so a user's error report can be found in the log (every line carries it as reqId). */
export function echoRequestId(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header(REQUEST_ID_HEADER, request.id);
}

/** Every answer carries X-Request-Id: set before any other hook can refuse the request. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    // Callback-style, as the other per-request hooks with nothing to await: an async hook costs a promise each request.
    app.addHook('onRequest', (request, reply, done) => {
      echoRequestId(request, reply);
      done();
    });
  },
  { name: 'request-id' },
);
