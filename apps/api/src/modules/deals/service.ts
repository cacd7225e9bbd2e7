import {
  DEAL_ERROR_CODES,
  DEAL_LIMITS,
  DEAL_OPEN_STATUSES,
  DEAL_TEXTS,
  DESK_PAYMENT_TERMS,
  ERROR_CODES,
  ORDER_TERMS,
  orderRuleViolations,
  pageCount,
  type ContractStatus,
  type Deal,
  type DealAction,
  type DealList,
  type DealMessage,
  type DealMessageList,
  type DealOffer,
  type DealParty,
  type DealRole,
  type DealSide,
  type DealStatus,
  type DealSummary,
  type MakeOfferInput,
  type MakeOfferResponse,
  type OfferStatus,
  type Order,
} from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../../db/store';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Principal } from '../../plugins/access';
import type { DealFacts, EventBus } from '../../plugins/events';
import type { ActivityService } from '../activity';
import type { AuditLog } from '../audit';
import type { ContractService } from '../contracts';
import { remainingE3, toOrder, type OrderService, type StoredOrder, type TradingRules } from '../orders';
import { dealActivity, type DealContext } from './activity-entries';
import type { DealChanges, DealsRepository, NewOffer, StoredDeal, StoredMessage, StoredOffer } from './repository';

export interface DealsServiceDeps {
  store: Store<DealsRepository>;
  /** The deal's two orders: read, and their fills recorded at agreement (the orders module moves them on the deal's events). */
  orders: Pick<OrderService, 'findByIds' | 'recordFills'>;
  /** The deal's contract: its terms for the first offer, the agreed terms written onto the draft, the expiry sweep. */
  contracts: Pick<ContractService, 'termsOf' | 'applyAgreedTerms' | 'expireDue'>;
  /** KYC and the trade value limits, as for a new order. */
  rules: TradingRules;
  activity: ActivityService;
  audit: AuditLog;
  /** Every step is published (deal.*) in its transaction and delivered after the commit. */
  events: Pick<EventBus, 'record' | 'deliver'>;
  log: FastifyBaseLogger;
  now?: () => number;
}

export interface DealListInput {
  status?: DealStatus | undefined;
  orderId?: string | undefined;
  page: number;
  limit: number;
}

