import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/time';

/** Stream tickets, and the few facts the live-events module reads to address its events. */
export function createLiveEventsRepository(db: Kysely<Database>, now: () => number) {
  return {
    async saveTicket(ticket: { tokenHash: string; userId: string; sessionId: string; expiresAt: string }): Promise<void> {
      // Expired tickets go as new ones come: the table stays as small as the last half minute.
      await db.deleteFrom('event_tickets').where('expires_at', '<', nowIso(now())).execute();
      await db
        .insertInto('event_tickets')
        .values({ token_hash: ticket.tokenHash, user_id: ticket.userId, session_id: ticket.sessionId, expires_at: ticket.expiresAt })
        .execute();
    },

    /** Deletes the ticket and answers it in one statement: of two requests with the same ticket, one gets it. */
    async takeTicket(tokenHash: string): Promise<{ userId: string; sessionId: string; expiresAt: string } | undefined> {
      const row = await db
        .deleteFrom('event_tickets')
        .where('token_hash', '=', tokenHash)
        .returning(['user_id', 'session_id', 'expires_at'])
        .executeTakeFirst();
      return row && { userId: row.user_id, sessionId: row.session_id, expiresAt: row.expires_at };
    },

    /** The session is not revoked or expired and its account is active. */
    async sessionIsLive(sessionId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('sessions.id')
        .where('sessions.id', '=', sessionId)
        .where('sessions.user_id', '=', userId)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', nowIso(now()))
        .where('users.status', '=', 'active')
        .executeTakeFirst();
      return row !== undefined;
    },

    async activeAdminIds(): Promise<string[]> {
      const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('status', '=', 'active').execute();
      return rows.map((row) => row.id);
    },

    async contractParties(contractId: string): Promise<string[]> {
      const row = await db.selectFrom('contracts').select(['buyer_id', 'seller_id']).where('id', '=', contractId).executeTakeFirst();
      return row ? [row.buyer_id, row.seller_id].filter((id): id is string => id !== null) : [];
    },

    async orderOwner(orderId: string): Promise<string | undefined> {
      return (await db.selectFrom('orders').select('owner_id').where('id', '=', orderId).executeTakeFirst())?.owner_id;
    },
  };
}
export type LiveEventsRepository = ReturnType<typeof createLiveEventsRepository>;
