import {
  CONTRACT_ERROR_CODES,
  CONTRACT_LIMITS,
  CONTRACT_TEXTS,
  ERROR_CODES,
  ORDER_TEXTS,
  pageCount,
  type Commodity,
  type Contract,
  type ContractList,
  type ContractStatus,
  type ContractType,
  type TradingCurrency,
} from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/connection';
import type { Store } from '../../db/store';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { ActivityInput, ActivityService } from '../activity';
import type { CommodityService } from '../commodities';
import type { UsersRepository } from '../users';
import { contractActivity } from './activity-entries';
import { type ContractsRepository, type ContractChanges, type ContractFilter, type StoredContract } from './repository';
import { allowedActions, decide, EXPIRING_STATUSES, type ContractRole, type Decision, type MoveAction } from './state-machine';
import type { Principal } from '../../plugins/access';
import type { EventBus } from '../../plugins/events';

export interface NewContractInput {
  buyerId?: string | undefined;
  sellerId?: string | null | undefined;
  commodityId: string;
  contractType: ContractType;
  quantity: number;
  unitPrice: number;
  currency: TradingCurrency;
  deliveryDate: string;
  deliveryLocation: string;
}

export type ContractUpdateInput = Partial<Omit<NewContractInput, 'buyerId'>>;

/** What another module reads of a contract without a caller (the deal room's first offer, docs/decisions/019). */
export interface ContractTerms {
  id: string;
  status: ContractStatus;
  buyerId: string;
  sellerId: string | null;
  quantityE3: number;
  unitPriceCents: number;
  currency: TradingCurrency;
  deliveryDate: string;
  deliveryLocation: string;
}

/** The terms a deal agreed on, written onto its draft contract. */
export interface AgreedTerms {
  quantityE3: number;
  unitPriceCents: number;
  deliveryDate: string;
  deliveryLocation: string;
}

export interface ContractListInput extends Omit<ContractFilter, 'partyId'> {
  page: number;
  limit: number;
}

/** A validated new draft: `write` inserts it (with its activity entries) within the caller's transaction. */
export interface PreparedDraft {
  id: string;
  write(trx: Executor): Promise<void>;
}

export interface ContractServiceDeps {
  store: Store<ContractsRepository>;
  /**
   * Each status change is recorded as a `contract.transitioned` event in the move's transaction and delivered once it
   * commits: the orders and the match of the contract follow it (modules/orders, modules/matching).
   */
  events: Pick<EventBus, 'record' | 'deliver'>;
  users: UsersRepository;
  commodities: CommodityService;
  activity: ActivityService;
  log: FastifyBaseLogger;
  /** The commissionRate system setting (percent), fixed on each new contract. */
  commissionRate: () => Promise<number>;
  now?: () => number;
}

/**
 * Expiry is applied lazily, by a sweep run on read: every list, read, move and dashboard first calls
 * `expireDue()`, which expires all open contracts whose delivery date has passed (with activity entries
 * for both parties). A contract can only fall due when the UTC date changes (new and edited contracts
 * need a delivery date of today or later), so the sweep runs when the day has changed since the last
 * one and otherwise at most once a minute (a safety net for other processes and bulk-loaded rows); a
 * contract read on its own that is already due forces a sweep at once.
 */
const SWEEP_INTERVAL_MS = 60_000;
/** A move that loses a race is decided again on the fresh contract, this many times at most. */
const MOVE_ATTEMPTS = 3;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const contractNumberOf = (year: number, n: number) => `CTR-${year}-${String(n).padStart(6, '0')}`;

const invalid = (path: string, message: string) => new AppError(400, ERROR_CODES.validation, message, [{ path, message }]);
const notFound = () => new AppError(404, ERROR_CODES.notFound, CONTRACT_TEXTS.notFound);

/** Quantity and price as stored (thousandths, cents) and their total rounded half up to the cent. */
function amountsOf(quantityE3: number, unitPriceCents: number) {
  const total = (BigInt(quantityE3) * BigInt(unitPriceCents) + 500n) / 1000n;
  if (total > BigInt(CONTRACT_LIMITS.maxTotalValue) * 100n) throw invalid('totalValue', CONTRACT_TEXTS.totalTooLarge);
  return { quantityE3, unitPriceCents, totalValueCents: Number(total) };
}
const toE3 = (quantity: number) => Math.round(quantity * 1000);
const toCents = (amount: number) => Math.round(amount * 100);

