import {
  ACTIVITY_TEXTS as T,
  CONTRACT_TEXTS,
  ERROR_CODES,
  ORDER_EDITABLE_STATUSES,
  ORDER_ERROR_CODES,
  ORDER_NUMBER_PREFIX,
  ORDER_STATUSES,
  ORDER_TEXTS,
  orderRuleViolations,
  pageCount,
  type ActivityType,
  type AdminTrade,
  type AdminTradeList,
  type CommodityCategory,
  type ContractStatus,
  type CreateOrderInput,
  type Order,
  type OrderPlacement,
  type OrderList,
  type OrderSide,
  type OrderStatus,
  type OrderStatusCounts,
  type UpdateOrderInput,
} from '@ctp/domain';
import type { Executor } from '../../db/connection';
import type { Store } from '../../db/store';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { ActivityInput, ActivityService } from '../activity';
import type { AuditLog } from '../audit';
import type { CommodityService } from '../commodities';
import type { SendDecisionMail } from './decision-mail';
import { type OrdersRepository, type OrderChanges, type OrderFilter, type StoredOrder, type StoredParty, type StoredTrade } from './repository';
import type { TradingRules } from './trading-rules';
import type { Principal } from '../../plugins/access';
import type { EventBus } from '../../plugins/events';

export interface OrderServiceDeps {
  store: Store<OrdersRepository>;
  commodities: CommodityService;
  activity: ActivityService;
  audit: AuditLog;
  /** The trading settings' KYC and trade value rules for new and edited orders. */
  rules: TradingRules;
  /** Emails the owner about an administrator's decision. */
  sendDecision: SendDecisionMail;
  /** An approval is announced as `order.approved` (auto-matching reacts: modules/matching). */
  events: Pick<EventBus, 'record' | 'deliver'>;
  now?: () => number;
}

export interface OrderListInput {
  side?: OrderSide | undefined;
  status?: OrderStatus | undefined;
  page: number;
  limit: number;
}

export interface AdminTradeFilterInput {
  search?: string | undefined;
  status?: OrderStatus | undefined;
  commodity?: CommodityCategory | undefined;
  side?: OrderSide | undefined;
}

/** What the matching engine filters active orders by. */
export interface MatchingFilter {
  category?: CommodityCategory | undefined;
  commodityId?: string | undefined;
  side?: OrderSide | undefined;
  search?: string | undefined;
}

/** The statuses the contract lifecycle link moves orders to. */
/** 'cancelled' closes the orders of a contract that expired unsigned; 'active' reopens them after a cancellation. */
const LINK_DESCRIPTIONS: Record<ContractLinkStatus, string> = {
  contract_signed: T.orderContractActive,
  completed: T.orderContractExecuted,
  active: T.orderContractCancelled,
  cancelled: T.orderContractExpired,
};

export type ContractLinkStatus = 'contract_signed' | 'completed' | 'active' | 'cancelled';

/** Largest export (rows) and largest matching pool (orders per call). */
export const ORDER_EXPORT_MAX = 10_000;
export const MATCHING_POOL_MAX = 20_000;
/** Largest total value of an order, USD. */
const MAX_TOTAL_VALUE_CENTS = 1_000_000_000_000n * 100n;

export const orderNumberOf = (side: OrderSide, year: number, n: number) => `${ORDER_NUMBER_PREFIX[side]}-${year}-${String(n).padStart(3, '0')}`;

const invalid = (path: string, message: string) => new AppError(400, ERROR_CODES.validation, message, [{ path, message }]);
const conflict = (message: string, status: OrderStatus) => new AppError(409, ORDER_ERROR_CODES.transitionInvalid, message, { status });
const toE3 = (value: number) => Math.round(value * 1000);
const toCents = (value: number) => Math.round(value * 100);

/** quantity × price midpoint, in cents, rounded half up. */
function totalValueCents(quantityE3: number, minCents: number, maxCents: number): number {
  const total = (BigInt(quantityE3) * BigInt(minCents + maxCents) + 1000n) / 2000n;
  if (total > MAX_TOTAL_VALUE_CENTS) throw invalid('quantity', CONTRACT_TEXTS.totalTooLarge);
  return Number(total);
}

