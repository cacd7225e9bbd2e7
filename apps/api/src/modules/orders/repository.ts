import { TRADED_CONTRACT_STATUSES, type CommodityCategory, type CommodityUnit, type OrderPriority, type OrderSide, type OrderStatus, type UserStatus } from '@ctp/domain';
import { sql, type Insertable, type Kysely, type SelectQueryBuilder, type Updateable } from 'kysely';
import { toColumns } from '../../db/columns';
import type { Database, OrdersTable } from '../../db/schema';
import { containsText } from '../../lib/text-search';

/** An order as the services see it: quantity in thousandths, money in cents, flexibility in thousandths of a percent. */
export interface StoredOrder {
  id: string;
  orderNumber: string;
  side: OrderSide;
  owner: {
    id: string;
    firstName: string;
    lastName: string;
    company: string | null;
    email: string;
    status: UserStatus;
    kycStatus: string;
  };
  commodity: { id: string; name: string; symbol: string; category: CommodityCategory; unit: CommodityUnit };
  commodityDetails: string | null;
  quantityE3: number;
  /** The part of quantityE3 agreed deals have taken (docs/decisions/022). */
  filledE3: number;
  priceMinCents: number;
  priceMaxCents: number;
  totalValueCents: number;
  location: string;
  terms: string[];
  deliveryDate: string;
  specifications: string | null;
  priority: OrderPriority;
  urgent: boolean;
  flexQuantityE3: number;
  flexPriceE3: number;
  flexLocation: boolean;
  flexTerms: boolean;
  status: OrderStatus;
  notes: string | null;
  contractId: string | null;
  finalPriceCents: number | null;
  createdAt: string;
  updatedAt: string;
  matchedAt: string | null;
  completedAt: string | null;
}

/** The owner of the other order of a match. */
export interface StoredParty {
  firstName: string;
  lastName: string;
  company: string | null;
  email: string;
}

/** An order with the owner of the other side of its match; null while the order is not matched. */
export interface StoredTrade extends StoredOrder {
  counterparty: StoredParty | null;
}

/** What the owner fills in, as stored (thousandths, cents). */
type PlacedField =
  | 'commodityDetails'
  | 'quantityE3'
  | 'priceMinCents'
  | 'priceMaxCents'
  | 'totalValueCents'
  | 'location'
  | 'deliveryDate'
  | 'specifications'
  | 'priority'
  | 'urgent'
  | 'flexQuantityE3'
  | 'flexPriceE3'
  | 'flexLocation'
  | 'flexTerms';

/** The fields of an order a change may set, in the services' terms; the repository writes the columns. */
export interface OrderChanges
  extends Partial<Pick<StoredOrder, PlacedField | 'status' | 'notes' | 'contractId' | 'finalPriceCents' | 'matchedAt' | 'completedAt'>> {
  commodityId?: string;
  terms?: readonly string[];
  reviewedBy?: string;
  reviewedAt?: string;
  updatedAt: string;
}

/** A new order: pending, unmatched, with its number reserved (`reserveNumber`). */
export interface NewOrder extends Pick<StoredOrder, PlacedField | 'id' | 'orderNumber' | 'side' | 'createdAt' | 'updatedAt'> {
  ownerId: string;
  commodityId: string;
  terms: readonly string[];
}

const COLUMNS = {
  commodityId: 'commodity_id',
  commodityDetails: 'commodity_details',
  quantityE3: 'quantity_e3',
  priceMinCents: 'price_min_cents',
  priceMaxCents: 'price_max_cents',
  totalValueCents: 'total_value_cents',
  location: 'location',
  terms: 'terms',
  deliveryDate: 'delivery_date',
  specifications: 'specifications',
  priority: 'priority',
  urgent: 'urgent',
  flexQuantityE3: 'flex_quantity_e3',
  flexPriceE3: 'flex_price_e3',
  flexLocation: 'flex_location',
  flexTerms: 'flex_terms',
  status: 'status',
  notes: 'notes',
  contractId: 'contract_id',
  finalPriceCents: 'final_price_cents',
  reviewedBy: 'reviewed_by',
  reviewedAt: 'reviewed_at',
  updatedAt: 'updated_at',
  matchedAt: 'matched_at',
  completedAt: 'completed_at',
} as const satisfies Record<keyof OrderChanges, keyof OrdersTable>;


