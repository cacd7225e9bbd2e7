import {
  ERROR_CODES,
  commodityListSchema,
  commoditySchema,
  fuelTradingInfoSchema,
  goldTradingInfoSchema,
} from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './auth/fixtures';
import { COMMODITY, account, contractsApp, type Account } from './contracts/fixtures';
import { call, type TestApp } from './helpers';

describe('commodities and trading options', () => {
  let t: TestApp;
  let trader: Account;
  let seller: Account;
  let admin: Account;

  beforeAll(async () => {
    t = await contractsApp();
    [trader, seller, admin] = await Promise.all([account(t, 'trader'), account(t, 'seller'), account(t, 'admin')]);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => call(t.app, 'GET', url, token ? { token } : {});

  describe('GET /api/v1/commodities', () => {
    it('lists the seeded commodities in the product’s order', async () => {
      const res = await get('/api/v1/commodities', trader.token);
      expect(res.statusCode).toBe(200);
      const { commodities } = commodityListSchema.strict().parse(res.json());
      expect(commodities.map((c) => [c.name, c.symbol, c.category, c.unit, c.isActive])).toEqual([
        ['Gold', 'XAU', 'gold', 'oz', true],
        ['EN590', 'EN590', 'fuel', 'MT', true],
        ['Jet A1', 'JETA1', 'fuel', 'MT', true],
        ['Crude Oil', 'CRUDE', 'fuel', 'MT', true],
        ['Fuel Oil', 'FUELOIL', 'fuel', 'MT', true],
      ]);
      expect(commodities.map((c) => c.id)).toEqual(Object.values(COMMODITY));
      expect(commodities.every((c) => c.description.length > 10)).toBe(true);
    });

    it('filters by category', async () => {
      const fuel = commodityListSchema.parse((await get('/api/v1/commodities?category=fuel', seller.token)).json());
      expect(fuel.commodities.map((c) => c.name)).toEqual(['EN590', 'Jet A1', 'Crude Oil', 'Fuel Oil']);
      const gold = commodityListSchema.parse((await get('/api/v1/commodities?category=gold', admin.token)).json());
      expect(gold.commodities.map((c) => c.name)).toEqual(['Gold']);
    });

    it('answers 400 for an unknown category or filter, 401 without a token', async () => {
      expectError(await get('/api/v1/commodities?category=silver', trader.token), 400, ERROR_CODES.validation);
      expectError(await get('/api/v1/commodities?active=true', trader.token), 400, ERROR_CODES.validation);
      expectError(await get('/api/v1/commodities'), 401, ERROR_CODES.unauthorized);
    });
  });

  describe('GET /api/v1/commodities/{id}', () => {
    it('gives one commodity', async () => {
      const res = await get(`/api/v1/commodities/${COMMODITY.jetA1}`, seller.token);
      expect(res.statusCode).toBe(200);
      expect(commoditySchema.strict().parse(res.json())).toMatchObject({ id: COMMODITY.jetA1, name: 'Jet A1', symbol: 'JETA1', category: 'fuel', unit: 'MT' });
    });

    it('answers 404 for an unknown id, 400 for a malformed one, 401 without a token', async () => {
      expect(expectError(await get(`/api/v1/commodities/${crypto.randomUUID()}`, trader.token), 404, ERROR_CODES.notFound).message).toBe('Commodity not found');
      expectError(await get('/api/v1/commodities/XAU', trader.token), 400, ERROR_CODES.validation);
      expectError(await get(`/api/v1/commodities/${COMMODITY.gold}`), 401);
    });
  });

  describe('GET /api/v1/trading/gold/info', () => {
    it('offers the gold delivery locations and terms of spec 2.7', async () => {
      for (const who of [trader, seller, admin]) {
        const res = await get('/api/v1/trading/gold/info', who.token);
        expect(res.statusCode).toBe(200);
        const info = goldTradingInfoSchema.strict().parse(res.json());
        expect(info).toMatchObject({ category: 'gold', unit: 'oz', currency: 'USD', commodity: { id: COMMODITY.gold, name: 'Gold' } });
        expect(info.deliveryLocations.map((o) => o.value)).toEqual(['Zurich', 'London', 'Dubai', 'Hong Kong', 'New York']);
        expect(info.terms).toEqual([
          { value: 'CIF', label: 'CIF (Cost, Insurance and Freight)' },
          { value: 'FOB', label: 'FOB (Free on Board)' },
          { value: 'TTM', label: 'TTM (Table Top Meeting)' },
        ]);
      }
    });

    it('answers 401 without a token', async () => {
      expectError(await get('/api/v1/trading/gold/info'), 401);
    });
  });

  describe('GET /api/v1/trading/fuel/info', () => {
    it('offers the fuel commodities, origin ports and delivery modes of spec 2.8', async () => {
      const res = await get('/api/v1/trading/fuel/info', trader.token);
      expect(res.statusCode).toBe(200);
      const info = fuelTradingInfoSchema.strict().parse(res.json());
      expect(info).toMatchObject({ category: 'fuel', unit: 'MT', currency: 'USD' });
      expect(info.commodities.map((c) => c.name)).toEqual(['EN590', 'Jet A1', 'Crude Oil', 'Fuel Oil']);
      expect(info.originPorts).toEqual([
        { value: 'Fujairah', label: 'Fujairah, UAE' },
        { value: 'Rotterdam', label: 'Rotterdam, Netherlands' },
        { value: 'Houston', label: 'Houston, USA' },
      ]);
      expect(info.deliveryModes).toEqual([
        { value: 'TTT', label: 'TTT (Tank-to-Tank)' },
        { value: 'TTV', label: 'TTV (Tank-to-Vessel)' },
        { value: 'CIF', label: 'CIF (Cost, Insurance and Freight)' },
        { value: 'FOB', label: 'FOB (Free on Board)' },
      ]);
    });

    it('leaves out a fuel that is not traded at the moment', async () => {
      const db = t.app.database.db;
      await db.updateTable('commodities').set({ is_active: 0 }).where('id', '=', COMMODITY.crudeOil).execute();
      try {
        const info = fuelTradingInfoSchema.parse((await get('/api/v1/trading/fuel/info', seller.token)).json());
        expect(info.commodities.map((c) => c.name)).toEqual(['EN590', 'Jet A1', 'Fuel Oil']);
      } finally {
        await db.updateTable('commodities').set({ is_active: 1 }).where('id', '=', COMMODITY.crudeOil).execute();
      }
    });

    it('answers 401 without a token', async () => {
      expectError(await get('/api/v1/trading/fuel/info'), 401);
    });
  });
});