/** The roles the caller holds on the contract; none means the contract is not theirs to see. */
function rolesOf(contract: StoredContract, caller: Principal): ContractRole[] {
  const roles: ContractRole[] = [];
  if (contract.buyerId === caller.id) roles.push('buyer');
  if (contract.sellerId === caller.id) roles.push('seller');
  if (caller.role === 'admin') roles.push('admin');
  return roles;
}

const factsOf = (c: StoredContract) => ({
  status: c.status,
  sellerId: c.sellerId,
  signedByBuyerAt: c.signedByBuyerAt,
  signedBySellerAt: c.signedBySellerAt,
});

/**
 * The contract's commission: its fixed rate applied to its current total value (an edit of quantity or
 * price changes the amount, never the rate), rounded half up to the cent.
 */
function commissionOf(c: StoredContract): Pick<Contract, 'commissionRate' | 'commissionAmount'> {
  if (c.commissionRateBp === null) return { commissionRate: null, commissionAmount: null };
  const cents = (BigInt(c.totalValueCents) * BigInt(c.commissionRateBp) + 5_000n) / 10_000n;
  return { commissionRate: c.commissionRateBp / 100, commissionAmount: Number(cents) / 100 };
}

export function toContract(c: StoredContract, caller: Principal): Contract {
  return {
    id: c.id,
    contractNumber: c.contractNumber,
    buyerId: c.buyerId,
    sellerId: c.sellerId,
    commodityId: c.commodity.id,
    commodity: c.commodity,
    contractType: c.contractType,
    quantity: c.quantityE3 / 1000,
    unitPrice: c.unitPriceCents / 100,
    totalValue: c.totalValueCents / 100,
    currency: c.currency,
    deliveryDate: c.deliveryDate,
    deliveryLocation: c.deliveryLocation,
    status: c.status,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    signedByBuyerAt: c.signedByBuyerAt,
    signedBySellerAt: c.signedBySellerAt,
    cancellationReason: c.cancellationReason,
    allowedActions: allowedActions(factsOf(c), rolesOf(c, caller)),
    ...commissionOf(c),
  };
}

/** What a move writes: the contract's new columns and the activity entries. */
interface MoveEffect {
  changes: ContractChanges;
  entries: ActivityInput[];
}
type MovePlan = (contract: StoredContract, decision: Extract<Decision, { ok: true }>, t: number) => MoveEffect | Promise<MoveEffect>;

