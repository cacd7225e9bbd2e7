import type { Kysely } from 'kysely';

/**
 * Orders (spec 2.16, 2.17, 2.18): a trader's buy request or a seller's sell listing, one table for both
 * sides, and the per-(side, year) counter behind BUY-2026-001 / SELL-2026-001.
 *
 * Decision 003: quantities are thousandths of a unit, prices cents, in 64-bit integer columns; the
 * flexibility percentages are thousandths of a percent; terms are a JSON array in text; dates are text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('commodity_id', 'text', (c) => c.notNull().references('commodities.id'))
    .addColumn('commodity_details', 'text')
    .addColumn('quantity_e3', 'bigint', (c) => c.notNull())
    .addColumn('price_min_cents', 'bigint', (c) => c.notNull())
    .addColumn('price_max_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_value_cents', 'bigint', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('specifications', 'text')
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('urgent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('flex_quantity_e3', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('flex_price_e3', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('flex_location', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('flex_terms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('contract_id', 'text', (c) => c.references('contracts.id'))
    .addColumn('final_price_cents', 'bigint')
    .addColumn('reviewed_by', 'text', (c) => c.references('users.id'))
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('matched_at', 'text')
    .addColumn('completed_at', 'text')
    .execute();
  // An owner's list (optionally by side and status, newest first) and its status counts.
  await db.schema.createIndex('orders_owner_side_status_created_idx').on('orders').columns(['owner_id', 'side', 'status', 'created_at']).execute();
  // The administrator's list with or without a status filter, and the matching engine's active orders.
  await db.schema.createIndex('orders_status_side_created_idx').on('orders').columns(['status', 'side', 'created_at']).execute();
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute();
  // The contract lifecycle link finds the orders of a contract.
  await db.schema.createIndex('orders_contract_idx').on('orders').column('contract_id').execute();

  await db.schema
    .createTable('order_number_counters')
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_number_counters_pk', ['side', 'year'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['order_number_counters', 'orders']) {
    await db.schema.dropTable(table).execute();
  }
}
