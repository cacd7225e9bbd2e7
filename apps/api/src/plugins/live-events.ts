import type { LiveEvent, Notification, NotificationSubject } from '@ctp/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/connection';
import type { Database } from '../db/schema';
import { connectRedis } from './redis';

/** What a producer publishes to one user: a notification, or "this subject changed, refetch it". */
export type PublishedEvent = { type: 'notification'; data: Notification } | { type: 'changed'; data: { subject: NotificationSubject } };

/** One event as it travels between instances: the publisher numbers it, so every instance replays it under one id. */
export interface LiveMessage {
  userId: string;
  id: number;
  event: LiveEvent;
}

/** Hands an event to one open stream. */
export type LiveListener = (id: number, event: LiveEvent) => void;

/**
 * The replay buffer, per user and in memory on each instance (every instance receives every event, so each holds the
 * same ids): the last REPLAY_MAX events of the last REPLAY_MS. A client that reconnects to an instance which no longer
 * holds (or never held, having started since) everything after its Last-Event-ID is told to resync instead.
 */
const REPLAY_MAX = 200;
const REPLAY_MS = 10 * 60_000;

/**
 * Event ids are the publisher's clock in microseconds-like steps (ms × 1000 + a per-process sequence): increasing per
 * user on one instance, and in time order across instances, without asking the database for a sequence.
 */
function idGenerator(now: () => number) {
  let last = 0;
  return () => {
    last = Math.max(now() * 1000, last + 1);
    return last;
  };
}

