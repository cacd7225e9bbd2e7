import {
  ERROR_CODES,
  MATCHING_ERROR_CODES,
  MATCHING_TEXTS,
  ORDER_TEXTS,
  TRADING_CURRENCY,
  LIST_LIMITS,
  defaultAgreedPrice,
  disjointPairs,
  evaluateMatch,
  isHighCompatibility,
  kycBlocksTrading,
  type CommodityCategory,
  type Contract,
  type MatchStatus,
  type MatchingStats,
  type Order,
  type OrderSide,
  type ScoredPair,
  pageCount,
} from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Engine } from '../../db/connection';
import type { Store } from '../../db/store';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { AuditLog } from '../audit';
import type { ContractService } from '../contracts';
import type { StoredOrder } from '../orders';
import { remainingE3, toOrder, type OrderService } from '../orders';
import type { RatingsService } from '../ratings';
import type { SettingsService } from '../settings';
import { computeSuggestions, suggestionsOf, type RankedPairs, type RankedSuggestions } from './engine';
import { updateRanking } from './incremental';
import { createRankingCache } from './ranking-cache';
import type { MatchesRepository, PoolOrder, StoredMatch } from './repository';
import type { Principal } from '../../plugins/access';
import type { EventBus } from '../../plugins/events';

export interface MatchingServiceDeps {
  store: Store<MatchesRepository>;
  engine: Engine;
  orders: OrderService;
  contracts: ContractService;
  settings: SettingsService;
  audit: AuditLog;
  events: Pick<EventBus, 'record' | 'deliver'>;
  log: FastifyBaseLogger;
  now?: () => number;
  /** Owners' average ratings (issue 13); without it every owner's rating is unknown (null). */
  ratings?: Pick<RatingsService, 'ratingsOf'> | undefined;
}

