import { EVENT_STREAM_HEARTBEAT_MS, EVENT_STREAM_RETRY_MS, type LiveEvent } from '@ctp/domain';
import type { ServerResponse } from 'node:http';
import type { Gauge } from 'prom-client';
import type { LiveHub } from '../../plugins/live-events';

/** A client that lets this much pile up unread is cut off; it reconnects with Last-Event-ID and catches up. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * When the server shuts down, clients reconnect after this plus up to RECONNECT_JITTER_MS: soon, since the other
 * instances are up, but spread out so they do not all arrive in the same instant.
 */
const RECONNECT_AFTER_CLOSE_MS = 1_000;
const RECONNECT_JITTER_MS = 1_000;

const frame = (id: number, event: LiveEvent) => `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * The open SSE responses of this instance: one heartbeat timer for all of them, each ended after `maxAgeMs` (the
 * access token's lifetime, so a stream outlives its session by at most that: the client reconnects with a new ticket)
 * and all ended when the server closes, which would otherwise wait for them. `connections` counts the open ones.
 */
export function createStreams(hub: LiveHub, maxAgeMs: number, connections: Gauge) {
  const open = new Set<ServerResponse>();
  let heartbeat: NodeJS.Timeout | undefined;

  const beat = () => {
    for (const res of open) res.write(': heartbeat\n\n');
    hub.sweep();
  };

  return {
    /** Streams the user's events (after `lastEventId` first) to `res`, whose headers are not written yet. */
    start(res: ServerResponse, headers: Record<string, string | number | string[]>, userId: string, lastEventId: number | undefined): void {
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${EVENT_STREAM_RETRY_MS}\n\n`);
      const end = () => res.end();
      const disconnect = hub.connect(userId, lastEventId, (id, event) => {
        if (res.writableLength > MAX_BUFFERED_BYTES) end();
        else res.write(frame(id, event));
      });
      const expiry = setTimeout(end, maxAgeMs).unref();
      open.add(res);
      connections.inc();
      heartbeat ??= setInterval(beat, EVENT_STREAM_HEARTBEAT_MS).unref();
      res.on('close', () => {
        disconnect();
        clearTimeout(expiry);
        open.delete(res);
        connections.dec();
        if (open.size === 0) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      });
    },

    /** Ends every stream with a short `retry:`, so its client reconnects soon (to another instance) instead of after 5 s. */
    closeAll(): void {
      for (const res of open) res.end(`retry: ${RECONNECT_AFTER_CLOSE_MS + Math.floor(Math.random() * RECONNECT_JITTER_MS)}\n\n`);
    },
  };
}
export type Streams = ReturnType<typeof createStreams>;
