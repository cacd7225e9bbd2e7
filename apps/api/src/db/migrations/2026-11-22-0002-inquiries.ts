import type { Kysely } from 'kysely';

/** Contact-form inquiries, kept for the administrator panel. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inquiries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('phone', 'text')
    .addColumn('inquiry_type', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('inquiries_created_at_idx').on('inquiries').column('created_at').execute();
  await db.schema.createIndex('inquiries_status_idx').on('inquiries').column('status').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('inquiries').execute();
}
