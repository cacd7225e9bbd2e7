import { ACTIVITY_TEXTS as T, type ActivityType } from '@ctp/domain';
import type { ActivityInput } from '../activity';
import type { Mover } from './state-machine';

/** What an entry needs to know about the contract. */
export interface ContractSummary {
  id: string;
  contractNumber: string;
  buyerId: string;
  sellerId: string | null;
}

const quantityText = (quantityE3: number) => (quantityE3 / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 });
const moneyText = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The same entry for each party of the contract (buyer, and seller when there is one). */
function forParties(contract: ContractSummary, type: ActivityType, title: string, description: string, at: string): ActivityInput[] {
  const parties = contract.sellerId ? [contract.buyerId, contract.sellerId] : [contract.buyerId];
  return parties.map((userId) => ({ userId, type, title, description, entityType: 'contract', entityId: contract.id, at }));
}

/**
 * Activity entries for each contract move, one per party. `at` orders entries written by one move. The sentences are
 * the domain's (ACTIVITY_TEXTS), so the portals read them in the reader's language.
 */
export const contractActivity = {
  created(
    c: ContractSummary & { contractType: string; quantityE3: number; unit: string; commodityName: string; totalValueCents: number; currency: string; deliveryDate: string; deliveryLocation: string },
    at: string,
  ) {
    return forParties(
      c,
      'contract_created',
      T.contractCreated(c.contractNumber),
      T.contractDraft(c.contractType, quantityText(c.quantityE3), c.unit, c.commodityName, c.currency, moneyText(c.totalValueCents), c.deliveryDate, c.deliveryLocation),
      at,
    );
  },

  sent(c: ContractSummary, by: Mover, at: string) {
    return forParties(c, 'contract_sent', T.contractSent(c.contractNumber), T.contractSentBy(by), at);
  },

  signed(c: ContractSummary, by: Mover, complete: boolean, at: string) {
    const waiting = by === 'buyer' ? 'seller' : 'buyer';
    return forParties(c, 'contract_signed', T.contractSignedBy(c.contractNumber, by), complete ? T.bothSigned : T.waitingForSignature(waiting), at);
  },

  activated(c: ContractSummary & { deliveryDate: string }, at: string) {
    return forParties(c, 'contract_activated', T.contractActive(c.contractNumber), T.contractActiveUntil(c.deliveryDate), at);
  },

  executed(c: ContractSummary, by: Mover, at: string) {
    return forParties(c, 'contract_executed', T.contractExecuted(c.contractNumber), T.contractExecutedBy(by), at);
  },

  cancelled(c: ContractSummary, by: Mover, reason: string, at: string) {
    return forParties(c, 'contract_cancelled', T.contractCancelled(c.contractNumber), T.contractCancelledBy(by, reason), at);
  },

  expired(c: ContractSummary & { deliveryDate: string }, at: string) {
    return forParties(c, 'contract_expired', T.contractExpired(c.contractNumber), T.contractExpiredOn(c.deliveryDate), at);
  },
};
