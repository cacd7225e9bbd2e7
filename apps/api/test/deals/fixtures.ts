import { dealListSchema, dealSchema, makeOfferResponseSchema, type Deal, type Order } from '@ctp/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { call, type TestApp } from '../helpers';
import { activeOrder, confirm, trading, type Account } from '../matching/fixtures';
import { account } from '../orders/fixtures';

export { account, trading, type Account };

export const DEALS = '/api/v1/deals';
export const dealUrl = (id: string) => `${DEALS}/${id}`;
export const offersUrl = (id: string) => `${DEALS}/${id}/offers`;
export const acceptUrl = (id: string, offerId: string) => `${DEALS}/${id}/offers/${offerId}/accept`;
export const rejectUrl = (id: string, offerId: string) => `${DEALS}/${id}/offers/${offerId}/reject`;
export const messagesUrl = (id: string) => `${DEALS}/${id}/messages`;

export const DAY = 24 * 60 * 60 * 1000;
/** YYYY-MM-DD `days` after `ms`. */
export const dayIn = (days: number, ms = Date.now()) => new Date(ms + days * DAY).toISOString().slice(0, 10);

export interface People {
  admin: Account;
  buyer: Account;
  seller: Account;
  /** A trader who takes part in none of the deals. */
  outsider: Account;
}

/** An administrator, a buyer and a seller with approved KYC, and an outsider. */
export async function people(t: TestApp): Promise<People> {
  const admin = await account(t, 'admin', 'Layla');
  const buyer = await trading(t, 'trader', 'Amira');
  const seller = await trading(t, 'seller', 'Karim');
  const outsider = await trading(t, 'trader', 'Samir');
  const db = t.app.database.db;
  await db.updateTable('users').set({ company_name: 'Gulf Bullion Buyers LLC', phone_number: '+968 2400 0001' }).where('id', '=', buyer.id).execute();
  await db.updateTable('users').set({ company_name: 'Andes Refining SA', phone_number: '+51 1 555 0100' }).where('id', '=', seller.id).execute();
  return { admin, buyer, seller, outsider };
}

export interface OpenedDeal {
  deal: Deal;
  buy: Order;
  sell: Order;
  contractId: string;
  matchId: string;
}

/**
 * A deal as the desk opens it: a buy request of `buyer` and a listing of `seller` (gold in Zurich by default: 100 oz
 * at 2,000-2,100 against 80 oz at 2,050-2,200, so the match is 80 oz at 2,075), approved and confirmed as a match.
 */
export async function openDeal(
  t: TestApp,
  who: Pick<People, 'admin' | 'buyer' | 'seller'>,
  options: { buy?: Record<string, unknown>; sell?: Record<string, unknown>; agreedPrice?: number } = {},
): Promise<OpenedDeal> {
  const buy = await activeOrder(t, who.buyer, who.admin, { quantity: 100, priceRange: { min: 2000, max: 2100 }, location: 'Zurich', terms: ['FOB', 'CIF'], ...options.buy });
  const sell = await activeOrder(t, who.seller, who.admin, { quantity: 80, priceRange: { min: 2050, max: 2200 }, location: 'Zurich', terms: ['CIF'], ...options.sell });
  const res = await confirm(t, who.admin, buy, sell, options.agreedPrice);
  expect(res.statusCode, res.body).toBe(201);
  const { match, contract } = res.json<{ match: { id: string }; contract: { id: string } }>();
  const row = await t.app.database.db.selectFrom('deals').select('id').where('match_id', '=', match.id).executeTakeFirstOrThrow();
  const deal = await getDeal(t, who.buyer, row.id);
  return { deal, buy, sell, contractId: contract.id, matchId: match.id };
}

/** Asserts a 200 deal answer and returns the deal, checked against the schema. */
export function dealOf(res: LightMyRequestResponse): Deal {
  expect(res.statusCode, res.body).toBe(200);
  return dealSchema.strict().parse(res.json());
}

export const getDeal = async (t: TestApp, who: Account, id: string) => dealOf(await call(t.app, 'GET', dealUrl(id), { token: who.token }));

export async function listDeals(t: TestApp, who: Account, query = '') {
  const res = await call(t.app, 'GET', `${DEALS}${query}`, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return dealListSchema.parse(res.json());
}

/** A valid counter-offer for the default deal: 80 oz of gold at 2,080, CIF Zurich in 30 days, by SBLC. */
export function offerBody(overrides: Record<string, unknown> = {}, now = Date.now()) {
  return {
    unitPrice: 2080,
    quantity: 80,
    deliveryDate: dayIn(30, now),
    location: 'Zurich',
    incoterm: 'CIF',
    paymentTerms: 'SBLC',
    specifications: 'LBMA good delivery bars, 999.9 fine',
    note: 'Our best price this week',
    ...overrides,
  };
}

export const postOffer = (t: TestApp, who: Account, dealId: string, body: Record<string, unknown> = offerBody()) => call(t.app, 'POST', offersUrl(dealId), { token: who.token, body });

/** Makes a counter-offer that must succeed; returns the new offer and the deal. */
export async function counter(t: TestApp, who: Account, dealId: string, body: Record<string, unknown> = offerBody()) {
  const res = await postOffer(t, who, dealId, body);
  expect(res.statusCode, res.body).toBe(201);
  return makeOfferResponseSchema.parse(res.json());
}

export const acceptOffer = (t: TestApp, who: Account, dealId: string, offerId: string) => call(t.app, 'POST', acceptUrl(dealId, offerId), { token: who.token });
export const rejectOffer = (t: TestApp, who: Account, dealId: string, offerId: string, reason?: string) =>
  call(t.app, 'POST', rejectUrl(dealId, offerId), { token: who.token, ...(reason === undefined ? {} : { body: { reason } }) });

export const orderStatus = async (t: TestApp, id: string) =>
  (await t.app.database.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

/** A user's activity entries about the deal, oldest first. */
export const dealActivityOf = (t: TestApp, userId: string, dealId: string) =>
  t.app.database.db.selectFrom('activity').selectAll().where('user_id', '=', userId).where('entity_id', '=', dealId).orderBy('created_at').execute();

/** Audit entries about the deal, oldest first. */
export const dealAudit = (t: TestApp, dealId: string) =>
  t.app.database.db.selectFrom('audit_log').selectAll().where('target', '=', dealId).orderBy('created_at').execute();
