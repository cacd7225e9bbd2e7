import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, type DatabaseHandle } from '../src/db/connection';
import { createEventBus, type DomainEvents } from '../src/plugins/events';
import { buildTestApp, freshDatabase, type TestApp } from './helpers';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function migratedDatabase(): Promise<DatabaseHandle> {
  const { handle, drop } = await freshDatabase();
  cleanup.push(drop);
  await migrateToLatest(handle.db);
  return handle;
}

/** Fastify's silent logger. */
const { log } = Fastify({ logger: false });

const transition = (contractId: string): DomainEvents['contract.transitioned'] => ({
  contractId,
  from: 'pending',
  to: 'active',
  unitPriceCents: 100,
  at: '2026-12-01T10:00:00.000Z',
});

const rows = (handle: DatabaseHandle) => handle.db.selectFrom('domain_events').select(['type', 'status', 'attempts', 'last_error']).orderBy('created_at').execute();

describe('the domain event bus', () => {
  it('hands each committed event to every subscriber, in order, once', async () => {
    const handle = await migratedDatabase();
    const bus = createEventBus({ db: handle.db, log, now: Date.now });
    const heard: string[] = [];
    bus.subscribe('contract.transitioned', 'first', async (e) => void heard.push(`first ${e.contractId}`));
    bus.subscribe('contract.transitioned', 'second', async (e) => void heard.push(`second ${e.contractId}`));
    await handle.db.transaction().execute((trx) =>
      bus.record(trx, { type: 'contract.transitioned', payload: transition('a') }, { type: 'contract.transitioned', payload: transition('b') }),
    );
    await bus.deliver();
    await bus.deliver();
    expect(heard).toEqual(['first a', 'second a', 'first b', 'second b']);
    expect((await rows(handle)).map((r) => r.status)).toEqual(['delivered', 'delivered']);
  });

  it('never delivers an event whose transaction rolled back', async () => {
    const handle = await migratedDatabase();
    const bus = createEventBus({ db: handle.db, log, now: Date.now });
    const heard: string[] = [];
    bus.subscribe('order.approved', 'listener', async (e) => void heard.push(e.orderId));
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await bus.record(trx, { type: 'order.approved', payload: { orderId: 'o-1' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await bus.deliver();
    expect(heard).toEqual([]);
    expect(await rows(handle)).toEqual([]);
  });

  it('keeps an event whose subscriber failed and delivers it on a later round, giving up after five failures', async () => {
    const handle = await migratedDatabase();
    const bus = createEventBus({ db: handle.db, log, now: Date.now });
    let failures = 1;
    const heard: string[] = [];
    bus.subscribe('order.approved', 'flaky', async (e) => {
      if (failures-- > 0) throw new Error('order store unavailable');
      heard.push(e.orderId);
    });
    await handle.db.transaction().execute((trx) => bus.record(trx, { type: 'order.approved', payload: { orderId: 'o-1' } }));
    await bus.deliver();
    expect(await rows(handle)).toEqual([{ type: 'order.approved', status: 'pending', attempts: 1, last_error: 'order store unavailable' }]);
    await bus.deliver();
    expect(heard).toEqual(['o-1']);
    expect((await rows(handle))[0]).toMatchObject({ status: 'delivered', attempts: 2, last_error: null });

    failures = Infinity;
    await handle.db.transaction().execute((trx) => bus.record(trx, { type: 'order.approved', payload: { orderId: 'o-2' } }));
    for (let round = 0; round < 7; round++) await bus.deliver();
    expect((await rows(handle))[1]).toMatchObject({ status: 'failed', attempts: 5, last_error: 'order store unavailable' });
  });
});

describe('events left behind by a crash', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('are delivered when the app starts again', async () => {
    const handle = await migratedDatabase();
    // What a process that died between its commit and the delivery leaves behind.
    await handle.db
      .insertInto('domain_events')
      .values({
        id: crypto.randomUUID(),
        type: 'order.approved',
        payload: JSON.stringify({ orderId: crypto.randomUUID() }),
        status: 'pending',
        attempts: 0,
        claimed_until: null,
        last_error: null,
        created_at: new Date().toISOString(),
        delivered_at: null,
      })
      .execute();
    t = await buildTestApp({}, { database: handle });
    expect(await rows(handle)).toEqual([{ type: 'order.approved', status: 'delivered', attempts: 1, last_error: null }]);
  });
});