export interface OrderFilter {
  /** Only this user's orders; every order when absent (administrators). */
  ownerId?: string | undefined;
  side?: OrderSide | undefined;
  status?: OrderStatus | undefined;
  statuses?: readonly OrderStatus[] | undefined;
  category?: CommodityCategory | undefined;
  commodityId?: string | undefined;
  /** Case-insensitive text on order number, owner name/company/email and commodity. */
  search?: string | undefined;
}

function joined(db: Kysely<Database>) {
  return db
    .selectFrom('orders as o')
    .innerJoin('commodities as m', 'm.id', 'o.commodity_id')
    .innerJoin('users as u', 'u.id', 'o.owner_id');
}

function selectAll(db: Kysely<Database>) {
  return joined(db)
    .selectAll('o')
    .select([
      'm.name as commodity_name',
      'm.symbol as commodity_symbol',
      'm.category as commodity_category',
      'm.unit as commodity_unit',
      'u.first_name',
      'u.last_name',
      'u.company_name',
      'u.email',
      'u.status as owner_status',
      'u.kyc_status',
    ]);
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectAll>['executeTakeFirstOrThrow']>>;

const nullableNumber = (v: number | string | null) => (v === null ? null : Number(v));

function toStored(row: JoinedRow): StoredOrder {
  return {
    id: row.id,
    orderNumber: row.order_number,
    side: row.side as OrderSide,
    owner: {
      id: row.owner_id,
      firstName: row.first_name,
      lastName: row.last_name,
      company: row.company_name,
      email: row.email,
      status: row.owner_status as UserStatus,
      kycStatus: row.kyc_status,
    },
    commodity: {
      id: row.commodity_id,
      name: row.commodity_name,
      symbol: row.commodity_symbol,
      category: row.commodity_category as CommodityCategory,
      unit: row.commodity_unit as CommodityUnit,
    },
    commodityDetails: row.commodity_details,
    // bigint columns arrive as strings from PostgreSQL.
    quantityE3: Number(row.quantity_e3),
    filledE3: Number(row.filled_e3),
    priceMinCents: Number(row.price_min_cents),
    priceMaxCents: Number(row.price_max_cents),
    totalValueCents: Number(row.total_value_cents),
    location: row.location,
    terms: JSON.parse(row.terms) as string[],
    deliveryDate: row.delivery_date,
    specifications: row.specifications,
    priority: row.priority as OrderPriority,
    urgent: Number(row.urgent) === 1,
    flexQuantityE3: Number(row.flex_quantity_e3),
    flexPriceE3: Number(row.flex_price_e3),
    flexLocation: Number(row.flex_location) === 1,
    flexTerms: Number(row.flex_terms) === 1,
    status: row.status as OrderStatus,
    notes: row.notes,
    contractId: row.contract_id,
    finalPriceCents: nullableNumber(row.final_price_cents),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    matchedAt: row.matched_at,
    completedAt: row.completed_at,
  };
}

type Joined = ReturnType<typeof joined>;
type JoinedDb = Joined extends SelectQueryBuilder<infer DB, infer _TB, infer _O> ? DB : never;
type JoinedTables = Joined extends SelectQueryBuilder<infer _DB, infer TB, infer _O> ? TB : never;

function applyFilter<O>(query: SelectQueryBuilder<JoinedDb, JoinedTables, O>, filter: OrderFilter): SelectQueryBuilder<JoinedDb, JoinedTables, O> {
  let q = query;
  if (filter.ownerId) q = q.where('o.owner_id', '=', filter.ownerId);
  if (filter.side) q = q.where('o.side', '=', filter.side);
  if (filter.status) q = q.where('o.status', '=', filter.status);
  if (filter.statuses) q = q.where('o.status', 'in', filter.statuses.length > 0 ? [...filter.statuses] : ['']);
  if (filter.category) q = q.where('m.category', '=', filter.category);
  if (filter.commodityId) q = q.where('o.commodity_id', '=', filter.commodityId);
  if (filter.search) {
    const matches = containsText(filter.search, [
      sql`o.order_number`,
      sql`u.first_name || ' ' || u.last_name`,
      sql`coalesce(u.company_name, '')`,
      sql`u.email`,
      sql`m.name`,
      sql`m.symbol`,
      sql`m.category`,
      sql`coalesce(o.commodity_details, '')`,
    ]);
    q = q.where((eb) => eb.or(matches));
  }
  return q;
}

/**
 * Adds the other party of the order's match: the match of the order's current contract, its other
 * order and that order's owner. A cancelled contract reopens its orders with contract_id cleared, so a
 * dead match shows nobody. Left joins on indexed columns, so a page of trades stays one query (no N+1).
 */
function withCounterparty<O>(query: SelectQueryBuilder<JoinedDb, JoinedTables, O>) {
  return query
    .leftJoin('matches as x', (join) =>
      join.onRef('x.contract_id', '=', 'o.contract_id').on((eb) => eb.or([eb('x.buy_order_id', '=', eb.ref('o.id')), eb('x.sell_order_id', '=', eb.ref('o.id'))])),
    )
    .leftJoin('orders as co', (join) =>
      join.on((eb) => eb('co.id', '=', eb.case().when('o.side', '=', 'buy').then(eb.ref('x.sell_order_id')).else(eb.ref('x.buy_order_id')).end())),
    )
    .leftJoin('users as cu', 'cu.id', 'co.owner_id')
    .select([
      'cu.first_name as counterparty_first_name',
      'cu.last_name as counterparty_last_name',
      'cu.company_name as counterparty_company',
      'cu.email as counterparty_email',
    ]);
}

type TradeRow = Awaited<ReturnType<ReturnType<typeof withCounterparty<JoinedRow>>['executeTakeFirstOrThrow']>>;

function toStoredTrade(row: TradeRow): StoredTrade {
  const counterparty: StoredParty | null =
    row.counterparty_email === null
      ? null
      : { firstName: row.counterparty_first_name ?? '', lastName: row.counterparty_last_name ?? '', company: row.counterparty_company, email: row.counterparty_email };
  return { ...toStored(row), counterparty };
}

/** The filter's orders with everything toStored needs, newest first. */
const newestFirst = (db: Kysely<Database>, filter: OrderFilter) =>
  applyFilter(selectAll(db), filter).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc');

/** The orders table. Built on the app's database or on a transaction. */
export function createOrdersRepository(db: Kysely<Database>) {
  async function countOf(filter: OrderFilter): Promise<number> {
    const row = await applyFilter(joined(db), filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    async findById(id: string): Promise<StoredOrder | undefined> {
      const row = await selectAll(db).where('o.id', '=', id).executeTakeFirst();
      return row && toStored(row);
    },

    async findByIds(ids: readonly string[]): Promise<StoredOrder[]> {
      if (ids.length === 0) return [];
      const rows = await selectAll(db).where('o.id', 'in', [...ids]).execute();
      return rows.map(toStored);
    },

    /** Newest first. */
    async list(filter: OrderFilter, page: { offset: number; limit: number }): Promise<{ items: StoredOrder[]; total: number }> {
      const [total, rows] = await Promise.all([countOf(filter), newestFirst(db, filter).limit(page.limit).offset(page.offset).execute()]);
      return { items: rows.map(toStored), total };
    },

    /** Every order of the filter, newest first, at most `max` (matching). */
    async listAll(filter: OrderFilter, max: number): Promise<StoredOrder[]> {
      const rows = await newestFirst(db, filter).limit(max).execute();
      return rows.map(toStored);
    },

    /* Trade Management: the same reads, each order with the other party of its match. */

    async findTradeById(id: string): Promise<StoredTrade | undefined> {
      const row = await withCounterparty(selectAll(db).where('o.id', '=', id)).executeTakeFirst();
      return row && toStoredTrade(row);
    },

    /** Newest first. */
    async listTrades(filter: OrderFilter, page: { offset: number; limit: number }): Promise<{ items: StoredTrade[]; total: number }> {
      const [total, rows] = await Promise.all([countOf(filter), withCounterparty(newestFirst(db, filter)).limit(page.limit).offset(page.offset).execute()]);
      return { items: rows.map(toStoredTrade), total };
    },

    /** Every trade of the filter, newest first, at most `max` (exports). */
    async listAllTrades(filter: OrderFilter, max: number): Promise<StoredTrade[]> {
      const rows = await withCounterparty(newestFirst(db, filter)).limit(max).execute();
      return rows.map(toStoredTrade);
    },

    /** How many orders of the filter are in each status. */
    async countByStatus(filter: OrderFilter): Promise<Map<string, { count: number }>> {
      const rows = await applyFilter(joined(db), filter)
        .select((eb) => ['o.status', eb.fn.countAll<number | string>().as('n')])
        .groupBy('o.status')
        .execute();
      return new Map(rows.map((r) => [r.status, { count: Number(r.n) }]));
    },

    /**
     * USD cents of the traded contracts (TRADED_CONTRACT_STATUSES) of the filter's orders, each contract once at its
     * total value: the contracts of the matches either order of the filter is part of (reading the matches and
     * contracts tables, as the counterparty join does).
     */
    async tradedVolumeCents(filter: OrderFilter): Promise<number> {
      const trades = applyFilter(joined(db), filter).select('o.id');
      const row = await db
        .selectFrom('contracts as c')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('c.total_value_cents'), sql<number>`0`).as('cents'))
        .where('c.status', 'in', [...TRADED_CONTRACT_STATUSES])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('matches as x')
              .select('x.id')
              .whereRef('x.contract_id', '=', 'c.id')
              .where((m) => m.or([m('x.buy_order_id', 'in', trades), m('x.sell_order_id', 'in', trades)])),
          ),
        )
        .executeTakeFirstOrThrow();
      return Number(row.cents);
    },

    /**
     * Hands out the next number of `side` in `year`. One statement, so concurrent callers (several
     * processes on PostgreSQL) never get the same number.
     */
    async reserveNumber(side: OrderSide, year: number): Promise<number> {
      const row = await db
        .insertInto('order_number_counters')
        .values({ side, year, last_number: 1 })
        .onConflict((oc) => oc.columns(['side', 'year']).doUpdateSet({ last_number: sql<number>`order_number_counters.last_number + 1` }))
        .returning('last_number')
        .executeTakeFirstOrThrow();
      return Number(row.last_number);
    },

    async insert(order: NewOrder): Promise<void> {
      const { id, orderNumber, side, ownerId, createdAt, ...fields } = order;
      const row = { ...toColumns(COLUMNS, fields), id, order_number: orderNumber, side, owner_id: ownerId, created_at: createdAt, status: 'pending' };
      await db.insertInto('orders').values(row as Insertable<OrdersTable>).execute();
    },

    /**
     * Applies `changes` to the given orders that are still in one of `fromStatuses` (all listed orders
     * when absent); returns how many rows changed, so a caller that lost a race sees fewer than asked.
     */
    async update(ids: readonly string[], changes: OrderChanges, fromStatuses?: readonly OrderStatus[]): Promise<number> {
      if (ids.length === 0) return 0;
      let query = db.updateTable('orders').set(toColumns(COLUMNS, changes) as Updateable<OrdersTable>).where('id', 'in', [...ids]);
      if (fromStatuses) query = query.where('status', 'in', [...fromStatuses]);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Records that `contractId` takes `quantityE3` of the order: once per order and contract (a second call changes
     * nothing and answers false), adding it to the order's filled quantity in the same transaction.
     */
    async recordFill(orderId: string, contractId: string, quantityE3: number, at: string): Promise<boolean> {
      const inserted = await db
        .insertInto('order_fills')
        .values({ order_id: orderId, contract_id: contractId, quantity_e3: quantityE3, created_at: at })
        .onConflict((oc) => oc.columns(['order_id', 'contract_id']).doNothing())
        .returning('order_id')
        .executeTakeFirst();
      if (!inserted) return false;
      await db.updateTable('orders').set({ filled_e3: sql<number>`filled_e3 + ${quantityE3}` }).where('id', '=', orderId).execute();
      return true;
    },

    /**
     * Gives back what `contractId` took of each order: each fill is released once (conditionally, so a redelivered
     * event gives nothing back twice). Returns the orders and quantities given back.
     */
    async releaseFills(contractId: string, at: string): Promise<Array<{ orderId: string; quantityE3: number }>> {
      const fills = await db.selectFrom('order_fills').select(['order_id', 'quantity_e3']).where('contract_id', '=', contractId).where('released_at', 'is', null).execute();
      const released: Array<{ orderId: string; quantityE3: number }> = [];
      for (const fill of fills) {
        const quantityE3 = Number(fill.quantity_e3);
        const changed = await db
          .updateTable('order_fills')
          .set({ released_at: at })
          .where('order_id', '=', fill.order_id)
          .where('contract_id', '=', contractId)
          .where('released_at', 'is', null)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) continue;
        await db.updateTable('orders').set({ filled_e3: sql<number>`filled_e3 - ${quantityE3}` }).where('id', '=', fill.order_id).execute();
        released.push({ orderId: fill.order_id, quantityE3 });
      }
      return released;
    },

    /** The orders tied to a contract (the matching module sets contract_id on confirm). */
    async idsForContract(contractId: string): Promise<string[]> {
      const rows = await db.selectFrom('orders').select('id').where('contract_id', '=', contractId).execute();
      return rows.map((r) => r.id);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

