import { eventStreamQuerySchema, eventTicketSchema } from '@ctp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, currentUser } from '../../plugins/access';
import { routeError } from '../../plugins/api-docs';
import { AppError } from '../../lib/app-error';
import type { Streams } from './streams';
import type { EventTickets, TicketHolder } from './tickets';

export interface LiveEventRoutesOptions {
  tickets: EventTickets;
  streams: Streams;
}

/** The id of the last event the client saw: EventSource's Last-Event-ID header, else the query's; anything else is none. */
function lastEventIdOf(request: FastifyRequest, fromQuery: string | undefined): number | undefined {
  const header = request.headers['last-event-id'];
  const value = (Array.isArray(header) ? header[0] : header) || fromQuery;
  return value && /^\d{1,16}$/.test(value) ? Number(value) : undefined;
}

/** Ticket and event stream (issue 14): live notifications and "refetch this" hints for the signed-in user. */
export async function liveEventRoutes(app: FastifyInstance, opts: LiveEventRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const { tickets, streams } = opts;

  /** The stream's caller: by ticket (browsers) or by access token in the header (other clients), never in the URL. */
  async function streamHolder(request: FastifyRequest, ticket: string | undefined): Promise<TicketHolder> {
    if (ticket) return tickets.redeem(ticket);
    const token = bearerToken(request);
    if (!token) throw AppError.unauthorized();
    const user = await app.auth.authenticate(token);
    const restriction = await app.auth.accountRestriction(user, false);
    if (restriction) throw restriction;
    return { userId: user.id, sessionId: user.sessionId };
  }

  api.post('/api/v1/events/ticket', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'createEventStreamTicket',
      summary: 'A single-use ticket, valid 30 seconds, that opens the caller’s event stream (GET /api/v1/events?ticket=…)',
      // 200, not 201: a ticket is no resource to create once (a retry just gets another ticket).
      response: { 200: eventTicketSchema },
    },
    handler: async (request) => {
      const user = currentUser(request);
      return tickets.issue({ userId: user.id, sessionId: user.sessionId });
    },
  });

  api.get('/api/v1/events', {
    // The route authenticates itself: by a ticket in the URL, which the access hook knows nothing of, or by a bearer token.
    config: { access: 'public' },
    // HEAD would open a stream with nothing to show.
    exposeHeadRoute: false,
    schema: {
      tags,
      operationId: 'streamEvents',
      summary: 'The caller’s live events (Server-Sent Events): notifications and changed subjects, with Last-Event-ID replay',
      description:
        'Opened with `?ticket=` from POST /api/v1/events/ticket (browsers), or with `Authorization: Bearer` (other clients); an ' +
        'access token in the URL is refused. Events: `notification` (a Notification), `changed` ({ subject }) and `resync` ' +
        '(refetch everything: the server no longer holds all events after the Last-Event-ID sent, or `lastEventId`). A comment line every 15 s ' +
        'keeps the stream open; `retry: 5000`. A stream ends after the access token lifetime: reconnect with a new ticket. ' +
        'An instance shutting down ends its streams with `retry:` 1000 to 2000 ms, so clients reconnect soon (to another instance).',
      querystring: eventStreamQuerySchema,
      response: {
        200: { description: 'The event stream.', content: { 'text/event-stream': { schema: z.string() } } },
        401: routeError('No ticket or bearer token, or the ticket is used, expired or unknown, or the session has ended.'),
        403: routeError('The account may not use the portal now (suspended, or its setup is not finished).'),
        503: routeError('The platform is in maintenance.'),
      },
    },
    handler: async (request, reply) => {
      const holder = await streamHolder(request, request.query.ticket);
      // From here the response is the stream's: helmet's and the rate limit's headers are copied onto it.
      reply.hijack();
      streams.start(reply.raw, reply.getHeaders() as Record<string, string | number | string[]>, holder.userId, lastEventIdOf(request, request.query.lastEventId));
    },
  });
}
