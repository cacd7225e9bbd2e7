import type { Kysely } from 'kysely';

/**
 * The document center: one row per uploaded file. The file itself lives in the document storage under
 * `storage_key` (a random name, never the uploaded one); `file_name` and `mime_type` are what the
 * download answers with, the type being the one the server detected. No foreign key to contracts:
 * the party check happens on upload.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('contract_id', 'text')
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('document_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('review_note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A user's list, newest first (the id breaks ties in the same millisecond); the second serves administrators.
  await db.schema.createIndex('documents_user_created_idx').on('documents').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('documents_created_idx').on('documents').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('documents').execute();
}
