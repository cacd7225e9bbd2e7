import type { Kysely } from 'kysely';

/**
 * The deal room (issue 13, docs/decisions/019): a deal per confirmed match, its offers, its messages and each
 * reader's place in them. Money in cents and quantities in thousandths, 64-bit integers (decision 003).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One deal per match: the match.confirmed event may be delivered more than once.
    .addColumn('match_id', 'text', (c) => c.notNull().unique().references('matches.id'))
    .addColumn('buy_order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('sell_order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('contract_id', 'text', (c) => c.notNull().references('contracts.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('agreed_offer_id', 'text')
    // Messages are numbered per deal from this counter; read markers point into it.
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    // Each offer move applies only to the version it was decided on (two simultaneous moves cannot both win).
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('negotiation_started_at', 'text')
    .addColumn('agreed_at', 'text')
    .addColumn('closed_at', 'text')
    .execute();
  // A party's deals, most recently active first; administrators' lists by status; the contract link.
  await db.schema.createIndex('deals_buyer_idx').on('deals').columns(['buyer_id', 'updated_at']).execute();
  await db.schema.createIndex('deals_seller_idx').on('deals').columns(['seller_id', 'updated_at']).execute();
  await db.schema.createIndex('deals_status_idx').on('deals').columns(['status', 'updated_at']).execute();
  await db.schema.createIndex('deals_contract_idx').on('deals').column('contract_id').execute();

  await db.schema
    .createTable('deal_offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('deal_id', 'text', (c) => c.notNull().references('deals.id'))
    // 1 (the desk's), 2, 3... within the deal: the order offers were made in.
    .addColumn('number', 'integer', (c) => c.notNull())
    // 'buyer', 'seller' or 'desk'; made_by is null for the desk's first offer.
    .addColumn('made_by_role', 'text', (c) => c.notNull())
    .addColumn('made_by', 'text', (c) => c.references('users.id'))
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('quantity_e3', 'bigint', (c) => c.notNull())
    .addColumn('total_value_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('incoterm', 'text', (c) => c.notNull())
    .addColumn('payment_terms', 'text', (c) => c.notNull())
    .addColumn('specifications', 'text')
    .addColumn('note', 'text')
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('accepted_by_buyer_at', 'text')
    .addColumn('accepted_by_seller_at', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('rejection_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('deal_offers_number_unique', ['deal_id', 'number'])
    .execute();

  await db.schema
    .createTable('deal_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('deal_id', 'text', (c) => c.notNull().references('deals.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('author_role', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('deal_messages_number_unique', ['deal_id', 'number'])
    .execute();

  // How far each reader has read a deal's messages (GET .../messages moves it on).
  await db.schema
    .createTable('deal_reads')
    .addColumn('deal_id', 'text', (c) => c.notNull().references('deals.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('last_read_number', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('deal_reads_pk', ['deal_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('deal_reads').execute();
  await db.schema.dropTable('deal_messages').execute();
  await db.schema.dropTable('deal_offers').execute();
  await db.schema.dropTable('deals').execute();
}