/** What is left of an order to match and to agree in a deal, in thousandths (docs/decisions/022). */
export const remainingE3 = (o: Pick<StoredOrder, 'quantityE3' | 'filledE3'>) => o.quantityE3 - o.filledE3;

/** "1,000 oz" */
const amountOf = (quantityE3: number, unit: string) => `${(quantityE3 / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 })} ${unit}`;

/** Where an order tied to a later contract stands once an earlier fill is given back: its remainder reopens. */
const HELD_BY_LATER_CONTRACT: readonly OrderStatus[] = ['contract_signed', 'completed'];

/** A person as the API names them: full name, company and email. */
const partyOf = (p: StoredParty) => ({ name: `${p.firstName} ${p.lastName}`.trim(), company: p.company, email: p.email });

/** The API shape of a stored order. */
export function toOrder(o: StoredOrder): Order {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    side: o.side,
    ownerId: o.owner.id,
    owner: { id: o.owner.id, ...partyOf(o.owner), rating: null },
    commodityId: o.commodity.id,
    commodity: o.commodity,
    commodityDetails: o.commodityDetails,
    quantity: o.quantityE3 / 1000,
    filledQuantity: o.filledE3 / 1000,
    remainingQuantity: remainingE3(o) / 1000,
    unit: o.commodity.unit,
    priceRange: { min: o.priceMinCents / 100, max: o.priceMaxCents / 100 },
    location: o.location,
    terms: o.terms,
    deliveryDate: o.deliveryDate,
    specifications: o.specifications,
    priority: o.priority,
    urgent: o.urgent,
    flexibility: { quantity: o.flexQuantityE3 / 1000, price: o.flexPriceE3 / 1000, location: o.flexLocation, terms: o.flexTerms },
    status: o.status,
    notes: o.notes,
    totalValue: o.totalValueCents / 100,
    contractId: o.contractId,
    finalPrice: o.finalPriceCents === null ? null : o.finalPriceCents / 100,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    matchedAt: o.matchedAt,
    completedAt: o.completedAt,
  };
}

/**
 * The administrator's shape of a stored trade: the order plus, once matched, the other side's owner
 * as `seller` of a buy order (spec 3) or `buyer` of a sell order.
 */
export function toAdminTrade(t: StoredTrade): AdminTrade {
  const order = toOrder(t);
  if (!t.counterparty) return order;
  return t.side === 'buy' ? { ...order, seller: partyOf(t.counterparty) } : { ...order, buyer: partyOf(t.counterparty) };
}

function entry(o: Pick<StoredOrder, 'id' | 'orderNumber' | 'side'> & { ownerId: string }, type: ActivityType, title: string, description: string, at: string): ActivityInput {
  return { userId: o.ownerId, type, title, description, entityType: 'order', entityId: o.id, at };
}

function emptyCounts(): OrderStatusCounts {
  return Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as OrderStatusCounts;
}

/**
 * Orders: traders' buy requests and sellers' sell listings (spec 2.16-2.18). A new or edited order waits
 * 'pending' for an administrator to approve (→ active) or reject it; the matching module moves active
 * orders on (matched, contract_signed, completed) through the methods at the end.
 */
