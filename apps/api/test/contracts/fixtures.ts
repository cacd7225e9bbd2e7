import { contractSchema, type Contract, type Role } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../../src/modules/credentials/passwords';
import { PASSWORD, buildAuthApp, signIn, testClock, uniqueEmail, type TestClock } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';

/** The commodities migration 0004 seeds, by their fixed ids. */
export const COMMODITY = {
  gold: 'fb275044-634d-4a13-a9b5-7e3389188fc7',
  en590: '41af7935-ac57-4367-a9ae-145e84fb452f',
  jetA1: '5c3cd7ef-8563-4b34-9f41-d98a41946433',
  crudeOil: '84beb5cc-fcc0-4fe4-9287-567583033bca',
  fuelOil: '5fe6e437-7a87-41fd-ae47-279c8f695204',
} as const;

export const DAY = 24 * 60 * 60 * 1000;
/** A fixed start for clocked tests: 10:00 UTC, so a few hours either way stay on the same day. */
export const START = Date.parse('2026-12-01T10:00:00.000Z');

/** YYYY-MM-DD of `ms` plus `days`. */
export const dateIn = (days: number, ms: number) => new Date(ms + days * DAY).toISOString().slice(0, 10);

export interface Account {
  id: string;
  email: string;
  password: string;
  role: Role;
  /** The account's full name, as a signer types it. */
  name: string;
  /** A fresh access token (sign in again after moving a test clock far). */
  token: string;
}

let passwordHash: Promise<string> | undefined;

/** An active account of the role, created through the users repository, and signed in. */
export async function account(t: TestApp, role: Role, firstName = role === 'trader' ? 'Amira' : role === 'seller' ? 'Karim' : 'Layla'): Promise<Account> {
  passwordHash ??= hashPassword(PASSWORD);
  const row = await t.app.users.insert({
    email: uniqueEmail(role),
    passwordHash: await passwordHash,
    firstName,
    lastName: 'Test',
    role,
  });
  if (!row) throw new Error('account not created');
  const session = await signIn(t.app, { email: row.email, password: PASSWORD });
  return { id: row.id, email: row.email, password: PASSWORD, role, name: `${firstName} Test`, token: session.accessToken };
}

/** Approves the accounts' KYC: drawing up a contract needs it while requireKYCForTrading is on (the default). */
export async function approveKyc(t: TestApp, ...accounts: Array<{ id: string }>): Promise<void> {
  await t.app.database.db.updateTable('users').set({ kyc_status: 'approved' }).where('id', 'in', accounts.map((a) => a.id)).execute();
}

/** An account that trades: a trader or a seller with approved KYC. */
export async function party(t: TestApp, role: 'trader' | 'seller', firstName?: string): Promise<Account> {
  const who = await account(t, role, firstName);
  await approveKyc(t, who);
  return who;
}

/** The signing body of `who` for contract `id`: their full name as typed, consent, and their password. */
export async function signBody(app: FastifyInstance, who: { id: string }, id: string, overrides: Record<string, unknown> = {}) {
  const row = await app.users.findById(who.id);
  if (!row) throw new Error('no such account');
  return { contractId: id, typedName: `${row.firstName} ${row.lastName}`, consent: true, password: PASSWORD, ...overrides };
}

/** Signs the account in again (a new session on the app's current clock). */
export async function refreshToken(t: TestApp, who: Account): Promise<Account> {
  who.token = (await signIn(t.app, who)).accessToken;
  return who;
}

export async function contractsApp(clock?: TestClock): Promise<TestApp> {
  return buildAuthApp({}, clock);
}

export { testClock };

/** A valid draft body: 12.5 oz of gold at 2,043.57 USD, delivered to Zurich in 30 days. */
export function draftBody(now: number, overrides: Record<string, unknown> = {}) {
  return {
    commodityId: COMMODITY.gold,
    contractType: 'spot',
    quantity: 12.5,
    unitPrice: 2043.57,
    currency: 'USD',
    deliveryDate: dateIn(30, now),
    deliveryLocation: 'Zurich',
    ...overrides,
  };
}

