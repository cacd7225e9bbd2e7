import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Market intelligence and commodity investment: geopolitical alerts, investment opportunities,
 * projects seeking capital, and the columns that let the inquiries table hold what signed-in users
 * ask for from the portals. Money is in cents as 64-bit integers (a $500M project is 5e10 cents,
 * past a 32-bit column); lists of text are JSON arrays stored as text (decision 003).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('market_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('impact', 'text', (c) => c.notNull())
    .addColumn('commodities', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('market_alerts_impact_check', sql`impact in ('High', 'Medium', 'Low')`)
    .execute();
  await db.schema.createIndex('market_alerts_published_at_idx').on('market_alerts').column('published_at').execute();

  await db.schema
    .createTable('investment_opportunities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('structure', 'text', (c) => c.notNull())
    .addColumn('commodity', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('min_investment_cents', 'bigint', (c) => c.notNull())
    .addColumn('facility_size_cents', 'bigint')
    .addColumn('expected_return_min_bps', 'integer', (c) => c.notNull())
    .addColumn('expected_return_max_bps', 'integer', (c) => c.notNull())
    .addColumn('term_months', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('risk_level', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('key_terms', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // Spec 9: investors from $1M.
    .addCheckConstraint('investment_opportunities_minimum_check', sql`min_investment_cents >= 100000000`)
    .execute();
  await db.schema.createIndex('investment_opportunities_published_at_idx').on('investment_opportunities').column('published_at').execute();

  await db.schema
    .createTable('capital_projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('commodity', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('developer', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('seeking_amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('reserves', 'text', (c) => c.notNull())
    .addColumn('grade', 'text', (c) => c.notNull())
    .addColumn('mine_life_years', 'integer', (c) => c.notNull())
    .addColumn('irr_bps', 'integer', (c) => c.notNull())
    .addColumn('npv_cents', 'bigint')
    .addColumn('initial_capex_cents', 'bigint')
    .addColumn('annual_production', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('use_of_funds', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // Spec 9: development capital from $5M to $500M.
    .addCheckConstraint('capital_projects_seeking_check', sql`seeking_amount_cents between 500000000 and 50000000000`)
    .execute();
  await db.schema.createIndex('capital_projects_published_at_idx').on('capital_projects').column('published_at').execute();

  // One column per statement: SQLite adds a single column per ALTER TABLE. No foreign key on user_id:
  // an inquiry is a business record that outlives the account, and SQLite could not drop the column again.
  await db.schema.alterTable('inquiries').addColumn('user_id', 'text').execute();
  await db.schema.alterTable('inquiries').addColumn('kind', 'text').execute();
  await db.schema.alterTable('inquiries').addColumn('target_type', 'text').execute();
  await db.schema.alterTable('inquiries').addColumn('target_id', 'text').execute();
  await db.schema.alterTable('inquiries').addColumn('amount_cents', 'bigint').execute();
  await db.schema.createIndex('inquiries_user_id_idx').on('inquiries').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('inquiries_user_id_idx').execute();
  for (const column of ['amount_cents', 'target_id', 'target_type', 'kind', 'user_id']) {
    await db.schema.alterTable('inquiries').dropColumn(column).execute();
  }
  await db.schema.dropTable('capital_projects').execute();
  await db.schema.dropTable('investment_opportunities').execute();
  await db.schema.dropTable('market_alerts').execute();
}
