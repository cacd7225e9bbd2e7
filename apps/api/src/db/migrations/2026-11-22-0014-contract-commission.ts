import type { Kysely } from 'kysely';

/**
 * The commission rate of a contract (spec 3 trading.commissionRate), in basis points (2.5 % = 250), fixed
 * when the contract is drawn up so a later change of the setting does not alter it. Contracts drawn up
 * before this migration keep null: no rate was agreed for them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contracts').addColumn('commission_rate_bp', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contracts').dropColumn('commission_rate_bp').execute();
}
