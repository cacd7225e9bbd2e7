import type { DealRole, DealStatus, OfferStatus, PaymentTerms, TradingCurrency } from '@ctp/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, DealMessagesTable, DealOffersTable, DealsTable } from '../../db/schema';

/** A deal as the service sees it. */
export interface StoredDeal {
  id: string;
  matchId: string;
  buyOrderId: string;
  sellOrderId: string;
  buyerId: string;
  sellerId: string;
  contractId: string;
  status: DealStatus;
  agreedOfferId: string | null;
  messageCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  negotiationStartedAt: string | null;
  agreedAt: string | null;
  closedAt: string | null;
}

/** An offer as stored: price in cents, quantity in thousandths. `status` is as written (an open one may be past validUntil). */
export interface StoredOffer {
  id: string;
  dealId: string;
  /** 1 (the desk's), 2, 3... within the deal. */
  number: number;
  madeByRole: DealRole;
  madeBy: string | null;
  unitPriceCents: number;
  quantityE3: number;
  totalValueCents: number;
  currency: TradingCurrency;
  deliveryDate: string;
  location: string;
  incoterm: string;
  paymentTerms: PaymentTerms;
  specifications: string | null;
  note: string | null;
  validUntil: string;
  status: OfferStatus;
  acceptedByBuyerAt: string | null;
  acceptedBySellerAt: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  rejectionReason: string | null;
  createdAt: string;
}

export interface StoredMessage {
  id: string;
  dealId: string;
  number: number;
  authorId: string;
  authorRole: DealRole;
  body: string;
  createdAt: string;
}

export type NewDeal = Pick<StoredDeal, 'id' | 'matchId' | 'buyOrderId' | 'sellOrderId' | 'buyerId' | 'sellerId' | 'contractId' | 'createdAt'>;
export type NewOffer = Omit<StoredOffer, 'status' | 'acceptedByBuyerAt' | 'acceptedBySellerAt' | 'decidedAt' | 'decidedBy' | 'rejectionReason'>;

/** What an offer move changes on the deal besides its version and updatedAt. */
export interface DealChanges {
  status?: DealStatus;
  agreedOfferId?: string;
  agreedAt?: string;
  negotiationStartedAt?: string;
  updatedAt: string;
}

/** What deciding an open offer writes. */
export interface OfferDecision {
  status?: OfferStatus;
  acceptedByBuyerAt?: string;
  acceptedBySellerAt?: string;
  decidedAt?: string;
  decidedBy?: string;
  rejectionReason?: string | null;
}

export interface DealFilter {
  /** Only deals this user is the buyer or the seller of; every deal when absent (administrators). */
  partyId?: string | undefined;
  status?: DealStatus | undefined;
  /** Only deals of this order (its buy request or its sell listing). */
  orderId?: string | undefined;
}

const toDeal = (r: Selectable<DealsTable>): StoredDeal => ({
  id: r.id,
  matchId: r.match_id,
  buyOrderId: r.buy_order_id,
  sellOrderId: r.sell_order_id,
  buyerId: r.buyer_id,
  sellerId: r.seller_id,
  contractId: r.contract_id,
  status: r.status as DealStatus,
  agreedOfferId: r.agreed_offer_id,
  messageCount: Number(r.message_count),
  version: Number(r.version),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  negotiationStartedAt: r.negotiation_started_at,
  agreedAt: r.agreed_at,
  closedAt: r.closed_at,
});

const toOffer = (r: Selectable<DealOffersTable>): StoredOffer => ({
  id: r.id,
  dealId: r.deal_id,
  number: Number(r.number),
  madeByRole: r.made_by_role as DealRole,
  madeBy: r.made_by,
  // bigint columns arrive as strings from PostgreSQL.
  unitPriceCents: Number(r.unit_price_cents),
  quantityE3: Number(r.quantity_e3),
  totalValueCents: Number(r.total_value_cents),
  currency: r.currency as TradingCurrency,
  deliveryDate: r.delivery_date,
  location: r.location,
  incoterm: r.incoterm,
  paymentTerms: r.payment_terms as PaymentTerms,
  specifications: r.specifications,
  note: r.note,
  validUntil: r.valid_until,
  status: r.status as OfferStatus,
  acceptedByBuyerAt: r.accepted_by_buyer_at,
  acceptedBySellerAt: r.accepted_by_seller_at,
  decidedAt: r.decided_at,
  decidedBy: r.decided_by,
  rejectionReason: r.rejection_reason,
  createdAt: r.created_at,
});

const toMessage = (r: Selectable<DealMessagesTable>): StoredMessage => ({
  id: r.id,
  dealId: r.deal_id,
  number: Number(r.number),
  authorId: r.author_id,
  authorRole: r.author_role as DealRole,
  body: r.body,
  createdAt: r.created_at,
});

