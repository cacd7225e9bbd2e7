import type { Kysely } from 'kysely';

/**
 * Price alerts and the weekly brief (issue 14).
 * - `price_alerts`: one row per user's alert. `level_e4` is a price, or for daily_change a percentage, in
 *   ten-thousandths like price_history's closes, so both engines compare it exactly. `armed` (0/1) is cleared by the
 *   update that claims a crossing (only one instance can win it) and set again when the price crosses back.
 * - `scheduled_runs`: one row per job and period (e.g. the weekly brief of the Monday 2026-11-30), inserted before the
 *   job sends anything; the primary key lets exactly one instance claim a run.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('price_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('condition', 'text', (c) => c.notNull())
    .addColumn('level_e4', 'bigint', (c) => c.notNull())
    .addColumn('armed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_triggered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_alerts_user_idx').on('price_alerts').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('price_alerts_symbol_idx').on('price_alerts').column('symbol').execute();

  await db.schema
    .createTable('scheduled_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('scheduled_runs_pk', ['job', 'period'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scheduled_runs').execute();
  await db.schema.dropTable('price_alerts').execute();
}
