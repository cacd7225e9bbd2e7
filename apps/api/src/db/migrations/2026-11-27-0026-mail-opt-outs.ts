import type { Kysely } from 'kysely';

/**
 * Notification mail (issue 14, modules/notification-mail):
 * - `mail_opt_outs`: a category a user unsubscribed from by the link in a mail, for the categories the Settings tab has
 *   no switch of its own for (price alerts and the weekly brief turn their preference off instead). One row per user
 *   and category, so unsubscribing twice changes nothing.
 * - `mail_digest_windows` / `mail_digest_items`: deal messages mail at most one digest per deal and recipient per
 *   window; a window row says when the recipient's current window ends, the items wait for the digest that ends it.
 *   An item is keyed by its notification, so a redelivered notification is collected once.
 * - `mail_outbox.html` / `headers`: the HTML part and extra headers (List-Unsubscribe) of a message; null for the
 *   plain-text mail written before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_opt_outs')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_opt_outs_pk', ['user_id', 'category'])
    .execute();
  await db.schema
    .createTable('mail_digest_windows')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('deal_id', 'text', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_digest_windows_pk', ['user_id', 'deal_id'])
    .execute();
  await db.schema.createIndex('mail_digest_windows_due_idx').on('mail_digest_windows').column('window_ends_at').execute();
  await db.schema
    .createTable('mail_digest_items')
    .addColumn('notification_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('deal_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_digest_items_key_idx').on('mail_digest_items').columns(['user_id', 'deal_id']).execute();
  await db.schema.alterTable('mail_outbox').addColumn('html', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('html').execute();
  await db.schema.dropTable('mail_digest_items').execute();
  await db.schema.dropTable('mail_digest_windows').execute();
  await db.schema.dropTable('mail_opt_outs').execute();
}
