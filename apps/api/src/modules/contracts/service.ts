import {
  CONTRACT_DOCUMENT_ERROR_CODES,
  CONTRACT_DOCUMENT_TEXTS,
  CONTRACT_ERROR_CODES,
  CONTRACT_LIMITS,
  CONTRACT_TERM_DEFAULTS,
  CONTRACT_TEXTS,
  ERROR_CODES,
  ORDER_TEXTS,
  TRADING_RULE_CODES,
  normalizeSignerName,
  orderRuleViolations,
  pageCount,
  type Commodity,
  type Contract,
  type ContractList,
  type ContractStatus,
  type ContractType,
  type ContractVerification,
  type PaymentTerms,
  type TradingCurrency,
} from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import type { Executor } from '../../db/connection';
import type { Store } from '../../db/store';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { ActivityInput, ActivityService } from '../activity';
import type { CommodityService } from '../commodities';
import type { TradingRules } from '../orders';
import type { TwoFactorService } from '../two-factor';
import type { UsersRepository } from '../users';
import { contractActivity } from './activity-entries';
import { addressOf, documentInputOf, factsOf, fullName, partyOf, rolesOf, toContract } from './contract-view';
import { sha256Hex, type ContractFiles } from './document/contract-files';
import type { ContractDocumentKind } from './document/contract-wording';
import { contractIdNamedIn, renderContractPdf } from './document/render-contract-pdf';
import {
  type ContractsRepository,
  type ContractChanges,
  type ContractFilter,
  type NewSignature,
  type StoredContract,
  type StoredSignature,
} from './repository';
import { allowedActions, decide, EXPIRING_STATUSES, type ContractRole, type Decision, type MoveAction } from './state-machine';
import type { Principal } from '../../plugins/access';
import type { DomainEvent, EventBus } from '../../plugins/events';

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
  incoterm?: string | null | undefined;
  incotermPlace?: string | null | undefined;
  paymentTerms?: PaymentTerms | null | undefined;
  specifications?: string | null | undefined;
  quantityTolerancePercent?: number | undefined;
  deliveryWindowStart?: string | null | undefined;
}

export type ContractUpdateInput = Partial<Omit<NewContractInput, 'buyerId'>>;

/** POST /contracts/sign: the typed name, the consent the schema checked, and the re-confirmation. */
export interface SignatureInput {
  typedName: string;
  password?: string | undefined;
  totpCode?: string | undefined;
}

/** Where a request came from, recorded with a signature. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** A contract PDF to send: stored bytes as a stream, or bytes rendered now. */
export interface ContractPdf {
  fileName: string;
  body: Readable | Buffer;
  size: number;
}

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
  incoterm: string;
  paymentTerms: string;
  specifications: string | null;
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
  /** The trading settings a directly drafted contract meets as an order does: KYC and the trade value limits. */
  rules: Pick<TradingRules, 'checkKyc' | 'checkValue'>;
  /** Signing re-confirms the signer: their authenticator code when enrolled, else their password. */
  identity: Pick<TwoFactorService, 'reconfirm'>;
  /** The PDFs sent for signature and signed. */
  files: ContractFiles;
  /** Printed on the signed copy: where anyone can check it (<site>/verify). */
  verifyUrl: string;
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

