import type { Kysely } from 'kysely';

/**
 * Account controls of the administrator panel (spec 2.18, issue 7): a temporary password that must be
 * replaced at first sign-in and expires after 72 hours, when an account was suspended, an enrolled TOTP
 * authenticator with its single-use recovery codes, and email verification links (stored as SHA-256).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column per statement.
  await db.schema.alterTable('users').addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('password_expires_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', 'text').execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').column('user_id').execute();
  await db.schema
    .createTable('email_verifications')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('email_verifications_user_idx').on('email_verifications').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_verifications').execute();
  await db.schema.dropTable('recovery_codes').execute();
  for (const column of ['totp_enabled_at', 'totp_secret', 'suspended_at', 'password_expires_at', 'must_change_password']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
