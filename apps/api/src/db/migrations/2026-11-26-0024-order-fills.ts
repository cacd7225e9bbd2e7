import { sql, type Kysely } from 'kysely';

/**
 * Partial quantities and terms acceptance (issue 13, docs/decisions/022).
 * - `orders.filled_e3`: how much of the order agreed deals have taken (thousandths); remaining = quantity - filled.
 * - `order_fills`: one row per order and contract whose agreement took a part of it, so a cancelled or expired contract
 *   gives exactly that part back (`released_at`), even when the order has been matched again since.
 * - `terms_acceptances`: which terms version a user accepted, and when (one row per user and version; accounts made
 *   before this migration have none, as nobody knows which text they saw).
 * Orders already signed or completed before this migration were taken whole by their contract: their fill is
 * recorded as the whole quantity.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('filled_e3', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('order_fills')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('contract_id', 'text', (c) => c.notNull().references('contracts.id'))
    .addColumn('quantity_e3', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('released_at', 'text')
    // One fill per order and contract: recording it again (a redelivered event) changes nothing.
    .addPrimaryKeyConstraint('order_fills_pk', ['order_id', 'contract_id'])
    .execute();
  await db.schema.createIndex('order_fills_contract_idx').on('order_fills').column('contract_id').execute();

  const taken = sql`status in ('contract_signed', 'completed') and contract_id is not null`;
  await sql`insert into order_fills (order_id, contract_id, quantity_e3, created_at)
    select id, contract_id, quantity_e3, updated_at from orders where ${taken}`.execute(db);
  await sql`update orders set filled_e3 = quantity_e3 where ${taken}`.execute(db);

  await db.schema
    .createTable('terms_acceptances')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('terms_version', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('terms_acceptances_pk', ['user_id', 'terms_version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('terms_acceptances').execute();
  await db.schema.dropTable('order_fills').execute();
  await db.schema.alterTable('orders').dropColumn('filled_e3').execute();
}
