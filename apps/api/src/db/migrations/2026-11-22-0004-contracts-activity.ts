import type { Kysely } from 'kysely';

/**
 * The commodities the platform trades (seeded here, spec 2.7 and 2.8), contracts between a buyer and a
 * seller, the per-year counter behind contract numbers, and each user's activity feed.
 *
 * Decision 003: quantities are thousandths of a unit and money is cents, in 64-bit integer columns
 * (`bigint`: PostgreSQL's `integer` stops at 2^31); the delivery date is YYYY-MM-DD text.
 */
const SEEDED_AT = '2026-11-22T00:00:00.000Z';

/** Fixed ids, so every installation (and the web app's tests) names the same commodity alike. */
const COMMODITIES = [
  {
    id: 'fb275044-634d-4a13-a9b5-7e3389188fc7',
    name: 'Gold',
    symbol: 'XAU',
    category: 'gold',
    unit: 'oz',
    description: 'Physical gold bullion, LBMA good delivery bars (995+ fineness), priced per troy ounce.',
    position: 1,
  },
  {
    id: '41af7935-ac57-4367-a9ae-145e84fb452f',
    name: 'EN590',
    symbol: 'EN590',
    category: 'fuel',
    unit: 'MT',
    description: 'EN590 ultra-low sulphur diesel (10 ppm), priced per metric tonne.',
    position: 2,
  },
  {
    id: '5c3cd7ef-8563-4b34-9f41-d98a41946433',
    name: 'Jet A1',
    symbol: 'JETA1',
    category: 'fuel',
    unit: 'MT',
    description: 'Jet A1 aviation turbine fuel, priced per metric tonne.',
    position: 3,
  },
  {
    id: '84beb5cc-fcc0-4fe4-9287-567583033bca',
    name: 'Crude Oil',
    symbol: 'CRUDE',
    category: 'fuel',
    unit: 'MT',
    description: 'Crude oil, light sweet and medium sour grades, priced per metric tonne.',
    position: 4,
  },
  {
    id: '5fe6e437-7a87-41fd-ae47-279c8f695204',
    name: 'Fuel Oil',
    symbol: 'FUELOIL',
    category: 'fuel',
    unit: 'MT',
    description: 'Heavy fuel oil (HFO 380 / VLSFO) for marine and power use, priced per metric tonne.',
    position: 5,
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('commodities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('commodities')
    .values(COMMODITIES.map((c) => ({ ...c, is_active: 1, created_at: SEEDED_AT, updated_at: SEEDED_AT })))
    .execute();

  await db.schema
    .createTable('contracts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contract_number', 'text', (c) => c.notNull().unique())
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('seller_id', 'text', (c) => c.references('users.id'))
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('commodity_id', 'text', (c) => c.notNull().references('commodities.id'))
    .addColumn('contract_type', 'text', (c) => c.notNull())
    .addColumn('quantity_e3', 'bigint', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_value_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('delivery_location', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('signed_by_buyer_at', 'text')
    .addColumn('signed_by_seller_at', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('executed_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancellation_reason', 'text')
    .addColumn('expired_at', 'text')
    // Bumped on every change: a move applies only to the version it was decided on.
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A party's list (by user, optionally by status, newest first) and dashboard. The trailing columns
  // cover the dashboard's aggregate, so it reads these indexes only, never the table.
  await db.schema
    .createIndex('contracts_buyer_status_created_idx')
    .on('contracts')
    .columns(['buyer_id', 'status', 'created_at', 'total_value_cents', 'signed_by_buyer_at'])
    .execute();
  await db.schema
    .createIndex('contracts_seller_status_created_idx')
    .on('contracts')
    .columns(['seller_id', 'status', 'created_at', 'total_value_cents', 'signed_by_seller_at'])
    .execute();
  // An administrator's list (every contract), with or without a status filter.
  await db.schema.createIndex('contracts_status_created_idx').on('contracts').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('contracts_created_idx').on('contracts').column('created_at').execute();
  // The expiry sweep: open contracts whose delivery date has passed.
  await db.schema.createIndex('contracts_status_delivery_idx').on('contracts').columns(['status', 'delivery_date']).execute();

  await db.schema
    .createTable('contract_number_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text')
    .addColumn('entity_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_user_created_idx').on('activity').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('activity_user_type_created_idx').on('activity').columns(['user_id', 'type', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['activity', 'contract_number_counters', 'contracts', 'commodities']) {
    await db.schema.dropTable(table).execute();
  }
}
