import type { Kysely } from 'kysely';

/**
 * Two-factor sign-in (issue 7): the pending sign-ins waiting for an authenticator code (the challenge token
 * is stored as SHA-256; it lasts 5 minutes, admits 5 wrong codes and is used once), and the last TOTP
 * time step each user signed in with, so a code cannot be used twice within its window.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('wrong_codes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('two_factor_challenges_user_idx').on('two_factor_challenges').column('user_id').execute();
  await db.schema
    .createTable('totp_used_steps')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('time_step', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('totp_used_steps').execute();
  await db.schema.dropTable('two_factor_challenges').execute();
}
