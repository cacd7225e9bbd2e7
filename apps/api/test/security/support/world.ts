import { KYC_DOCUMENT_TYPES, MAX_LOGIN_ATTEMPTS, type Role, type SystemSettings } from '@ctp/domain';
import { expect } from 'vitest';
import { seedDevelopmentMarkets } from '../../../src/db/seed-markets';
import { hashPassword } from '../../../src/modules/credentials/passwords';
import { PASSWORD, signIn, uniqueEmail } from '../../auth/fixtures';
import { contractIn, type Account } from '../../contracts/fixtures';
import { pdfUpload, uploaded } from '../../documents/fixtures';
import { buildTestApp, call, type TestApp } from '../../helpers';
import { offerBody } from '../../deals/fixtures';
import { activeOrder } from '../../matching/fixtures';
import { COMMODITY, account, createOrder, goldBody } from '../../orders/fixtures';

/**
 * Limits high enough that no security test meets a rate limit unless it means to, prices that need no network, and
 * no health-check timer writing alerts in the middle of a call. (The per-account limit of portal inquiries, 120 an
 * hour, is fixed in code; the suites stay below it.)
 */
export const SECURITY_ENV = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  INQUIRY_RATE_LIMIT_PER_HOUR: '1000000',
  PRICE_PROVIDER: 'simulated',
  HEALTH_CHECK_INTERVAL_SECONDS: '86400',
} as const;

/**
 * Who calls, in the order the matrix calls them: those who must be refused first, the owner and the administrator
 * last, so a refusal never meets an object someone else already changed.
 * - anonymous: no token;
 * - suspended: a trader whose token was issued before an administrator suspended the account (through the API);
 * - stranger: an active trader who owns none of the objects in the path and is party to none;
 * - seller: the counterparty of the trader's contracts and matches, owner of no trader object;
 * - trader: the owner of the objects in the path (orders, documents, contracts as buyer, inquiries);
 * - admin: sees and manages everything.
 */
