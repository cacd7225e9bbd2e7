/**
 * The portal's live event stream (issue 14): a single-use ticket from POST /api/v1/events/ticket opens an EventSource
 * on GET /api/v1/events (the access token never goes into a URL). A ticket opens one stream, so when the stream drops
 * EventSource's own reconnect (which would reuse the spent ticket) is stopped and a new ticket opens a new stream,
 * resuming after the last event seen (`lastEventId`). Features react through `onLiveEvent`; live lists poll only
 * while the stream is down (`isLiveStreamOpen`, lib/live-query.ts).
 */
import type { EventTicket, LiveEvent } from '@ctp/domain';
import { EVENT_STREAM_RETRY_MS } from '@ctp/domain/live-events';
import { api } from './api-client';

type EventListener = (event: LiveEvent) => void;

const EVENT_TYPES = ['notification', 'changed', 'resync'] as const satisfies readonly LiveEvent['type'][];
/** Reconnect delays after failures in a row: quickly at first, then the server's `retry`, then slower. */
const BACKOFF_MS = [1_000, EVENT_STREAM_RETRY_MS, 15_000, 30_000];

let open = false;
const stateListeners = new Set<() => void>();
const eventListeners = new Set<EventListener>();

function setOpen(value: boolean) {
  if (open === value) return;
  open = value;
  for (const listener of stateListeners) listener();
}

/** True while the stream is connected: live lists stop polling. */
export const isLiveStreamOpen = () => open;

/** For useSyncExternalStore. */
export function onLiveStreamStateChange(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

export function onLiveEvent(listener: EventListener): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

/**
 * Connects while the returned function has not been called (a portal mounts it once). A stream that opened after a
 * gap starts with what was missed, or a `resync` when the server no longer holds it.
 */
export function connectLiveEvents(): () => void {
  let stopped = false;
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let lastEventId: string | undefined;

  const emit = (event: LiveEvent) => {
    for (const listener of eventListeners) listener(event);
  };

  const reconnect = () => {
    source?.close();
    source = undefined;
    setOpen(false);
    if (stopped) return;
    timer = setTimeout(() => void connect(), BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)]);
    failures += 1;
  };

  async function connect() {
    let ticket: EventTicket;
    try {
      ticket = await api.post<EventTicket>('/api/v1/events/ticket');
    } catch {
      reconnect();
      return;
    }
    if (stopped) return;
    const query = new URLSearchParams({ ticket: ticket.ticket });
    if (lastEventId) query.set('lastEventId', lastEventId);
    const stream = new EventSource(`/api/v1/events?${query}`);
    source = stream;
    stream.onopen = () => {
      failures = 0;
      setOpen(true);
    };
    stream.onerror = reconnect;
    for (const type of EVENT_TYPES) {
      stream.addEventListener(type, (message: MessageEvent<string>) => {
        if (message.lastEventId) lastEventId = message.lastEventId;
        try {
          emit({ type, data: JSON.parse(message.data) } as LiveEvent);
        } catch {
          // A frame this client cannot read changes nothing it shows.
        }
      });
    }
  }

  // Without EventSource (an old browser, a test environment) live lists keep polling.
  if (typeof EventSource !== 'undefined') void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = undefined;
    setOpen(false);
  };
}
