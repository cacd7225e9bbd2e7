import type { ActivityType } from '@ctp/domain';
import type { ActivityInput } from '../activity';
import { moverName, type Mover } from './state-machine';

/** What an entry needs to know about the contract. */
export interface ContractSummary {
  id: string;
  contractNumber: string;
  buyerId: string;
  sellerId: string | null;
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const quantityText = (quantityE3: number) => (quantityE3 / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 });
const moneyText = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The same entry for each party of the contract (buyer, and seller when there is one). */
function forParties(contract: ContractSummary, type: ActivityType, title: string, description: string, at: string): ActivityInput[] {
  const parties = contract.sellerId ? [contract.buyerId, contract.sellerId] : [contract.buyerId];
  return parties.map((userId) => ({ userId, type, title, description, entityType: 'contract', entityId: contract.id, at }));
}

/** Activity entries for each contract move, one per party. `at` orders entries written by one move. */
export const contractActivity = {
  created(
    c: ContractSummary & { contractType: string; quantityE3: number; unit: string; commodityName: string; totalValueCents: number; currency: string; deliveryDate: string; deliveryLocation: string },
    at: string,
  ) {
    return forParties(
      c,
      'contract_created',
      `Contract ${c.contractNumber} created`,
      `Draft ${c.contractType} contract: ${quantityText(c.quantityE3)} ${c.unit} of ${c.commodityName}, ${c.currency} ${moneyText(c.totalValueCents)} in total, delivery by ${c.deliveryDate} in ${c.deliveryLocation}`,
      at,
    );
  },

  sent(c: ContractSummary, by: Mover, at: string) {
    return forParties(c, 'contract_sent', `Contract ${c.contractNumber} sent for signature`, `${upperFirst(moverName(by))} sent the contract; both parties now sign it`, at);
  },

  signed(c: ContractSummary, by: Mover, complete: boolean, at: string) {
    const waiting = by === 'buyer' ? 'seller' : 'buyer';
    return forParties(
      c,
      'contract_signed',
      `Contract ${c.contractNumber} signed by the ${by}`,
      complete ? 'Both parties have signed' : `Waiting for the ${waiting}'s signature`,
      at,
    );
  },

  activated(c: ContractSummary & { deliveryDate: string }, at: string) {
    return forParties(c, 'contract_activated', `Contract ${c.contractNumber} is active`, `Signed by both parties; to be executed by ${c.deliveryDate}`, at);
  },

  executed(c: ContractSummary, by: Mover, at: string) {
    return forParties(c, 'contract_executed', `Contract ${c.contractNumber} executed`, `Marked as executed by ${moverName(by)}`, at);
  },

  cancelled(c: ContractSummary, by: Mover, reason: string, at: string) {
    return forParties(c, 'contract_cancelled', `Contract ${c.contractNumber} cancelled`, `Cancelled by ${moverName(by)}: ${reason}`, at);
  },

  expired(c: ContractSummary & { deliveryDate: string }, at: string) {
    return forParties(c, 'contract_expired', `Contract ${c.contractNumber} expired`, `The delivery date ${c.deliveryDate} passed before the contract was executed`, at);
  },
};
