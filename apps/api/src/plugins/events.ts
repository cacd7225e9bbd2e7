import type { ContractStatus, DealRole, DealSide, DealStatus } from '@ctp/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { serialRounds } from '../lib/serial-rounds';
import { nowIso } from '../lib/time';

/** Every domain event and its payload: what happened, in plain data, after the change committed. */
export interface DomainEvents {
  /** A trader or seller placed an order, or edited one back to pending: it waits for the desk's approval. */
  'order.submitted': { orderId: string; ownerId: string; at: string };
  /** An administrator rejected a pending order. */
  'order.rejected': { orderId: string; ownerId: string };
  /** A party signed a contract (the second signature also moves it to active: `contract.transitioned`). */
  'contract.signed': { contractId: string; by: 'buyer' | 'seller'; signerId: string; buyerId: string; sellerId: string | null };
  /** Someone sent an inquiry: the public contact form or a portal request. */
  'inquiry.received': { inquiryId: string; source: string };
  /** A user uploaded a document (their own, or shared with a deal): the desk has it to review. */
  'document.uploaded': { documentId: string; userId: string; documentType: string; dealId: string | null };
  /** A user's KYC status became approved. */
  'kyc.approved': { userId: string; at: string };
  /** An administrator approved an order: it is active and may be matched. */
  'order.approved': { orderId: string };
  /** A newly approved order's best match suggestion reached the high-compatibility score (the desk may confirm it). */
  'match.suggested': { orderId: string; buyOrderId: string; sellOrderId: string; matchScore: number };
  /** The desk confirmed a buy request and a sell listing as a match: its draft contract exists, both orders are matched. */
  'match.confirmed': { matchId: string; buyOrderId: string; sellOrderId: string; contractId: string; buyerId: string; sellerId: string };
  /** A contract changed status by a move or by expiry (`from` is null then: the sweep does not read it). */
  'contract.transitioned': { contractId: string; from: ContractStatus | null; to: ContractStatus; unitPriceCents: number; at: string };
  /** An administrator verified or rejected a user's document. */
  'document.reviewed': { documentId: string; userId: string; verified: boolean };
  /** A confirmed match opened its deal, with the desk's first offer on the table. */
  'deal.opened': DealFacts & { offerId: string };
  /** The buyer or the seller made a counter-offer; the previous open offer, if any, is superseded. */
  'deal.offer_made': DealFacts & { offerId: string; madeBy: DealSide; madeById: string };
  /** A side accepted an offer; `agreed` when that made the deal (the desk's offer waits for both sides). */
  'deal.offer_accepted': DealFacts & { offerId: string; by: DealSide; byId: string; agreed: boolean };
  /** A side rejected an offer; the deal goes on negotiating. */
  'deal.offer_rejected': DealFacts & { offerId: string; by: DealSide; byId: string };
  /** An offer was accepted by both sides: the deal is agreed and its contract draft carries the offer's terms. */
  'deal.agreed': DealFacts & { offerId: string };
  /** A party or the desk wrote in the deal's thread. */
  'deal.message_posted': DealFacts & { messageId: string; authorId: string; authorRole: DealRole };
  /** The deal followed its contract (sent for signature, active, executed, cancelled, expired). */
  'deal.transitioned': DealFacts & { from: DealStatus; to: DealStatus; at: string };
  /** A party (or the desk) shared a document with the deal. */
  'deal.document_shared': DealFacts & { documentId: string; documentType: string; sharedById: string; sharedByRole: DealRole };
  /** A party rated the other party of an executed deal. */
  'deal.rated': DealFacts & { ratingId: string; raterId: string; rateeId: string; score: number };
}

/** What every deal event says about its deal: who takes part and what it trades. */
export interface DealFacts {
  dealId: string;
  buyerId: string;
  sellerId: string;
  buyOrderId: string;
  sellOrderId: string;
  contractId: string;
}
export type EventType = keyof DomainEvents;
export type DomainEvent = { [K in EventType]: { type: K; payload: DomainEvents[K] } }[EventType];
type Handler<K extends EventType> = (payload: DomainEvents[K]) => Promise<void>;

