import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request at info: "request completed" (or "request errored") names the request, its answer and
 * the time taken. Fastify's "incoming request" line moves to debug: at info the two lines were a sixth of the CPU of
 * a cached answer (issue 16); LOG_LEVEL=debug brings it back, to find requests that never complete.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