/** Contracts between a buyer and a seller, moved only along the state machine (state-machine.ts). */
export function createContractService(deps: ContractServiceDeps) {
  const now = deps.now ?? Date.now;
  const repo = deps.store;

  /* ------------------------------------------------------------ expiry */

  let lastSweep: { at: number; day: string } | undefined;
  let sweeping: Promise<void> | undefined;

  async function sweep(): Promise<void> {
    const t = now();
    const at = nowIso(t);
    const expired = await repo.transaction(async (contracts, trx) => {
      const closed = await contracts.expireDue(dayOf(t), EXPIRING_STATUSES, at);
      await deps.activity.recordMany(
        closed.flatMap((c) => contractActivity.expired(c, at)),
        trx,
      );
      await deps.events.record(
        trx,
        ...closed.map((c) => ({ type: 'contract.transitioned' as const, payload: { contractId: c.id, from: null, to: 'expired' as const, unitPriceCents: c.unitPriceCents, at } })),
      );
      return closed;
    });
    // Only a sweep that closed something has events to hand on.
    if (expired.length > 0) {
      await deps.events.deliver();
      deps.log.info({ expired: expired.length }, 'contracts expired: delivery date passed');
    }
    lastSweep = { at: t, day: dayOf(t) };
  }

  /** Expires every open contract whose delivery date has passed (see the note on SWEEP_INTERVAL_MS). */
  async function expireDue(force = false): Promise<void> {
    const t = now();
    if (!force && lastSweep && lastSweep.day === dayOf(t) && t - lastSweep.at < SWEEP_INTERVAL_MS) return;
    sweeping ??= sweep().finally(() => {
      sweeping = undefined;
    });
    await sweeping;
  }

  const isDue = (c: StoredContract) => EXPIRING_STATUSES.includes(c.status) && c.deliveryDate < dayOf(now());

  /** The contract if the caller is its buyer, its seller or an administrator; 404 otherwise, so ids do not leak. */
  async function visible(caller: Principal, id: string): Promise<{ contract: StoredContract; roles: ContractRole[] }> {
    await expireDue();
    let contract = await repo.findById(id);
    if (contract && isDue(contract)) {
      await expireDue(true);
      contract = await repo.findById(id);
    }
    const roles = contract ? rolesOf(contract, caller) : [];
    if (!contract || roles.length === 0) throw notFound();
    return { contract, roles };
  }

  function refusal(decision: Extract<Decision, { ok: false }>, contract: StoredContract, action: MoveAction, roles: ContractRole[]): AppError {
    const details = { action, status: contract.status, allowedActions: allowedActions(factsOf(contract), roles) };
    return decision.why === 'mover'
      ? new AppError(403, CONTRACT_ERROR_CODES.actionForbidden, decision.message, details)
      : new AppError(409, CONTRACT_ERROR_CODES.transitionInvalid, decision.message, details);
  }

  /**
   * Decides a move with the state machine and applies it with its activity entries in one transaction,
   * only if the contract is still the version the decision saw.
   */
  async function move(caller: Principal, id: string, action: MoveAction, plan: MovePlan): Promise<Contract> {
    for (let attempt = 1; ; attempt++) {
      const { contract, roles } = await visible(caller, id);
      const decision = decide(factsOf(contract), action, roles);
      if (!decision.ok) throw refusal(decision, contract, action, roles);
      const t = now();
      const { changes, entries } = await plan(contract, decision, t);
      const to = changes.status;
      // A move that keeps the status (an edited draft) announces nothing, so it has nothing to deliver.
      const transitions = to !== undefined && to !== contract.status;
      const applied = await repo.transaction(async (contracts, trx) => {
        const done = await contracts.applyChanges(contract.id, contract.version, { ...changes, updatedAt: nowIso(t) });
        if (done) await deps.activity.recordMany(entries, trx);
        if (done && transitions) {
          const unitPriceCents = changes.unitPriceCents ?? contract.unitPriceCents;
          await deps.events.record(trx, { type: 'contract.transitioned', payload: { contractId: contract.id, from: contract.status, to, unitPriceCents, at: nowIso(t) } });
        }
        return done;
      });
      if (applied) {
        if (transitions) await deps.events.deliver();
        return toContract((await repo.findById(id))!, caller);
      }
      if (attempt === MOVE_ATTEMPTS) {
        throw new AppError(409, CONTRACT_ERROR_CODES.transitionInvalid, 'The contract changed meanwhile. Please reload it and try again.');
      }
    }
  }

  /* -------------------------------------------------------- validation */

  async function buyerFor(caller: Principal, buyerId: string | undefined): Promise<string> {
    if (caller.role !== 'admin') {
      if (buyerId && buyerId !== caller.id) throw new AppError(403, ERROR_CODES.forbidden, CONTRACT_TEXTS.buyerMustBeCaller);
      return caller.id;
    }
    if (!buyerId) throw invalid('buyerId', CONTRACT_TEXTS.buyerRequired);
    const buyer = await deps.users.findById(buyerId);
    if (!buyer || buyer.role !== 'trader' || buyer.status !== 'active') throw invalid('buyerId', CONTRACT_TEXTS.buyerInvalid);
    return buyer.id;
  }

  /** The seller is an active seller account, never the buyer (the dashboard counts each side apart). */
  async function checkSeller(sellerId: string | null | undefined, buyerId: string): Promise<void> {
    if (!sellerId) return;
    if (sellerId === buyerId) throw invalid('sellerId', CONTRACT_TEXTS.sellerInvalid);
    const seller = await deps.users.findById(sellerId);
    if (!seller || seller.role !== 'seller' || seller.status !== 'active') throw invalid('sellerId', CONTRACT_TEXTS.sellerInvalid);
  }

  async function tradedCommodity(commodityId: string): Promise<Commodity> {
    const commodity = await deps.commodities.findById(commodityId);
    if (!commodity) throw invalid('commodityId', CONTRACT_TEXTS.unknownCommodity);
    if (!commodity.isActive) throw invalid('commodityId', ORDER_TEXTS.commodityInactive);
    return commodity;
  }

  function checkDeliveryDate(deliveryDate: string): void {
    if (deliveryDate < dayOf(now())) throw invalid('deliveryDate', ORDER_TEXTS.deliveryDateInPast);
  }

  /**
   * Validates a new draft now and inserts it later within the caller's own transaction (a confirmed
   * match creates its contract and moves its orders at once). Validation reads the app's database, so
   * call it before opening the transaction.
   */
  async function prepareDraft(caller: Principal, input: NewContractInput): Promise<PreparedDraft> {
    const buyerId = await buyerFor(caller, input.buyerId);
    await checkSeller(input.sellerId, buyerId);
    const commodity = await tradedCommodity(input.commodityId);
    checkDeliveryDate(input.deliveryDate);
    const amounts = amountsOf(toE3(input.quantity), toCents(input.unitPrice));
    const commissionRateBp = Math.round((await deps.commissionRate()) * 100);
    const id = crypto.randomUUID();
    const write = async (trx: Executor) => {
      const t = now();
      const at = nowIso(t);
      const year = new Date(t).getUTCFullYear();
      const contracts = repo.within(trx);
      const contractNumber = contractNumberOf(year, await contracts.reserveNumbers(year));
      await contracts.insert({
        id,
        contractNumber,
        buyerId,
        sellerId: input.sellerId ?? null,
        createdBy: caller.id,
        commodityId: commodity.id,
        contractType: input.contractType,
        ...amounts,
        currency: input.currency,
        deliveryDate: input.deliveryDate,
        deliveryLocation: input.deliveryLocation,
        status: 'draft' satisfies ContractStatus,
        commissionRateBp,
        createdAt: at,
        updatedAt: at,
      });
      const summary = { id, contractNumber, buyerId, sellerId: input.sellerId ?? null };
      await deps.activity.recordMany(
        contractActivity.created(
          {
            ...summary,
            contractType: input.contractType,
            quantityE3: amounts.quantityE3,
            unit: commodity.unit,
            commodityName: commodity.name,
            totalValueCents: amounts.totalValueCents,
            currency: input.currency,
            deliveryDate: input.deliveryDate,
            deliveryLocation: input.deliveryLocation,
          },
          at,
        ),
        trx,
      );
    };
    return { id, write };
  }

  /* ------------------------------------------------------------- calls */

  return {
    expireDue: () => expireDue(),

    async list(caller: Principal, query: ContractListInput): Promise<ContractList> {
      await expireDue();
      if (query.commodityId && !(await deps.commodities.findById(query.commodityId))) {
        throw invalid('commodityId', CONTRACT_TEXTS.unknownCommodity);
      }
      const { page, limit, ...filter } = query;
      const { items, total } = await repo.list(
        { ...filter, partyId: caller.role === 'admin' ? undefined : caller.id },
        { offset: (page - 1) * limit, limit },
      );
      return { contracts: items.map((c) => toContract(c, caller)), total, page, totalPages: pageCount(total, limit) };
    },

    async get(caller: Principal, id: string): Promise<Contract> {
      return toContract((await visible(caller, id)).contract, caller);
    },

    prepareDraft,

    /** The contract's terms and status as stored, for another module's own rules (no caller: check access there). */
    async termsOf(id: string): Promise<ContractTerms | undefined> {
      const c = await repo.findById(id);
      if (!c) return undefined;
      const { status, buyerId, sellerId, quantityE3, unitPriceCents, currency, deliveryDate, deliveryLocation } = c;
      return { id, status, buyerId, sellerId, quantityE3, unitPriceCents, currency, deliveryDate, deliveryLocation };
    },

    /**
     * Inside the caller's transaction: a draft takes the terms its deal agreed on (quantity, unit price, delivery date
     * and place; the total is computed again, the commission rate stays). False, and nothing written, when the
     * contract is no longer a draft or changed meanwhile: the caller rolls back and answers 409.
     */
    async applyAgreedTerms(trx: Executor, id: string, terms: AgreedTerms): Promise<boolean> {
      const contracts = repo.within(trx);
      const contract = await contracts.findById(id);
      if (!contract || contract.status !== 'draft') return false;
      checkDeliveryDate(terms.deliveryDate);
      return contracts.applyChanges(contract.id, contract.version, {
        ...amountsOf(terms.quantityE3, terms.unitPriceCents),
        deliveryDate: terms.deliveryDate,
        deliveryLocation: terms.deliveryLocation,
        updatedAt: nowIso(now()),
      });
    },

    /** A new draft; its number is CTR-<year>-<6 digits>, counted per year. */
    async create(caller: Principal, input: NewContractInput): Promise<Contract> {
      const draft = await prepareDraft(caller, input);
      await repo.transaction((_contracts, trx) => draft.write(trx));
      return toContract((await repo.findById(draft.id))!, caller);
    },

    /** Changes fields of a draft (buyer or administrator); the total is computed again. */
    update(caller: Principal, id: string, input: ContractUpdateInput): Promise<Contract> {
      return move(caller, id, 'update', async (contract) => {
        const changes: ContractChanges = {};
        if (input.sellerId !== undefined) {
          await checkSeller(input.sellerId, contract.buyerId);
          changes.sellerId = input.sellerId;
        }
        if (input.commodityId !== undefined) changes.commodityId = (await tradedCommodity(input.commodityId)).id;
        if (input.deliveryDate !== undefined) {
          checkDeliveryDate(input.deliveryDate);
          changes.deliveryDate = input.deliveryDate;
        }
        if (input.contractType !== undefined) changes.contractType = input.contractType;
        if (input.currency !== undefined) changes.currency = input.currency;
        if (input.deliveryLocation !== undefined) changes.deliveryLocation = input.deliveryLocation;
        if (input.quantity !== undefined || input.unitPrice !== undefined) {
          Object.assign(
            changes,
            amountsOf(
              input.quantity !== undefined ? toE3(input.quantity) : contract.quantityE3,
              input.unitPrice !== undefined ? toCents(input.unitPrice) : contract.unitPriceCents,
            ),
          );
        }
        return { changes, entries: [] };
      });
    },

    /** Sends a draft to both parties for signature. */
    send(caller: Principal, id: string): Promise<Contract> {
      return move(caller, id, 'send', (contract, decision, t) => ({
        changes: { status: decision.to, sentAt: nowIso(t) },
        entries: contractActivity.sent(contract, decision.as, nowIso(t)),
      }));
    },

    /** The caller signs as buyer or seller; the second signature makes the contract active. */
    sign(caller: Principal, id: string): Promise<Contract> {
      return move(caller, id, 'sign', (contract, decision, t) => {
        const at = nowIso(t);
        const complete = decision.to === 'active';
        return {
          changes: { status: decision.to, ...(decision.as === 'buyer' ? { signedByBuyerAt: at } : { signedBySellerAt: at }) },
          entries: [
            ...contractActivity.signed(contract, decision.as, complete, at),
            // A millisecond later, so feeds list the activation after the signature.
            ...(complete ? contractActivity.activated(contract, nowIso(t + 1)) : []),
          ],
        };
      });
    },

    execute(caller: Principal, id: string): Promise<Contract> {
      return move(caller, id, 'execute', (contract, decision, t) => ({
        changes: { status: decision.to, executedAt: nowIso(t) },
        entries: contractActivity.executed(contract, decision.as, nowIso(t)),
      }));
    },

    cancel(caller: Principal, id: string, reason: string): Promise<Contract> {
      return move(caller, id, 'cancel', (contract, decision, t) => ({
        changes: { status: decision.to, cancelledAt: nowIso(t), cancellationReason: reason },
        entries: contractActivity.cancelled(contract, decision.as, reason, nowIso(t)),
      }));
    },
  };
}

export type ContractService = ReturnType<typeof createContractService>;
