import { orderSchema, type Order } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, type TestApp } from '../helpers';
import { COMMODITY, DAY, account as anyAccount, type Account } from '../contracts/fixtures';

export { COMMODITY, type Account };

/**
 * A signed-in account of the role; traders and sellers have approved KYC, since requireKYCForTrading
 * (on by default) refuses orders from anyone else. Tests of that rule set kyc_status back themselves.
 */
export async function account(t: TestApp, role: 'trader' | 'seller' | 'admin', firstName?: string): Promise<Account> {
  const who = await anyAccount(t, role, firstName);
  if (role !== 'admin') await t.app.database.db.updateTable('users').set({ kyc_status: 'approved' }).where('id', '=', who.id).execute();
  return who;
}

export const ORDERS = '/api/v1/trading/orders';
export const TRADES = '/admin/trades';

export const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** A valid gold order body: 100 oz at 2,000-2,100 USD in Zurich, CIF/FOB, in 30 days. */
export function goldBody(overrides: Record<string, unknown> = {}) {
  return {
    commodityId: COMMODITY.gold,
    quantity: 100,
    priceRange: { min: 2000, max: 2100 },
    location: 'Zurich',
    terms: ['CIF', 'FOB'],
    deliveryDate: dateIn(30),
    ...overrides,
  };
}

/** A valid fuel order body: 5,000 MT of EN590 at 600-650 USD from Rotterdam, TTT. */
export function fuelBody(overrides: Record<string, unknown> = {}) {
  return {
    commodityId: COMMODITY.en590,
    commodityDetails: 'EN590 10ppm',
    quantity: 5000,
    priceRange: { min: 600, max: 650 },
    location: 'Rotterdam',
    terms: ['TTT'],
    deliveryDate: dateIn(45),
    ...overrides,
  };
}

export async function createOrder(app: FastifyInstance, token: string, body: Record<string, unknown>): Promise<Order> {
  const res = await call(app, 'POST', ORDERS, { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return orderSchema.strict().parse(res.json());
}

/** An account with a company name (for search). */
export async function accountWithCompany(t: TestApp, role: 'trader' | 'seller' | 'admin', firstName: string, company: string): Promise<Account> {
  const who = await account(t, role, firstName);
  await t.app.database.db.updateTable('users').set({ company_name: company }).where('id', '=', who.id).execute();
  return who;
}

export const activityOf = (t: TestApp, userId: string) =>
  t.app.database.db.selectFrom('activity').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
