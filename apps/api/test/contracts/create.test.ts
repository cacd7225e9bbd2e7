import { CONTRACT_TEXTS, ERROR_CODES, ORDER_TEXTS } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import { COMMODITY, account, party, activityRows, contractsApp, createDraft, dateIn, draftBody, type Account } from './fixtures';

const URL = '/api/v1/contracts';

describe('POST /api/v1/contracts', () => {
  let t: TestApp;
  let trader: Account;
  let otherTrader: Account;
  let seller: Account;
  let admin: Account;
  const now = Date.now();

  beforeAll(async () => {
    t = await contractsApp();
    [trader, otherTrader, seller, admin] = await Promise.all([
      party(t, 'trader'),
      party(t, 'trader'),
      party(t, 'seller'),
      account(t, 'admin'),
    ]);
  });
  afterAll(() => t.close());

  const create = (token: string, body: unknown) => call(t.app, 'POST', URL, { token, body });

  describe('a trader', () => {
    it('draws up a draft as its buyer; the server numbers it and computes the total', async () => {
      const contract = await createDraft(t.app, trader.token, draftBody(now, { sellerId: seller.id }));
      expect(contract).toMatchObject({
        buyerId: trader.id,
        sellerId: seller.id,
        commodityId: COMMODITY.gold,
        commodity: { id: COMMODITY.gold, name: 'Gold', symbol: 'XAU', category: 'gold', unit: 'oz', isActive: true },
        contractType: 'spot',
        quantity: 12.5,
        unitPrice: 2043.57,
        // 12.5 × 2,043.57 = 25,544.625, rounded half up to the cent.
        totalValue: 25544.63,
        currency: 'USD',
        deliveryDate: dateIn(30, now),
        deliveryLocation: 'Zurich',
        status: 'draft',
        signedByBuyerAt: null,
        signedBySellerAt: null,
        cancellationReason: null,
      });
      expect(contract.contractNumber).toMatch(new RegExp(`^CTR-${new Date().getUTCFullYear()}-\\d{6}$`));
      expect(contract.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(contract.createdAt).toBe(contract.updatedAt);
      expect(contract.allowedActions).toEqual(['update', 'send', 'cancel']);
    });

    it('numbers contracts one after another, never twice', async () => {
      const made = await Promise.all(Array.from({ length: 5 }, () => createDraft(t.app, trader.token, draftBody(now))));
      const numbers = made.map((c) => Number(c.contractNumber.slice(-6))).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(5);
      expect(numbers.at(-1)! - numbers[0]!).toBe(4);
    });

    it('may leave the seller out (the draft cannot be sent until one is named) and may name itself as buyer', async () => {
      const contract = await createDraft(t.app, trader.token, draftBody(now, { buyerId: trader.id, sellerId: null }));
      expect(contract.sellerId).toBeNull();
      expect(contract.allowedActions).toEqual(['update', 'cancel']);
    });

    it('defaults the currency to USD and keeps up to 3 decimals of quantity', async () => {
      const { currency: _currency, ...body } = draftBody(now, { quantity: 1000.125, unitPrice: 1, contractType: 'forward', commodityId: COMMODITY.en590, deliveryLocation: 'Rotterdam' });
      const contract = await createDraft(t.app, trader.token, body);
      // 1,000.125 × 1 = 1,000.125, rounded half up to the cent.
      expect(contract).toMatchObject({ currency: 'USD', quantity: 1000.125, unitPrice: 1, totalValue: 1000.13, contractType: 'forward' });
      expect(contract.commodity).toMatchObject({ name: 'EN590', unit: 'MT', category: 'fuel' });
    });

    it('writes contract_created to the activity of both parties', async () => {
      const contract = await createDraft(t.app, trader.token, draftBody(now, { sellerId: seller.id, deliveryLocation: 'Dubai' }));
      for (const party of [trader, seller]) {
        const rows = (await activityRows(t, party.id)).filter((r) => r.entity_id === contract.id);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ type: 'contract_created', entity_type: 'contract', title: `Contract ${contract.contractNumber} created` });
        expect(rows[0]!.description).toContain('12.5 oz of Gold');
        expect(rows[0]!.description).toContain('USD 25,544.63');
      }
    });

    it('may not name another buyer (403)', async () => {
      expectError(await create(trader.token, draftBody(now, { buyerId: otherTrader.id })), 403, ERROR_CODES.forbidden);
    });
  });

  describe('an administrator', () => {
    it('names the buyer', async () => {
      const contract = await createDraft(t.app, admin.token, draftBody(now, { buyerId: otherTrader.id, sellerId: seller.id }));
      expect(contract.buyerId).toBe(otherTrader.id);
      expect(contract.allowedActions).toEqual(['update', 'send', 'cancel']);
      // The administrator is no party: the activity goes to buyer and seller only.
      expect((await activityRows(t, admin.id)).filter((r) => r.entity_id === contract.id)).toHaveLength(0);
      expect((await activityRows(t, otherTrader.id)).filter((r) => r.entity_id === contract.id)).toHaveLength(1);
    });

    it('must name a buyer, and the buyer must be an active trader (400)', async () => {
      const missing = expectError(await create(admin.token, draftBody(now)), 400, ERROR_CODES.validation);
      expect(missing.details).toEqual([{ path: 'buyerId', message: CONTRACT_TEXTS.buyerRequired }]);
      for (const buyerId of [seller.id, admin.id, crypto.randomUUID()]) {
        const res = await create(admin.token, draftBody(now, { buyerId }));
        expect(expectError(res, 400, ERROR_CODES.validation).details).toEqual([{ path: 'buyerId', message: CONTRACT_TEXTS.buyerInvalid }]);
      }
    });
  });

  describe('is refused', () => {
    it('to anonymous callers (401) and to sellers (403)', async () => {
      expectError(await call(t.app, 'POST', URL, { body: draftBody(now) }), 401, ERROR_CODES.unauthorized);
      expectError(await create('not-a-token', draftBody(now)), 401);
      expectError(await create(seller.token, draftBody(now)), 403, ERROR_CODES.forbidden);
    });

    it('when the seller is not an active seller account (400)', async () => {
      for (const sellerId of [otherTrader.id, admin.id, crypto.randomUUID()]) {
        const body = expectError(await create(trader.token, draftBody(now, { sellerId })), 400, ERROR_CODES.validation);
        expect(body.details).toEqual([{ path: 'sellerId', message: CONTRACT_TEXTS.sellerInvalid }]);
      }
    });

    it('when the commodity does not exist or is not traded (400)', async () => {
      const unknown = expectError(await create(trader.token, draftBody(now, { commodityId: crypto.randomUUID() })), 400, ERROR_CODES.validation);
      expect(unknown.details).toEqual([{ path: 'commodityId', message: CONTRACT_TEXTS.unknownCommodity }]);

      const db = t.app.database.db;
      await db.updateTable('commodities').set({ is_active: 0 }).where('id', '=', COMMODITY.fuelOil).execute();
      try {
        const inactive = expectError(await create(trader.token, draftBody(now, { commodityId: COMMODITY.fuelOil })), 400);
        expect(inactive.message).toBe(ORDER_TEXTS.commodityInactive);
      } finally {
        await db.updateTable('commodities').set({ is_active: 1 }).where('id', '=', COMMODITY.fuelOil).execute();
      }
    });

    it.each(['commodityId', 'contractType', 'quantity', 'unitPrice', 'deliveryDate', 'deliveryLocation'])('without %s (400)', async (field) => {
      const body: Record<string, unknown> = draftBody(now);
      delete body[field];
      const error = expectError(await create(trader.token, body), 400, ERROR_CODES.validation);
      expect((error.details as Array<{ path: string }>).map((d) => d.path)).toContain(field);
    });

    it.each([
      ['quantity', 0, 'Quantity must be greater than 0'],
      ['quantity', -5, 'Quantity must be greater than 0'],
      ['quantity', 'ten', 'Quantity must be a number'],
      ['quantity', 1.0005, 'Quantity may have at most 3 decimals'],
      ['quantity', 2_000_000_000, 'Quantity must be at most 1,000,000,000'],
      ['unitPrice', 0, 'Unit price must be greater than 0'],
      ['unitPrice', 10.001, 'Unit price may have at most 2 decimals'],
      ['unitPrice', '2043.57', 'Unit price must be a number'],
      ['contractType', 'future', 'Contract type must be one of: spot, forward'],
      ['currency', 'EUR', 'Currency must be one of: USD'],
      ['deliveryDate', '2026-13-01', 'Delivery date must be a date (YYYY-MM-DD)'],
      ['deliveryDate', 'next week', 'Delivery date must be a date (YYYY-MM-DD)'],
      ['deliveryLocation', '   ', 'Delivery location is required'],
      ['deliveryLocation', 'x'.repeat(201), 'Delivery location must be at most 200 characters'],
      ['commodityId', 'gold', 'Commodity must be a valid id'],
      ['sellerId', 42, 'Seller must be a valid id'],
    ])('with %s = %j (400)', async (field, value, message) => {
      const error = expectError(await create(trader.token, draftBody(now, { [field]: value })), 400, ERROR_CODES.validation);
      expect(error.details).toContainEqual({ path: field, message });
    });

    it('with a delivery date in the past (400)', async () => {
      const error = expectError(await create(trader.token, draftBody(now, { deliveryDate: dateIn(-1, now) })), 400, ERROR_CODES.validation);
      expect(error.details).toEqual([{ path: 'deliveryDate', message: ORDER_TEXTS.deliveryDateInPast }]);
    });

    it('when the total would exceed the largest contract value (400)', async () => {
      const error = expectError(await create(trader.token, draftBody(now, { quantity: 1_000_000_000, unitPrice: 1_000_000 })), 400);
      expect(error.details).toEqual([{ path: 'totalValue', message: CONTRACT_TEXTS.totalTooLarge }]);
    });

    it('with a body that is not a JSON object (400; 415 when not JSON at all)', async () => {
      expectError(await create(trader.token, 'not json'), 415, 'UNSUPPORTED_MEDIA_TYPE');
      expectError(await call(t.app, 'POST', URL, { token: trader.token, body: '{"quantity": ', headers: { 'content-type': 'application/json' } }), 400);
      expectError(await create(trader.token, [draftBody(now)]), 400);
    });
  });
});
