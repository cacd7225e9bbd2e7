import { TRADED_CONTRACT_STATUSES } from '@ctp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** An order as the figures need it (times ISO text); orders carry no money figure (decision 022). */
export interface OrderFact {
  commodityId: string;
  category: string;
  status: string;
  location: string;
  createdAt: string;
  matchedAt: string | null;
  completedAt: string | null;
  reviewedAt: string | null;
}

/** A traded contract (TRADED_CONTRACT_STATUSES): the unit of traded volume, counted once, when it was signed. */
export interface TradeFact {
  commodityId: string;
  category: string;
  /** The contract's delivery place. */
  location: string;
  valueCents: number;
  quantityE3: number;
  tradedAt: string;
}

/**
 * When a contract started to count: the later of the two signatures (the one that made it active), or its execution
 * for a contract executed without recorded signatures. Plain CASE, so SQLite and PostgreSQL compute it alike.
 */
const tradedAt = sql<string>`coalesce(case when c.signed_by_buyer_at >= c.signed_by_seller_at then c.signed_by_buyer_at else c.signed_by_seller_at end, c.executed_at)`;

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

    /** Cents of traded contracts, traded in [from, to) when given. */
    async tradedValueCents(from?: string, to?: string): Promise<number> {
      let query = db
        .selectFrom('contracts as c')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('c.total_value_cents'), eb.lit(0)).as('cents'))
        .where('c.status', 'in', [...TRADED_CONTRACT_STATUSES]);
      if (from) query = query.where(tradedAt, '>=', from);
      if (to) query = query.where(tradedAt, '<', to);
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
        createdAt: r.created_at,
        matchedAt: r.matched_at,
        completedAt: r.completed_at,
        reviewedAt: r.reviewed_at,
      }));
    },

    /** Contracts traded at or after `since`. */
    async tradesSince(since: string): Promise<TradeFact[]> {
      const rows = await db
        .selectFrom('contracts as c')
        .innerJoin('commodities as m', 'm.id', 'c.commodity_id')
        .select(['c.commodity_id', 'm.category', 'c.delivery_location', 'c.total_value_cents', 'c.quantity_e3', tradedAt.as('traded_at')])
        .where('c.status', 'in', [...TRADED_CONTRACT_STATUSES])
        .where(tradedAt, '>=', since)
        .execute();
      return rows.map((r) => ({
        commodityId: r.commodity_id,
        category: r.category,
        location: r.delivery_location,
        valueCents: Number(r.total_value_cents),
        quantityE3: Number(r.quantity_e3),
        tradedAt: r.traded_at,
      }));
    },

    commodities: (): Promise<CommodityRow[]> => db.selectFrom('commodities').select(['id', 'name', 'symbol', 'category']).orderBy('position').execute(),

    recentAudit: (limit: number) =>
      db.selectFrom('audit_log').select(['id', 'action', 'actor_email', 'target', 'created_at']).orderBy('created_at', 'desc').orderBy('id').limit(limit).execute(),
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
