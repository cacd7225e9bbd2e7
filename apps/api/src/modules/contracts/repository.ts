import type { Commodity, ContractStatus, ContractType, TradingCurrency } from '@ctp/domain';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { toColumns } from '../../db/columns';
import { queryTemplate } from '../../lib/query-template';
import { likePattern, matchesPattern } from '../../lib/text-search';
import type { ContractSignaturesTable, ContractsTable, Database } from '../../db/schema';
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
  sentAt: string | null;
  /** The deal the contract was drawn up in (the deals table points at it), if any. */
  dealId: string | null;
  /** The parties as their accounts name them now. */
  buyer: StoredParty;
  seller: StoredParty | null;
  terms: StoredTerms;
  /** The PDF sent for signature and the final signed PDF: storage keys and SHA-256 (hex). */
  documentKey: string | null;
  documentSha256: string | null;
  signedDocumentKey: string | null;
  signedDocumentSha256: string | null;
}

export interface StoredParty {
  firstName: string;
  lastName: string;
  companyName: string | null;
  country: string | null;
}

/** The contract's terms as stored; null inspection and governing law (older contracts) read as the standard clauses. */
export interface StoredTerms {
  incoterm: string | null;
  incotermPlace: string | null;
  paymentTerms: string | null;
  specifications: string | null;
  quantityToleranceBp: number;
  deliveryWindowStart: string | null;
  inspection: string | null;
  governingLaw: string | null;
  buyerAddress: string | null;
  sellerAddress: string | null;
}

/** One party's signature: what they signed, when and from where. */
export interface StoredSignature {
  contractId: string;
  role: 'buyer' | 'seller';
  signerId: string;
  signerFirstName: string;
  signerLastName: string;
  typedName: string;
  signedAt: string;
  ip: string | null;
  userAgent: string | null;
  documentSha256: string;
}

export type NewSignature = Omit<StoredSignature, 'signerFirstName' | 'signerLastName'>;

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
  incoterm?: string | null;
  incotermPlace?: string | null;
  paymentTerms?: string | null;
  specifications?: string | null;
  quantityToleranceBp?: number;
  deliveryWindowStart?: string | null;
  inspection?: string;
  governingLaw?: string;
  buyerAddress?: string | null;
  sellerAddress?: string | null;
  documentKey?: string;
  documentSha256?: string;
  signedDocumentKey?: string;
  signedDocumentSha256?: string;
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
  incoterm: 'incoterm',
  incotermPlace: 'incoterm_place',
  paymentTerms: 'payment_terms',
  specifications: 'specifications',
  quantityToleranceBp: 'quantity_tolerance_bp',
  deliveryWindowStart: 'delivery_window_start',
  inspection: 'inspection',
  governingLaw: 'governing_law',
  buyerAddress: 'buyer_address',
  sellerAddress: 'seller_address',
  documentKey: 'document_key',
  documentSha256: 'document_sha256',
  signedDocumentKey: 'signed_document_key',
  signedDocumentSha256: 'signed_document_sha256',
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
  /** Part of the contract number, or of the buyer's or seller's name or company. */
  q?: string | undefined;
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

/**
 * Contracts with what a reader needs alongside: the commodity, the parties' names (users) and the deal that points at
 * the contract (deals.contract_id, indexed). Read-only joins: each of those tables is written by its own module.
 */
function withDetails<Q extends ReturnType<typeof contractsOf>>(query: Q) {
  return query
    .innerJoin('commodities as m', 'm.id', 'c.commodity_id')
    .innerJoin('users as b', 'b.id', 'c.buyer_id')
    .leftJoin('users as s', 's.id', 'c.seller_id')
    .selectAll('c')
    .select(['m.name', 'm.symbol', 'm.category', 'm.unit', 'm.description', 'm.is_active'])
    .select([
      'b.first_name as buyer_first_name',
      'b.last_name as buyer_last_name',
      'b.company_name as buyer_company',
      'b.country as buyer_country',
      's.first_name as seller_first_name',
      's.last_name as seller_last_name',
      's.company_name as seller_company',
      's.country as seller_country',
    ])
    .select((eb) => eb.selectFrom('deals as d').select('d.id').whereRef('d.contract_id', '=', 'c.id').limit(1).as('deal_id'));
}

const contractsOf = (db: Kysely<Database>) => db.selectFrom('contracts as c');

type JoinedRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

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
    sentAt: row.sent_at,
    dealId: row.deal_id ?? null,
    buyer: { firstName: row.buyer_first_name, lastName: row.buyer_last_name, companyName: row.buyer_company, country: row.buyer_country },
    seller:
      row.seller_id && row.seller_first_name !== null
        ? { firstName: row.seller_first_name, lastName: row.seller_last_name ?? '', companyName: row.seller_company, country: row.seller_country }
        : null,
    terms: {
      incoterm: row.incoterm,
      incotermPlace: row.incoterm_place,
      paymentTerms: row.payment_terms,
      specifications: row.specifications,
      quantityToleranceBp: Number(row.quantity_tolerance_bp),
      deliveryWindowStart: row.delivery_window_start,
      inspection: row.inspection,
      governingLaw: row.governing_law,
      buyerAddress: row.buyer_address,
      sellerAddress: row.seller_address,
    },
    documentKey: row.document_key,
    documentSha256: row.document_sha256,
    signedDocumentKey: row.signed_document_key,
    signedDocumentSha256: row.signed_document_sha256,
  };
}

