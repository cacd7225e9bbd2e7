import type { ContractStatus, MatchStatus } from '@ctp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A match as the service sees it: price in cents, quantity in thousandths, with its contract's status. */
export interface StoredMatch {
  id: string;
  buyOrderId: string;
  sellOrderId: string;
  agreedPriceCents: number;
  quantityE3: number;
  contractId: string;
  contractStatus: ContractStatus;
  status: MatchStatus;
  createdBy: string;
  createdAt: string;
}

export interface NewMatch {
  id: string;
  buyOrderId: string;
  sellOrderId: string;
  agreedPriceCents: number;
  quantityE3: number;
  contractId: string;
  createdBy: string;
  createdAt: string;
}

function selectMatches(db: Kysely<Database>) {
  return db
    .selectFrom('matches as x')
    .innerJoin('contracts as c', 'c.id', 'x.contract_id')
    .selectAll('x')
    .select('c.status as contract_status')
    .orderBy('x.created_at', 'desc')
    .orderBy('x.id', 'desc');
}

type Row = Awaited<ReturnType<ReturnType<typeof selectMatches>['executeTakeFirstOrThrow']>>;

const toStored = (r: Row): StoredMatch => ({
  id: r.id,
  buyOrderId: r.buy_order_id,
  sellOrderId: r.sell_order_id,
  // bigint columns arrive as strings from PostgreSQL.
  agreedPriceCents: Number(r.agreed_price_cents),
  quantityE3: Number(r.quantity_e3),
  contractId: r.contract_id,
  contractStatus: r.contract_status as ContractStatus,
  status: r.status as MatchStatus,
  createdBy: r.created_by,
  createdAt: r.created_at,
});

/** The matches table. Built on the app's database or on a transaction. */
export function createMatchesRepository(db: Kysely<Database>) {
  return {
    async insert(m: NewMatch): Promise<void> {
      await db
        .insertInto('matches')
        .values({
          id: m.id,
          buy_order_id: m.buyOrderId,
          sell_order_id: m.sellOrderId,
          agreed_price_cents: m.agreedPriceCents,
          quantity_e3: m.quantityE3,
          contract_id: m.contractId,
          status: 'matched' satisfies MatchStatus,
          created_by: m.createdBy,
          created_at: m.createdAt,
        })
        .execute();
    },

    async findById(id: string): Promise<StoredMatch | undefined> {
      const row = await selectMatches(db).where('x.id', '=', id).executeTakeFirst();
      return row && toStored(row);
    },

    /** The matches whose buy or sell order belongs to the user, newest first. */
    async listForOwner(userId: string): Promise<StoredMatch[]> {
      const rows = await selectMatches(db)
        .where((eb) =>
          eb.or([
            eb('x.buy_order_id', 'in', eb.selectFrom('orders').select('id').where('owner_id', '=', userId)),
            eb('x.sell_order_id', 'in', eb.selectFrom('orders').select('id').where('owner_id', '=', userId)),
          ]),
        )
        .execute();
      return rows.map(toStored);
    },

    async setStatusForContract(contractId: string, status: MatchStatus): Promise<void> {
      await db.updateTable('matches').set({ status }).where('contract_id', '=', contractId).execute();
    },

    /**
     * A stamp of the rows the suggestions read besides settings: the orders (the latest change, how many are active,
     * how many fills were taken and given back: a fill changes no `updated_at`), the users (the latest change, how
     * many are active and KYC-approved) and the ratings. The app's writes move it, and so do status flips made
     * straight in the tables. One statement; `max(updated_at)` scans the orders (no index has it).
     */
    async rankingStamp(): Promise<string> {
      const { rows } = await sql<Record<string, unknown>>`
        select * from
          (select max(updated_at) as orders_at from orders) as o,
          (select count(*) as active_orders from orders where status = 'active') as a,
          (select count(*) as fills, count(released_at) as released from order_fills) as f,
          (select count(*) as users, max(updated_at) as users_at, sum(case when status = 'active' then 1 else 0 end) as active_users,
             sum(case when kyc_status = 'approved' then 1 else 0 end) as approved_users from users) as u,
          (select count(*) as ratings from ratings) as r`.execute(db);
      return Object.values(rows[0]!).map(String).join('|');
    },

    /** PostgreSQL only: locks the orders' rows, in id order so two confirms never deadlock. */
    async lockOrders(ids: readonly string[]): Promise<void> {
      await db
        .selectFrom('orders')
        .select('id')
        .where('id', 'in', [...ids])
        .orderBy('id')
        .forUpdate()
        .execute();
    },
  };
}

export type MatchesRepository = ReturnType<typeof createMatchesRepository>;
