import type { ContractStatus, MatchStatus } from '@ctp/domain';
import type { Kysely } from 'kysely';
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
