import { TRADED_CONTRACT_STATUSES, type ContractStatus } from '@ctp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface ContractFigures {
  /** Contracts by status, where the user is buyer or seller. */
  byStatus: Partial<Record<ContractStatus, number>>;
  pendingActions: number;
  /** Cents. */
  tradeVolumeCents: number;
  /** Cents: the traded contracts the user sells in, all time. */
  revenueCents: number;
}

const traded = sql`status in (${sql.join(TRADED_CONTRACT_STATUSES.map((s) => sql.lit(s)))})`;

/** The dashboard's figures over the user's contracts, in one aggregate query. */
export function createDashboardRepository(db: Kysely<Database>) {
  /**
   * One pass over the user's contracts as buyer, then as seller (a user is never both on one contract:
   * buyers are traders, sellers are sellers), grouped by status: counts, the actions waiting on the user
   * (pending and not signed by their side; drafts they must send as buyer), the volume created since
   * `since` and the revenue as seller (both over the traded contracts). Each half reads only its party
   * index, which covers every column used here.
   */
  function figuresQuery(userId: string, since: string) {
    const asBuyer = db
      .selectFrom('contracts')
      .where('buyer_id', '=', userId)
      .select(['status', 'created_at', 'total_value_cents', 'signed_by_buyer_at as own_signature', sql<number>`1`.as('is_buyer')]);
    const asSeller = db
      .selectFrom('contracts')
      .where('seller_id', '=', userId)
      .select(['status', 'created_at', 'total_value_cents', 'signed_by_seller_at as own_signature', sql<number>`0`.as('is_buyer')]);
    return db
      .selectFrom(asBuyer.unionAll(asSeller).as('mine'))
      .select([
        'status',
        (eb) => eb.fn.countAll<number | string>().as('n'),
        sql<number | string>`sum(case when (status = 'pending' and own_signature is null) or (status = 'draft' and is_buyer = 1) then 1 else 0 end)`.as('actions'),
        sql<number | string>`sum(case when ${traded} and created_at >= ${since} then total_value_cents else 0 end)`.as('volume'),
        sql<number | string>`sum(case when ${traded} and is_buyer = 0 then total_value_cents else 0 end)`.as('revenue'),
      ])
      .groupBy('status');
  }

  return {
    /** The query itself, for query plans (bench/dashboard.ts). */
    figuresQuery,

    async contractFigures(userId: string, since: string): Promise<ContractFigures> {
      const rows = await figuresQuery(userId, since).execute();
      // Counts and sums arrive as strings from PostgreSQL.
      return {
        byStatus: Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])),
        pendingActions: rows.reduce((sum, r) => sum + Number(r.actions), 0),
        tradeVolumeCents: rows.reduce((sum, r) => sum + Number(r.volume), 0),
        revenueCents: rows.reduce((sum, r) => sum + Number(r.revenue), 0),
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