const SIGNATURE_ROLE_ORDER = { buyer: 0, seller: 1 } as const;

/** The contracts table. Built on the app's database or on a transaction (the service does both). */
/** A list request's values, each a query parameter as it is (the search text as its LIKE pattern). */
interface ListValues extends Record<string, unknown> {
  partyId: string | undefined;
  status: ContractStatus | undefined;
  commodityId: string | undefined;
  from: string | undefined;
  to: string | undefined;
  pattern: string | undefined;
}

/** The contracts a list request asks for, before paging. */
function filtered(db: Kysely<Database>, values: ListValues) {
  let query = contractsOf(db);
  const { partyId, status, commodityId, from, to, pattern } = values;
  if (partyId) query = query.where((eb) => eb.or([eb('c.buyer_id', '=', partyId), eb('c.seller_id', '=', partyId)]));
  if (status) query = query.where('c.status', '=', status);
  if (commodityId) query = query.where('c.commodity_id', '=', commodityId);
  if (from) query = query.where('c.created_at', '>=', from);
  if (to) query = query.where('c.created_at', '<', to);
  if (pattern) {
    query = query.where((eb) => {
      // A party of the contract whose name or company holds the text.
      const party = (column: 'c.buyer_id' | 'c.seller_id') =>
        eb.exists(
          eb
            .selectFrom('users as p')
            .select('p.id')
            .whereRef('p.id', '=', column)
            .where((inner) => inner.or(matchesPattern(pattern, [sql`p.first_name || ' ' || p.last_name`, sql`coalesce(p.company_name, '')`]))),
        );
      return eb.or([...matchesPattern(pattern, [sql`c.contract_number`]), party('c.buyer_id'), party('c.seller_id')]);
    });
  }
  return query;
}

export function createContractsRepository(db: Kysely<Database>) {
  const countTemplate = queryTemplate((values: ListValues) =>
    filtered(db, values).select((eb) => eb.fn.countAll<number | string>().as('n')),
  );
  const pageTemplate = queryTemplate((values: ListValues & { limit: number; offset: number }) =>
    withDetails(filtered(db, values)).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(values.limit).offset(values.offset),
  );
  return {
    async findById(id: string): Promise<StoredContract | undefined> {
      const row = await withDetails(contractsOf(db)).where('c.id', '=', id).executeTakeFirst();
      return row && toStored(row);
    },

    /** The contract whose final signed PDF has this SHA-256 (hex), if any. */
    async findBySignedDocument(sha256: string): Promise<StoredContract | undefined> {
      const row = await withDetails(contractsOf(db)).where('c.signed_document_sha256', '=', sha256).executeTakeFirst();
      return row && toStored(row);
    },

    /** The signatures of these contracts, in signing order (buyer before seller at the same instant). */
    async signaturesOf(contractIds: readonly string[]): Promise<StoredSignature[]> {
      if (contractIds.length === 0) return [];
      const rows = await db
        .selectFrom('contract_signatures as g')
        .innerJoin('users as u', 'u.id', 'g.signer_id')
        .selectAll('g')
        .select(['u.first_name', 'u.last_name'])
        .where('g.contract_id', 'in', contractIds)
        .orderBy('g.signed_at')
        .execute();
      return rows
        .map((r) => ({
          contractId: r.contract_id,
          role: r.role as StoredSignature['role'],
          signerId: r.signer_id,
          signerFirstName: r.first_name,
          signerLastName: r.last_name,
          typedName: r.typed_name,
          signedAt: r.signed_at,
          ip: r.ip,
          userAgent: r.user_agent,
          documentSha256: r.document_sha256,
        }))
        .sort((a, b) => a.signedAt.localeCompare(b.signedAt) || SIGNATURE_ROLE_ORDER[a.role] - SIGNATURE_ROLE_ORDER[b.role]);
    },

    async insertSignature(signature: NewSignature): Promise<void> {
      const row: ContractSignaturesTable = {
        id: crypto.randomUUID(),
        contract_id: signature.contractId,
        role: signature.role,
        signer_id: signature.signerId,
        typed_name: signature.typedName,
        signed_at: signature.signedAt,
        ip: signature.ip,
        user_agent: signature.userAgent,
        document_sha256: signature.documentSha256,
      };
      await db.insertInto('contract_signatures').values(row).execute();
    },

    /** Newest first; the party filter uses the (buyer_id|seller_id, status, created_at) indexes. */
    async list(filter: ContractFilter, page: { offset: number; limit: number }): Promise<{ items: StoredContract[]; total: number }> {
      const values: ListValues = {
        partyId: filter.partyId,
        status: filter.status,
        commodityId: filter.commodityId,
        from: filter.from,
        to: filter.to,
        pattern: filter.q ? likePattern(filter.q) : undefined,
      };
      const [count, rows] = await Promise.all([
        db.executeQuery(countTemplate(values)),
        db.executeQuery(pageTemplate({ ...values, limit: page.limit, offset: page.offset })),
      ]);
      return { items: rows.rows.map(toStored), total: Number(count.rows[0]!.n) };
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
