import { type DealParty, type DealRole, type DealStatus } from '@ctp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Principal } from '../../plugins/access';
import type { DealFacts } from '../../plugins/events';
import type { ContractService } from '../contracts';
import { toOrder, type OrderService } from '../orders';
import { createDealsRepository } from './repository';

/** A caller's place in a deal: what other modules need to let them at the deal's documents and ratings. */
export interface DealMembership extends DealFacts {
  /** buyer, seller, or desk for an administrator. */
  role: DealRole;
  status: DealStatus;
  /** Each side by name and company, as the deal shows them. */
  buyer: DealParty;
  seller: DealParty;
}

/** The caller's part in a deal; null when it is not theirs to see. */
export function dealRoleOf(deal: { buyerId: string; sellerId: string }, caller: Principal): DealRole | null {
  if (deal.buyerId === caller.id) return 'buyer';
  if (deal.sellerId === caller.id) return 'seller';
  return caller.role === 'admin' ? 'desk' : null;
}

export interface DealMembershipDeps {
  db: Kysely<Database>;
  orders: Pick<OrderService, 'findByIds'>;
  contracts: Pick<ContractService, 'expireDue'>;
}

/**
 * Who takes part in a deal, for the modules that hang things on deals (documents, ratings) without reading the deals
 * tables: null when the deal does not exist or the caller is neither its buyer, its seller nor an administrator.
 */
export function createDealMembership({ db, orders, contracts }: DealMembershipDeps) {
  const repo = createDealsRepository(db);
  return async function membership(caller: Principal, dealId: string): Promise<DealMembership | null> {
    // As the deal's own reads do: a contract past its delivery date expires first, and its deal with it.
    await contracts.expireDue();
    const deal = await repo.findById(dealId);
    const role = deal ? dealRoleOf(deal, caller) : null;
    if (!deal || !role) return null;
    const found = await orders.findByIds([deal.buyOrderId, deal.sellOrderId]);
    // The orders exist: the deal references them.
    const partyOf = (orderId: string): DealParty => {
      const { name, company } = toOrder(found.find((o) => o.id === orderId)!).owner;
      return { name, company };
    };
    const { id, buyerId, sellerId, buyOrderId, sellOrderId, contractId, status } = deal;
    return { dealId: id, buyerId, sellerId, buyOrderId, sellOrderId, contractId, status, role, buyer: partyOf(buyOrderId), seller: partyOf(sellOrderId) };
  };
}

export type DealMembershipLookup = ReturnType<typeof createDealMembership>;

declare module 'fastify' {
  interface FastifyInstance {
    /** `dealMembership(caller, dealId)`: the caller's place in a deal, or null (modules/deals/membership.ts). */
    dealMembership: DealMembershipLookup;
  }
}
