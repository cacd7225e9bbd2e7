import type { CommodityCategory, ContractStatus, MatchableOrder, MatchStatus, OrderSide, UserStatus } from '@ctp/domain';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../db/connection';
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

/** The orders module's MATCHING_POOL_MAX: suggestions are computed over the newest this many active orders. */
export const POOL_MAX = 20_000;

/** An active order as suggestions read it: what scoring reads, its side, and whether its owner may trade. */
export interface PoolOrder extends MatchableOrder {
  side: OrderSide;
  owner: { rating: null; status: UserStatus; kycStatus: string };
}

/** What a pool order is read from, in the order of the JSON array each order is aggregated into. */
const POOL_COLUMNS = [
  'id',
  'side',
  'owner_id',
  'commodity_id',
  'quantity_e3',
  'filled_e3',
  'price_min_cents',
  'price_max_cents',
  'location',
  'terms',
  'urgent',
  'flex_quantity_e3',
  'flex_price_e3',
  'created_at',
] as const;
type PoolTuple = [string, string, string, string, number, number, number, number, string, string, number, number, number, string];

/**
 * The active orders (of the category) as one JSON array of arrays: as rows, 20,000 orders cost about three times as
 * much, the driver building a value per column and row. The newest POOL_MAX when `newest`, else any POOL_MAX + 1
 * (sorting is needed only when the cap bites).
 */
function selectPool(db: Kysely<Database>, engine: Engine, category: CommodityCategory | undefined, newest: boolean) {
  let pool = db
    .selectFrom('orders as o')
    .select(POOL_COLUMNS.map((c) => `o.${c}` as const))
    .where('o.status', '=', 'active');
  if (category) pool = pool.where('o.commodity_id', 'in', db.selectFrom('commodities').select('id').where('category', '=', category));
  pool = newest ? pool.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(POOL_MAX) : pool.limit(POOL_MAX + 1);
  const [aggregate, array] = engine === 'postgres' ? ['json_agg', 'json_build_array'] : ['json_group_array', 'json_array'];
  const columns = sql.join(POOL_COLUMNS.map((c) => sql.ref(`p.${c}`)));
  // SQLite answers the JSON's text, PostgreSQL (json) its value.
  return db.selectFrom(pool.as('p')).select(sql<string | PoolTuple[]>`coalesce(${sql.raw(aggregate)}(${sql.raw(array)}(${columns})), '[]')`.as('orders'));
}

async function readPool(db: Kysely<Database>, engine: Engine, category: CommodityCategory | undefined, newest: boolean): Promise<PoolTuple[]> {
  const { orders } = await selectPool(db, engine, category, newest).executeTakeFirstOrThrow();
  return typeof orders === 'string' ? (JSON.parse(orders) as PoolTuple[]) : orders;
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
export function createMatchesRepository(db: Kysely<Database>, engine: Engine) {
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

    /**
     * The active orders suggestions rank (of a commodity category when given): the orders module's matching pool
     * (`findActiveForMatching`, the newest POOL_MAX), read for scoring and eligibility only, for about an eighth of the
     * cost. Read whenever the stamp moves, it is most of such a request once the ranking is kept (`updateRanking`).
     */
    async activeOrders(category?: CommodityCategory): Promise<PoolOrder[]> {
      let pool = await readPool(db, engine, category, false);
      if (pool.length > POOL_MAX) pool = await readPool(db, engine, category, true);
      if (pool.length === 0) return [];
      // Every user's standing apart (as the stamp reads every user): a join would cost a lookup per order.
      const users = await db.selectFrom('users').select(['id', 'status', 'kyc_status']).execute();
      const owners = new Map(users.map((u): [string, PoolOrder['owner']] => [u.id, { rating: null, status: u.status as UserStatus, kycStatus: u.kyc_status }]));
      // Few sets of terms: each is parsed once.
      const termLists = new Map<string, readonly string[]>();
      return pool.map(([id, side, ownerId, commodityId, quantityE3, filledE3, minCents, maxCents, location, terms, urgent, flexQuantityE3, flexPriceE3, createdAt]): PoolOrder => {
        let termList = termLists.get(terms);
        if (!termList) termLists.set(terms, (termList = JSON.parse(terms) as string[]));
        // The numbers of the orders module's `toOrder`.
        return {
          id,
          side: side as OrderSide,
          ownerId,
          commodityId,
          quantity: quantityE3 / 1000,
          remainingQuantity: (quantityE3 - filledE3) / 1000,
          priceRange: { min: minCents / 100, max: maxCents / 100 },
          location,
          terms: termList,
          urgent: urgent === 1,
          flexibility: { quantity: flexQuantityE3 / 1000, price: flexPriceE3 / 1000 },
          createdAt,
          owner: owners.get(ownerId)!,
        };
      });
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