/** What a move writes: the contract's new columns and the activity entries. */
interface MoveEffect {
  changes: ContractChanges;
  entries: ActivityInput[];
  /** Rows the move adds in its transaction (a signature). */
  write?: (contracts: ContractsRepository) => Promise<void>;
  /** Files the plan stored; removed again when the move does not apply. */
  files?: string[];
  /** Events the move announces besides its transition (a signature that leaves the status as it was). */
  events?: DomainEvent[];
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
    if (decision.why === 'mover') return new AppError(403, CONTRACT_ERROR_CODES.actionForbidden, decision.message, details);
    // A deal's draft changes through the deal's offers: say so with a code of its own.
    const code = action === 'update' && contract.status === 'draft' && contract.dealId ? CONTRACT_DOCUMENT_ERROR_CODES.contractInDeal : CONTRACT_ERROR_CODES.transitionInvalid;
    return new AppError(409, code, decision.message, { ...details, ...(code === CONTRACT_DOCUMENT_ERROR_CODES.contractInDeal && { dealId: contract.dealId }) });
  }

  /** The contract with its signatures, as the caller may see it. */
  async function answer(contract: StoredContract, caller: Principal): Promise<Contract> {
    return toContract(contract, caller, await repo.signaturesOf([contract.id]));
  }

  /** The caller's move, decided now: the contract and the mover, or the refusal (404, 403, 409). */
  async function decided(caller: Principal, id: string, action: MoveAction) {
    const { contract, roles } = await visible(caller, id);
    const decision = decide(factsOf(contract), action, roles);
    if (!decision.ok) throw refusal(decision, contract, action, roles);
    return { contract, decision };
  }

  /**
   * Decides a move with the state machine and applies it with its activity entries in one transaction,
   * only if the contract is still the version the decision saw.
   */
  async function move(caller: Principal, id: string, action: MoveAction, plan: MovePlan): Promise<Contract> {
    for (let attempt = 1; ; attempt++) {
      const { contract, decision } = await decided(caller, id, action);
      const t = now();
      const { changes, entries, write, files = [], events = [] } = await plan(contract, decision, t);
      const to = changes.status;
      // A move that keeps the status (an edited draft) announces no transition, so it may have nothing to deliver.
      const transitions = to !== undefined && to !== contract.status;
      let applied = false;
      try {
        applied = await repo.transaction(async (contracts, trx) => {
          const done = await contracts.applyChanges(contract.id, contract.version, { ...changes, updatedAt: nowIso(t) });
          if (!done) return false;
          await write?.(contracts);
          await deps.activity.recordMany(entries, trx);
          if (transitions) {
            const unitPriceCents = changes.unitPriceCents ?? contract.unitPriceCents;
            await deps.events.record(trx, { type: 'contract.transitioned', payload: { contractId: contract.id, from: contract.status, to, unitPriceCents, at: nowIso(t) } });
          }
          await deps.events.record(trx, ...events);
          return true;
        });
      } finally {
        // The plan's files belong to a move that did not happen.
        if (!applied) await Promise.all(files.map((key) => deps.files.discard(key)));
      }
      if (applied) {
        if (transitions || events.length > 0) await deps.events.deliver();
        return answer((await repo.findById(id))!, caller);
      }
      if (attempt === MOVE_ATTEMPTS) {
        throw new AppError(409, CONTRACT_ERROR_CODES.transitionInvalid, 'The contract changed meanwhile. Please reload it and try again.');
      }
    }
  }

  /* --------------------------------------------------------- documents */

  const renderAs = (contract: StoredContract, signatures: readonly StoredSignature[], kind: ContractDocumentKind, issuedAt: string) =>
    renderContractPdf(documentInputOf(contract, signatures, { kind, issuedAt, verifyUrl: deps.verifyUrl }));

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

  /** The window opens on or before the delivery date (its end), and not in the past. */
  function checkDeliveryWindow(start: string | null | undefined, deliveryDate: string): void {
    if (start && (start > deliveryDate || start < dayOf(now()))) throw invalid('deliveryWindowStart', CONTRACT_TEXTS.deliveryWindowStart);
  }

  /** The field of a contract each order rule speaks about. */
  const RULE_FIELDS = { location: 'deliveryLocation', terms: 'incoterm', deliveryDate: 'deliveryDate' } as const;

  /**
   * What a directly drafted or edited contract must meet, as an order does (spec 2.16, 3): the commodity's delivery
   * places and terms, the trade value limits, and, while trading requires it, approved KYC of both parties. The
   * deal room's drafts meet them through its offers instead.
   */
  async function checkTradingRules(
    draft: { commodity: Commodity; deliveryLocation: string; incoterm: string | null | undefined; deliveryDate: string; totalValueCents: number },
    parties: { buyerId: string; sellerId: string | null | undefined } | undefined,
  ): Promise<void> {
    const placement = { location: draft.deliveryLocation, terms: draft.incoterm ? [draft.incoterm] : [], deliveryDate: draft.deliveryDate };
    const violations = orderRuleViolations(draft.commodity.category, placement, new Date(now()));
    if (violations.length > 0) {
      const details = violations.map((v) => ({ path: RULE_FIELDS[v.field], message: v.message }));
      throw new AppError(400, ERROR_CODES.validation, details[0]!.message, details);
    }
    await deps.rules.checkValue(draft.totalValueCents);
    if (!parties) return;
    await deps.rules.checkKyc(parties.buyerId);
    if (parties.sellerId) {
      await deps.rules.checkKyc(parties.sellerId).catch((error: unknown) => {
        throw error instanceof AppError && error.code === TRADING_RULE_CODES.kycRequired
          ? new AppError(400, TRADING_RULE_CODES.kycRequired, CONTRACT_TEXTS.sellerKycRequired, [{ path: 'sellerId', message: CONTRACT_TEXTS.sellerKycRequired }])
          : error;
      });
    }
  }

  /**
   * Validates a new draft now and inserts it later within the caller's own transaction (a confirmed
   * match creates its contract and moves its orders at once). Validation reads the app's database, so
   * call it before opening the transaction. `tradingRules`: a contract drawn up directly, outside a match.
   */
  async function prepareDraft(caller: Principal, input: NewContractInput, options: { tradingRules?: boolean } = {}): Promise<PreparedDraft> {
    const buyerId = await buyerFor(caller, input.buyerId);
    await checkSeller(input.sellerId, buyerId);
    const commodity = await tradedCommodity(input.commodityId);
    checkDeliveryDate(input.deliveryDate);
    checkDeliveryWindow(input.deliveryWindowStart, input.deliveryDate);
    const amounts = amountsOf(toE3(input.quantity), toCents(input.unitPrice));
    if (options.tradingRules) {
      await checkTradingRules(
        { commodity, deliveryLocation: input.deliveryLocation, incoterm: input.incoterm, deliveryDate: input.deliveryDate, totalValueCents: amounts.totalValueCents },
        { buyerId, sellerId: input.sellerId },
      );
    }
    const commissionRateBp = Math.round((await deps.commissionRate()) * 100);
    const [buyerAccount, sellerAccount] = await Promise.all([deps.users.findById(buyerId), input.sellerId ? deps.users.findById(input.sellerId) : undefined]);
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
        incoterm: input.incoterm ?? null,
        incotermPlace: input.incotermPlace ?? null,
        paymentTerms: input.paymentTerms ?? null,
        specifications: input.specifications ?? null,
        quantityToleranceBp: Math.round((input.quantityTolerancePercent ?? CONTRACT_TERM_DEFAULTS.quantityTolerancePercent) * 100),
        deliveryWindowStart: input.deliveryWindowStart ?? null,
        inspection: CONTRACT_TERM_DEFAULTS.inspection,
        governingLaw: CONTRACT_TERM_DEFAULTS.governingLaw,
        buyerAddress: addressOf(buyerAccount),
        sellerAddress: addressOf(sellerAccount),
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

  /** 403 SIGNATURE_REAUTH_FAILED, never 401: the session is fine, and a 401 would make the client refresh and retry. */
  const reauthFailed = (message: string, path: string) =>
    new AppError(403, CONTRACT_DOCUMENT_ERROR_CODES.signatureReauthFailed, message, [{ path, message }]);

  /**
   * The signer proves it is them: the typed name is their account's full name (case and spacing aside), then the
   * authenticator code when they are enrolled, else the password. A wrong answer counts towards the sign-in lockout.
   */
  async function confirmSigner(caller: Principal, input: SignatureInput, ip: string | null): Promise<void> {
    const account = await deps.users.findById(caller.id);
    if (!account) throw AppError.unauthorized();
    if (normalizeSignerName(input.typedName) !== normalizeSignerName(fullName(account))) {
      const message = CONTRACT_DOCUMENT_TEXTS.signatureNameMismatch;
      throw new AppError(400, CONTRACT_DOCUMENT_ERROR_CODES.signatureNameMismatch, message, [{ path: 'typedName', message }]);
    }
    const enrolled = account.totpEnabledAt !== null && account.totpSecret !== null;
    if (enrolled && input.totpCode === undefined) throw reauthFailed(CONTRACT_DOCUMENT_TEXTS.totpRequired, 'totpCode');
    if (!enrolled && input.password === undefined) throw reauthFailed(CONTRACT_DOCUMENT_TEXTS.passwordRequired, 'password');
    if (!(await deps.identity.reconfirm(caller.id, { password: input.password, code: input.totpCode }, ip))) {
      throw reauthFailed(CONTRACT_DOCUMENT_TEXTS.reauthFailed, enrolled ? 'totpCode' : 'password');
    }
  }

  /** What verification says about a contract a file names: who signed it, when. */
  async function verifiedSummary(contract: StoredContract): Promise<NonNullable<ContractVerification['contract']>> {
    const signatures = await repo.signaturesOf([contract.id]);
    return {
      contractNumber: contract.contractNumber,
      commodity: contract.commodity.name,
      buyer: partyOf(contract.buyer),
      seller: contract.seller ? partyOf(contract.seller) : { name: '', company: null },
      signedAt: signatures.at(-1)?.signedAt ?? contract.updatedAt,
      signatures: signatures.map((s) => ({ role: s.role, signerName: fullName({ firstName: s.signerFirstName, lastName: s.signerLastName }), signedAt: s.signedAt })),
    };
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
      const signatures = await repo.signaturesOf(items.map((c) => c.id));
      return { contracts: items.map((c) => toContract(c, caller, signatures)), total, page, totalPages: pageCount(total, limit) };
    },

    async get(caller: Principal, id: string): Promise<Contract> {
      return answer((await visible(caller, id)).contract, caller);
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
     * and place, Incoterm, payment terms, specifications; the total is computed again, the commission rate stays).
     * False, and nothing written, when the contract is no longer a draft or changed meanwhile: the caller rolls back
     * and answers 409.
     */
    async applyAgreedTerms(trx: Executor, id: string, terms: AgreedTerms): Promise<boolean> {
      const contracts = repo.within(trx);
      const contract = await contracts.findById(id);
      if (!contract || contract.status !== 'draft') return false;
      checkDeliveryDate(terms.deliveryDate);
      const windowStart = contract.terms.deliveryWindowStart;
      return contracts.applyChanges(contract.id, contract.version, {
        ...amountsOf(terms.quantityE3, terms.unitPriceCents),
        deliveryDate: terms.deliveryDate,
        deliveryLocation: terms.deliveryLocation,
        incoterm: terms.incoterm,
        paymentTerms: terms.paymentTerms,
        specifications: terms.specifications,
        // A window that would now open after the agreed date no longer holds.
        ...(windowStart && windowStart > terms.deliveryDate && { deliveryWindowStart: null }),
        updatedAt: nowIso(now()),
      });
    },

    /** A new draft drawn up directly: it meets the trading rules orders meet. Its number is CTR-<year>-<6 digits>. */
    async create(caller: Principal, input: NewContractInput): Promise<Contract> {
      const draft = await prepareDraft(caller, input, { tradingRules: true });
      await repo.transaction((_contracts, trx) => draft.write(trx));
      return answer((await repo.findById(draft.id))!, caller);
    },

    /** Changes fields of a draft (buyer or administrator; not a deal's); the total is computed again, the rules checked again. */
    update(caller: Principal, id: string, input: ContractUpdateInput): Promise<Contract> {
      return move(caller, id, 'update', async (contract) => {
        const changes: ContractChanges = {};
        if (input.sellerId !== undefined) {
          await checkSeller(input.sellerId, contract.buyerId);
          changes.sellerId = input.sellerId;
          changes.sellerAddress = input.sellerId ? addressOf(await deps.users.findById(input.sellerId)) : null;
        }
        const commodity = input.commodityId !== undefined ? await tradedCommodity(input.commodityId) : contract.commodity;
        if (input.commodityId !== undefined) changes.commodityId = commodity.id;
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
        if (input.incoterm !== undefined) changes.incoterm = input.incoterm;
        if (input.incotermPlace !== undefined) changes.incotermPlace = input.incotermPlace;
        if (input.paymentTerms !== undefined) changes.paymentTerms = input.paymentTerms;
        if (input.specifications !== undefined) changes.specifications = input.specifications;
        if (input.quantityTolerancePercent !== undefined) changes.quantityToleranceBp = Math.round(input.quantityTolerancePercent * 100);
        if (input.deliveryWindowStart !== undefined) changes.deliveryWindowStart = input.deliveryWindowStart;
        const deliveryDate = changes.deliveryDate ?? contract.deliveryDate;
        checkDeliveryWindow(changes.deliveryWindowStart !== undefined ? changes.deliveryWindowStart : contract.terms.deliveryWindowStart, deliveryDate);
        await checkTradingRules(
          {
            commodity,
            deliveryLocation: changes.deliveryLocation ?? contract.deliveryLocation,
            incoterm: changes.incoterm !== undefined ? changes.incoterm : contract.terms.incoterm,
            deliveryDate,
            totalValueCents: changes.totalValueCents ?? contract.totalValueCents,
          },
          // KYC was checked when the draft was drawn up; a new seller is checked now.
          changes.sellerId ? { buyerId: contract.buyerId, sellerId: changes.sellerId } : undefined,
        );
        return { changes, entries: [] };
      });
    },

    /**
     * Sends a draft to both parties for signature: the PDF they will sign is rendered now (with the parties'
     * addresses as their accounts give them now) and stored with its SHA-256; every later copy is those bytes.
     */
    send(caller: Principal, id: string): Promise<Contract> {
      return move(caller, id, 'send', async (contract, decision, t) => {
        const at = nowIso(t);
        const [buyer, seller] = await Promise.all([deps.users.findById(contract.buyerId), contract.sellerId ? deps.users.findById(contract.sellerId) : undefined]);
        const addresses = { buyerAddress: addressOf(buyer), sellerAddress: addressOf(seller) };
        const sent = { ...contract, sentAt: at, terms: { ...contract.terms, ...addresses } };
        const file = await deps.files.store(await renderAs(sent, [], 'for_signature', at));
        return {
          changes: { status: decision.to, sentAt: at, ...addresses, documentKey: file.key, documentSha256: file.sha256 },
          entries: contractActivity.sent(contract, decision.as, at),
          files: [file.key],
        };
      });
    },

    /**
     * The caller signs as buyer or seller, after confirming who they are (confirmSigner). The signature records the
     * typed name, time, address, user agent and the SHA-256 of the document sent for signature; the second signature
     * makes the contract active and issues the final PDF with both signatures, stored with its own SHA-256.
     */
    async sign(caller: Principal, id: string, input: SignatureInput, origin: RequestOrigin): Promise<Contract> {
      // Who may sign what is decided before any secret is checked: outsiders get 404, not a password prompt.
      await decided(caller, id, 'sign');
      await confirmSigner(caller, input, origin.ip);
      return move(caller, id, 'sign', async (contract, decision, t) => {
        const at = nowIso(t);
        const complete = decision.to === 'active';
        const role = decision.as === 'buyer' ? 'buyer' : 'seller';
        const files: string[] = [];
        const changes: ContractChanges = { status: decision.to, ...(role === 'buyer' ? { signedByBuyerAt: at } : { signedBySellerAt: at }) };
        let documentSha256 = contract.documentSha256;
        if (!documentSha256) {
          // Sent before contracts had documents: the document to sign is issued now.
          const file = await deps.files.store(await renderAs(contract, [], 'for_signature', contract.sentAt ?? at));
          files.push(file.key);
          Object.assign(changes, { documentKey: file.key, documentSha256: file.sha256 });
          documentSha256 = file.sha256;
        }
        const signature: NewSignature = { contractId: contract.id, role, signerId: caller.id, typedName: input.typedName, signedAt: at, ip: origin.ip, userAgent: origin.userAgent, documentSha256 };
        if (complete) {
          const account = await deps.users.findById(caller.id);
          const signatures = [
            ...(await repo.signaturesOf([contract.id])),
            { ...signature, signerFirstName: account?.firstName ?? '', signerLastName: account?.lastName ?? '' },
          ];
          const final = await deps.files.store(await renderAs({ ...contract, documentSha256 }, signatures, 'signed', at));
          files.push(final.key);
          Object.assign(changes, { signedDocumentKey: final.key, signedDocumentSha256: final.sha256 });
        }
        return {
          changes,
          entries: [
            ...contractActivity.signed(contract, decision.as, complete, at),
            // A millisecond later, so feeds list the activation after the signature.
            ...(complete ? contractActivity.activated(contract, nowIso(t + 1)) : []),
          ],
          write: (contracts) => contracts.insertSignature(signature),
          files,
          events: [{ type: 'contract.signed', payload: { contractId: contract.id, by: role, signerId: caller.id, buyerId: contract.buyerId, sellerId: contract.sellerId } }],
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

    /**
     * The contract as a PDF for its parties and administrators: a draft rendered now (marked DRAFT); once sent, the
     * exact bytes issued: the document sent for signature, then the final copy with both signatures.
     */
    async pdf(caller: Principal, id: string): Promise<ContractPdf> {
      const { contract } = await visible(caller, id);
      const fileName = `${contract.contractNumber}.pdf`;
      const key = contract.signedDocumentKey ?? contract.documentKey;
      if (!key) {
        const bytes = Buffer.from(await renderAs(contract, [], 'draft', contract.updatedAt));
        return { fileName, body: bytes, size: bytes.length };
      }
      const file = await deps.files.open(key);
      if (!file) {
        deps.log.error({ contractId: contract.id, key }, 'contract document missing from storage');
        throw new AppError(404, ERROR_CODES.notFound, CONTRACT_DOCUMENT_TEXTS.documentUnavailable);
      }
      return { fileName, body: file.stream, size: file.size };
    },

    /**
     * Whether a file is a signed contract of this platform: `valid` only for the exact bytes of a final signed copy;
     * `altered` for a file whose metadata names a signed contract of ours but whose bytes are not the ones issued;
     * `unknown` otherwise (including a copy of a contract not yet signed by both).
     */
    async verify(bytes: Buffer): Promise<ContractVerification> {
      const sha256 = sha256Hex(bytes);
      const issued = await repo.findBySignedDocument(sha256);
      if (issued) return { result: 'valid', sha256, contract: await verifiedSummary(issued) };
      const namedId = await contractIdNamedIn(bytes);
      const named = namedId ? await repo.findById(namedId) : undefined;
      if (named?.signedDocumentSha256) return { result: 'altered', sha256, contract: await verifiedSummary(named) };
      return { result: 'unknown', sha256, contract: null };
    },
  };
}

export type ContractService = ReturnType<typeof createContractService>;