export function createOrderService(deps: OrderServiceDeps) {
  const now = deps.now ?? Date.now;
  const repo = deps.store;

  async function commodityFor(commodityId: string) {
    const commodity = await deps.commodities.findById(commodityId);
    if (!commodity) throw invalid('commodityId', ORDER_TEXTS.commodityNotFound);
    if (!commodity.isActive) throw invalid('commodityId', ORDER_TEXTS.commodityInactive);
    return commodity;
  }

  /** The category's locations and terms, and a delivery date not in the past on this clock (domain order-rules). */
  function checkRules(category: CommodityCategory, order: OrderPlacement) {
    const [broken] = orderRuleViolations(category, order, new Date(now()));
    if (broken) throw invalid(broken.field, broken.message);
  }

  /** The caller's own order (administrators see every order); 404 otherwise, so ids do not leak. */
  async function visible(caller: Principal, id: string): Promise<StoredOrder> {
    const order = await repo.findById(id);
    if (!order || (order.owner.id !== caller.id && caller.role !== 'admin')) throw new AppError(404, ERROR_CODES.notFound, ORDER_TEXTS.notFound);
    return order;
  }

  /** Only the owner edits or cancels (an administrator reviews instead); others get 404. */
  async function owned(caller: Principal, id: string): Promise<StoredOrder> {
    const order = await repo.findById(id);
    if (!order || order.owner.id !== caller.id) throw new AppError(404, ERROR_CODES.notFound, ORDER_TEXTS.notFound);
    return order;
  }

  async function reload(id: string): Promise<Order> {
    return toOrder((await repo.findById(id))!);
  }

  function adminFilter(input: AdminTradeFilterInput): OrderFilter {
    return { search: input.search, status: input.status, category: input.commodity, side: input.side };
  }

  /**
   * Partial quantities (docs/decisions/022), inside the caller's transaction: the contract's terms are fixed (its
   * deal was agreed, or its draft went out without one) at `quantityE3`, so each order still tied to it records that
   * fill. An order with more left than that goes back to 'active' with the rest open for matching (its contract
   * link cleared); an order filled completely stays with the contract and follows it. Once per order and contract:
   * run again, it changes nothing.
   */
  async function recordFills(trx: Executor, contractId: string, quantityE3: number): Promise<void> {
    const orders = repo.within(trx);
    const at = nowIso(now());
    const tied = (await orders.findByIds(await orders.idsForContract(contractId))).filter((o) => o.status === 'matched' || o.status === 'in_negotiation');
    const reopened: StoredOrder[] = [];
    for (const order of tied) {
      const fill = Math.min(quantityE3, remainingE3(order));
      if (!(await orders.recordFill(order.id, contractId, fill, at))) continue;
      if (remainingE3(order) > fill) {
        await orders.update([order.id], { status: 'active', contractId: null, matchedAt: null, updatedAt: at }, [order.status]);
        reopened.push({ ...order, filledE3: order.filledE3 + fill });
      }
    }
    await deps.activity.recordMany(
      reopened.map((o) =>
        entry(
          { ...o, ownerId: o.owner.id },
          'order_updated',
          T.orderPartlyAgreed(o.side, o.orderNumber),
          T.orderPartlyAgreedDetail(amountOf(quantityE3, o.commodity.unit), amountOf(remainingE3(o), o.commodity.unit)),
          at,
        ),
      ),
      trx,
    );
  }

  /**
   * A called-off contract gives back its fills. Orders still tied to it move on with the link above; an order it
   * filled partly was reopened at agreement, so only its remaining quantity grows, and if a later contract has taken
   * the rest meanwhile (signed or completed) the given-back quantity reopens it for matching. Returns how many orders
   * not tied to the contract changed.
   */
  async function releaseFills(orders: OrdersRepository, db: Executor, contractId: string, at: string): Promise<number> {
    const released = await orders.releaseFills(contractId, at);
    const elsewhere = (await orders.findByIds(released.map((r) => r.orderId))).filter((o) => o.contractId !== contractId);
    const held = elsewhere.filter((o) => HELD_BY_LATER_CONTRACT.includes(o.status));
    if (held.length > 0) await orders.update(held.map((o) => o.id), { status: 'active', contractId: null, matchedAt: null, updatedAt: at }, HELD_BY_LATER_CONTRACT);
    // Told to the owners whose order is open for matching now; a withdrawn order or one in another deal just has more left.
    await deps.activity.recordMany(
      [...elsewhere.filter((o) => o.status === 'active'), ...held].map((o) =>
        entry(
          { ...o, ownerId: o.owner.id },
          'order_updated',
          T.orderQuantityGivenBack(o.side, o.orderNumber),
          T.orderQuantityGivenBackDetail(amountOf(released.find((r) => r.orderId === o.id)!.quantityE3, o.commodity.unit)),
          at,
        ),
      ),
      db,
    );
    return elsewhere.length;
  }

  /** Approve or reject a pending trade: conditional on 'pending', with the audit entry and the owner's activity. */
  async function decide(admin: Principal, id: string, to: 'active' | 'rejected', notes: string | null, ip?: string): Promise<Order> {
    const order = await repo.findById(id);
    if (!order) throw new AppError(404, ERROR_CODES.notFound, ORDER_TEXTS.tradeNotFound);
    if (order.status !== 'pending') throw conflict(ORDER_TEXTS.notPending, order.status);
    const at = nowIso(now());
    const approved = to === 'active';
    const done = await repo.transaction(async (orders, trx) => {
      const changed = await orders.update(
        [id],
        { status: to, notes, reviewedBy: admin.id, reviewedAt: at, updatedAt: at },
        ['pending'],
      );
      if (changed !== 1) return false;
      await deps.events.record(trx, approved ? { type: 'order.approved', payload: { orderId: id } } : { type: 'order.rejected', payload: { orderId: id, ownerId: order.owner.id } });
      await deps.activity.record(
        entry(
          { ...order, ownerId: order.owner.id },
          approved ? 'order_approved' : 'order_rejected',
          approved ? T.orderApproved(order.side, order.orderNumber) : T.orderRejected(order.side, order.orderNumber),
          approved ? T.orderNowActive(order.side, notes) : T.orderNotApproved(order.side, notes),
          at,
        ),
        trx,
      );
      return true;
    });
    if (!done) {
      const fresh = await repo.findById(id);
      throw conflict(ORDER_TEXTS.notPending, fresh?.status ?? order.status);
    }
    await deps.audit.record({
      action: approved ? 'trade.approve' : 'trade.reject',
      actorId: admin.id,
      actorEmail: admin.email ?? null,
      target: id,
      ip: ip ?? null,
      details: { orderNumber: order.orderNumber, before: { status: 'pending' }, after: { status: to }, notes },
    });
    await deps.sendDecision(order, approved, notes);
    await deps.events.deliver();
    return reload(id);
  }

  return {
    /* ------------------------------------------------ owners (traders, sellers) */

    /** A trader's buy request or a seller's sell listing, 'pending' until an administrator approves it. */
    async create(caller: Principal, input: CreateOrderInput): Promise<Order> {
      if (caller.role === 'admin') throw AppError.forbidden(ORDER_TEXTS.adminCannotOrder);
      const side: OrderSide = caller.role === 'trader' ? 'buy' : 'sell';
      await deps.rules.checkKyc(caller.id);
      const commodity = await commodityFor(input.commodityId);
      checkRules(commodity.category, input);
      const quantityE3 = toE3(input.quantity);
      const minCents = toCents(input.priceRange.min);
      const maxCents = toCents(input.priceRange.max);
      const total = totalValueCents(quantityE3, minCents, maxCents);
      await deps.rules.checkValue(total);
      const t = now();
      const at = nowIso(t);
      const id = crypto.randomUUID();
      await repo.transaction(async (orders, trx) => {
        const orderNumber = orderNumberOf(side, new Date(t).getUTCFullYear(), await orders.reserveNumber(side, new Date(t).getUTCFullYear()));
        await orders.insert({
          id,
          orderNumber,
          side,
          ownerId: caller.id,
          commodityId: commodity.id,
          commodityDetails: input.commodityDetails ?? null,
          quantityE3,
          priceMinCents: minCents,
          priceMaxCents: maxCents,
          totalValueCents: total,
          location: input.location,
          terms: input.terms,
          deliveryDate: input.deliveryDate,
          specifications: input.specifications ?? null,
          priority: input.priority,
          urgent: input.urgent,
          flexQuantityE3: toE3(input.flexibility.quantity),
          flexPriceE3: toE3(input.flexibility.price),
          flexLocation: input.flexibility.location,
          flexTerms: input.flexibility.terms,
          createdAt: at,
          updatedAt: at,
        });
        await deps.activity.record(
          entry(
            { id, orderNumber, side, ownerId: caller.id },
            'order_created',
            T.orderSubmitted(side, orderNumber),
            T.orderAwaitingApproval(amountOf(quantityE3, commodity.unit), commodity.name, input.location),
            at,
          ),
          trx,
        );
        await deps.events.record(trx, { type: 'order.submitted', payload: { orderId: id, ownerId: caller.id, at } });
      });
      await deps.events.deliver();
      return reload(id);
    },

    /** The caller's own orders, newest first, with counts per status (over the side filter). */
    async listOwn(caller: Principal, query: OrderListInput): Promise<OrderList> {
      const { page, limit, side, status } = query;
      const [{ items, total }, byStatus] = await Promise.all([
        repo.list({ ownerId: caller.id, side, status }, { offset: (page - 1) * limit, limit }),
        repo.countByStatus({ ownerId: caller.id, side }),
      ]);
      const counts = emptyCounts();
      for (const [s, v] of byStatus) if (s in counts) counts[s as OrderStatus] = v.count;
      return { orders: items.map(toOrder), total, page, totalPages: pageCount(total, limit), counts };
    },

    /** One order: its owner or an administrator; 404 for anyone else. */
    async get(caller: Principal, id: string): Promise<Order> {
      return toOrder(await visible(caller, id));
    },

    /** The owner edits a pending or active order; an edited active order goes back to 'pending' review. */
    async update(caller: Principal, id: string, input: UpdateOrderInput): Promise<Order> {
      const order = await owned(caller, id);
      if (!(ORDER_EDITABLE_STATUSES as readonly string[]).includes(order.status)) throw conflict(ORDER_TEXTS.notEditable, order.status);
      const commodity = input.commodityId && input.commodityId !== order.commodity.id ? await commodityFor(input.commodityId) : order.commodity;
      const location = input.location ?? order.location;
      const terms = input.terms ?? order.terms;
      checkRules(commodity.category, { location, terms, deliveryDate: input.deliveryDate });
      const quantityE3 = input.quantity !== undefined ? toE3(input.quantity) : order.quantityE3;
      // What deals agreed stays agreed: the order must keep something left to match.
      if (quantityE3 <= order.filledE3) throw invalid('quantity', ORDER_TEXTS.quantityBelowFilled(amountOf(order.filledE3, order.commodity.unit)));
      const minCents = input.priceRange ? toCents(input.priceRange.min) : order.priceMinCents;
      const maxCents = input.priceRange ? toCents(input.priceRange.max) : order.priceMaxCents;
      const total = totalValueCents(quantityE3, minCents, maxCents);
      await deps.rules.checkValue(total);
      const at = nowIso(now());
      // Fields the edit leaves out stay as they are (undefined is not written).
      const changes: OrderChanges = {
        commodityId: commodity.id,
        quantityE3,
        priceMinCents: minCents,
        priceMaxCents: maxCents,
        totalValueCents: total,
        location,
        terms,
        status: 'pending',
        updatedAt: at,
        commodityDetails: input.commodityDetails,
        specifications: input.specifications,
        deliveryDate: input.deliveryDate,
        priority: input.priority,
        urgent: input.urgent,
        ...(input.flexibility && {
          flexQuantityE3: toE3(input.flexibility.quantity),
          flexPriceE3: toE3(input.flexibility.price),
          flexLocation: input.flexibility.location,
          flexTerms: input.flexibility.terms,
        }),
      };
      const done = await repo.transaction(async (orders, trx) => {
        const changed = await orders.update([id], changes, ORDER_EDITABLE_STATUSES);
        if (changed !== 1) return false;
        await deps.activity.record(
          entry(
            { ...order, ownerId: order.owner.id },
            'order_updated',
            T.orderUpdated(order.side, order.orderNumber),
            order.status === 'active' ? T.orderChangesToReview : T.orderChangesSaved,
            at,
          ),
          trx,
        );
        // An edit sends the order back for approval: the desk reviews it again.
        await deps.events.record(trx, { type: 'order.submitted', payload: { orderId: id, ownerId: order.owner.id, at } });
        return true;
      });
      if (!done) throw conflict(ORDER_TEXTS.notEditable, (await repo.findById(id))?.status ?? order.status);
      await deps.events.deliver();
      return reload(id);
    },

    /** The owner withdraws a pending or active order. */
    async cancel(caller: Principal, id: string): Promise<Order> {
      const order = await owned(caller, id);
      if (!(ORDER_EDITABLE_STATUSES as readonly string[]).includes(order.status)) throw conflict(ORDER_TEXTS.notCancellable, order.status);
      const at = nowIso(now());
      const done = await repo.transaction(async (orders, trx) => {
        const changed = await orders.update([id], { status: 'cancelled', updatedAt: at }, ORDER_EDITABLE_STATUSES);
        if (changed !== 1) return false;
        await deps.activity.record(
          entry({ ...order, ownerId: order.owner.id }, 'order_cancelled', T.orderCancelled(order.side, order.orderNumber), T.orderWithdrawn, at),
          trx,
        );
        return true;
      });
      if (!done) throw conflict(ORDER_TEXTS.notCancellable, (await repo.findById(id))?.status ?? order.status);
      return reload(id);
    },

    /* ------------------------------------------------------------ administrators */

    /** Every trade, filtered and paged, with the five summary figures over the whole filtered set (the money one from contracts). */
    async adminList(query: AdminTradeFilterInput & { page: number; limit: number }): Promise<AdminTradeList> {
      const { page, limit, ...filters } = query;
      const filter = adminFilter(filters);
      const [{ items, total }, byStatus, tradedCents] = await Promise.all([
        repo.listTrades(filter, { offset: (page - 1) * limit, limit }),
        repo.countByStatus(filter),
        repo.tradedVolumeCents(filter),
      ]);
      const count = (s: OrderStatus) => byStatus.get(s)?.count ?? 0;
      return {
        trades: items.map(toAdminTrade),
        total,
        page,
        totalPages: pageCount(total, limit),
        summary: { total, pendingApproval: count('pending'), active: count('active'), completed: count('completed'), tradedVolume: tradedCents / 100 },
      };
    },

    async adminGet(id: string): Promise<AdminTrade> {
      const trade = await repo.findTradeById(id);
      if (!trade) throw new AppError(404, ERROR_CODES.notFound, ORDER_TEXTS.tradeNotFound);
      return toAdminTrade(trade);
    },

    approve: (admin: Principal, id: string, notes: string | null, ip?: string) => decide(admin, id, 'active', notes, ip),
    reject: (admin: Principal, id: string, notes: string | null, ip?: string) => decide(admin, id, 'rejected', notes, ip),

    /** The filtered trades for the CSV export, newest first (at most ORDER_EXPORT_MAX). */
    async exportList(filters: AdminTradeFilterInput): Promise<AdminTrade[]> {
      return (await repo.listAllTrades(adminFilter(filters), ORDER_EXPORT_MAX)).map(toAdminTrade);
    },

    /* ------------------------------------------------------------ matching module */

    /**
     * Active orders for the matching engine, newest first (at most MATCHING_POOL_MAX), with the owner's
     * account status and KYC status (`owner.status`, `owner.kycStatus`) so the engine can skip
     * suspended or unverified owners. Use `toOrder` for the API shape.
     */
    findActiveForMatching(filter: MatchingFilter = {}): Promise<StoredOrder[]> {
      return repo.listAll({ ...filter, status: 'active' }, MATCHING_POOL_MAX);
    },

    /** Orders by id (any status), e.g. to re-read both sides of a match. Pass a transaction to read inside it. */
    findByIds(ids: readonly string[], executor?: Executor): Promise<StoredOrder[]> {
      return (executor ? repo.within(executor) : repo).findByIds(ids);
    },

    /**
     * Inside the caller's transaction: moves the given orders from 'active' to 'matched' with the
     * contract id and matchedAt. Returns true only if every one was still active; otherwise nothing is
     * changed by the caller's intent and it should roll back (throw) and answer 409.
     * On PostgreSQL the conditional UPDATE takes row locks, so two concurrent confirms cannot both win.
     */
    async markMatched(trx: Executor, ids: readonly string[], contractId: string, at: string = nowIso(now())): Promise<boolean> {
      const changed = await repo.within(trx).update(
        ids,
        { status: 'matched', contractId, matchedAt: at, updatedAt: at },
        ['active'],
      );
      if (changed !== ids.length) return false;
      const orders = await repo.within(trx).findByIds(ids);
      await deps.activity.recordMany(
        orders.map((o) =>
          entry({ ...o, ownerId: o.owner.id }, 'order_matched', T.orderMatched(o.side, o.orderNumber), T.orderCounterpartyFound, at),
        ),
        trx,
      );
      return true;
    },

    /**
     * The deal room link (docs/decisions/019): once a party of a deal makes its first move in the negotiation (a
     * counter-offer, a rejection or an acceptance), the deal's orders go from 'matched' to 'in_negotiation'; they stay
     * there until the contract is signed (the contract link moves them on). Run again, it changes nothing.
     */
    markInNegotiation: (ids: readonly string[]): Promise<number> =>
      repo.update(ids, { status: 'in_negotiation', updatedAt: nowIso(now()) }, ['matched']),

    recordFills,

    /** recordFills in a transaction of its own: a contract left draft without an agreement (the draft was sent as it was). */
    fillForContract: (contractId: string, quantityE3: number): Promise<void> => repo.transaction((_orders, trx) => recordFills(trx, contractId, quantityE3)),

    /**
     * The contract lifecycle link: the orders of `contractId` follow their contract. 'contract_signed'
     * when it becomes active; 'completed' with finalPrice (USD per unit) and completedAt when executed;
     * 'active' again (contract and match times cleared) when it is cancelled; 'cancelled' when it expired
     * (its delivery date, and so the orders', has passed). A cancelled or expired contract also gives back what it
     * took of every order (docs/decisions/022), including orders partly filled and matched again since.
     * Returns the orders changed; run again, it changes nothing.
     */
    setStatusForContract: (contractId: string, status: ContractLinkStatus, finalPrice?: number): Promise<number> =>
      repo.transaction(async (orders, db) => {
        const at = nowIso(now());
        const released = status === 'active' || status === 'cancelled' ? await releaseFills(orders, db, contractId, at) : 0;
        const ids = await orders.idsForContract(contractId);
        if (ids.length === 0) return released;
        const open: OrderStatus[] = ['matched', 'in_negotiation', 'contract_signed'];
        let changes: OrderChanges;
        let type: ActivityType;
        let title: (o: StoredOrder) => string;
        if (status === 'contract_signed') {
          changes = { status, updatedAt: at };
          type = 'order_contract_signed';
          title = (o) => T.orderContractSigned(o.side, o.orderNumber);
        } else if (status === 'completed') {
          changes = { status, updatedAt: at, completedAt: at, finalPriceCents: finalPrice === undefined ? null : toCents(finalPrice) };
          type = 'order_completed';
          title = (o) => T.orderCompleted(o.side, o.orderNumber);
        } else if (status === 'cancelled') {
          changes = { status, updatedAt: at };
          type = 'order_cancelled';
          title = (o) => T.orderClosed(o.side, o.orderNumber);
        } else {
          changes = { status, updatedAt: at, contractId: null, matchedAt: null };
          type = 'order_updated';
          title = (o) => T.orderActiveAgain(o.side, o.orderNumber);
        }
        const before = await orders.findByIds(ids);
        const changed = await orders.update(ids, changes, open);
        if (changed > 0) {
          const moved = before.filter((o) => open.includes(o.status));
          await deps.activity.recordMany(
            moved.map((o) =>
              entry(
                { ...o, ownerId: o.owner.id },
                type,
                title(o),
                LINK_DESCRIPTIONS[status],
                at,
              ),
            ),
            db,
          );
        }
        return changed + released;
      }),
  };

}

/** Where a contract's status change takes its orders (draft and sent contracts leave them 'matched'). */
export const ORDER_STATUS_OF_CONTRACT: Partial<Record<ContractStatus, ContractLinkStatus>> = {
  active: 'contract_signed',
  executed: 'completed',
  // A cancelled contract reopens its orders; an expired one (its delivery date passed) closes them.
  cancelled: 'active',
  expired: 'cancelled',
};

export type OrderService = ReturnType<typeof createOrderService>;
