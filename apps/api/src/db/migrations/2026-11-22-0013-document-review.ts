import type { Kysely } from 'kysely';

/**
 * Document review and the inquiries inbox (issue 7). A document's decision: when and by which
 * administrator (the rejection reason goes to review_note, there since 0005). An inquiry answered:
 * when, by whom, and an optional note of how. The index serves the KYC check (a user's documents by type).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column per statement.
  await db.schema.alterTable('documents').addColumn('reviewed_at', 'text').execute();
  await db.schema.alterTable('documents').addColumn('reviewed_by', 'text').execute();
  await db.schema.createIndex('documents_user_type_idx').on('documents').columns(['user_id', 'document_type', 'created_at']).execute();
  await db.schema.alterTable('inquiries').addColumn('answered_at', 'text').execute();
  await db.schema.alterTable('inquiries').addColumn('answered_by', 'text').execute();
  await db.schema.alterTable('inquiries').addColumn('answer_note', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['answer_note', 'answered_by', 'answered_at']) {
    await db.schema.alterTable('inquiries').dropColumn(column).execute();
  }
  await db.schema.dropIndex('documents_user_type_idx').execute();
  for (const column of ['reviewed_by', 'reviewed_at']) {
    await db.schema.alterTable('documents').dropColumn(column).execute();
  }
}
