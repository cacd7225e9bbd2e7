import type { Kysely } from 'kysely';

/**
 * Request counters of the rate limits (plugins/limit-store.ts) when no Redis is configured: one row per client and
 * budget, so a restart does not reset a limit and every instance on the same database shares it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_idx').on('rate_limits').column('window_ends_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
