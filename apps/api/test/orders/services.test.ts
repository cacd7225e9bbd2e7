import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractsApp, createDraft, draftBody } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';
import { TRADES, account, activityOf, createOrder, fuelBody, goldBody, type Account } from './fixtures';

let t: TestApp;
let trader: Account;
let seller: Account;
let admin: Account;

beforeAll(async () => {
  t = await contractsApp();
  [trader, seller, admin] = await Promise.all([account(t, 'trader'), account(t, 'seller'), account(t, 'admin')]);
});
afterAll(() => t.close());

const approve = async (id: string) => expect((await call(t.app, 'POST', `${TRADES}/${id}/approve`, { token: admin.token, body: {} })).statusCode).toBe(200);

async function activePair() {
  const buy = await createOrder(t.app, trader.token, goldBody());
  const sell = await createOrder(t.app, seller.token, goldBody({ priceRange: { min: 2050, max: 2150 } }));
  await approve(buy.id);
  await approve(sell.id);
  const contract = await createDraft(t.app, trader.token, draftBody(Date.now(), { sellerId: seller.id }));
  return { buy, sell, contractId: contract.id };
}

describe('services.orders for the matching module', () => {
  it('finds active orders with the owner status and KYC status, by category', async () => {
    const { buy, sell } = await activePair();
    const pending = await createOrder(t.app, seller.token, fuelBody());
    const gold = await t.app.orders.findActiveForMatching({ category: 'gold' });
    const ids = gold.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([buy.id, sell.id]));
    expect(ids).not.toContain(pending.id);
    expect(gold.every((o) => o.status === 'active' && o.commodity.category === 'gold')).toBe(true);
    expect(gold.find((o) => o.id === buy.id)!.owner).toMatchObject({ id: trader.id, status: 'active', kycStatus: 'approved' });
    expect(await t.app.orders.findActiveForMatching({ category: 'fuel' })).toEqual([]);
  });

  it('marks both orders matched only when both are still active', async () => {
    const { buy, sell, contractId } = await activePair();
    const orders = t.app.orders;
    const ok = await t.app.database.db.transaction().execute((trx) => orders.markMatched(trx, [buy.id, sell.id], contractId));
    expect(ok).toBe(true);
    const [a, b] = await orders.findByIds([buy.id, sell.id]);
    for (const o of [a!, b!]) expect(o).toMatchObject({ status: 'matched', contractId });
    expect(a!.matchedAt).not.toBeNull();
    expect((await activityOf(t, seller.id)).some((e) => e.type === 'order_matched' && e.entity_id === sell.id)).toBe(true);
    // Already matched: a second confirm reports false.
    const again = await t.app.database.db.transaction().execute((trx) => orders.markMatched(trx, [buy.id, sell.id], contractId));
    expect(again).toBe(false);
  });

  it('moves the orders of a contract along its lifecycle', async () => {
    const { buy, sell, contractId } = await activePair();
    const orders = t.app.orders;
    await t.app.database.db.transaction().execute((trx) => orders.markMatched(trx, [buy.id, sell.id], contractId));

    expect(await orders.setStatusForContract(contractId, 'contract_signed')).toBe(2);
    expect((await orders.findByIds([buy.id])).at(0)!.status).toBe('contract_signed');

    expect(await orders.setStatusForContract(contractId, 'completed', 2075.5)).toBe(2);
    const done = await orders.findByIds([buy.id, sell.id]);
    for (const o of done) expect(o).toMatchObject({ status: 'completed', finalPriceCents: 207550 });
    expect(done[0]!.completedAt).not.toBeNull();
    expect((await activityOf(t, trader.id)).some((e) => e.type === 'order_completed' && e.entity_id === buy.id)).toBe(true);
    // Completed orders no longer follow the contract.
    expect(await orders.setStatusForContract(contractId, 'active')).toBe(0);
  });

  it('returns the orders of a cancelled contract to active', async () => {
    const { buy, sell, contractId } = await activePair();
    const orders = t.app.orders;
    await t.app.database.db.transaction().execute((trx) => orders.markMatched(trx, [buy.id, sell.id], contractId));
    expect(await orders.setStatusForContract(contractId, 'active')).toBe(2);
    for (const o of await orders.findByIds([buy.id, sell.id])) expect(o).toMatchObject({ status: 'active', contractId: null, matchedAt: null });
    expect(await orders.setStatusForContract(crypto.randomUUID(), 'completed', 1)).toBe(0);
  });
});
