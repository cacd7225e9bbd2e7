/**
 * Live events (issue 14): what the server pushes to a signed-in browser over Server-Sent Events, and the ticket a
 * browser opens the stream with (EventSource cannot send an Authorization header, and the access token must never
 * travel in a URL, where proxies and logs keep it).
 */
import { z } from 'zod';
import { notificationSchema, notificationSubjectSchema } from './notifications';

/** A ticket lives this long and opens one stream. */
export const EVENT_TICKET_TTL_SECONDS = 30;
/** The server tells EventSource to wait this long before reconnecting. */
export const EVENT_STREAM_RETRY_MS = 5_000;
/** A comment line this often keeps proxies from closing an idle stream. */
export const EVENT_STREAM_HEARTBEAT_MS = 15_000;

/** POST /api/v1/events/ticket: a single-use ticket for GET /api/v1/events?ticket=… */
export const eventTicketSchema = z
  .object({
    /** Opaque; shown once, stored hashed. */
    ticket: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'EventTicket' });
export type EventTicket = z.infer<typeof eventTicketSchema>;

/**
 * GET /api/v1/events: only the ticket (and where to resume) may travel in the URL; any other parameter (an access
 * token, say) is refused. A ticket is 43 base64url characters; anything else cannot be one. `lastEventId` stands in
 * for the Last-Event-ID header, which a new EventSource (opened with a new ticket) cannot send.
 */
export const eventStreamQuerySchema = z
  .object({
    ticket: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'ticket must be a ticket from POST /api/v1/events/ticket').optional(),
    lastEventId: z.string().regex(/^\d{1,16}$/, 'lastEventId must be the id of an event of the stream').optional(),
  })
  .strict();

/** A query of some feature changed: a client refetches what it shows about the subject. */
export const changedEventDataSchema = z.object({ subject: notificationSubjectSchema });

/**
 * Every event of the stream, by its SSE `event:` name. `resync`: the server no longer holds everything after the
 * client's Last-Event-ID, so the client refetches all it shows.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), data: notificationSchema }),
  z.object({ type: z.literal('changed'), data: changedEventDataSchema }),
  z.object({ type: z.literal('resync'), data: z.object({}) }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];

export const LIVE_EVENT_TEXTS = {
  ticketRefused: 'This event stream ticket is used, expired or unknown. Ask for a new one.',
} as const;