/** A process delivering an event holds it this long; one that crashed meanwhile gives it back to the others. */
const LEASE_MS = 60_000;
/** An event whose subscriber failed is tried again on later rounds, this many times in all. */
const MAX_ATTEMPTS = 5;
const BATCH = 50;

/**
 * The in-process event bus, kept in the `domain_events` table: a publisher records its events in the transaction of
 * the change, and after the commit `deliver()` hands each one to its subscribers in order (the publisher awaits it, so
 * an answer already shows the reactions). A crash between the two leaves the event stored: it is delivered on the
 * next start or round. Delivery is at least once, so subscribers are idempotent (they set a state, not add to one).
 */
export function createEventBus({ db, log, now }: { db: Kysely<Database>; log: FastifyBaseLogger; now: () => number }) {
  // Each list holds handlers of its own type (subscribe keeps the pairing); delivery passes them the stored payload.
  const subscribers = new Map<EventType, Array<{ name: string; handle: (payload: never) => Promise<void> }>>();

  async function claim(id: string): Promise<boolean> {
    const at = nowIso(now());
    const result = await db
      .updateTable('domain_events')
      .set((eb) => ({ claimed_until: nowIso(now() + LEASE_MS), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function deliverOne(row: { id: string; type: string; payload: string; attempts: number }): Promise<void> {
    if (!(await claim(row.id))) return;
    const payload = JSON.parse(row.payload) as unknown;
    let current = '';
    try {
      for (const subscriber of subscribers.get(row.type as EventType) ?? []) {
        current = subscriber.name;
        await subscriber.handle(payload as never);
      }
      await db.updateTable('domain_events').set({ status: 'delivered', delivered_at: nowIso(now()), claimed_until: null, last_error: null }).where('id', '=', row.id).execute();
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
      const gaveUp = row.attempts + 1 >= MAX_ATTEMPTS;
      log.error({ err: error, eventId: row.id, type: row.type, subscriber: current, gaveUp }, 'domain event subscriber failed');
      // Released at once to be tried on a later round, until it has failed MAX_ATTEMPTS times.
      await db.updateTable('domain_events').set({ status: gaveUp ? 'failed' : 'pending', claimed_until: null, last_error: message }).where('id', '=', row.id).execute();
    }
  }

  async function runRound(): Promise<void> {
    for (;;) {
      const due = await db
        .selectFrom('domain_events')
        .select(['id', 'type', 'payload', 'attempts'])
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso(now()))]))
        .orderBy('created_at')
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const row of due) await deliverOne(row);
      if (due.length < BATCH) return;
    }
  }

  const rounds = serialRounds(runRound, (error) => log.error({ err: error }, 'domain event round failed'));

  return {
    /** Stores events in the caller's transaction; they reach subscribers once it commits and `deliver()` runs. */
    async record(trx: Kysely<Database>, ...events: DomainEvent[]): Promise<void> {
      if (events.length === 0) return;
      const at = now();
      await trx
        .insertInto('domain_events')
        .values(
          events.map((event, i) => ({
            id: crypto.randomUUID(),
            type: event.type,
            payload: JSON.stringify(event.payload),
            status: 'pending' as const,
            attempts: 0,
            claimed_until: null,
            last_error: null,
            // Events of one transaction keep their order.
            created_at: nowIso(at + i),
            delivered_at: null,
          })),
        )
        .execute();
    },

    /** Hands every stored, undelivered event to its subscribers; a call during a round runs one more round after it. */
    deliver: rounds.run,

    /** `handle` runs for each event of the type, after its transaction committed; `name` says who reacts in logs. */
    subscribe<K extends EventType>(type: K, name: string, handle: Handler<K>): void {
      subscribers.set(type, [...(subscribers.get(type) ?? []), { name, handle }]);
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

/** Decorates `events`; events left by a crash are delivered once every module has subscribed (onReady). */
export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    const bus = createEventBus({ db: app.database.db, log: app.log, now: app.clock.now });
    app.decorate('events', bus);
    app.addHook('onReady', async () => bus.deliver());
  },
  { name: 'events', dependencies: ['database'] },
);