export interface MessageListInput {
  limit: number;
  before?: number | undefined;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const invalid = (path: string, message: string) => new AppError(400, ERROR_CODES.validation, message, [{ path, message }]);
const notFound = () => new AppError(404, ERROR_CODES.notFound, DEAL_TEXTS.notFound);
const forbidden = (message: string) => new AppError(403, DEAL_ERROR_CODES.actionForbidden, message);
const changed = () => new AppError(409, DEAL_ERROR_CODES.changed, DEAL_TEXTS.changed);
const notNegotiating = (status: DealStatus) => new AppError(409, DEAL_ERROR_CODES.notNegotiating, DEAL_TEXTS.notNegotiating(status), { status });

/** A new offer is open and decided by nobody yet. */
const UNDECIDED = {
  status: 'open',
  acceptedByBuyerAt: null,
  acceptedBySellerAt: null,
  decidedAt: null,
  decidedBy: null,
  rejectionReason: null,
} as const;

const toE3 = (value: number) => Math.round(value * 1000);
const toCents = (value: number) => Math.round(value * 100);
/** quantity × unit price in cents, rounded half up (as a contract computes its total). */
const totalCents = (quantityE3: number, unitPriceCents: number) => Number((BigInt(quantityE3) * BigInt(unitPriceCents) + 500n) / 1000n);
/** The last millisecond of a delivery date (UTC): no offer stays valid past it. */
const endOfDay = (date: string) => Date.parse(`${date}T23:59:59.999Z`);

/** Where a contract's status takes its deal, and from which statuses (a deal only moves forward). */
const FOLLOWS_CONTRACT: Partial<Record<ContractStatus, { to: DealStatus; from: readonly DealStatus[] }>> = {
  pending: { to: 'contract_pending_signature', from: ['negotiating', 'agreed'] },
  active: { to: 'active', from: ['negotiating', 'agreed', 'contract_pending_signature'] },
  executed: { to: 'executed', from: DEAL_OPEN_STATUSES },
  cancelled: { to: 'cancelled', from: DEAL_OPEN_STATUSES },
  expired: { to: 'expired', from: DEAL_OPEN_STATUSES },
};
const CLOSED: readonly DealStatus[] = ['executed', 'cancelled', 'expired'];
/** Messages may be posted until the deal was called off. */
const SILENCED: readonly DealStatus[] = ['cancelled', 'expired'];

/** The caller's part in the deal; null when it is not theirs to see. */
function roleOf(deal: StoredDeal, caller: Principal): DealRole | null {
  if (deal.buyerId === caller.id) return 'buyer';
  if (deal.sellerId === caller.id) return 'seller';
  return caller.role === 'admin' ? 'desk' : null;
}

const factsOf = (d: StoredDeal): DealFacts => ({
  dealId: d.id,
  buyerId: d.buyerId,
  sellerId: d.sellerId,
  buyOrderId: d.buyOrderId,
  sellOrderId: d.sellOrderId,
  contractId: d.contractId,
});

const partyOf = (o: StoredOrder): DealParty => ({ name: `${o.owner.firstName} ${o.owner.lastName}`.trim(), company: o.owner.company });
const displayName = (o: StoredOrder) => {
  const { name, company } = partyOf(o);
  return company ? `${name} (${company})` : name;
};

/** The other side's order as a party sees it: its owner by name and company only, without the desk's notes. */
const asCounterparty = (order: Order): Order => ({ ...order, ownerId: '', owner: { ...order.owner, id: '', email: '' }, notes: null });

/** An open offer past its validUntil reads as expired. */
const effectiveStatus = (o: StoredOffer, t: number): OfferStatus => (o.status === 'open' && o.validUntil <= nowIso(t) ? 'expired' : o.status);

/** The first term both orders name (in the buyer's order), or the buyer's first. */
function commonTerm(buy: StoredOrder, sell: StoredOrder): string {
  return buy.terms.find((term) => sell.terms.includes(term)) ?? buy.terms[0] ?? sell.terms[0] ?? '';
}

/**
 * The deal room (issue 13, docs/decisions/019): a confirmed match opens a deal with the desk's first offer; the buyer
 * and the seller counter, accept or reject offers until one is accepted by the side that did not make it (the desk's
 * by both), which agrees the deal and writes its terms onto the draft contract; from then the deal follows its
 * contract. Parties and the desk talk in the deal's thread.
 */
export function createDealsService(deps: DealsServiceDeps) {
  const now = deps.now ?? Date.now;
  const repo = deps.store;

  /* ------------------------------------------------------------ reading */

  /** The deal if the caller is its buyer, its seller or an administrator; 404 otherwise, so ids do not leak. */
  async function visible(caller: Principal, id: string): Promise<{ deal: StoredDeal; role: DealRole }> {
    // A contract past its delivery date expires first, and its deal with it (the contract link).
    await deps.contracts.expireDue();
    const deal = await repo.findById(id);
    const role = deal ? roleOf(deal, caller) : null;
    if (!deal || !role) throw notFound();
    return { deal, role };
  }

  async function ordersOf(deals: readonly StoredDeal[]): Promise<Map<string, StoredOrder>> {
    const orders = await deps.orders.findByIds([...new Set(deals.flatMap((d) => [d.buyOrderId, d.sellOrderId]))]);
    return new Map(orders.map((o) => [o.id, o]));
  }

  function contextOf(deal: StoredDeal, orders: Map<string, StoredOrder>): DealContext {
    const buy = orders.get(deal.buyOrderId)!;
    const sell = orders.get(deal.sellOrderId)!;
    return {
      id: deal.id,
      buyerId: deal.buyerId,
      sellerId: deal.sellerId,
      commodityName: buy.commodity.name,
      unit: buy.commodity.unit,
      buyerName: displayName(buy),
      sellerName: displayName(sell),
    };
  }

  function offerView(o: StoredOffer, unit: DealOffer['unit'], t: number): DealOffer {
    return {
      id: o.id,
      dealId: o.dealId,
      number: o.number,
      madeBy: o.madeByRole,
      unitPrice: o.unitPriceCents / 100,
      quantity: o.quantityE3 / 1000,
      unit,
      totalValue: o.totalValueCents / 100,
      currency: o.currency,
      deliveryDate: o.deliveryDate,
      location: o.location,
      incoterm: o.incoterm,
      paymentTerms: o.paymentTerms,
      specifications: o.specifications,
      note: o.note,
      validUntil: o.validUntil,
      status: effectiveStatus(o, t),
      acceptedByBuyerAt: o.acceptedByBuyerAt,
      acceptedBySellerAt: o.acceptedBySellerAt,
      decidedAt: o.decidedAt,
      rejectionReason: o.rejectionReason,
      createdAt: o.createdAt,
    };
  }

  function messageView(m: StoredMessage, deal: StoredDeal, orders: Map<string, StoredOrder>, caller: Principal): DealMessage {
    const author =
      m.authorRole === 'desk'
        ? { role: m.authorRole, name: DEAL_TEXTS.deskName, company: null }
        : { role: m.authorRole, ...partyOf(orders.get(m.authorRole === 'buyer' ? deal.buyOrderId : deal.sellOrderId)!) };
    return { id: m.id, number: m.number, author, mine: m.authorId === caller.id, text: m.body, createdAt: m.createdAt };
  }

  /** What the caller may do in the deal now. */
  function allowedActions(deal: StoredDeal, role: DealRole, current: DealOffer | null): DealAction[] {
    const actions: DealAction[] = [];
    const negotiating = deal.status === 'negotiating';
    if (negotiating && role !== 'desk') {
      actions.push('offer');
      if (current && current.madeBy !== role) {
        const accepted = role === 'buyer' ? current.acceptedByBuyerAt : current.acceptedBySellerAt;
        if (!accepted) actions.push('accept');
        actions.push('reject');
      }
    }
    if (!SILENCED.includes(deal.status)) actions.push('message');
    return actions;
  }

  function summaryOf(deal: StoredDeal, role: DealRole, orders: Map<string, StoredOrder>, offers: StoredOffer[], unread: number, t: number): DealSummary {
    const buy = orders.get(deal.buyOrderId)!;
    const sell = orders.get(deal.sellOrderId)!;
    const unit = buy.commodity.unit;
    const views = offers.map((o) => offerView(o, unit, t));
    return {
      id: deal.id,
      status: deal.status,
      myRole: role,
      commodity: buy.commodity,
      buyer: partyOf(buy),
      seller: partyOf(sell),
      buyOrderId: deal.buyOrderId,
      sellOrderId: deal.sellOrderId,
      matchId: deal.matchId,
      contractId: deal.contractId,
      currentOffer: views.findLast((o) => o.status === 'open') ?? null,
      agreedOffer: views.find((o) => o.id === deal.agreedOfferId) ?? null,
      messageCount: deal.messageCount,
      unreadMessages: unread,
      createdAt: deal.createdAt,
      updatedAt: deal.updatedAt,
      agreedAt: deal.agreedAt,
      closedAt: deal.closedAt,
    };
  }

  /** The whole deal as the caller sees it, read fresh. */
  async function detail(caller: Principal, id: string): Promise<Deal> {
    const deal = (await repo.findById(id))!;
    const role = roleOf(deal, caller)!;
    const t = now();
    const [orders, offers, unread, messages] = await Promise.all([
      ordersOf([deal]),
      repo.offersOf([deal.id]),
      repo.unreadCounts([deal.id], caller.id),
      repo.messages(deal.id, { limit: DEAL_LIMITS.messagesInDeal }),
    ]);
    const summary = summaryOf(deal, role, orders, offers, unread.get(deal.id) ?? 0, t);
    let buyOrder = toOrder(orders.get(deal.buyOrderId)!);
    let sellOrder = toOrder(orders.get(deal.sellOrderId)!);
    if (role === 'buyer') sellOrder = asCounterparty(sellOrder);
    if (role === 'seller') buyOrder = asCounterparty(buyOrder);
    return {
      ...summary,
      buyOrder,
      sellOrder,
      offers: offers.map((o) => offerView(o, summary.commodity.unit, t)),
      messages: messages.map((m) => messageView(m, deal, orders, caller)),
      allowedActions: allowedActions(deal, role, summary.currentOffer),
    };
  }

  /* ------------------------------------------------------------ negotiating */

  /** The caller's side, for the moves only the buyer and the seller make. */
  function sideOf(role: DealRole, message: string): DealSide {
    if (role === 'desk') throw forbidden(message);
    return role;
  }

  /** An offer of the deal that is still open now: 404, or 409 when it was decided or has expired. */
  async function openOffer(deal: StoredDeal, offerId: string, t: number): Promise<StoredOffer> {
    const offer = await repo.findOffer(deal.id, offerId);
    if (!offer) throw new AppError(404, ERROR_CODES.notFound, DEAL_TEXTS.offerNotFound);
    const status = effectiveStatus(offer, t);
    if (status === 'expired') throw new AppError(409, DEAL_ERROR_CODES.offerExpired, DEAL_TEXTS.offerExpired, { status });
    if (status !== 'open') throw new AppError(409, DEAL_ERROR_CODES.offerNotOpen, DEAL_TEXTS.offerNotOpen(status), { status });
    return offer;
  }

  /** The deal's own changes of every offer move: its version, and when the parties started negotiating. */
  const moveChanges = (deal: StoredDeal, at: string, more: Omit<DealChanges, 'updatedAt'> = {}): DealChanges => ({
    updatedAt: at,
    ...(deal.negotiationStartedAt === null && { negotiationStartedAt: at }),
    ...more,
  });

  /** A move lost its race: the deal may have left negotiation meanwhile, or another offer move came first. */
  async function lostRace(dealId: string): Promise<AppError> {
    const fresh = await repo.findById(dealId);
    return fresh && fresh.status !== 'negotiating' ? notNegotiating(fresh.status) : changed();
  }

  /**
   * The counter-offer's terms, checked like an order (docs/decisions/019): the commodity's locations and terms, a
   * delivery date not in the past, a quantity within what is left of both orders now, the total within the trade value limits, and a
   * validity in the future, within 30 days and not past the delivery date.
   */
  async function checkedTerms(deal: StoredDeal, orders: Map<string, StoredOrder>, input: MakeOfferInput, t: number) {
    const buy = orders.get(deal.buyOrderId)!;
    const sell = orders.get(deal.sellOrderId)!;
    const { category } = buy.commodity;
    for (const broken of orderRuleViolations(category, { location: input.location, terms: [input.incoterm], deliveryDate: input.deliveryDate }, new Date(t))) {
      if (broken.field === 'terms') throw invalid('incoterm', DEAL_TEXTS.incotermNotAllowed(ORDER_TERMS[category]));
      throw invalid(broken.field, broken.message);
    }
    const quantityE3 = toE3(input.quantity);
    const maxE3 = Math.min(remainingE3(buy), remainingE3(sell));
    if (quantityE3 > maxE3) throw invalid('quantity', DEAL_TEXTS.quantityTooLarge(`${(maxE3 / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 })} ${buy.commodity.unit}`));
    const unitPriceCents = toCents(input.unitPrice);
    const totalValueCents = totalCents(quantityE3, unitPriceCents);
    await deps.rules.checkValue(totalValueCents);
    const lastValid = endOfDay(input.deliveryDate);
    let validUntil: number;
    if (input.validUntil === undefined) {
      validUntil = Math.min(t + DEAL_LIMITS.defaultOfferValidityHours * HOUR, lastValid);
    } else {
      validUntil = Date.parse(input.validUntil);
      if (validUntil <= t) throw invalid('validUntil', DEAL_TEXTS.validUntilPast);
      if (validUntil > t + DEAL_LIMITS.maxOfferValidityDays * DAY) throw invalid('validUntil', DEAL_TEXTS.validUntilTooLate(DEAL_LIMITS.maxOfferValidityDays));
      if (validUntil > lastValid) throw invalid('validUntil', DEAL_TEXTS.validUntilAfterDelivery);
    }
    return { quantityE3, unitPriceCents, totalValueCents, validUntil: nowIso(validUntil) };
  }

  async function makeOffer(caller: Principal, id: string, input: MakeOfferInput, ip?: string): Promise<MakeOfferResponse> {
    const { deal, role } = await visible(caller, id);
    const side = sideOf(role, DEAL_TEXTS.onlyPartiesOffer);
    if (deal.status !== 'negotiating') throw notNegotiating(deal.status);
    await deps.rules.checkKyc(caller.id);
    const orders = await ordersOf([deal]);
    const t = now();
    const terms = await checkedTerms(deal, orders, input, t);
    const at = nowIso(t);
    const offer: StoredOffer = {
      id: crypto.randomUUID(),
      dealId: deal.id,
      // Numbered inside the transaction.
      number: 0,
      madeByRole: side,
      madeBy: caller.id,
      ...terms,
      currency: 'USD',
      deliveryDate: input.deliveryDate,
      location: input.location,
      incoterm: input.incoterm,
      paymentTerms: input.paymentTerms,
      specifications: input.specifications ?? null,
      note: input.note ?? null,
      ...UNDECIDED,
      createdAt: at,
    };
    const done = await repo.transaction(async (deals, trx) => {
      if (!(await deals.applyChanges(deal.id, deal.version, 'negotiating', moveChanges(deal, at)))) return false;
      await deals.closeOpenOffers(deal.id, 'superseded', at);
      offer.number = await deals.nextOfferNumber(deal.id);
      await deals.insertOffer(offer);
      await deps.activity.recordMany(dealActivity.offerMade(contextOf(deal, orders), offer, at), trx);
      await deps.events.record(trx, { type: 'deal.offer_made', payload: { ...factsOf(deal), offerId: offer.id, madeBy: side, madeById: caller.id } });
      return true;
    });
    if (!done) throw await lostRace(deal.id);
    await deps.events.deliver();
    await deps.audit.record({
      action: 'deal.offer_made',
      actorId: caller.id,
      actorEmail: caller.email,
      target: deal.id,
      ip: ip ?? null,
      details: { offerId: offer.id, madeBy: side, unitPrice: input.unitPrice, quantity: input.quantity, deliveryDate: input.deliveryDate, location: input.location, incoterm: input.incoterm, paymentTerms: input.paymentTerms, validUntil: offer.validUntil },
    });
    const view = await detail(caller, deal.id);
    return { offer: view.offers.find((o) => o.id === offer.id)!, deal: view };
  }

  /**
   * The caller's side accepts the offer: an offer the other side made agrees the deal at once; the desk's offer
   * agrees it once both sides have accepted. Agreement writes the offer's terms onto the draft contract in the same
   * transaction (409 if the contract is no longer a draft).
   */
  async function accept(caller: Principal, id: string, offerId: string, ip?: string): Promise<Deal> {
    const { deal, role } = await visible(caller, id);
    const side = sideOf(role, DEAL_TEXTS.onlyPartiesDecide);
    if (deal.status !== 'negotiating') throw notNegotiating(deal.status);
    const t = now();
    const offer = await openOffer(deal, offerId, t);
    if (offer.madeByRole === side) throw forbidden(DEAL_TEXTS.ownOffer);
    const mine = side === 'buyer' ? offer.acceptedByBuyerAt : offer.acceptedBySellerAt;
    if (mine) throw new AppError(409, DEAL_ERROR_CODES.alreadyAccepted, DEAL_TEXTS.alreadyAccepted);
    await deps.rules.checkKyc(caller.id);
    const orders = await ordersOf([deal]);
    const context = contextOf(deal, orders);
    const theirs = side === 'buyer' ? offer.acceptedBySellerAt : offer.acceptedByBuyerAt;
    const agrees = offer.madeByRole !== 'desk' || theirs !== null;
    const at = nowIso(t);
    const acceptance = side === 'buyer' ? { acceptedByBuyerAt: at } : { acceptedBySellerAt: at };

    await repo.transaction(async (deals, trx) => {
      const moved = await deals.applyChanges(deal.id, deal.version, 'negotiating', moveChanges(deal, at, agrees ? { status: 'agreed', agreedOfferId: offer.id, agreedAt: at } : {}));
      if (!moved) throw await lostRaceIn(deals, deal.id);
      const decided = await deals.decideOffer(offer.id, at, { ...acceptance, ...(agrees && { status: 'accepted' as const, decidedAt: at, decidedBy: caller.id }) });
      // The deal's version held, so nothing else decided the offer: only its validity can have run out meanwhile.
      if (!decided) throw new AppError(409, DEAL_ERROR_CODES.offerExpired, DEAL_TEXTS.offerExpired, { status: 'expired' });
      if (agrees) {
        const written = await deps.contracts.applyAgreedTerms(trx, deal.contractId, {
          quantityE3: offer.quantityE3,
          unitPriceCents: offer.unitPriceCents,
          deliveryDate: offer.deliveryDate,
          deliveryLocation: offer.location,
          incoterm: offer.incoterm,
          paymentTerms: offer.paymentTerms,
          specifications: offer.specifications,
        });
        if (!written) throw new AppError(409, DEAL_ERROR_CODES.notNegotiating, DEAL_TEXTS.contractNotDraft);
        // The agreed quantity is taken from both orders now; a larger order's rest is open for matching again (decision 022).
        await deps.orders.recordFills(trx, deal.contractId, offer.quantityE3);
      }
      const accepted = { ...offer, ...acceptance };
      await deps.activity.recordMany(agrees ? dealActivity.agreed(context, accepted, side, at) : dealActivity.offerAccepted(context, accepted, side, at), trx);
      await deps.events.record(
        trx,
        { type: 'deal.offer_accepted', payload: { ...factsOf(deal), offerId: offer.id, by: side, byId: caller.id, agreed: agrees } },
        ...(agrees ? [{ type: 'deal.agreed' as const, payload: { ...factsOf(deal), offerId: offer.id } }] : []),
      );
    });
    await deps.events.deliver();
    const audit = { actorId: caller.id, actorEmail: caller.email, target: deal.id, ip: ip ?? null };
    await deps.audit.record({ ...audit, action: 'deal.offer_accepted', details: { offerId: offer.id, by: side, madeBy: offer.madeByRole, agreed: agrees } });
    if (agrees) {
      await deps.audit.record({
        ...audit,
        action: 'deal.agreed',
        details: { offerId: offer.id, contractId: deal.contractId, unitPrice: offer.unitPriceCents / 100, quantity: offer.quantityE3 / 1000, deliveryDate: offer.deliveryDate },
      });
    }
    return detail(caller, deal.id);
  }

  /** Inside a transaction the app's database may be busy (SQLite has one connection): read through the transaction. */
  async function lostRaceIn(deals: DealsRepository, dealId: string): Promise<AppError> {
    const fresh = await deals.findById(dealId);
    return fresh && fresh.status !== 'negotiating' ? notNegotiating(fresh.status) : changed();
  }

  /** The caller's side rejects the other side's (or the desk's) open offer; the deal goes on negotiating. */
  async function reject(caller: Principal, id: string, offerId: string, reason: string | null, ip?: string): Promise<Deal> {
    const { deal, role } = await visible(caller, id);
    const side = sideOf(role, DEAL_TEXTS.onlyPartiesDecide);
    if (deal.status !== 'negotiating') throw notNegotiating(deal.status);
    const t = now();
    const offer = await openOffer(deal, offerId, t);
    if (offer.madeByRole === side) throw forbidden(DEAL_TEXTS.ownOffer);
    const orders = await ordersOf([deal]);
    const at = nowIso(t);
    await repo.transaction(async (deals, trx) => {
      if (!(await deals.applyChanges(deal.id, deal.version, 'negotiating', moveChanges(deal, at)))) throw await lostRaceIn(deals, deal.id);
      if (!(await deals.decideOffer(offer.id, at, { status: 'rejected', decidedAt: at, decidedBy: caller.id, rejectionReason: reason }))) {
        throw new AppError(409, DEAL_ERROR_CODES.offerExpired, DEAL_TEXTS.offerExpired, { status: 'expired' });
      }
      await deps.activity.recordMany(dealActivity.offerRejected(contextOf(deal, orders), offer, side, reason, at), trx);
      await deps.events.record(trx, { type: 'deal.offer_rejected', payload: { ...factsOf(deal), offerId: offer.id, by: side, byId: caller.id } });
    });
    await deps.events.deliver();
    await deps.audit.record({ action: 'deal.offer_rejected', actorId: caller.id, actorEmail: caller.email, target: deal.id, ip: ip ?? null, details: { offerId: offer.id, by: side, madeBy: offer.madeByRole, reason } });
    return detail(caller, deal.id);
  }

  /* ------------------------------------------------------------ messages */

  async function messages(caller: Principal, id: string, query: MessageListInput): Promise<DealMessageList> {
    const { deal } = await visible(caller, id);
    const [list, unread, orders] = await Promise.all([
      repo.messages(deal.id, { limit: query.limit, before: query.before }),
      repo.unreadCounts([deal.id], caller.id),
      ordersOf([deal]),
    ]);
    const newest = list.at(-1)?.number ?? 0;
    // Reading the newest page marks the deal read up to what was shown; an older page leaves the marker where it is.
    if (query.before === undefined && newest > 0) await repo.markRead(deal.id, caller.id, newest, nowIso(now()));
    return {
      messages: list.map((m) => messageView(m, deal, orders, caller)),
      total: Math.max(deal.messageCount, newest),
      unread: unread.get(deal.id) ?? 0,
      hasMore: (list[0]?.number ?? 1) > 1,
    };
  }

  async function postMessage(caller: Principal, id: string, text: string, ip?: string): Promise<DealMessage> {
    const { deal, role } = await visible(caller, id);
    if (SILENCED.includes(deal.status)) throw new AppError(409, DEAL_ERROR_CODES.closed, DEAL_TEXTS.closed(deal.status), { status: deal.status });
    const orders = await ordersOf([deal]);
    const at = nowIso(now());
    const message = await repo.transaction(async (deals, trx) => {
      const stored: StoredMessage = { id: crypto.randomUUID(), dealId: deal.id, number: await deals.nextMessageNumber(deal.id, at), authorId: caller.id, authorRole: role, body: text, createdAt: at };
      await deals.insertMessage(stored);
      await deps.events.record(trx, { type: 'deal.message_posted', payload: { ...factsOf(deal), messageId: stored.id, authorId: caller.id, authorRole: role } });
      return stored;
    });
    await deps.events.deliver();
    // The text stays in the deal; the trail records that it was written.
    await deps.audit.record({ action: 'deal.message_posted', actorId: caller.id, actorEmail: caller.email, target: deal.id, ip: ip ?? null, details: { messageId: message.id, number: message.number, as: role, length: text.length } });
    return messageView(message, deal, orders, caller);
  }

  /* ------------------------------------------------------------ reactions */

  /**
   * match.confirmed: the deal opens with the desk's first offer, at the match's price and quantity (the draft
   * contract's), the buy request's delivery date and place, a term both orders name, and the desk's payment terms.
   * Idempotent: a match has one deal (the event may be delivered again).
   */
  async function openFromMatch(match: { matchId: string; buyOrderId: string; sellOrderId: string; contractId: string; buyerId: string; sellerId: string }): Promise<void> {
    if (await repo.findByMatch(match.matchId)) return;
    const [found, contract] = await Promise.all([deps.orders.findByIds([match.buyOrderId, match.sellOrderId]), deps.contracts.termsOf(match.contractId)]);
    const buy = found.find((o) => o.id === match.buyOrderId);
    const sell = found.find((o) => o.id === match.sellOrderId);
    if (!buy || !sell || !contract) throw new Error(`match ${match.matchId}: its orders or contract are missing`);
    const t = now();
    const at = nowIso(t);
    const deal: StoredDeal = {
      id: crypto.randomUUID(),
      matchId: match.matchId,
      buyOrderId: buy.id,
      sellOrderId: sell.id,
      buyerId: match.buyerId,
      sellerId: match.sellerId,
      contractId: match.contractId,
      status: 'negotiating',
      agreedOfferId: null,
      messageCount: 0,
      version: 1,
      createdAt: at,
      updatedAt: at,
      negotiationStartedAt: null,
      agreedAt: null,
      closedAt: null,
    };
    const offer: NewOffer & StoredOffer = {
      id: crypto.randomUUID(),
      dealId: deal.id,
      number: 1,
      madeByRole: 'desk',
      madeBy: null,
      unitPriceCents: contract.unitPriceCents,
      quantityE3: contract.quantityE3,
      totalValueCents: totalCents(contract.quantityE3, contract.unitPriceCents),
      currency: contract.currency,
      deliveryDate: contract.deliveryDate,
      location: contract.deliveryLocation,
      incoterm: commonTerm(buy, sell),
      paymentTerms: DESK_PAYMENT_TERMS,
      specifications: sell.specifications ?? buy.specifications,
      note: null,
      validUntil: nowIso(Math.min(t + DEAL_LIMITS.deskOfferValidityDays * DAY, endOfDay(contract.deliveryDate))),
      ...UNDECIDED,
      createdAt: at,
    };
    const orders = new Map([buy, sell].map((o) => [o.id, o]));
    const opened = await repo.transaction(async (deals, trx) => {
      if (!(await deals.insertDeal(deal))) return false;
      await deals.insertOffer(offer);
      await deps.activity.recordMany(dealActivity.opened(contextOf(deal, orders), offer, at), trx);
      await deps.events.record(trx, { type: 'deal.opened', payload: { ...factsOf(deal), offerId: offer.id } });
      return true;
    });
    if (!opened) return;
    await deps.audit.record({ action: 'deal.opened', target: deal.id, details: { matchId: match.matchId, contractId: match.contractId, offerId: offer.id } });
    // Inside the delivery of match.confirmed: another round after this one hands deal.opened on (awaiting it here would wait for itself).
    void deps.events.deliver();
  }

  /** contract.transitioned: the deal follows its contract, only forward (idempotent: the event may come again). */
  async function followContract(contractId: string, to: ContractStatus): Promise<void> {
    const move = FOLLOWS_CONTRACT[to];
    if (!move) return;
    const at = nowIso(now());
    const moved = await repo.transaction(async (deals, trx) => {
      const changedDeals = await deals.moveForContract(contractId, move.from, move.to, at, CLOSED.includes(move.to));
      for (const deal of changedDeals) {
        // The contract went out (or ended) at the draft's terms: offers still on the table are closed.
        await deals.closeOpenOffers(deal.id, 'closed', at);
        await deps.events.record(trx, { type: 'deal.transitioned', payload: { ...factsOf(deal), from: deal.from, to: move.to, at } });
      }
      return changedDeals;
    });
    if (moved.length > 0) void deps.events.deliver();
  }

  /* ------------------------------------------------------------ calls */

  return {
    async list(caller: Principal, query: DealListInput): Promise<DealList> {
      await deps.contracts.expireDue();
      const { page, limit, status, orderId } = query;
      const { items, total } = await repo.list({ partyId: caller.role === 'admin' ? undefined : caller.id, status, orderId }, { offset: (page - 1) * limit, limit });
      const ids = items.map((d) => d.id);
      const [orders, offers, unread] = await Promise.all([ordersOf(items), repo.offersOf(ids), repo.unreadCounts(ids, caller.id)]);
      const t = now();
      return {
        deals: items.map((d) =>
          summaryOf(
            d,
            roleOf(d, caller)!,
            orders,
            offers.filter((o) => o.dealId === d.id),
            unread.get(d.id) ?? 0,
            t,
          ),
        ),
        total,
        page,
        totalPages: pageCount(total, limit),
      };
    },

    async get(caller: Principal, id: string): Promise<Deal> {
      await visible(caller, id);
      return detail(caller, id);
    },

    makeOffer,
    accept,
    reject,
    messages,
    postMessage,
    openFromMatch,
    followContract,
  };
}

export type DealsService = ReturnType<typeof createDealsService>;
