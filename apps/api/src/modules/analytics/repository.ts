import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** An order as the figures need it (money in cents, times ISO text). */
export interface OrderFact {
  commodityId: string;
  category: string;
  status: string;
  location: string;
  valueCents: number;
  createdAt: string;
  matchedAt: string | null;
  completedAt: string | null;
  reviewedAt: string | null;
}

/** An executed contract: the unit of traded volume. */
export interface ExecutionFact {
  commodityId: string;
  category: string;
  valueCents: number;
  quantityE3: number;
  executedAt: string;
}

export interface CommodityRow {
  id: string;
  name: string;
  symbol: string;
  category: string;
}

/** Counts and sums arrive as strings from PostgreSQL (bigint), as numbers from SQLite. */
const countsByStatus = (rows: { status: string; n: number | string }[]) => Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));

/**
 * The SQL behind the Dashboard and Analytics tabs. Only plain comparisons of ISO text and GROUP BY, so the
 * same queries run on SQLite and PostgreSQL; date buckets are cut in TypeScript (modules/analytics/periods.ts).
 */
export function createAnalyticsRepository(db: Kysely<Database>) {
  return {
    async usersByStatus(): Promise<Record<string, number>> {
      return countsByStatus(await db.selectFrom('users').select(['status', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('status').execute());
    },

    async ordersByStatus(): Promise<Record<string, number>> {
      return countsByStatus(await db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('status').execute());
    },

    async contractsByStatus(): Promise<Record<string, number>> {
      return countsByStatus(await db.selectFrom('contracts').select(['status', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('status').execute());
    },

    /** Cents of executed contracts, executed in [from, to) when given. */
    async executedValueCents(from?: string, to?: string): Promise<number> {
      let query = db
        .selectFrom('contracts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('total_value_cents'), eb.lit(0)).as('cents'))
        .where('status', '=', 'executed');
      if (from) query = query.where('executed_at', '>=', from);
      if (to) query = query.where('executed_at', '<', to);
      return Number((await query.executeTakeFirstOrThrow()).cents);
    },

    async usersCreatedBetween(from: string, to: string): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Orders created, matched, completed or reviewed at or after `since`. */
    async ordersTouchedSince(since: string): Promise<OrderFact[]> {
      const rows = await db
        .selectFrom('orders')
        .innerJoin('commodities', 'commodities.id', 'orders.commodity_id')
        .select([
          'orders.commodity_id',
          'commodities.category',
          'orders.status',
          'orders.location',
          'orders.total_value_cents',
          'orders.created_at',
          'orders.matched_at',
          'orders.completed_at',
          'orders.reviewed_at',
        ])
        .where((eb) =>
          eb.or([
            eb('orders.created_at', '>=', since),
            eb('orders.matched_at', '>=', since),
            eb('orders.completed_at', '>=', since),
            eb('orders.reviewed_at', '>=', since),
          ]),
        )
        .execute();
      return rows.map((r) => ({
        commodityId: r.commodity_id,
        category: r.category,
        status: r.status,
        location: r.location,
        valueCents: Number(r.total_value_cents),
        createdAt: r.created_at,
        matchedAt: r.matched_at,
        completedAt: r.completed_at,
        reviewedAt: r.reviewed_at,
      }));
    },

    /** Contracts executed at or after `since`. */
    async executionsSince(since: string): Promise<ExecutionFact[]> {
      const rows = await db
        .selectFrom('contracts')
        .innerJoin('commodities', 'commodities.id', 'contracts.commodity_id')
        .select(['contracts.commodity_id', 'commodities.category', 'contracts.total_value_cents', 'contracts.quantity_e3', 'contracts.executed_at'])
        .where('contracts.status', '=', 'executed')
        .where('contracts.executed_at', '>=', since)
        .execute();
      return rows.map((r) => ({
        commodityId: r.commodity_id,
        category: r.category,
        valueCents: Number(r.total_value_cents),
        quantityE3: Number(r.quantity_e3),
        executedAt: r.executed_at!,
      }));
    },

    commodities: (): Promise<CommodityRow[]> => db.selectFrom('commodities').select(['id', 'name', 'symbol', 'category']).orderBy('position').execute(),

    recentAudit: (limit: number) =>
      db.selectFrom('audit_log').select(['id', 'action', 'actor_email', 'target', 'created_at']).orderBy('created_at', 'desc').orderBy('id').limit(limit).execute(),
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
