import type { Commodity, ContractStatus, ContractType, TradingCurrency } from '@ctp/domain';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { toColumns } from '../../db/columns';
import type { ContractsTable, Database } from '../../db/schema';
import { toCommodity } from '../commodities';

/** A contract as the service sees it: quantity in thousandths of a unit, money in cents. */
export interface StoredContract {
  id: string;
  contractNumber: string;
  buyerId: string;
  sellerId: string | null;
  createdBy: string;
  commodity: Commodity;
  contractType: ContractType;
  quantityE3: number;
  unitPriceCents: number;
  totalValueCents: number;
  currency: TradingCurrency;
  deliveryDate: string;
  deliveryLocation: string;
  status: ContractStatus;
  signedByBuyerAt: string | null;
  signedBySellerAt: string | null;
  cancellationReason: string | null;
  /** Commission in basis points, fixed at creation; null for contracts older than the setting. */
  commissionRateBp: number | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** Rows as stored, for bulk loads (benchmarks, imports). */
export type NewContractRow = Insertable<ContractsTable>;

/** The fields a move may set, in the services' terms; the repository writes the columns. */
export interface ContractChanges {
  sellerId?: string | null;
  commodityId?: string;
  contractType?: ContractType;
  quantityE3?: number;
  unitPriceCents?: number;
  totalValueCents?: number;
  currency?: string;
  deliveryDate?: string;
  deliveryLocation?: string;
  status?: ContractStatus;
  signedByBuyerAt?: string;
  signedBySellerAt?: string;
  sentAt?: string;
  executedAt?: string;
  cancelledAt?: string;
  cancellationReason?: string | null;
  updatedAt?: string;
}

/** A new draft, with its number reserved (`reserveNumbers`). */
export interface NewContract extends ContractChanges {
  id: string;
  contractNumber: string;
  buyerId: string;
  createdBy: string;
  commissionRateBp: number;
  createdAt: string;
}

const COLUMNS = {
  sellerId: 'seller_id',
  commodityId: 'commodity_id',
  contractType: 'contract_type',
  quantityE3: 'quantity_e3',
  unitPriceCents: 'unit_price_cents',
  totalValueCents: 'total_value_cents',
  currency: 'currency',
  deliveryDate: 'delivery_date',
  deliveryLocation: 'delivery_location',
  status: 'status',
  signedByBuyerAt: 'signed_by_buyer_at',
  signedBySellerAt: 'signed_by_seller_at',
  sentAt: 'sent_at',
  executedAt: 'executed_at',
  cancelledAt: 'cancelled_at',
  cancellationReason: 'cancellation_reason',
  updatedAt: 'updated_at',
} as const satisfies Record<keyof ContractChanges, keyof ContractsTable>;

export interface ContractFilter {
  /** Only contracts where this user is the buyer or the seller; every contract when absent (administrators). */
  partyId?: string | undefined;
  status?: ContractStatus | undefined;
  commodityId?: string | undefined;
  /** Inclusive lower bound on createdAt (ISO). */
  from?: string | undefined;
  /** Exclusive upper bound on createdAt (ISO). */
  to?: string | undefined;
}

/** A contract the expiry sweep closed. */
export interface ExpiredContract {
  id: string;
  contractNumber: string;
  buyerId: string;
  sellerId: string | null;
  deliveryDate: string;
  unitPriceCents: number;
}

function withCommodity(db: Kysely<Database>) {
  return db
    .selectFrom('contracts as c')
    .innerJoin('commodities as m', 'm.id', 'c.commodity_id')
    .selectAll('c')
    .select(['m.name', 'm.symbol', 'm.category', 'm.unit', 'm.description', 'm.is_active']);
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof withCommodity>['executeTakeFirstOrThrow']>>;

function toStored(row: JoinedRow): StoredContract {
  return {
    id: row.id,
    contractNumber: row.contract_number,
    buyerId: row.buyer_id,
    sellerId: row.seller_id,
    createdBy: row.created_by,
    commodity: toCommodity({ ...row, id: row.commodity_id }),
    contractType: row.contract_type as ContractType,
    // bigint columns arrive as strings from PostgreSQL.
    quantityE3: Number(row.quantity_e3),
    unitPriceCents: Number(row.unit_price_cents),
    totalValueCents: Number(row.total_value_cents),
    currency: row.currency as TradingCurrency,
    deliveryDate: row.delivery_date,
    deliveryLocation: row.delivery_location,
    status: row.status as ContractStatus,
    signedByBuyerAt: row.signed_by_buyer_at,
    signedBySellerAt: row.signed_by_seller_at,
    cancellationReason: row.cancellation_reason,
    commissionRateBp: row.commission_rate_bp === null ? null : Number(row.commission_rate_bp),
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The contracts table. Built on the app's database or on a transaction (the service does both). */
export function createContractsRepository(db: Kysely<Database>) {
  return {
    async findById(id: string): Promise<StoredContract | undefined> {
      const row = await withCommodity(db).where('c.id', '=', id).executeTakeFirst();
      return row && toStored(row);
    },

    /** Newest first; the party filter uses the (buyer_id|seller_id, status, created_at) indexes. */
    async list(filter: ContractFilter, page: { offset: number; limit: number }): Promise<{ items: StoredContract[]; total: number }> {
      let query = db.selectFrom('contracts as c');
      const { partyId } = filter;
      if (partyId) query = query.where((eb) => eb.or([eb('c.buyer_id', '=', partyId), eb('c.seller_id', '=', partyId)]));
      if (filter.status) query = query.where('c.status', '=', filter.status);
      if (filter.commodityId) query = query.where('c.commodity_id', '=', filter.commodityId);
      if (filter.from) query = query.where('c.created_at', '>=', filter.from);
      if (filter.to) query = query.where('c.created_at', '<', filter.to);
      const [count, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
        query
          .innerJoin('commodities as m', 'm.id', 'c.commodity_id')
          .selectAll('c')
          .select(['m.name', 'm.symbol', 'm.category', 'm.unit', 'm.description', 'm.is_active'])
          .orderBy('c.created_at', 'desc')
          .orderBy('c.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
      ]);
      return { items: rows.map(toStored), total: Number(count.n) };
    },

    /**
     * Hands out `count` consecutive contract numbers of `year` and returns the first. One statement,
     * so concurrent callers (several processes on PostgreSQL) never get the same number.
     */
    async reserveNumbers(year: number, count = 1): Promise<number> {
      const row = await db
        .insertInto('contract_number_counters')
        .values({ year, last_number: count })
        .onConflict((oc) =>
          oc.column('year').doUpdateSet({ last_number: sql<number>`contract_number_counters.last_number + ${count}` }),
        )
        .returning('last_number')
        .executeTakeFirstOrThrow();
      return Number(row.last_number) - count + 1;
    },

    async insert(contract: NewContract): Promise<void> {
      const { id, contractNumber, buyerId, createdBy, commissionRateBp, createdAt, ...fields } = contract;
      const row = {
        ...toColumns(COLUMNS, fields),
        id,
        contract_number: contractNumber,
        buyer_id: buyerId,
        created_by: createdBy,
        commission_rate_bp: commissionRateBp,
        created_at: createdAt,
        version: 1,
      };
      await db.insertInto('contracts').values(row as NewContractRow).execute();
    },

    /** Bulk load (benchmarks, imports): chunks small enough for either engine's parameter limit. */
    async insertMany(rows: readonly NewContractRow[], chunkSize = 500): Promise<void> {
      for (let i = 0; i < rows.length; i += chunkSize) {
        await db.insertInto('contracts').values(rows.slice(i, i + chunkSize)).execute();
      }
    },

    /**
     * Applies a move decided on `version`: false when the contract changed meanwhile (another move
     * won the race), so the caller decides again on the fresh contract.
     */
    async applyChanges(id: string, version: number, changes: ContractChanges): Promise<boolean> {
      const result = await db
        .updateTable('contracts')
        .set({ ...(toColumns(COLUMNS, changes) as Updateable<ContractsTable>), version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Open contracts whose delivery date is before `today` become expired; returns those it closed. */
    async expireDue(today: string, statuses: readonly ContractStatus[], at: string): Promise<ExpiredContract[]> {
      const rows = await db
        .updateTable('contracts')
        .set((eb) => ({ status: 'expired', expired_at: at, updated_at: at, version: eb('version', '+', 1) }))
        .where('status', 'in', statuses)
        .where('delivery_date', '<', today)
        .returning(['id', 'contract_number', 'buyer_id', 'seller_id', 'delivery_date', 'unit_price_cents'])
        .execute();
      return rows.map((r) => ({
        id: r.id,
        contractNumber: r.contract_number,
        buyerId: r.buyer_id,
        sellerId: r.seller_id,
        deliveryDate: r.delivery_date,
        unitPriceCents: Number(r.unit_price_cents),
      }));
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