/** The streams open on this instance and what each user received lately. */
export function createLiveHub(now: () => number = Date.now) {
  const listeners = new Map<string, Set<LiveListener>>();
  const buffers = new Map<string, Array<{ id: number; at: number; event: LiveEvent }>>();
  /** Per user, the highest id the buffer let go of: a client asking for less may have missed something. */
  const forgotten = new Map<string, number>();
  /** Events before this instance started, or before its fan-out last reconnected, may be missing from its buffer. */
  let completeSince = now() * 1000;

  function prune(userId: string, buffer: Array<{ id: number; at: number }>): void {
    const cutoff = now() - REPLAY_MS;
    let drop = 0;
    while (drop < buffer.length && (buffer.length - drop > REPLAY_MAX || buffer[drop]!.at < cutoff)) drop += 1;
    if (drop === 0) return;
    forgotten.set(userId, buffer[drop - 1]!.id);
    buffer.splice(0, drop);
    if (buffer.length === 0) buffers.delete(userId);
  }

  return {
    /** Keeps the event for replay and hands it to the user's open streams on this instance. */
    receive(message: LiveMessage): void {
      const buffer = buffers.get(message.userId) ?? [];
      buffer.push({ id: message.id, at: now(), event: message.event });
      buffers.set(message.userId, buffer);
      prune(message.userId, buffer);
      for (const listener of listeners.get(message.userId) ?? []) listener(message.id, message.event);
    },

    /**
     * Opens a stream: first what the user missed after `lastEventId` (or a resync when that is no longer known), then
     * every new event. Both happen in one turn of the event loop, so nothing falls between them.
     */
    connect(userId: string, lastEventId: number | undefined, listener: LiveListener): () => void {
      if (lastEventId !== undefined) {
        const buffer = buffers.get(userId) ?? [];
        if (buffer.length > 0) prune(userId, buffer);
        if (lastEventId < Math.max(completeSince, forgotten.get(userId) ?? 0)) listener(lastEventId, { type: 'resync', data: {} });
        for (const entry of buffers.get(userId) ?? []) if (entry.id > lastEventId) listener(entry.id, entry.event);
      }
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },

    /** Open streams on this instance. */
    get connections(): number {
      let count = 0;
      for (const set of listeners.values()) count += set.size;
      return count;
    },

    /**
     * The fan-out was cut off for a while (its connection dropped): events of that time never arrived here, so every
     * open stream is told to resync, and so is a client resuming from before now.
     */
    markGap(): void {
      completeSince = now() * 1000;
      for (const set of listeners.values()) for (const listener of set) listener(completeSince, { type: 'resync', data: {} });
    },

    /** Lets go of the replay of users quiet for REPLAY_MS (run with the heartbeat). */
    sweep(): void {
      for (const [userId, buffer] of buffers) prune(userId, buffer);
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;

/** How events reach every instance: each backend delivers a published message to every instance, this one included. */
interface FanOut {
  name: 'in-process' | 'postgres' | 'redis';
  publish(message: LiveMessage): Promise<void>;
  close(): Promise<void>;
}

const parseMessage = (payload: string, log: FastifyBaseLogger): LiveMessage | undefined => {
  try {
    return JSON.parse(payload) as LiveMessage;
  } catch (error) {
    log.warn({ err: error }, 'unreadable live event');
    return undefined;
  }
};

function inProcessFanOut(deliver: (message: LiveMessage) => void): FanOut {
  return { name: 'in-process', publish: async (message) => deliver(message), close: async () => {} };
}

/** NOTIFY's payload limit is 8000 bytes: a larger event travels as "refetch everything" instead. */
const NOTIFY_MAX_BYTES = 7_900;
const LISTEN_RETRY_MS = 2_000;

/**
 * PostgreSQL LISTEN/NOTIFY on a channel of the app's schema (test schemas share a database). One client outside the
 * pool listens; when its connection drops it reconnects, and events published meanwhile reach only their own instance
 * (the clients there reconnect with Last-Event-ID to what the others held).
 */
async function postgresFanOut(handle: DatabaseHandle, log: FastifyBaseLogger, deliver: (message: LiveMessage) => void, onGap: () => void): Promise<FanOut> {
  const db: Kysely<Database> = handle.db;
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema ?? 'public';
  const channel = `live_events_${schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let listenedBefore = false;

  const listen = async (): Promise<void> => {
    const next = handle.listenClient!();
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      if (error) log.warn({ err: error }, 'live events: LISTEN connection lost');
      void next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void listen().catch(() => {}), LISTEN_RETRY_MS).unref();
    };
    next.on('notification', (note) => {
      const message = note.channel === channel && note.payload ? parseMessage(note.payload, log) : undefined;
      if (message) deliver(message);
    });
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
      if (listenedBefore) onGap();
      listenedBefore = true;
    } catch (error) {
      lost(error as Error);
      throw error;
    }
  };
  await listen().catch((error: unknown) => log.error({ err: error }, 'live events: LISTEN failed; retrying'));

  return {
    name: 'postgres',
    async publish(message) {
      let payload = JSON.stringify(message);
      if (Buffer.byteLength(payload) > NOTIFY_MAX_BYTES) payload = JSON.stringify({ ...message, event: { type: 'resync', data: {} } });
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

/** Start-up waits this long for the first subscription; a Redis that is down does not hold the server back. */
const REDIS_SUBSCRIBE_WAIT_MS = 3_000;

/** Redis pub/sub: one connection publishes, one subscribes (a subscribed connection can do nothing else). */
async function redisFanOut(url: string, channel: string, log: FastifyBaseLogger, deliver: (message: LiveMessage) => void, onGap: () => void): Promise<FanOut> {
  const publisher = connectRedis(url, log);
  const subscriber = connectRedis(url, log);
  subscriber.on('message', (from: string, payload: string) => {
    const message = from === channel ? parseMessage(payload, log) : undefined;
    if (message) deliver(message);
  });
  // With the offline queue off, SUBSCRIBE can only be sent once connected; ioredis repeats it after a reconnect.
  const subscribed = new Promise<void>((resolve) => {
    const subscribe = () =>
      subscriber.subscribe(channel).then(
        () => resolve(),
        (error: unknown) => log.warn({ err: error }, 'live events: Redis SUBSCRIBE failed'),
      );
    if (subscriber.status === 'ready') void subscribe();
    else subscriber.once('ready', () => void subscribe());
  });
  // Every later 'ready' follows a dropped connection (ioredis subscribes again by itself).
  void subscribed.then(() => subscriber.on('ready', onGap));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([subscribed, new Promise<void>((resolve) => (timer = setTimeout(resolve, REDIS_SUBSCRIBE_WAIT_MS)))]);
  clearTimeout(timer);

  return {
    name: 'redis',
    async publish(message) {
      try {
        await publisher.publish(channel, JSON.stringify(message));
      } catch (error) {
        // Redis is down: this instance's clients still get the event; the others' replay or resync when they reconnect.
        log.warn({ err: error }, 'live events: Redis PUBLISH failed; delivered on this instance only');
        deliver(message);
      }
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

export interface LiveEvents {
  /** Sends the event to every stream the user has open, on any instance. Never throws: live push is best effort. */
  publish(userId: string, event: PublishedEvent): Promise<void>;
  /** This instance's streams and replay buffer (the event-stream route reads them). */
  hub: LiveHub;
  /** Which fan-out the configuration chose. */
  backend: FanOut['name'];
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEvents;
  }
}

/**
 * Live events across instances, chosen by configuration alone: Redis pub/sub when REDIS_URL is set, else PostgreSQL
 * LISTEN/NOTIFY on PostgreSQL, else in-process (SQLite is one instance's file).
 */
export const liveEventsPlugin = fp(
  async (app: FastifyInstance) => {
    const hub = createLiveHub();
    const nextId = idGenerator(Date.now);
    const deliver = (message: LiveMessage) => hub.receive(message);
    const { redisUrl } = app.config;
    const fanOut = redisUrl
      ? await redisFanOut(redisUrl, `${app.config.redisKeyPrefix}live-events`, app.log, deliver, hub.markGap)
      : app.database.engine === 'postgres' && app.database.listenClient
        ? await postgresFanOut(app.database, app.log, deliver, hub.markGap)
        : inProcessFanOut(deliver);
    app.addHook('onClose', async () => fanOut.close());

    app.decorate('liveEvents', {
      hub,
      backend: fanOut.name,
      async publish(userId, event) {
        try {
          await fanOut.publish({ userId, id: nextId(), event });
        } catch (error) {
          app.log.warn({ err: error, type: event.type }, 'live event not published');
        }
      },
    } satisfies LiveEvents);
  },
  { name: 'live-events', dependencies: ['database', 'runtime'] },
);
