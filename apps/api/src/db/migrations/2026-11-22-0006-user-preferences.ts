import type { Kysely } from 'kysely';

/** Each user's notification preferences; a user without a row has the defaults. Flags are 0/1 integers. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email_notifications', 'integer', (c) => c.notNull())
    .addColumn('sms_notifications', 'integer', (c) => c.notNull())
    .addColumn('push_notifications', 'integer', (c) => c.notNull())
    .addColumn('price_alerts', 'integer', (c) => c.notNull())
    .addColumn('weekly_brief', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_preferences').execute();
}
