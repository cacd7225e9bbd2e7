import type { Kysely } from 'kysely';

/**
 * Matches (spec 2.18 Matching Engine): an administrator's confirmed pairing of a buy order with a sell
 * order, and the draft contract it created. Decision 003: the agreed price in cents and the quantity in
 * thousandths (named quantity_e3 like the contracts and orders columns), 64-bit integers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('matches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('buy_order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('sell_order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('agreed_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('quantity_e3', 'bigint', (c) => c.notNull())
    .addColumn('contract_id', 'text', (c) => c.notNull().references('contracts.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A trader's or seller's matches are found through their orders; the lifecycle link through the contract.
  await db.schema.createIndex('matches_buy_order_idx').on('matches').column('buy_order_id').execute();
  await db.schema.createIndex('matches_sell_order_idx').on('matches').column('sell_order_id').execute();
  await db.schema.createIndex('matches_contract_idx').on('matches').column('contract_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('matches').execute();
}
