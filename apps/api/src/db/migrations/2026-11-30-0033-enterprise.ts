import type { Kysely } from 'kysely';

/**
 * The Enterprise package (issue 18, docs/decisions/027).
 * - `enterprise_grants`: one row per company an administrator granted Enterprise. Users have a company name, not a
 *   company: `company_key` is that name trimmed, its spaces collapsed and lower-cased (companyKeyOf), unique so one
 *   company cannot be granted twice even by two administrators at once; `company_name` keeps the typed spelling.
 * - `enterprise_members`: the users the desk confirmed for a grant (its company's users when it was granted, and
 *   those it adds later). A company name is self-declared, so the name alone gives nothing: a user has Enterprise
 *   while they are a member and their company name still has the grant's key. One grant per user (the key).
 * - `api_tokens`: personal API tokens. Only the SHA-256 (hex) of the secret is stored, so the secret is shown once;
 *   `last4` tells tokens apart in the list. `scopes` is a JSON list. Revoking sets `revoked_at`: the row stays, so
 *   the audit log's entries still name a token that exists.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('enterprise_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_key', 'text', (c) => c.notNull().unique())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('enterprise_members')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('grant_id', 'text', (c) => c.notNull().references('enterprise_grants.id').onDelete('cascade'))
    .addColumn('added_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('enterprise_members_grant_idx').on('enterprise_members').column('grant_id').execute();

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_user_idx').on('api_tokens').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
  await db.schema.dropTable('enterprise_members').execute();
  await db.schema.dropTable('enterprise_grants').execute();
}
