import type { CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The desk's content (issue 18): market alerts, investment opportunities and capital projects become drafts or
 * published items (`content_status`; every existing row was on show and stays published), carry the development
 * seed's `example` flag (0/1), their last change (`updated_at`) and their author (`created_by`). `published_at` is
 * set by each publication, so a draft never published has none and the column loses its NOT NULL. SQLite cannot drop
 * a NOT NULL, so each table is rebuilt (create the new shape, copy the rows, drop the old table, rename), the same way
 * on both engines. No other table references these three.
 */

type Shape = (table: CreateTableBuilder<string, never>) => CreateTableBuilder<string, never>;

interface ContentTable {
  name: string;
  /** The columns the item's fields are stored in, unchanged by this migration. */
  fields: string[];
  fieldColumns: Shape;
  /** The bookkeeping columns as migration 0007 made them, which `down` restores. */
  before: Shape;
  /** Where `up` copies each bookkeeping column from, and `down` back. */
  copyUp: Record<string, string>;
  copyDown: Record<string, string>;
}

const publishedAndCreated: Shape = (t) => t.addColumn('published_at', 'text', (c) => c.notNull()).addColumn('created_at', 'text', (c) => c.notNull());
const createdBy: Shape = (t) => t.addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'));

const TABLES: ContentTable[] = [
  {
    name: 'market_alerts',
    fields: ['id', 'title', 'summary', 'region', 'impact', 'commodities'],
    fieldColumns: (t) =>
      t
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('impact', 'text', (c) => c.notNull())
        .addColumn('commodities', 'text', (c) => c.notNull())
        .addCheckConstraint('market_alerts_impact_check', sql`impact in ('High', 'Medium', 'Low')`),
    before: (t) => createdBy(publishedAndCreated(t)),
    // An alert was never edited: its last change is its creation.
    copyUp: { published_at: 'published_at', created_by: 'created_by', created_at: 'created_at', updated_at: 'created_at' },
    copyDown: { published_at: 'published_at', created_by: 'created_by', created_at: 'created_at' },
  },
  {
    name: 'investment_opportunities',
    fields: [
      'id', 'title', 'structure', 'commodity', 'region', 'operator', 'min_investment_cents', 'facility_size_cents', 'expected_return_min_bps',
      'expected_return_max_bps', 'term_months', 'status', 'risk_level', 'summary', 'details', 'key_terms',
    ],
    fieldColumns: (t) =>
      t
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
        // Spec 9: investors from $1M.
        .addCheckConstraint('investment_opportunities_minimum_check', sql`min_investment_cents >= 100000000`),
    before: (t) => publishedAndCreated(t).addColumn('updated_at', 'text', (c) => c.notNull()),
    // The seed wrote these without an author.
    copyUp: { published_at: 'published_at', created_at: 'created_at', updated_at: 'updated_at' },
    copyDown: { published_at: 'published_at', created_at: 'created_at', updated_at: 'updated_at' },
  },
  {
    name: 'capital_projects',
    fields: [
      'id', 'name', 'commodity', 'region', 'developer', 'stage', 'seeking_amount_cents', 'reserves', 'grade', 'mine_life_years', 'irr_bps',
      'npv_cents', 'initial_capex_cents', 'annual_production', 'summary', 'details', 'use_of_funds',
    ],
    fieldColumns: (t) =>
      t
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
        // Spec 9: development capital from $5M to $500M.
        .addCheckConstraint('capital_projects_seeking_check', sql`seeking_amount_cents between 500000000 and 50000000000`),
    before: (t) => publishedAndCreated(t).addColumn('updated_at', 'text', (c) => c.notNull()),
    copyUp: { published_at: 'published_at', created_at: 'created_at', updated_at: 'updated_at' },
    copyDown: { published_at: 'published_at', created_at: 'created_at', updated_at: 'updated_at' },
  },
];

/** The bookkeeping columns of content; `example` is 0/1 like every flag (decision 003). */
const contentColumns =
  (name: string): Shape =>
  (t) =>
    t
      .addColumn('content_status', 'text', (c) => c.notNull().defaultTo('published'))
      .addColumn('example', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('published_at', 'text')
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint(`${name}_content_status_check`, sql`content_status in ('draft', 'published')`)
      .addCheckConstraint(`${name}_example_check`, sql`example in (0, 1)`)
      // A published item always has its publication time.
      .addCheckConstraint(`${name}_published_time_check`, sql`content_status = 'draft' or published_at is not null`);

/** Replaces `table.name` by a table of `shape`, copying each target column from its source column. */
async function rebuild(db: Kysely<any>, table: ContentTable, shape: Shape, copy: Record<string, string>): Promise<void> {
  const next = `${table.name}_next`;
  await shape(table.fieldColumns(db.schema.createTable(next) as CreateTableBuilder<string, never>)).execute();
  const targets = [...table.fields, ...Object.keys(copy)];
  const sources = [...table.fields, ...Object.values(copy)];
  await sql`insert into ${sql.table(next)} (${sql.join(targets.map((c) => sql.ref(c)))}) select ${sql.join(sources.map((c) => sql.ref(c)))} from ${sql.table(table.name)}`.execute(db);
  await db.schema.dropTable(table.name).execute();
  await db.schema.alterTable(next).renameTo(table.name).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await rebuild(db, table, contentColumns(table.name), table.copyUp);
    // The portals list published items newest first; the desk lists every item, the last changed first.
    await db.schema.createIndex(`${table.name}_published_at_idx`).on(table.name).columns(['content_status', 'published_at']).execute();
    await db.schema.createIndex(`${table.name}_updated_at_idx`).on(table.name).column('updated_at').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    // Drafts were never on show before this migration.
    await db.deleteFrom(table.name).where('content_status', '=', 'draft').execute();
    await rebuild(db, table, table.before, table.copyDown);
    await db.schema.createIndex(`${table.name}_published_at_idx`).on(table.name).column('published_at').execute();
  }
}
