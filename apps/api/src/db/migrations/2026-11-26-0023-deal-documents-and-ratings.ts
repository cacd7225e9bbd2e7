import type { Kysely } from 'kysely';

/**
 * Deal documents and ratings (issue 13, docs/decisions/021). A document may be shared with a deal (deal_id; null for
 * the owner's own); a deal's parties rate each other once its contract is executed, one rating per rater and deal.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('deal_id', 'text', (c) => c.references('deals.id')).execute();
  // A deal's documents, newest first.
  await db.schema.createIndex('documents_deal_idx').on('documents').columns(['deal_id', 'created_at']).execute();

  await db.schema
    .createTable('ratings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('deal_id', 'text', (c) => c.notNull().references('deals.id'))
    .addColumn('rater_id', 'text', (c) => c.notNull().references('users.id'))
    // 'buyer' or 'seller': the side that rated (the other side is the one rated).
    .addColumn('rater_role', 'text', (c) => c.notNull())
    .addColumn('ratee_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Once per party and deal: of two simultaneous ratings one is stored, the other refused.
    .addUniqueConstraint('ratings_deal_rater_unique', ['deal_id', 'rater_id'])
    .execute();
  // A user's average, for the matching view.
  await db.schema.createIndex('ratings_ratee_idx').on('ratings').column('ratee_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ratings').execute();
  await db.schema.dropIndex('documents_deal_idx').execute();
  await db.schema.alterTable('documents').dropColumn('deal_id').execute();
}