export interface SuggestionQuery {
  commodity?: CommodityCategory | undefined;
  search?: string | undefined;
  highCompatibility?: boolean | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

export interface ConfirmInput {
  buyOrderId: string;
  sellOrderId: string;
  agreedPrice?: number | undefined;
}

export interface MatchView {
  id: string;
  buyOrder: Order;
  sellOrder: Order;
  agreedPrice: number;
  quantity: number;
  contractId: string;
  contractStatus: Contract['status'];
  status: MatchStatus;
  matchedAt: string;
}

type Suggestion = ScoredPair<Order>;

/** How many filter combinations keep their ranking for the next pages (each holds its pairs, about 10 bytes a pair). */
const RANKINGS_KEPT = 4;

const invalid = (path: string, message: string) => new AppError(400, MATCHING_ERROR_CODES.pairInvalid, message, [{ path, message }]);
const notActive = () => new AppError(409, MATCHING_ERROR_CODES.orderNotActive, MATCHING_TEXTS.orderNotActive);

/** The match status that follows a contract status (draft and sent contracts leave the match 'matched'). */
export const MATCH_STATUS_OF_CONTRACT: Partial<Record<Contract['status'], MatchStatus>> = {
  active: 'contract_signed',
  executed: 'completed',
  cancelled: 'cancelled',
  expired: 'cancelled',
};

/**
 * What a party sees of the other side: its order without the owner's email and id or the administrator's
 * notes (the contract says the counterparty is shown by name and company only).
 */
function asCounterparty(order: Order): Order {
  return { ...order, ownerId: '', owner: { ...order.owner, id: '', email: '' }, notes: null };
}

/**
 * The Matching Engine (spec 2.18, scoring of spec 9): suggestions among active orders, an administrator's
 * confirmation of a pair (a match with a draft contract), auto-match proposals, and the link that makes
 * the orders of a match follow its contract.
 */
export function createMatchingService(deps: MatchingServiceDeps) {
  const now = deps.now ?? Date.now;
  const matches = deps.store;

  /** The orders with each owner's average rating (null when never rated): the trader's rating and spec 9's rating risk. */
  async function withRatings(orders: Order[]): Promise<Order[]> {
    if (!deps.ratings || orders.length === 0) return orders;
    const ratings = await deps.ratings.ratingsOf(orders.map((o) => o.ownerId));
    return orders.map((o) => ({ ...o, owner: { ...o.owner, rating: ratings.get(o.ownerId)?.average ?? null } }));
  }

  /** The orders whose owners may trade now, by side, and how many were left out and why. */
  function eligible<T extends { side: OrderSide; owner: { status: string; kycStatus: string } }>(active: readonly T[], kycRequired: boolean) {
    let excludedForKyc = 0;
    let excludedInactiveOwner = 0;
    const buys: T[] = [];
    const sells: T[] = [];
    for (const o of active) {
      if (o.owner.status !== 'active') excludedInactiveOwner++;
      else if (kycBlocksTrading(o.owner.kycStatus, { requireKYCForTrading: kycRequired })) excludedForKyc++;
      else (o.side === 'buy' ? buys : sells).push(o);
    }
    return { buys, sells, kycRequired, excludedForKyc, excludedInactiveOwner };
  }

  /** Active orders whose owners may trade now (the API's orders, rated), and how many were left out and why. */
  async function eligibleOrders(commodity?: CommodityCategory) {
    const kycRequired = (await deps.settings.get()).trading.requireKYCForTrading;
    const pool = eligible(await deps.orders.findActiveForMatching(commodity ? { category: commodity } : {}), kycRequired);
    return { ...pool, buys: await withRatings(pool.buys.map(toOrder)), sells: await withRatings(pool.sells.map(toOrder)) };
  }

  function isEligibleOwner(o: StoredOrder, kycRequired: boolean): boolean {
    return o.owner.status === 'active' && !kycBlocksTrading(o.owner.kycStatus, { requireKYCForTrading: kycRequired });
  }

  /**
   * The suggestions' pairs as the API gives them: each order read now, in full and rated. Compatibility, profit and
   * risks are evaluated on them, which gives the ranked score unless an order changed since (then the next request
   * ranks it anew).
   */
  async function withOrders(pairs: readonly ScoredPair<PoolOrder>[]): Promise<Suggestion[]> {
    if (pairs.length === 0) return [];
    const ids = [...new Set(pairs.flatMap((p) => [p.buyTrade.id, p.sellTrade.id]))];
    const orders = new Map((await withRatings((await deps.orders.findByIds(ids)).map(toOrder))).map((o) => [o.id, o]));
    return pairs.map((pair) => {
      const buyTrade = orders.get(pair.buyTrade.id)!;
      const sellTrade = orders.get(pair.sellTrade.id)!;
      const e = evaluateMatch(buyTrade, sellTrade) ?? pair;
      return { buyTrade, sellTrade, matchScore: e.matchScore, compatibility: e.compatibility, potentialProfit: e.potentialProfit, risks: e.risks };
    });
  }

  const matchesSearch = (o: Order, text: string) =>
    [o.orderNumber, o.owner.name, o.owner.company ?? '', o.owner.email, o.commodity.name, o.commodity.symbol, o.commodityDetails ?? ''].some((v) =>
      v.toLowerCase().includes(text),
    );

  /**
   * The last ranking of each commodity filter's eligible orders, whatever the stamp: when the stamp moves, the
   * orders are read again and only the pairs of those that changed are scored again (`updateRanking`).
   */
  const poolRankings = new Map<string, RankedPairs<PoolOrder>>();

  async function rankingOfPool(commodity: CommodityCategory | undefined) {
    const kycRequired = (await deps.settings.get()).trading.requireKYCForTrading;
    const pool = eligible(await matches.activeOrders(commodity), kycRequired);
    const key = commodity ?? '';
    const ranked = updateRanking(poolRankings.get(key), pool.buys, pool.sells);
    poolRankings.delete(key);
    poolRankings.set(key, ranked);
    if (poolRankings.size > RANKINGS_KEPT) poolRankings.delete(poolRankings.keys().next().value!);
    return { pool, ranked };
  }

  /** The ids of the active orders (of the commodity filter) whose texts contain `text`. */
  async function ordersMatching(text: string, commodity: CommodityCategory | undefined): Promise<Set<string>> {
    const active = await deps.orders.findActiveForMatching(commodity ? { category: commodity } : {});
    return new Set(active.map(toOrder).filter((o) => matchesSearch(o, text)).map((o) => o.id));
  }

  /** A query's ranking (filters applied, nothing built yet) and its stats: what the pages of the query share. */
  async function ranking(query: SuggestionQuery): Promise<{ list: RankedSuggestions<PoolOrder>; stats: MatchingStats }> {
    const { pool, ranked } = await rankingOfPool(query.commodity);
    let list = suggestionsOf(ranked);
    const text = query.search?.toLowerCase();
    if (text) {
      const found = await ordersMatching(text, query.commodity);
      list = list.filter((buy, sell) => found.has(buy.id) || found.has(sell.id));
    }
    if (query.highCompatibility) list = list.filter((_buy, _sell, score) => isHighCompatibility(score));
    const stats: MatchingStats = {
      buyRequests: pool.buys.length,
      sellOffers: pool.sells.length,
      suggestions: list.length,
      averageScore: list.length === 0 ? 0 : Math.round(list.scoreSum() / list.length),
      kycRequired: pool.kycRequired,
      excludedForKyc: pool.excludedForKyc,
      excludedInactiveOwner: pool.excludedInactiveOwner,
    };
    return { list, stats };
  }

  // Not per caller: the suggestions are the desk's, the same for every administrator.
  const rankings = createRankingCache<Awaited<ReturnType<typeof ranking>>>(RANKINGS_KEPT);

  /**
   * The query's ranking, kept while the database's stamp and the KYC setting are those it was computed under (a
   * change to either recomputes it, on every instance).
   */
  async function keptRanking(query: SuggestionQuery) {
    const key = JSON.stringify([query.commodity ?? null, query.search?.toLowerCase() ?? null, query.highCompatibility === true]);
    // Read before the orders, so a change landing meanwhile leaves the entry under an older stamp: recomputed next time.
    const stamp = await matches.rankingStamp();
    const kept = rankings.get(key, `${(await deps.settings.get()).trading.requireKYCForTrading}|${stamp}`);
    if (kept) return kept;
    const computed = await ranking(query);
    rankings.set(key, `${computed.stats.kycRequired}|${stamp}`, computed);
    return computed;
  }

  /** One page of the ranked suggestions; the pages of a query share its kept ranking. */
  async function suggestions(query: SuggestionQuery = {}): Promise<{ suggestions: Suggestion[]; total: number; page: number; totalPages: number; stats: MatchingStats }> {
    const { page, limit } = { page: query.page ?? 1, limit: query.limit ?? LIST_LIMITS.defaultLimit };
    const { list, stats } = await keptRanking(query);
    return {
      // Only the requested page is built; the engine ranks all of them.
      suggestions: await withOrders(list.slice((page - 1) * limit, page * limit)),
      total: list.length,
      page,
      totalPages: pageCount(list.length, limit),
      stats,
    };
  }

  async function view(m: StoredMatch, caller?: Principal): Promise<MatchView> {
    const orders = await deps.orders.findByIds([m.buyOrderId, m.sellOrderId]);
    const find = (id: string) => toOrder(orders.find((o) => o.id === id)!);
    let buyOrder = find(m.buyOrderId);
    let sellOrder = find(m.sellOrderId);
    [buyOrder, sellOrder] = (await withRatings([buyOrder, sellOrder])) as [Order, Order];
    if (caller && caller.role !== 'admin') {
      if (buyOrder.ownerId !== caller.id) buyOrder = asCounterparty(buyOrder);
      if (sellOrder.ownerId !== caller.id) sellOrder = asCounterparty(sellOrder);
    }
    return {
      id: m.id,
      buyOrder,
      sellOrder,
      agreedPrice: m.agreedPriceCents / 100,
      quantity: m.quantityE3 / 1000,
      contractId: m.contractId,
      contractStatus: m.contractStatus,
      status: m.status,
      matchedAt: m.createdAt,
    };
  }

  /**
   * Confirms a pair (a suggestion, or 'Create Manual Match' with any two orders: allowed below 60, but both
   * active, same commodity, different owners, owners eligible). One transaction moves both orders from
   * 'active' to 'matched' with a conditional update (and, on PostgreSQL, row locks taken first in id
   * order), creates the draft contract and the match row; if either order is no longer active nothing is
   * written and the answer is 409, so two administrators can never match one order twice.
   */
  async function confirm(admin: Principal, input: ConfirmInput, ip?: string): Promise<{ match: MatchView; contract: Contract }> {
    const found = await deps.orders.findByIds([input.buyOrderId, input.sellOrderId]);
    const buy = found.find((o) => o.id === input.buyOrderId);
    const sell = found.find((o) => o.id === input.sellOrderId);
    if (!buy || !sell) throw new AppError(404, ERROR_CODES.notFound, ORDER_TEXTS.notFound);
    if (buy.side !== 'buy') throw invalid('buyOrderId', MATCHING_TEXTS.buySideRequired);
    if (sell.side !== 'sell') throw invalid('sellOrderId', MATCHING_TEXTS.sellSideRequired);
    if (buy.status !== 'active' || sell.status !== 'active') throw notActive();
    if (buy.commodity.id !== sell.commodity.id) throw invalid('sellOrderId', MATCHING_TEXTS.differentCommodity);
    if (buy.owner.id === sell.owner.id) throw invalid('sellOrderId', MATCHING_TEXTS.sameOwner);
    const kycRequired = (await deps.settings.get()).trading.requireKYCForTrading;
    if (!isEligibleOwner(buy, kycRequired) || !isEligibleOwner(sell, kycRequired)) throw invalid('buyOrderId', MATCHING_TEXTS.ownerNotEligible);

    const buyOrder = toOrder(buy);
    const sellOrder = toOrder(sell);
    const agreedPrice = input.agreedPrice ?? defaultAgreedPrice(buyOrder, sellOrder);
    const quantityE3 = Math.min(remainingE3(buy), remainingE3(sell));
    // Validated against the app's database before the transaction (SQLite has one connection).
    const draft = await deps.contracts.prepareDraft(
      admin,
      {
        buyerId: buy.owner.id,
        sellerId: sell.owner.id,
        commodityId: buy.commodity.id,
        contractType: 'spot',
        quantity: quantityE3 / 1000,
        unitPrice: agreedPrice,
        currency: TRADING_CURRENCY,
        deliveryDate: buy.deliveryDate,
        deliveryLocation: buy.location,
      },
    );
    const matchId = crypto.randomUUID();
    const at = nowIso(now());
    await matches.transaction(async (inTransaction, trx) => {
      const ids = [buy.id, sell.id];
      if (deps.engine === 'postgres') await inTransaction.lockOrders(ids);
      // The contract row first: the orders reference it.
      await draft.write(trx);
      if (!(await deps.orders.markMatched(trx, ids, draft.id, at))) throw notActive();
      await inTransaction.insert({
        id: matchId,
        buyOrderId: buy.id,
        sellOrderId: sell.id,
        agreedPriceCents: Math.round(agreedPrice * 100),
        quantityE3,
        contractId: draft.id,
        createdBy: admin.id,
        createdAt: at,
      });
      const payload = { matchId, buyOrderId: buy.id, sellOrderId: sell.id, contractId: draft.id, buyerId: buy.owner.id, sellerId: sell.owner.id };
      await deps.events.record(trx, { type: 'match.confirmed', payload });
    });
    await deps.events.deliver();
    await deps.audit.record({
      action: 'matching.confirmed',
      actorId: admin.id,
      actorEmail: admin.email ?? null,
      target: matchId,
      ip: ip ?? null,
      details: { buyOrderId: buy.id, sellOrderId: sell.id, contractId: draft.id, agreedPrice, quantity: quantityE3 / 1000 },
    });
    const match = await matches.findById(matchId);
    return { match: await view(match!), contract: await deps.contracts.get(admin, draft.id) };
  }

  /** Auto-Match: the best suggestions that share no order (proposals only; an administrator confirms each). */
  async function autoProposals(): Promise<Suggestion[]> {
    // Greedy over the ranking: a pair is built only once it is chosen.
    return withOrders((await keptRanking({})).list.filter(disjointPairs()).slice());
  }

  /**
   * Called when an order becomes active: while autoMatchingEnabled is on, the suggestions involving it
   * are recorded in the audit log as 'matching.proposals' (the administrator confirms them from Trade
   * Matching, where the same pairs are listed). Never fails the caller: errors are only logged.
   */
  async function recordProposalsFor(orderId: string): Promise<Suggestion[]> {
    try {
      const pool = await eligibleOrders();
      const buy = pool.buys.find((o) => o.id === orderId);
      const sell = pool.sells.find((o) => o.id === orderId);
      // Only this order against the other side: one row of the engine, not the whole market.
      const involving = (buy ? computeSuggestions([buy], pool.sells) : sell ? computeSuggestions(pool.buys, [sell]) : undefined)?.slice() ?? [];
      await announceHighCompatibility(orderId, involving);
      if (!(await deps.settings.get()).trading.autoMatchingEnabled) return [];
      if (involving.length > 0) {
        await deps.audit.record({
          action: 'matching.proposals',
          target: orderId,
          details: {
            proposals: involving.slice(0, 10).map((s) => ({ buyOrderId: s.buyTrade.id, sellOrderId: s.sellTrade.id, matchScore: s.matchScore })),
          },
        });
      }
      return involving;
    } catch (err) {
      deps.log.error({ err, orderId }, 'auto-match proposals failed');
      return [];
    }
  }

  /**
   * The desk hears of a newly approved order's best suggestion when it reaches the high-compatibility score. Runs in
   * the delivery of `order.approved`, so the new event is delivered by the round after this one (never awaited here).
   */
  async function announceHighCompatibility(orderId: string, involving: readonly Suggestion[]): Promise<void> {
    const best = involving.reduce<Suggestion | undefined>((top, s) => (!top || s.matchScore > top.matchScore ? s : top), undefined);
    if (!best || !isHighCompatibility(best.matchScore)) return;
    const payload = { orderId, buyOrderId: best.buyTrade.id, sellOrderId: best.sellTrade.id, matchScore: best.matchScore };
    await matches.transaction((_matches, trx) => deps.events.record(trx, { type: 'match.suggested', payload }));
    void deps.events.deliver();
  }

  /** The caller's matches: a trader's through their buy requests, a seller's through their listings. */
  async function listOwn(caller: Principal): Promise<MatchView[]> {
    const own = await matches.listForOwner(caller.id);
    return Promise.all(own.map((m) => view(m, caller)));
  }

  /** The match of a contract follows its status (idempotent: the event may be delivered again). */
  async function followContract(contractId: string, to: Contract['status']): Promise<void> {
    const status = MATCH_STATUS_OF_CONTRACT[to];
    if (status) await matches.setStatusForContract(contractId, status);
  }

  return { suggestions, confirm, autoProposals, recordProposalsFor, listOwn, followContract };
}

export type MatchingService = ReturnType<typeof createMatchingService>;
