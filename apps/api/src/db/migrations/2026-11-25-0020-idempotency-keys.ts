import type { Kysely } from 'kysely';

/**
 * The Idempotency-Key of each create a caller sent (plugins/idempotency.ts), with the first answer once there is one:
 * a retry with the same key answers it again instead of creating twice. In the database, so every instance shares it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    // The caller: a user id, or `ip:<address>` on a public route.
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    // sha-256 of the operation and the body: the same key with another request is refused.
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    // Null while the first request is being processed.
    .addColumn('status_code', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_expires_idx').on('idempotency_keys').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
