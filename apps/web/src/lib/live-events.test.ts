import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-mock';
import { connectLiveEvents, isLiveStreamOpen, onLiveEvent } from './live-events';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, (message: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, id: string, data: unknown) {
    this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }
}

let tickets = 0;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  stubFetch({ 'POST /api/v1/events/ticket': () => json(200, { ticket: `ticket-${++tickets}`, expiresAt: new Date().toISOString() }) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live event stream', () => {
  it('opens with a ticket, hands events on, and reopens after a drop with a new ticket from the last event seen', async () => {
    const received: unknown[] = [];
    const unsubscribe = onLiveEvent((event) => received.push(event));
    const disconnect = connectLiveEvents();
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.opened[0]!;
    expect(first.url).toMatch(/^\/api\/v1\/events\?ticket=ticket-\d+$/);
    expect(isLiveStreamOpen()).toBe(false);
    first.onopen?.();
    expect(isLiveStreamOpen()).toBe(true);

    const subject = { type: 'deal', id: 'd1' };
    first.emit('changed', '1001', { subject });
    expect(received).toEqual([{ type: 'changed', data: { subject } }]);

    first.onerror?.();
    expect(first.closed).toBe(true);
    expect(isLiveStreamOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    const second = FakeEventSource.opened[1]!;
    expect(second.url).toContain('lastEventId=1001');
    expect(second.url).not.toContain(new URL(first.url, 'http://x').searchParams.get('ticket'));

    disconnect();
    unsubscribe();
    expect(second.closed).toBe(true);
    expect(isLiveStreamOpen()).toBe(false);
  });
});
