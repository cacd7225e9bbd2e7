import type { Kysely } from 'kysely';

/**
 * The desk's fuel price assessments (issue 18): one price per product, port and Muscat calendar day (`day`,
 * YYYY-MM-DD), per metric ton in cents (`bigint`, decision 003). The unique index makes a second entry for the same
 * product, port and day fail in the database, so two administrators saving at once cannot both win; it also serves
 * the board (latest per product and port) and the history of one product at one port.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('fuel_assessments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('port', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('note', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fuel_assessments_product_port_day_key').on('fuel_assessments').columns(['product', 'port', 'day']).unique().execute();
  // The history across products and ports, newest day first (Admin › Fuel prices).
  await db.schema.createIndex('fuel_assessments_day_idx').on('fuel_assessments').column('day').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('fuel_assessments').execute();
}
