import { adminToken, type Account, type Credentials } from './accounts';
import { apiCall, apiToken } from './api';

/** YYYY-MM-DD, `days` from today (UTC). */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The gold the portals' gold dialogs trade: the first active gold commodity. */
export async function goldCommodityId(token: string): Promise<string> {
  const { commodities } = await apiCall<{ commodities: { id: string; category: string; isActive: boolean }[] }>('GET', '/api/v1/commodities', { token });
  const gold = commodities.find((c) => c.category === 'gold' && c.isActive);
  if (!gold) throw new Error('No active gold commodity');
  return gold.id;
}

export interface GoldOrder {
  quantity: number;
  priceRange: { min: number; max: number };
  location: string;
  /** Gold terms: CIF, FOB, TTM. */
  terms: string[];
  deliveryDate: string;
}

export interface PlacedOrder {
  id: string;
  orderNumber: string;
}

/** A trader's gold request or a seller's gold listing (the side follows the role), pending the desk's approval. */
export async function placeGoldOrder(owner: Credentials, order: GoldOrder): Promise<PlacedOrder> {
  const token = await apiToken(owner);
  return apiCall<PlacedOrder>('POST', '/api/v1/trading/orders', { token, body: { commodityId: await goldCommodityId(token), ...order } });
}

/** The desk approves pending orders (→ active), as Trade Management does. */
export async function approveOrders(...orders: PlacedOrder[]): Promise<void> {
  const token = await adminToken();
  for (const order of orders) await apiCall('POST', `/admin/trades/${order.id}/approve`, { token, body: {} });
}

export interface Contract {
  id: string;
  contractNumber: string;
}

/** The desk pairs an active buy request with an active sell listing, as Trade Matching does: a draft contract. */
export async function matchOrders(buy: PlacedOrder, sell: PlacedOrder): Promise<Contract> {
  const { contract } = await apiCall<{ contract: Contract }>('POST', '/admin/matching/confirm', {
    token: await adminToken(),
    body: { buyOrderId: buy.id, sellOrderId: sell.id },
  });
  return contract;
}

/**
 * A contract move by one of its parties: send a draft for signature, sign a pending one (typing the party's full
 * name, consenting and re-confirming with the password, as the sign dialog does), execute an active one.
 */
export async function moveContract(party: Credentials & Pick<Account, 'firstName' | 'lastName'>, contract: Contract, move: 'send' | 'sign' | 'execute'): Promise<void> {
  const token = await apiToken(party);
  if (move === 'sign') {
    const body = { contractId: contract.id, typedName: `${party.firstName} ${party.lastName}`, consent: true, password: party.password };
    await apiCall('POST', '/api/v1/contracts/sign', { token, body });
  }
  else await apiCall('POST', `/api/v1/contracts/${contract.id}/${move}`, { token });
}

export interface GoldContractTerms {
  contractType: 'spot' | string;
  quantity: number;
  unitPrice: number;
  deliveryDate: string;
  deliveryLocation: string;
}

/** A draft gold contract drawn up through the API by its buyer (a trader), with the seller's id. */
export async function drawUpGoldContract(buyer: Credentials, seller: { id: string }, terms: GoldContractTerms): Promise<Contract> {
  const token = await apiToken(buyer);
  return apiCall<Contract>('POST', '/api/v1/contracts', { token, body: { sellerId: seller.id, commodityId: await goldCommodityId(token), ...terms } });
}