export async function createDraft(app: FastifyInstance, token: string, body: Record<string, unknown>): Promise<Contract> {
  const res = await call(app, 'POST', '/api/v1/contracts', { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return contractSchema.strict().parse(res.json());
}

/** Asserts a 200 contract answer and returns the contract. */
export function contractOf(res: { statusCode: number; body: string; json: () => unknown }): Contract {
  expect(res.statusCode, res.body).toBe(200);
  return contractSchema.strict().parse(res.json());
}

/** The moves, as calls. */
export const moves = {
  send: (app: FastifyInstance, token: string, id: string) => call(app, 'POST', `/api/v1/contracts/${id}/send`, { token }),
  /** Signs as `who` with their full name and password (fixture accounts share PASSWORD); `overrides` change the body. */
  sign: async (app: FastifyInstance, who: { id: string; token: string }, id: string, overrides: Record<string, unknown> = {}, from: { ip?: string; headers?: Record<string, string> } = {}) =>
    call(app, 'POST', '/api/v1/contracts/sign', { token: who.token, body: await signBody(app, who, id, overrides), ...from }),
  pdf: (app: FastifyInstance, token: string | undefined, id: string) => call(app, 'GET', `/api/v1/contracts/${id}/pdf`, { token }),
  execute: (app: FastifyInstance, token: string, id: string) => call(app, 'POST', `/api/v1/contracts/${id}/execute`, { token }),
  cancel: (app: FastifyInstance, token: string, id: string, reason = 'Buyer withdrew the order') =>
    call(app, 'POST', `/api/v1/contracts/${id}/cancel`, { token, body: { reason } }),
  update: (app: FastifyInstance, token: string, id: string, body: Record<string, unknown> = { deliveryLocation: 'London' }) =>
    call(app, 'PUT', `/api/v1/contracts/${id}`, { token, body }),
  get: (app: FastifyInstance, token: string, id: string) => call(app, 'GET', `/api/v1/contracts/${id}`, { token }),
};

/**
 * Draws up a contract between buyer and seller and moves it to `status` (draft, pending, active, executed, cancelled).
 * The parties' KYC is approved first: drawing up a contract needs it.
 */
export async function contractIn(
  t: TestApp,
  status: 'draft' | 'pending' | 'active' | 'executed' | 'cancelled',
  parties: { buyer: Account; seller: Account },
  now: number,
  overrides: Record<string, unknown> = {},
): Promise<Contract> {
  const { buyer, seller } = parties;
  await approveKyc(t, buyer, seller);
  let contract = await createDraft(t.app, buyer.token, draftBody(now, { sellerId: seller.id, ...overrides }));
  if (status === 'cancelled') return contractOf(await moves.cancel(t.app, buyer.token, contract.id));
  if (status === 'draft') return contract;
  contract = contractOf(await moves.send(t.app, buyer.token, contract.id));
  if (status === 'pending') return contract;
  contractOf(await moves.sign(t.app, buyer, contract.id));
  contract = contractOf(await moves.sign(t.app, seller, contract.id));
  if (status === 'active') return contract;
  return contractOf(await moves.execute(t.app, buyer.token, contract.id));
}

/** Activity rows of a user, oldest first, straight from the table. */
export const activityRows = (t: TestApp, userId: string) =>
  t.app.database.db.selectFrom('activity').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('type').execute();

export const VERIFY = '/api/v1/contracts/verify';

/** Sends a file to the public verification, as the /verify page does (no token). */
export function verifyFile(app: FastifyInstance, content: Uint8Array, name = 'contract.pdf', type = 'application/pdf') {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(content)], { type }), name);
  return app.inject({ method: 'POST', url: VERIFY, payload: form });
}

/** Downloads the contract's PDF as `token`'s holder; asserts it is one. */
export async function downloadPdf(app: FastifyInstance, token: string, id: string): Promise<Buffer> {
  const res = await moves.pdf(app, token, id);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
}
