import type { Order } from '@ctp/domain';
import { expect } from 'vitest';
import { contractOf, dateIn, moves, refreshToken, type Account } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';
import { account, confirm, trading } from '../matching/fixtures';
import { createOrder } from '../orders/fixtures';
import type { TestClock } from '../auth/fixtures';

export { COMMODITY, fuelBody, goldBody } from '../matching/fixtures';
export const HOUR = 60 * 60 * 1000;

export const DASHBOARD = '/admin/dashboard';
export const ANALYTICS = '/admin/analytics';
export const EXPORT = '/admin/analytics/export';

/** An administrator and a trader and seller whose KYC is approved, so their orders can be matched. */
export interface Market {
  t: TestApp;
  clock: TestClock;
  admin: Account;
  trader: Account;
  seller: Account;
}

export async function openMarket(t: TestApp, clock: TestClock): Promise<Market> {
  const [admin, trader, seller] = await Promise.all([account(t, 'admin'), trading(t, 'trader'), trading(t, 'seller')]);
  return { t, clock, admin, trader, seller };
}

/** Moves the clock to `iso` and signs everyone in again (access tokens and sessions follow the clock). */
export async function moveTo(market: Market, iso: string): Promise<void> {
  const target = Date.parse(iso);
  expect(target).toBeGreaterThanOrEqual(market.clock.now());
  market.clock.advance(target - market.clock.now());
  for (const who of [market.admin, market.trader, market.seller]) await refreshToken(market.t, who);
}

/** An order body for the market's current day (delivery in 60 days). */
export const forNow = (market: Market, body: Record<string, unknown>) => ({ ...body, deliveryDate: dateIn(60, market.clock.now()) });

export async function decide(market: Market, order: Order, decision: 'approve' | 'reject'): Promise<Order> {
  const res = await call(market.t.app, 'POST', `/admin/trades/${order.id}/${decision}`, { token: market.admin.token, body: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Order>();
}

/**
 * A buy request and a sell listing from the same body, approved at once, matched `matchAfterHours` later
 * at `agreedPrice`, and the contract signed and executed `completeAfterHours` after the orders were placed.
 */
export async function completedTrade(
  market: Market,
  body: Record<string, unknown>,
  { agreedPrice, matchAfterHours, completeAfterHours }: { agreedPrice: number; matchAfterHours: number; completeAfterHours: number },
) {
  const { t, admin, trader, seller } = market;
  const placedAt = market.clock.now();
  const buy = await decide(market, await createOrder(t.app, trader.token, forNow(market, body)), 'approve');
  const sell = await decide(market, await createOrder(t.app, seller.token, forNow(market, body)), 'approve');
  await moveTo(market, new Date(placedAt + matchAfterHours * HOUR).toISOString());
  const matched = await confirm(t, admin, buy, sell, agreedPrice);
  expect(matched.statusCode, matched.body).toBe(201);
  const contractId: string = matched.json().contract.id;
  await moveTo(market, new Date(placedAt + completeAfterHours * HOUR).toISOString());
  contractOf(await moves.send(t.app, trader.token, contractId));
  contractOf(await moves.sign(t.app, trader, contractId));
  contractOf(await moves.sign(t.app, seller, contractId));
  return contractOf(await moves.execute(t.app, trader.token, contractId));
}

/** Sets a user's created_at (accounts are created on the wall clock, not the test clock). */
export const setCreatedAt = (t: TestApp, id: string, iso: string) =>
  t.app.database.db.updateTable('users').set({ created_at: iso }).where('id', '=', id).execute();
