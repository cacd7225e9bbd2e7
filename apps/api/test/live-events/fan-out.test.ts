import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { account } from '../contracts/fixtures';
import { buildTestApp, engine, type TestApp } from '../helpers';
import { listening, notification, openStream, ticketFor, type OpenStream } from './sse-client';

/**
 * Two instances of the app over one database: an event published on one reaches the streams opened on the other,
 * through PostgreSQL LISTEN/NOTIFY or through Redis pub/sub, whichever the configuration chooses.
 */
const apps: TestApp[] = [];
const streams: OpenStream[] = [];
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  // The second instance first: the first owns the database.
  for (const t of apps.splice(0).reverse()) await t.close();
});

async function twoInstances(env: Record<string, string> = {}) {
  const first = await buildTestApp(env);
  apps.push(first);
  const second = await buildTestApp(env, { database: first.app.database });
  apps.push(second);
  return { first, second };
}

async function expectFanOut(first: TestApp, second: TestApp) {
  const [amira, karim] = await Promise.all([account(first, 'trader', 'Amira'), account(first, 'seller', 'Karim')]);
  const secondBase = await listening(second.app);
  // A ticket issued by one instance opens a stream on the other.
  const onSecond = await openStream(secondBase, { ticket: await ticketFor(first.app, amira.token) });
  const bystander = await openStream(secondBase, { token: karim.token });
  streams.push(onSecond, bystander);
  expect(onSecond.status).toBe(200);

  await first.app.liveEvents.publish(amira.id, { type: 'notification', data: notification('from the first instance') });
  const event = await onSecond.next();
  expect(event.event).toBe('notification');
  expect((event.data as { title: string }).title).toBe('from the first instance');

  // The second instance holds it for replay too, under the same id.
  const replay = await openStream(secondBase, { token: amira.token, lastEventId: String(Number(event.id) - 1) });
  streams.push(replay);
  expect(await replay.next()).toEqual(event);

  await first.app.liveEvents.publish(karim.id, { type: 'changed', data: { subject: { type: 'deal', id: crypto.randomUUID() } } });
  expect((await bystander.next()).event).toBe('changed');
}

describe.runIf(engine === 'postgres')('fan-out through PostgreSQL LISTEN/NOTIFY', () => {
  it('reaches a stream opened on another instance of the same database', async () => {
    const { first, second } = await twoInstances();
    expect(first.app.liveEvents.backend).toBe('postgres');
    await expectFanOut(first, second);
  });
});

describe.runIf(engine === 'postgres')('a dropped LISTEN connection', () => {
  it('is reopened, and the streams it left without events are told to resync', async () => {
    const t = await buildTestApp();
    apps.push(t);
    const amira = await account(t, 'trader', 'Amira');
    const stream = await openStream(await listening(t.app), { token: amira.token });
    streams.push(stream);
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.app.database.db)).rows[0]!.schema;
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`listen "live_events_${schema}"`}`.execute(t.app.database.db);
    expect((await stream.next(10_000)).event).toBe('resync');
    await t.app.liveEvents.publish(amira.id, { type: 'notification', data: notification('after the reconnect') });
    expect((await stream.next()).event).toBe('notification');
  });
});

describe.runIf(engine === 'sqlite')('one instance on SQLite', () => {
  it('delivers in process', async () => {
    const t = await buildTestApp();
    apps.push(t);
    expect(t.app.liveEvents.backend).toBe('in-process');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('fan-out through Redis pub/sub (TEST_REDIS_URL)', () => {
  it('reaches a stream opened on another instance', async () => {
    const { first, second } = await twoInstances({ REDIS_URL: redisUrl! });
    expect(first.app.liveEvents.backend).toBe('redis');
    await expectFanOut(first, second);
  });
});
