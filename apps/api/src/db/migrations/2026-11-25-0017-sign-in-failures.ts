import type { Kysely } from 'kysely';

/**
 * Failed sign-ins counted per account and client address, replacing the per-account counter: an attacker's address
 * is slowed and then locked out, while the owner signing in from elsewhere still gets in. The account is the email as
 * typed (normalised), so an unknown address is counted like a known one and the answers do not tell them apart.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addPrimaryKeyConstraint('sign_in_failures_pk', ['account', 'ip'])
    .execute();
  await db.schema.createIndex('sign_in_failures_locked_idx').on('sign_in_failures').column('locked_until').execute();
  await db.schema.alterTable('users').dropColumn('failed_login_count').execute();
  await db.schema.alterTable('users').dropColumn('locked_until').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('locked_until', 'text').execute();
  await db.schema.dropTable('sign_in_failures').execute();
}
