import type { Kysely } from 'kysely';

/**
 * The language of an account (issue 17, decision 026): the portal opens in it and its mails are written in it.
 * Existing accounts read English, as everything did before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text', (c) => c.notNull().defaultTo('en')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
