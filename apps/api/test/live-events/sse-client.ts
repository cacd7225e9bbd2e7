import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { call } from '../helpers';

/** One event as the stream carried it. */
export interface StreamEvent {
  id: string;
  event: string;
  data: unknown;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** The `retry:` the server sent first. */
  retry: Promise<number>;
  /** The next event not yet taken (waits for it; fails after `deadlineMs`, which only bounds a broken test). */
  next(deadlineMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Starts the app on a free port; answers its base URL. */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export async function ticketFor(app: FastifyInstance, token: string): Promise<string> {
  const res = await call(app, 'POST', '/api/v1/events/ticket', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ticket as string;
}

/** Opens GET /api/v1/events over real HTTP and reads it frame by frame, as EventSource would. */
export async function openStream(
  base: string,
  options: { ticket?: string; token?: string; lastEventId?: string; query?: string } = {},
): Promise<OpenStream & { body: () => Promise<string> }> {
  const controller = new AbortController();
  const query = options.query ?? (options.ticket ? `?ticket=${encodeURIComponent(options.ticket)}` : '');
  const res = await fetch(`${base}/api/v1/events${query}`, {
    signal: controller.signal,
    headers: {
      accept: 'text/event-stream',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
  });
  const queue: StreamEvent[] = [];
  const waiting: Array<(event: StreamEvent) => void> = [];
  let resolveRetry: (ms: number) => void = () => {};
  const retry = new Promise<number>((resolve) => (resolveRetry = resolve));

  const take = (frame: string) => {
    const fields: Record<string, string> = {};
    for (const line of frame.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
    }
    if (fields.retry) resolveRetry(Number(fields.retry));
    if (!fields.event) return;
    const event = { id: fields.id ?? '', event: fields.event, data: JSON.parse(fields.data ?? 'null') as unknown };
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  };

  const ended = (async () => {
    if (res.status !== 200 || !res.body) return;
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for await (const chunk of res.body) {
        pending += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = pending.indexOf('\n\n')) !== -1) {
          take(pending.slice(0, end));
          pending = pending.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close().
    }
  })();

  return {
    status: res.status,
    headers: res.headers,
    retry,
    ended,
    body: () => res.text(),
    next(deadlineMs = 5_000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise<StreamEvent>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event within ${deadlineMs} ms`)), deadlineMs);
        waiting.push((event) => {
          clearTimeout(timer);
          resolve(event);
        });
      });
    },
    close: () => controller.abort(),
  };
}

/** Reads events until one matches (the others are what else happened meanwhile); answers it. */
export async function until(stream: OpenStream, matches: (event: StreamEvent) => boolean): Promise<StreamEvent> {
  for (;;) {
    const event = await stream.next();
    if (matches(event)) return event;
  }
}

/** A notification as producers hand it to liveEvents.publish. */
export function notification(title: string) {
  return {
    id: crypto.randomUUID(),
    category: 'deals' as const,
    kind: 'test.event',
    title,
    body: `${title} body`,
    link: null,
    subject: null,
    read: false,
    createdAt: new Date().toISOString(),
  };
}
