import type { Kysely } from 'kysely';

/**
 * Domain events wait here until every subscriber has handled them: written in the same transaction as the change
 * they announce, so a reaction (an order following its contract) is neither lost in a crash nor run for a change
 * that rolled back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('domain_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // pending (not yet handled by every subscriber), delivered, or failed (a subscriber kept failing: see last_error)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    // While one process delivers it, others leave it alone; a process that crashed meanwhile gives it back.
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema.createIndex('domain_events_pending_idx').on('domain_events').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('domain_events').execute();
}
