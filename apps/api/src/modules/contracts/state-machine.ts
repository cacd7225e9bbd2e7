import {
  CONTRACT_ACTION_VERBS,
  CONTRACT_ACTIONS,
  CONTRACT_DOCUMENT_TEXTS,
  CONTRACT_MOVER_LABELS,
  CONTRACT_TEXTS,
  type ContractAction,
  type ContractStatus,
} from '@ctp/domain';

/**
 * The contract lifecycle, as one table. Spec 4 names the statuses and the actions (sign, execute, cancel
 * with a reason) but not the moves; these are ours:
 *
 *   draft ──send──▶ pending ──sign (buyer) + sign (seller)──▶ active ──execute──▶ executed
 *     │               │                                         │
 *     └───────────────┴────────────── cancel (reason) ──────────┴──▶ cancelled
 *   draft, pending, active ── delivery date passed ──▶ expired   (the server, lazily: see service.ts)
 *
 * A caller acts as the contract's buyer, its seller, or as an administrator; each move lists who may make it.
 */
export type ContractRole = 'buyer' | 'seller' | 'admin';
/** 'system' is the server itself (expiry). */
export type Mover = ContractRole | 'system';
export type MoveAction = ContractAction | 'expire';

/** What a decision looks at. */
export interface ContractFacts {
  status: ContractStatus;
  sellerId: string | null;
  signedByBuyerAt: string | null;
  signedBySellerAt: string | null;
  /** Drawn up in a deal: its terms change only through the deal's offers (docs/decisions/020). */
  inDeal: boolean;
}

interface Transition {
  action: MoveAction;
  from: readonly ContractStatus[];
  by: readonly Mover[];
  /** The status after the move, made by `as`. */
  to: (contract: ContractFacts, as: Mover) => ContractStatus;
  /** A rule the move must also pass: the reason it fails, or null. */
  rule?: (contract: ContractFacts, as: Mover) => string | null;
}

const hasSigned = (c: ContractFacts, side: Mover) =>
  side === 'buyer' ? c.signedByBuyerAt !== null : side === 'seller' ? c.signedBySellerAt !== null : false;
const otherSide = (side: Mover): Mover => (side === 'buyer' ? 'seller' : 'buyer');

export const CONTRACT_TRANSITIONS: readonly Transition[] = [
  // Only a draft can be edited, by whoever drew it up, and not a deal's: the deal's offers change its terms.
  { action: 'update', from: ['draft'], by: ['buyer', 'admin'], to: () => 'draft', rule: (c) => (c.inDeal ? CONTRACT_DOCUMENT_TEXTS.contractInDeal : null) },
  {
    action: 'send',
    from: ['draft'],
    by: ['buyer', 'admin'],
    to: () => 'pending',
    rule: (c) => (c.sellerId ? null : CONTRACT_TEXTS.sellerRequiredToSend),
  },
  // Each party signs once; the second signature makes the contract active.
  {
    action: 'sign',
    from: ['pending'],
    by: ['buyer', 'seller'],
    to: (c, as) => (hasSigned(c, otherSide(as)) ? 'active' : 'pending'),
    rule: (c, as) => (hasSigned(c, as) ? CONTRACT_TEXTS.alreadySigned : null),
  },
  { action: 'execute', from: ['active'], by: ['buyer', 'seller', 'admin'], to: () => 'executed' },
  // A draft is still the buyer's own; once sent, either party may call the deal off.
  { action: 'cancel', from: ['draft'], by: ['buyer', 'admin'], to: () => 'cancelled' },
  { action: 'cancel', from: ['pending', 'active'], by: ['buyer', 'seller', 'admin'], to: () => 'cancelled' },
  { action: 'expire', from: ['draft', 'pending', 'active'], by: ['system'], to: () => 'expired' },
];

/** Statuses that expire once the delivery date has passed. */
export const EXPIRING_STATUSES: readonly ContractStatus[] = CONTRACT_TRANSITIONS.find((t) => t.action === 'expire')!.from;

export type Decision =
  | { ok: true; to: ContractStatus; as: Mover }
  /** 'status': the move is not open from this status (409); 'rule': a rule of the move fails (409); 'mover': the caller may not make it (403). */
  | { ok: false; why: 'status' | 'rule' | 'mover'; message: string };

/** How messages and the activity feed name who moves (the feed's sentences are the domain's). */
const MOVER_NAMES: Record<Mover, string> = CONTRACT_MOVER_LABELS;
const VERBS: Record<MoveAction, string> = { ...CONTRACT_ACTION_VERBS, expire: 'expired' };
const DOING: Record<MoveAction, string> = {
  update: 'edit this draft',
  send: 'send this contract for signature',
  sign: 'sign this contract',
  execute: 'execute this contract',
  cancel: 'cancel this contract',
  expire: 'expire this contract',
};

function joinNames(movers: readonly Mover[]) {
  const names = movers.map((m) => MOVER_NAMES[m]);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** Whether a caller holding `roles` on the contract may make `action` now, and what follows. */
export function decide(contract: ContractFacts, action: MoveAction, roles: readonly Mover[]): Decision {
  const open = CONTRACT_TRANSITIONS.filter((t) => t.action === action && t.from.includes(contract.status));
  if (open.length === 0) {
    return { ok: false, why: 'status', message: `This contract is ${contract.status} and cannot be ${VERBS[action]}.` };
  }
  for (const transition of open) {
    const as = transition.by.find((m) => roles.includes(m));
    if (!as) continue;
    const broken = transition.rule?.(contract, as);
    if (broken) return { ok: false, why: 'rule', message: broken };
    return { ok: true, to: transition.to(contract, as), as };
  }
  const movers = [...new Set(open.flatMap((t) => t.by))];
  return { ok: false, why: 'mover', message: `Only ${joinNames(movers)} can ${DOING[action]}.` };
}

/** The moves open to the caller now, for the contract's `allowedActions`. */
export function allowedActions(contract: ContractFacts, roles: readonly Mover[]): ContractAction[] {
  return CONTRACT_ACTIONS.filter((action) => decide(contract, action, roles).ok);
}

