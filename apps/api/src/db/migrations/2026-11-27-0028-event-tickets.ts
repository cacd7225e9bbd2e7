import type { Kysely } from 'kysely';

/**
 * Single-use tickets that open a live event stream (POST /api/v1/events/ticket): only their SHA-256 is stored, and
 * in the database rather than in memory so that a ticket issued by one instance opens a stream on any other.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_tickets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('event_tickets_expires_idx').on('event_tickets').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_tickets').execute();
}
