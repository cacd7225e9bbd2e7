import type { Kysely } from 'kysely';

/**
 * A random value stored when a refresh token is rotated. With the token itself (which the server never stores) it
 * derives the successor, so a retry inside the grace window is answered with the same successor instead of a
 * second chain; a copy of the database alone cannot derive it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('successor_nonce', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('successor_nonce').execute();
}
