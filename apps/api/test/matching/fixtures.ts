import type { Order } from '@ctp/domain';
import { expect } from 'vitest';
import { account, createOrder, goldBody, type Account } from '../orders/fixtures';
import { call, type TestApp } from '../helpers';

export { account, goldBody, type Account };
export { fuelBody, COMMODITY } from '../orders/fixtures';

export const SUGGESTIONS = '/admin/matching/suggestions';
export const CONFIRM = '/admin/matching/confirm';
export const AUTO = '/admin/matching/auto';
export const MY_MATCHES = '/api/v1/trading/matches';

/** A trader or seller whose KYC is approved (the default setting requires it for matching). */
export async function trading(t: TestApp, role: 'trader' | 'seller', firstName?: string): Promise<Account> {
  const who = await account(t, role, firstName);
  await t.app.database.db.updateTable('users').set({ kyc_status: 'approved' }).where('id', '=', who.id).execute();
  return who;
}

/** An order placed by `owner` and approved by `admin`, so it is active. */
export async function activeOrder(t: TestApp, owner: Account, admin: Account, overrides: Record<string, unknown> = {}): Promise<Order> {
  const order = await createOrder(t.app, owner.token, goldBody(overrides));
  const res = await call(t.app, 'POST', `/admin/trades/${order.id}/approve`, { token: admin.token, body: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Order>();
}

export interface SuggestionBody {
  suggestions: { buyTrade: Order; sellTrade: Order; matchScore: number; risks: string[]; potentialProfit: number }[];
  stats: { buyRequests: number; sellOffers: number; suggestions: number; averageScore: number; kycRequired: boolean; excludedForKyc: number; excludedInactiveOwner: number };
}

export async function suggestions(t: TestApp, admin: Account, query = ''): Promise<SuggestionBody> {
  const res = await call(t.app, 'GET', `${SUGGESTIONS}${query}`, { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SuggestionBody>();
}

/** Whether the suggestions pair these two orders. */
export const pairs = (body: SuggestionBody, buy: Order, sell: Order) => body.suggestions.some((s) => s.buyTrade.id === buy.id && s.sellTrade.id === sell.id);

export const confirm = (t: TestApp, admin: Account, buy: Order, sell: Order, agreedPrice?: number) =>
  call(t.app, 'POST', CONFIRM, { token: admin.token, body: { buyOrderId: buy.id, sellOrderId: sell.id, ...(agreedPrice !== undefined ? { agreedPrice } : {}) } });
