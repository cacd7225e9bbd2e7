import type { Kysely } from 'kysely';

/**
 * One daily close per symbol, the record the price history is served from. Prices are integers
 * (the close times 10,000, four decimals) as decision 003 asks; `day` is the exchange's YYYY-MM-DD.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('price_history')
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('close_e4', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('price_history_pk', ['symbol', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('price_history').execute();
}