/** The deal room's tables (deals, deal_offers, deal_messages, deal_reads). Built on the app's database or on a transaction. */
export function createDealsRepository(db: Kysely<Database>) {
  function filtered(filter: DealFilter) {
    let query = db.selectFrom('deals');
    const { partyId } = filter;
    if (partyId) query = query.where((eb) => eb.or([eb('buyer_id', '=', partyId), eb('seller_id', '=', partyId)]));
    if (filter.status) query = query.where('status', '=', filter.status);
    const { orderId } = filter;
    if (orderId) query = query.where((eb) => eb.or([eb('buy_order_id', '=', orderId), eb('sell_order_id', '=', orderId)]));
    return query;
  }

  return {
    /** A new negotiating deal; false (nothing written) when its match has a deal already. */
    async insertDeal(deal: NewDeal): Promise<boolean> {
      const result = await db
        .insertInto('deals')
        .values({
          id: deal.id,
          match_id: deal.matchId,
          buy_order_id: deal.buyOrderId,
          sell_order_id: deal.sellOrderId,
          buyer_id: deal.buyerId,
          seller_id: deal.sellerId,
          contract_id: deal.contractId,
          status: 'negotiating' satisfies DealStatus,
          agreed_offer_id: null,
          created_at: deal.createdAt,
          updated_at: deal.createdAt,
          negotiation_started_at: null,
          agreed_at: null,
          closed_at: null,
        })
        .onConflict((oc) => oc.column('match_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return result !== undefined;
    },

    async findById(id: string): Promise<StoredDeal | undefined> {
      const row = await db.selectFrom('deals').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toDeal(row);
    },

    async findByMatch(matchId: string): Promise<StoredDeal | undefined> {
      const row = await db.selectFrom('deals').selectAll().where('match_id', '=', matchId).executeTakeFirst();
      return row && toDeal(row);
    },

    /** Most recently active first. */
    async list(filter: DealFilter, page: { offset: number; limit: number }): Promise<{ items: StoredDeal[]; total: number }> {
      const [count, rows] = await Promise.all([
        filtered(filter)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow(),
        filtered(filter).selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      ]);
      return { items: rows.map(toDeal), total: Number(count.n) };
    },

    /**
     * An offer move: applies `changes` (and the next version) only if the deal is still at `version` and in `from`;
     * false when another move won the race.
     */
    async applyChanges(id: string, version: number, from: DealStatus, changes: DealChanges): Promise<boolean> {
      const result = await db
        .updateTable('deals')
        .set({
          version: version + 1,
          updated_at: changes.updatedAt,
          ...(changes.status !== undefined && { status: changes.status }),
          ...(changes.agreedOfferId !== undefined && { agreed_offer_id: changes.agreedOfferId }),
          ...(changes.agreedAt !== undefined && { agreed_at: changes.agreedAt }),
          ...(changes.negotiationStartedAt !== undefined && { negotiation_started_at: changes.negotiationStartedAt }),
        })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * The deals of a contract move to `to` from any of `from` (the contract link); returns the deals it moved, with
     * the status each had. Closing statuses set closedAt.
     */
    async moveForContract(contractId: string, from: readonly DealStatus[], to: DealStatus, at: string, closes: boolean): Promise<Array<StoredDeal & { from: DealStatus }>> {
      const before = await db.selectFrom('deals').selectAll().where('contract_id', '=', contractId).where('status', 'in', [...from]).execute();
      const moved: Array<StoredDeal & { from: DealStatus }> = [];
      for (const row of before) {
        const result = await db
          .updateTable('deals')
          .set((eb) => ({ status: to, updated_at: at, version: eb('version', '+', 1), ...(closes && { closed_at: at }) }))
          .where('id', '=', row.id)
          .where('status', '=', row.status)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) moved.push({ ...toDeal(row), status: to, from: row.status as DealStatus });
      }
      return moved;
    },

    /* ------------------------------------------------------------ offers */

    async insertOffer(offer: NewOffer): Promise<void> {
      await db
        .insertInto('deal_offers')
        .values({
          id: offer.id,
          deal_id: offer.dealId,
          number: offer.number,
          made_by_role: offer.madeByRole,
          made_by: offer.madeBy,
          unit_price_cents: offer.unitPriceCents,
          quantity_e3: offer.quantityE3,
          total_value_cents: offer.totalValueCents,
          currency: offer.currency,
          delivery_date: offer.deliveryDate,
          location: offer.location,
          incoterm: offer.incoterm,
          payment_terms: offer.paymentTerms,
          specifications: offer.specifications,
          note: offer.note,
          valid_until: offer.validUntil,
          status: 'open' satisfies OfferStatus,
          accepted_by_buyer_at: null,
          accepted_by_seller_at: null,
          decided_at: null,
          decided_by: null,
          rejection_reason: null,
          created_at: offer.createdAt,
        })
        .execute();
    },

    /**
     * The deal's next offer number. Call it inside the transaction that moved the deal's version (which holds the
     * deal's row), so two offers never get the same.
     */
    async nextOfferNumber(dealId: string): Promise<number> {
      const row = await db
        .selectFrom('deal_offers')
        .select((eb) => eb.fn.max<number | string | null>('number').as('n'))
        .where('deal_id', '=', dealId)
        .executeTakeFirst();
      return Number(row?.n ?? 0) + 1;
    },

    async findOffer(dealId: string, offerId: string): Promise<StoredOffer | undefined> {
      const row = await db.selectFrom('deal_offers').selectAll().where('id', '=', offerId).where('deal_id', '=', dealId).executeTakeFirst();
      return row && toOffer(row);
    },

    /** The offers of the deals, oldest first. */
    async offersOf(dealIds: readonly string[]): Promise<StoredOffer[]> {
      if (dealIds.length === 0) return [];
      const rows = await db.selectFrom('deal_offers').selectAll().where('deal_id', 'in', [...dealIds]).orderBy('deal_id').orderBy('number').execute();
      return rows.map(toOffer);
    },

    /** Decides an offer only if it is still open and unexpired at `now`; false otherwise. */
    async decideOffer(offerId: string, now: string, decision: OfferDecision): Promise<boolean> {
      const result = await db
        .updateTable('deal_offers')
        .set({
          ...(decision.status !== undefined && { status: decision.status }),
          ...(decision.acceptedByBuyerAt !== undefined && { accepted_by_buyer_at: decision.acceptedByBuyerAt }),
          ...(decision.acceptedBySellerAt !== undefined && { accepted_by_seller_at: decision.acceptedBySellerAt }),
          ...(decision.decidedAt !== undefined && { decided_at: decision.decidedAt }),
          ...(decision.decidedBy !== undefined && { decided_by: decision.decidedBy }),
          ...(decision.rejectionReason !== undefined && { rejection_reason: decision.rejectionReason }),
        })
        .where('id', '=', offerId)
        .where('status', '=', 'open')
        .where('valid_until', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Every open, unexpired offer of the deal becomes `to` (superseded by a new offer, closed when the deal moves on).
     * An open offer past validUntil is left as it is: it reads as expired.
     */
    async closeOpenOffers(dealId: string, to: Extract<OfferStatus, 'superseded' | 'closed'>, now: string): Promise<void> {
      await db
        .updateTable('deal_offers')
        .set({ status: to, decided_at: now })
        .where('deal_id', '=', dealId)
        .where('status', '=', 'open')
        .where('valid_until', '>', now)
        .execute();
    },

    /* ------------------------------------------------------------ messages */

    /** Hands out the deal's next message number (one statement, so two writers never get the same). */
    async nextMessageNumber(dealId: string, at: string): Promise<number> {
      const row = await db
        .updateTable('deals')
        .set((eb) => ({ message_count: eb('message_count', '+', 1), updated_at: at }))
        .where('id', '=', dealId)
        .returning('message_count')
        .executeTakeFirstOrThrow();
      return Number(row.message_count);
    },

    async insertMessage(message: StoredMessage): Promise<void> {
      await db
        .insertInto('deal_messages')
        .values({
          id: message.id,
          deal_id: message.dealId,
          number: message.number,
          author_id: message.authorId,
          author_role: message.authorRole,
          body: message.body,
          created_at: message.createdAt,
        })
        .execute();
    },

    /** The newest `limit` messages (numbered below `before` when given), oldest first. */
    async messages(dealId: string, page: { limit: number; before?: number | undefined }): Promise<StoredMessage[]> {
      let query = db.selectFrom('deal_messages').selectAll().where('deal_id', '=', dealId);
      if (page.before !== undefined) query = query.where('number', '<', page.before);
      const rows = await query.orderBy('number', 'desc').limit(page.limit).execute();
      return rows.map(toMessage).reverse();
    },

    /** Per deal, the messages by others the user has not read yet. */
    async unreadCounts(dealIds: readonly string[], userId: string): Promise<Map<string, number>> {
      if (dealIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('deal_messages as m')
        .leftJoin('deal_reads as r', (join) => join.onRef('r.deal_id', '=', 'm.deal_id').on('r.user_id', '=', userId))
        .select((eb) => ['m.deal_id', eb.fn.countAll<number | string>().as('n')])
        .where('m.deal_id', 'in', [...dealIds])
        .where('m.author_id', '<>', userId)
        .where((eb) => eb('m.number', '>', eb.fn.coalesce('r.last_read_number', sql<number>`0`)))
        .groupBy('m.deal_id')
        .execute();
      return new Map(rows.map((r) => [r.deal_id, Number(r.n)]));
    },

    /** The user has read the deal up to message `number` (never moves back). */
    async markRead(dealId: string, userId: string, number: number, at: string): Promise<void> {
      await db
        .insertInto('deal_reads')
        .values({ deal_id: dealId, user_id: userId, last_read_number: number, read_at: at })
        .onConflict((oc) =>
          oc.columns(['deal_id', 'user_id']).doUpdateSet({
            last_read_number: sql<number>`case when excluded.last_read_number > deal_reads.last_read_number then excluded.last_read_number else deal_reads.last_read_number end`,
            read_at: at,
          }),
        )
        .execute();
    },
  };
}

export type DealsRepository = ReturnType<typeof createDealsRepository>;
