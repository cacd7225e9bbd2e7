import { PassThrough } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { account, type Account } from '../contracts/fixtures';
import { openDeal, people } from '../deals/fixtures';
import { buildTestApp, call, type TestApp } from '../helpers';
import { listening, notification, openStream, ticketFor, until, type OpenStream, type StreamEvent } from './sse-client';

let t: TestApp;
let base: string;
let amira: Account;
let karim: Account;
let samir: Account;
/** Streams a test opened; closed after it so the next one starts clean. */
const opened: OpenStream[] = [];
const open = async (...args: Parameters<typeof openStream>) => {
  const stream = await openStream(...args);
  opened.push(stream);
  return stream;
};

beforeAll(async () => {
  t = await buildTestApp();
  base = await listening(t.app);
  [amira, karim, samir] = await Promise.all([account(t, 'trader', 'Amira'), account(t, 'seller', 'Karim'), account(t, 'trader', 'Samir')]);
});
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});
afterAll(() => t?.close());

const publish = (userId: string, title: string) => t.app.liveEvents.publish(userId, { type: 'notification', data: notification(title) });
const titleOf = (event: { data: unknown }) => (event.data as { title: string }).title;

describe('opening the event stream', () => {
  it('with a ticket: an event stream with retry 5000, and the ticket works once', async () => {
    const ticket = await ticketFor(t.app, amira.token);
    const stream = await open(base, { ticket });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(await stream.retry).toBe(5000);
    await publish(amira.id, 'hello');
    expect(titleOf(await stream.next())).toBe('hello');

    const again = await open(base, { ticket });
    expect(again.status).toBe(401);
    expect(JSON.parse(await again.body())).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('refuses an expired ticket, and one whose session signed out', async () => {
    const expired = await ticketFor(t.app, amira.token);
    await t.app.database.db.updateTable('event_tickets').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await open(base, { ticket: expired })).status).toBe(401);

    const leaving = await account(t, 'trader', 'Leila');
    const ticket = await ticketFor(t.app, leaving.token);
    expect((await call(t.app, 'POST', '/auth/logout', { token: leaving.token, body: {} })).statusCode).toBe(200);
    expect((await open(base, { ticket })).status).toBe(401);
  });

  it('a ticket is only issued to a signed-in caller', async () => {
    expect((await call(t.app, 'POST', '/api/v1/events/ticket')).statusCode).toBe(401);
  });

  it('with Authorization: Bearer (clients other than browsers)', async () => {
    const stream = await open(base, { token: karim.token });
    expect(stream.status).toBe(200);
    await publish(karim.id, 'by bearer');
    expect(titleOf(await stream.next())).toBe('by bearer');
  });

  it('never with the access token in the URL, nor without credentials', async () => {
    for (const query of [`?access_token=${amira.token}`, `?token=${amira.token}`, `?ticket=${amira.token}`]) {
      const refused = await open(base, { query });
      expect(refused.status, query).toBe(400);
      expect(JSON.parse(await refused.body())).toMatchObject({ status: 400, code: expect.any(String), message: expect.any(String) });
    }
    expect((await open(base)).status).toBe(401);
    expect((await open(base, { token: 'not.a.jwt' })).status).toBe(401);
  });
});

describe('who receives what', () => {
  it("a user receives only their own events: a third user's stream gets nothing", async () => {
    const [a, k, s] = await Promise.all([open(base, { token: amira.token }), open(base, { token: karim.token }), open(base, { token: samir.token })]);
    await publish(amira.id, 'for amira');
    await publish(karim.id, 'for karim');
    // Events reach one instance in publish order: the marker arriving first shows nothing came before it.
    await publish(samir.id, 'marker');
    expect(titleOf(await a.next())).toBe('for amira');
    expect(titleOf(await k.next())).toBe('for karim');
    expect(titleOf(await s.next())).toBe('marker');
  });

  it("a deal opened tells its buyer, its seller and the desk that the deal changed, and nobody else", async () => {
    const who = await people(t);
    const streams = await Promise.all([who.buyer, who.seller, who.admin, who.outsider].map((p) => open(base, { token: p.token })));
    const { deal } = await openDeal(t, who);
    const dealChanged = (e: StreamEvent) => e.event === 'changed' && JSON.stringify(e.data) === JSON.stringify({ subject: { type: 'deal', id: deal.id } });
    for (const stream of streams.slice(0, 3)) await until(stream, dealChanged);
    await publish(who.outsider.id, 'marker');
    const first = await streams[3]!.next();
    expect(first.event === 'notification' && titleOf(first)).toBe('marker');
  });
});

describe('reconnecting', () => {
  it('replays what the client missed after its Last-Event-ID, in order', async () => {
    const first = await open(base, { token: amira.token });
    await publish(amira.id, 'one');
    await publish(amira.id, 'two');
    const seen = [await first.next(), await first.next()];
    first.close();
    await publish(amira.id, 'three');
    await publish(amira.id, 'four');

    const again = await open(base, { token: amira.token, lastEventId: seen[0]!.id });
    const replayed = [await again.next(), await again.next(), await again.next()];
    expect(replayed.map(titleOf)).toEqual(['two', 'three', 'four']);
    expect(replayed[0]!.id).toBe(seen[1]!.id);
    expect(Number(replayed[2]!.id)).toBeGreaterThan(Number(replayed[1]!.id));
    await publish(amira.id, 'live again');
    expect(titleOf(await again.next())).toBe('live again');
  });

  it('takes lastEventId in the query from a browser that reconnects with a new ticket', async () => {
    const first = await open(base, { token: samir.token });
    await publish(samir.id, 'seen');
    const seen = await first.next();
    first.close();
    await publish(samir.id, 'missed');
    const ticket = await ticketFor(t.app, samir.token);
    const again = await open(base, { query: `?ticket=${ticket}&lastEventId=${seen.id}` });
    expect(titleOf(await again.next())).toBe('missed');
  });

  it('tells a client to resync when its Last-Event-ID is older than what the server holds', async () => {
    const stream = await open(base, { token: karim.token, lastEventId: '1' });
    expect((await stream.next()).event).toBe('resync');
  });
});

describe('the server', () => {
  it('ends open streams when it closes, and does not log the ticket', async () => {
    const logs = new PassThrough();
    const lines: string[] = [];
    logs.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const other = await buildTestApp({ LOG_LEVEL: 'info' }, { logger: true, logStream: logs });
    try {
      const otherBase = await listening(other.app);
      const who = await account(other, 'trader', 'Amira');
      const ticket = await ticketFor(other.app, who.token);
      const stream = await openStream(otherBase, { ticket });
      expect(stream.status).toBe(200);
      await other.app.close();
      await stream.ended;
      expect(lines.join('')).toContain('/api/v1/events?ticket=[redacted]');
      expect(lines.join('')).not.toContain(ticket);
    } finally {
      await other.close().catch(() => {});
    }
  });
});
