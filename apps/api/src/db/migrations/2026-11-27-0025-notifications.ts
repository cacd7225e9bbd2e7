import type { Kysely } from 'kysely';

/**
 * Notifications (issue 14): one row per recipient. `dedupe_key` names the event that caused it (kind and the item's
 * id), so an event delivered twice (delivery is at least once) notifies each recipient once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('subject_type', 'text')
    .addColumn('subject_id', 'text')
    .addColumn('dedupe_key', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('notifications_user_dedupe_unique', ['user_id', 'dedupe_key'])
    .execute();
  // A user's list, newest first, and the unread count.
  await db.schema.createIndex('notifications_user_created_idx').on('notifications').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