export const CALLERS = ['anonymous', 'suspended', 'stranger', 'seller', 'trader', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<Caller, 'anonymous'>;

/** The role each signed-in caller's account has. */
export const ROLE_OF: Record<SignedInCaller, Role> = { suspended: 'trader', stranger: 'trader', seller: 'seller', trader: 'trader', admin: 'admin' };

/**
 * A real id for a path parameter or body field: one id for every caller, or one per caller where the call changes its
 * object (each caller that may succeed gets an untouched object of its own; `default` serves every other caller).
 */
export type FixtureValue = string | ({ default: string } & Partial<Record<Caller, string>>);

export const FIXTURE_KEYS = [
  'symbol',
  'commodity',
  'opportunity',
  'project',
  'order',
  'orderToEdit',
  'orderToCancel',
  'orderToApprove',
  'orderToReject',
  'buyOrderToMatch',
  'sellOrderToMatch',
  'contract',
  'contractToEdit',
  'contractToSign',
  'contractToSend',
  'contractToExecute',
  'contractToCancel',
  'deal',
  'dealToAccept',
  'offerToAccept',
  'dealToReject',
  'offerToReject',
  'document',
  'documentToDelete',
  'documentToVerify',
  'documentToReject',
  'inquiry',
  'inquiryToAnswer',
  'user',
  'userToChangeRole',
  'userToSuspend',
  'userToReactivate',
  'userToUnlock',
  'sessionToRevoke',
  'alertToAcknowledge',
  'loginEmail',
] as const;
export type FixtureKey = (typeof FIXTURE_KEYS)[number];

export interface World {
  t: TestApp;
  accounts: Record<SignedInCaller, Account>;
  fixtures: Record<FixtureKey, FixtureValue>;
  /**
   * Ids and emails that must never appear in an answer to the caller: other users' private objects (documents, their
   * own orders and inquiries, sessions, and for the stranger everything the trader and seller share).
   */
  foreign: Record<'trader' | 'seller' | 'stranger', string[]>;
  /** A refresh token the suspended caller held before the suspension. */
  suspendedRefreshToken: string;
}

/** The value of a fixture for one caller. */
export function fixtureFor(world: World, key: FixtureKey, caller: Caller): string {
  const value = world.fixtures[key];
  return typeof value === 'string' ? value : (value[caller] ?? value.default);
}

export const tokenOf = (world: World, caller: Caller) => (caller === 'anonymous' ? undefined : world.accounts[caller].token);

export function buildSecurityApp(env: Record<string, string> = {}) {
  return buildTestApp({ ...SECURITY_ENV, ...env });
}

let passwordHash: Promise<string> | undefined;
/** A user nobody signs in as (the target of an administrator's action), written through the users repository. */
async function bystander(t: TestApp, role: Role = 'trader'): Promise<string> {
  passwordHash ??= hashPassword(PASSWORD);
  const row = await t.app.users.insert({ email: uniqueEmail('bystander'), passwordHash: await passwordHash, firstName: 'Bystander', lastName: 'Test', role });
  if (!row) throw new Error('bystander not created');
  return row.id;
}

/** One object per caller that may change it, plus a default for everyone else. */
async function perCaller(callers: readonly Caller[], make: (caller: Caller | 'default') => Promise<string>): Promise<FixtureValue> {
  const value: { default: string } & Partial<Record<Caller, string>> = { default: await make('default') };
  for (const caller of callers) value[caller] = await make(caller);
  return value;
}

/** Runs `work` with some settings changed, then puts every setting back to its default (the app starts on them). */
async function withSettings<T>(t: TestApp, change: { security: Partial<SystemSettings['security']> }, work: () => Promise<T>): Promise<T> {
  await t.app.settings.updateGroup('security', change.security);
  try {
    return await work();
  } finally {
    await t.app.settings.reset();
  }
}

const everyoneSignedIn = ['stranger', 'seller', 'trader', 'admin'] as const;

const sessionIdsOf = async (t: TestApp, userId: string) =>
  (await t.app.database.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).map((r) => r.id);

/** Builds the app and every object the matrix and the fuzzer address, owned by the accounts described at CALLERS. */
export async function buildWorld(t: TestApp): Promise<World> {
  const db = t.app.database.db;
  await seedDevelopmentMarkets(t.app, t.app.log);
  const now = Date.now();

  const admin = await account(t, 'admin', 'Layla');
  const trader = await account(t, 'trader', 'Amira');
  const seller = await account(t, 'seller', 'Karim');
  const stranger = await account(t, 'trader', 'Samir');
  const suspended = await account(t, 'trader', 'Yusuf');
  const login = await account(t, 'trader', 'Rania');
  // KYC approved the way the desk approves it, by verified documents: an approval set by hand would not survive the
  // owner deleting a document (documents/kyc.ts), which the matrix does.
  for (const who of [trader, seller, stranger]) {
    for (const documentType of KYC_DOCUMENT_TYPES) {
      const { id } = await uploaded(t.app, who.token, pdfUpload({ documentType, documentName: `KYC ${documentType}` }));
      const verified = await call(t.app, 'POST', `/admin/documents/${id}/verify`, { token: admin.token, body: {} });
      expect(verified.statusCode, verified.body).toBe(200);
    }
  }
  const parties = { buyer: trader, seller };

  const firstId = async (table: 'investment_opportunities' | 'capital_projects') =>
    (await db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;

  // Orders: the trader's, one per changing call and caller; active ones to match.
  const traderOrder = async () => (await createOrder(t.app, trader.token, goldBody())).id;
  const order = await traderOrder();
  const sellerOrder = (await createOrder(t.app, seller.token, goldBody())).id;
  const strangerOrder = (await createOrder(t.app, stranger.token, goldBody())).id;

  // A confirmed match between the trader and the seller: its draft contract and both orders are theirs alone.
  const buy = await activeOrder(t, trader, admin, { quantity: 40 });
  const sell = await activeOrder(t, seller, admin, { quantity: 40 });
  const confirmed = await call(t.app, 'POST', '/admin/matching/confirm', { token: admin.token, body: { buyOrderId: buy.id, sellOrderId: sell.id } });
  expect(confirmed.statusCode, confirmed.body).toBe(201);
  const matchIds = [String(confirmed.json().match?.id ?? ''), String(confirmed.json().contract?.id ?? '')];

  // Deals between the trader (buyer) and the seller: the confirmed match above opened one. A deal to accept or reject
  // an offer in per caller, with an offer the caller did not make (the other side's counter-offer).
  const dealOfMatch = async (matchId: string) => (await db.selectFrom('deals').select('id').where('match_id', '=', matchId).executeTakeFirstOrThrow()).id;
  const deal = await dealOfMatch(matchIds[0]!);
  const dealsToDecide: Record<string, { deal: string; offer: string }> = {};
  const dealToDecide = async (key: string, caller: Caller | 'default') => {
    const matched = await call(t.app, 'POST', '/admin/matching/confirm', {
      token: admin.token,
      body: { buyOrderId: (await activeOrder(t, trader, admin, { quantity: 40 })).id, sellOrderId: (await activeOrder(t, seller, admin, { quantity: 40 })).id },
    });
    expect(matched.statusCode, matched.body).toBe(201);
    const id = await dealOfMatch(String(matched.json().match.id));
    const maker = caller === 'seller' ? trader : seller;
    const offered = await call(t.app, 'POST', `/api/v1/deals/${id}/offers`, { token: maker.token, body: offerBody({ quantity: 40 }) });
    expect(offered.statusCode, offered.body).toBe(201);
    dealsToDecide[`${key}:${caller}`] = { deal: id, offer: String(offered.json().offer.id) };
    return id;
  };
  const decidingCallers = ['seller', 'trader'] as const;
  const dealToAccept = await perCaller(decidingCallers, (caller) => dealToDecide('accept', caller));
  const dealToReject = await perCaller(decidingCallers, (caller) => dealToDecide('reject', caller));
  /** The offer of each caller's deal, under the same callers. */
  const offerIn = (key: string): FixtureValue => ({
    default: dealsToDecide[`${key}:default`]!.offer,
    ...Object.fromEntries(decidingCallers.map((caller) => [caller, dealsToDecide[`${key}:${caller}`]!.offer])),
  });

  // Contracts between the trader (buyer) and the seller.
  const contract = (await contractIn(t, 'draft', parties, now)).id;
  const strangerContract = (await contractIn(t, 'draft', { buyer: stranger, seller: await account(t, 'seller', 'Hana') }, now)).id;
  const contractsIn = (status: 'draft' | 'pending' | 'active') => perCaller(everyoneSignedIn, async () => (await contractIn(t, status, parties, now)).id);

  // Documents: the trader's, the seller's and the stranger's.
  const traderDocument = async () => (await uploaded(t.app, trader.token, pdfUpload())).id;
  const document = await traderDocument();
  // A review recomputes the owner's KYC status, which decides whether they may trade: the documents an administrator
  // decides on belong to someone the matrix never calls as.
  const reviewed = await account(t, 'trader', 'Farah');
  const documentToReview = async () => (await uploaded(t.app, reviewed.token, pdfUpload())).id;
  const sellerDocument = (await uploaded(t.app, seller.token, pdfUpload())).id;
  const strangerDocument = (await uploaded(t.app, stranger.token, pdfUpload())).id;

  // Inquiries: a portal request of each user, and contact-form inquiries for the inbox.
  const portalInquiry = async (who: Account) => {
    const res = await call(t.app, 'POST', '/api/v1/inquiries/portal', { token: who.token, body: { kind: 'contact-sales', message: `From ${who.email}` } });
    expect(res.statusCode, res.body).toBe(201);
    return String(res.json().inquiry.id);
  };
  const [traderInquiry, sellerInquiry, strangerInquiry] = [await portalInquiry(trader), await portalInquiry(seller), await portalInquiry(stranger)];
  const contactInquiry = async () => {
    const email = uniqueEmail('visitor');
    const res = await call(t.app, 'POST', '/api/v1/inquiries', {
      body: { name: 'Visiting Buyer', email, inquiryType: 'gold-trading', subject: 'Kilo bars', message: 'Please call me.' },
    });
    expect(res.statusCode, res.body).toBe(202);
    return (await db.selectFrom('inquiries').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  };

  // Users an administrator acts on.
  const suspendedBystander = async () => {
    const id = await bystander(t);
    await db.updateTable('users').set({ status: 'suspended', suspension_reason: 'Matrix fixture' }).where('id', '=', id).execute();
    return id;
  };
  // Locked out the way an attacker would lock an account: wrong passwords, as few as the settings allow (no waiting).
  const lockedBystander = async () => {
    const id = await bystander(t);
    const { email } = await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow();
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS.min; i++) await call(t.app, 'POST', '/auth/login', { body: { email, password: `${PASSWORD}-wrong` } });
    return id;
  };
  const revocableSession = async () => {
    const who = await account(t, 'seller', 'Idris');
    const [id] = await sessionIdsOf(t, who.id);
    return id!;
  };
  const openAlert = async () => {
    const id = crypto.randomUUID();
    await db
      .insertInto('system_alerts')
      .values({
        id,
        kind: 'health',
        severity: 'medium',
        title: 'Health check failed: mail',
        message: 'Matrix fixture',
        source: 'health-check',
        dedupe_key: `matrix:${id}`,
        created_at: new Date().toISOString(),
        acknowledged_at: null,
        acknowledged_by: null,
      })
      .execute();
    return id;
  };
  const adminOnly = ['admin'] as const;

  const fixtures: Record<FixtureKey, FixtureValue> = {
    symbol: 'XAU',
    commodity: COMMODITY.gold,
    opportunity: await firstId('investment_opportunities'),
    project: await firstId('capital_projects'),
    order,
    orderToEdit: await perCaller(everyoneSignedIn, traderOrder),
    orderToCancel: await perCaller(everyoneSignedIn, traderOrder),
    orderToApprove: await perCaller(adminOnly, traderOrder),
    orderToReject: await perCaller(adminOnly, traderOrder),
    buyOrderToMatch: await perCaller(adminOnly, async () => (await activeOrder(t, trader, admin, { quantity: 50 })).id),
    sellOrderToMatch: await perCaller(adminOnly, async () => (await activeOrder(t, seller, admin, { quantity: 50 })).id),
    contract,
    contractToEdit: await contractsIn('draft'),
    contractToSign: await contractsIn('pending'),
    contractToSend: await contractsIn('draft'),
    contractToExecute: await contractsIn('active'),
    contractToCancel: await contractsIn('draft'),
    deal,
    dealToAccept,
    offerToAccept: offerIn('accept'),
    dealToReject,
    offerToReject: offerIn('reject'),
    document,
    documentToDelete: await perCaller(everyoneSignedIn, traderDocument),
    documentToVerify: await perCaller(adminOnly, documentToReview),
    documentToReject: await perCaller(adminOnly, documentToReview),
    inquiry: traderInquiry,
    inquiryToAnswer: await perCaller(adminOnly, contactInquiry),
    user: trader.id,
    userToChangeRole: await perCaller(adminOnly, () => bystander(t)),
    userToSuspend: await perCaller(adminOnly, () => bystander(t)),
    userToReactivate: await perCaller(adminOnly, suspendedBystander),
    userToUnlock: await withSettings(t, { security: { maxLoginAttempts: MAX_LOGIN_ATTEMPTS.min } }, () => perCaller(adminOnly, lockedBystander)),
    sessionToRevoke: await perCaller(adminOnly, revocableSession),
    alertToAcknowledge: await perCaller(adminOnly, openAlert),
    loginEmail: login.email,
  };

  // The suspended caller signed in before the suspension, which goes through the administrators' API like any other.
  const suspendedRefreshToken = (await signIn(t.app, suspended)).refreshToken;
  const suspension = await call(t.app, 'POST', `/admin/users/${suspended.id}/suspend`, { token: admin.token, body: { reason: 'Security matrix' } });
  expect(suspension.statusCode, suspension.body).toBe(200);

  const privateOf = async (who: Account, ids: string[]) => [...ids, ...(await sessionIdsOf(t, who.id))];
  const traderPrivate = await privateOf(trader, [document, traderInquiry, order]);
  const sellerPrivate = await privateOf(seller, [sellerDocument, sellerInquiry, sellerOrder]);
  const strangerPrivate = await privateOf(stranger, [strangerDocument, strangerInquiry, strangerOrder, strangerContract]);
  const shared = [contract, buy.id, sell.id, ...matchIds, deal, trader.email, seller.email, trader.id, seller.id].filter(Boolean);

  return {
    t,
    accounts: { admin, trader, seller, stranger, suspended },
    fixtures,
    suspendedRefreshToken,
    foreign: {
      trader: [...sellerPrivate, ...strangerPrivate],
      seller: [...traderPrivate, ...strangerPrivate],
      stranger: [...traderPrivate, ...sellerPrivate, ...shared],
    },
  };
}
