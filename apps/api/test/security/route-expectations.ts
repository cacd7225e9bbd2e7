import type { Access } from '../../src/plugins/access';
import { NEW_PASSWORD, PASSWORD, registration, uniqueEmail } from '../auth/fixtures';
import { draftBody } from '../contracts/fixtures';
import { offerBody } from '../deals/fixtures';
import { engine } from '../helpers';
import { goldBody } from '../orders/fixtures';
import type { Caller, FixtureKey, World } from './support/world';
import { fixtureFor } from './support/world';

/** A status class the matrix accepts: any 2xx, or one exact status. */
export type Outcome = '2xx' | 400 | 401 | 403 | 404 | 409 | 415;
export type Expected = Outcome | readonly Outcome[];

/** What a body builder sees: the caller, and the caller's value of each fixture. */
export interface BodyContext {
  caller: Caller;
  world: World;
  fixture: (key: FixtureKey) => string;
}

export interface RouteExpectation {
  /** Who may call it; must equal the route's declared `config.access` (route-matrix.test.ts checks). */
  access: Access;
  /** Path parameters: the fixture whose real id each one takes (the trader's objects, per support/world.ts). */
  params?: Record<string, FixtureKey>;
  /** A query string the call needs, e.g. `?period=1mo`. */
  query?: string;
  /** The JSON body the matrix sends. */
  body?: unknown | ((ctx: BodyContext) => unknown);
  /** The body is multipart/form-data: the matrix uploads a small real PDF, attached to this fixture's contract. */
  multipart?: { contractId: FixtureKey };
  /**
   * Every caller sends a body the route's schema refuses (400), so the call shows where the access check stands and
   * changes nothing: for calls that would end the caller's session or change the whole platform.
   */
  invalidBody?: true;
  /**
   * The outcome of each caller the access check lets through (others: 401 anonymous or suspended, 403 wrong role);
   * `others` covers every admitted caller without an entry of its own; the default is any 2xx.
   */
  outcomes?: Partial<Record<Caller | 'others', Expected>>;
  /** Why the outcomes are what they are, where it is not obvious. */
  why?: string;
}

const users = 'user' as const;
const admin = ['admin'] as const;
const owners = ['trader', 'seller'] as const;
const id = (key: FixtureKey) => ({ id: key });

/**
 * The seven routes of one kind of the desk's content. `seeded` is the fixture of a published item of the kind, or
 * 'user' (an id of no item: 404) for a kind without one; the changes that would take a seeded item off the portals
 * (withdraw, delete) address no item, so the portal routes keep theirs whatever the order of the calls.
 */
function contentExpectations(kind: 'alerts' | 'opportunities' | 'projects', seeded: 'opportunity' | 'project' | 'user', body: unknown): Record<string, RouteExpectation> {
  const base = `/admin/content/${kind}`;
  const noItem: Partial<RouteExpectation> = { params: id('user'), outcomes: { admin: 404 }, why: 'the id is no item of this kind' };
  const onSeeded: Partial<RouteExpectation> = seeded === 'user' ? noItem : { params: id(seeded) };
  return {
    [`GET ${base}`]: { access: admin },
    [`POST ${base}`]: { access: admin, body },
    [`GET ${base}/{id}`]: { access: admin, ...onSeeded },
    [`PUT ${base}/{id}`]: { access: admin, body, ...onSeeded },
    [`POST ${base}/{id}/publish`]: {
      access: admin,
      params: id(seeded),
      outcomes: { admin: seeded === 'user' ? 404 : 409 },
      why: seeded === 'user' ? 'the id is no item of this kind' : 'the seeded item is published already',
    },
    [`POST ${base}/{id}/unpublish`]: { access: admin, ...noItem },
    [`DELETE ${base}/{id}`]: { access: admin, ...noItem },
  };
}

/** Another user's object: only its owner (and an administrator) sees it; anyone else is told it does not exist. */
const notFoundForOthers = { stranger: 404, seller: 404 } as const;

/**
 * The route × caller matrix, keyed by `METHOD /path` as the OpenAPI document spells it. A documented route without an
 * entry fails the matrix, and so does an entry whose route is gone: a new route must say here who may call it.
 */
export const ROUTE_EXPECTATIONS: Record<string, RouteExpectation> = {
  /* ------------------------------------------------------------ public */
  'GET /health': { access: 'public' },
  'GET /health/ready': { access: 'public' },
  'GET /api/v1/platform/status': { access: 'public' },
  'POST /auth/login': { access: 'public', body: ({ fixture }: BodyContext) => ({ email: fixture('loginEmail'), password: PASSWORD }) },
  'POST /auth/login/two-factor': {
    access: 'public',
    body: { challengeToken: 'c'.repeat(43), code: '123456' },
    outcomes: { others: 401, anonymous: 401, suspended: 401 },
    why: 'no such challenge',
  },
  'POST /auth/register': { access: 'public', body: () => registration() },
  'POST /auth/forgot-password': { access: 'public', body: { email: 'nobody@example.com' }, why: 'the same answer whether or not the address exists' },
  'POST /auth/reset-password': {
    access: 'public',
    body: { email: 'nobody@example.com', confirmationCode: 'not-a-token', newPassword: NEW_PASSWORD },
    outcomes: { others: 400, anonymous: 400, suspended: 400 },
    why: 'no such reset token',
  },
  'POST /auth/refresh': { access: 'public', body: { refreshToken: 'not-a-refresh-token' }, outcomes: { others: 401, anonymous: 401, suspended: 401 } },
  'POST /auth/logout': { access: 'public', invalidBody: true, why: 'a valid call ends the caller’s own session' },
  'POST /auth/verify-email': { access: 'public', body: { token: 'not-a-token' }, outcomes: { others: 400, anonymous: 400, suspended: 400 } },
  'GET /api/v1/notifications/unsubscribe': {
    access: 'public',
    query: '?token=not-a-token',
    outcomes: { others: 400, anonymous: 400, suspended: 400 },
    why: 'a token this server did not sign',
  },
  'GET /api/v1/events': {
    access: 'public',
    query: `?ticket=${'t'.repeat(43)}`,
    outcomes: { others: 401, anonymous: 401, suspended: 401 },
    why: 'a ticket never issued; the route authenticates itself (ticket or bearer) and a stream would never end under inject: test/live-events covers it',
  },
  'POST /api/v1/inquiries': {
    access: 'public',
    body: { name: 'Visiting Buyer', email: 'visitor@example.com', inquiryType: 'gold-trading', subject: 'Kilo bars', message: 'Please call me.' },
  },
  'GET /price-api/prices/market-summary': { access: 'public' },
  'GET /price-api/prices/all': { access: 'public' },
  'GET /price-api/price/{symbol}': { access: 'public', params: { symbol: 'symbol' } },
  'GET /price-api/price/{symbol}/history': { access: 'public', params: { symbol: 'symbol' }, query: '?period=1mo' },
  'GET /price-api/symbols': { access: 'public' },
  'GET /price-api/health': { access: 'public' },

  /* ------------------------------------------------------------ any signed-in user: their own account */
  'GET /auth/profile': { access: users },
  'POST /auth/resend-verification': { access: users, outcomes: { others: 409 }, why: 'every caller’s address is verified already' },
  'PUT /api/v1/users/me': { access: users, body: { firstName: 'Matrix', lastName: 'Caller', companyName: null, phoneNumber: null } },
  'POST /api/v1/users/me/password': { access: users, invalidBody: true, why: 'a valid call would change the caller’s password' },
  'PUT /api/v1/users/me/language': { access: users, body: { language: 'en' } },
  'GET /api/v1/users/me/preferences': { access: users },
  'PUT /api/v1/users/me/preferences': {
    access: users,
    body: { emailNotifications: true, smsNotifications: false, pushNotifications: true, priceAlerts: true, weeklyBrief: false },
  },
  'GET /api/v1/users/me/two-factor': { access: users },
  'GET /api/v1/users/me/package': { access: users },
  'GET /api/v1/users/me/api-tokens': { access: users },
  'POST /api/v1/users/me/api-tokens': {
    access: users,
    body: { name: 'Matrix', scopes: ['prices'] },
    outcomes: { others: 403 },
    why: 'no caller’s company has Enterprise, and administrators keep no tokens: test/enterprise covers creating them',
  },
  'DELETE /api/v1/users/me/api-tokens/{id}': {
    access: users,
    params: id('user'),
    outcomes: { others: 404 },
    why: 'the id is no token of anyone: test/enterprise covers revoking one’s own and 404 for another user’s',
  },
  'POST /api/v1/users/me/two-factor/setup': { access: users },
  'POST /api/v1/users/me/two-factor/enable': {
    access: users,
    body: { code: '000000' },
    outcomes: { others: [400, 409] },
    why: 'a wrong code (400) once the set-up route ran, before it 409: the tests run in any order',
  },
  'POST /api/v1/users/me/two-factor/disable': { access: users, body: { password: 'not-the-password' }, outcomes: { others: 409 }, why: 'two-factor is off' },
  'GET /api/v1/activity/recent': { access: users },
  'GET /api/v1/activity': { access: users },
  'GET /api/v1/dashboard/stats': { access: users },
  'GET /api/v1/inquiries/mine': { access: users },
  'POST /api/v1/inquiries/portal': { access: users, body: { kind: 'contact-sales', message: 'Enterprise package, please.' } },

  /* ------------------------------------------------------------ any signed-in user: shared reference data */
  'GET /api/v1/market/forecasts': {
    access: users,
    outcomes: { others: 403, admin: '2xx' },
    why: 'an Enterprise feature, and no caller’s company has Enterprise: test/enterprise covers granting it',
  },
  'GET /api/v1/market/alerts': { access: users },
  'GET /api/v1/price-alerts': { access: users },
  'POST /api/v1/price-alerts': { access: users, body: { symbol: 'XAU', condition: 'above', level: 2500 } },
  'DELETE /api/v1/price-alerts/{id}': {
    access: users,
    params: id('user'),
    outcomes: { others: 404 },
    why: 'the id is no alert of anyone: test/price-alerts covers deleting one’s own and 404 for another user’s',
  },
  'POST /api/v1/market/alerts': {
    access: admin,
    body: { title: 'Strait closure', summary: 'Tanker traffic halted.', region: 'Gulf', impact: 'High', commodities: ['Crude Oil'] },
  },
  'GET /api/v1/investments/opportunities': { access: users },
  'GET /api/v1/investments/opportunities/{id}': { access: users, params: id('opportunity') },
  'GET /api/v1/investments/projects': { access: users },
  'GET /api/v1/investments/projects/{id}': { access: users, params: id('project') },
  'GET /api/v1/commodities': { access: users },
  'GET /api/v1/commodities/{id}': { access: users, params: id('commodity') },
  'GET /api/v1/trading/gold/info': { access: users },
  'GET /api/v1/trading/fuel/info': { access: users },

  /* ------------------------------------------------------------ contracts: the buyer, the seller, administrators */
  'GET /api/v1/contracts': { access: users },
  'POST /api/v1/contracts': {
    access: ['trader', 'admin'],
    body: ({ caller, world }: BodyContext) => draftBody(Date.now(), caller === 'admin' ? { buyerId: world.accounts.trader.id } : {}),
  },
  'GET /api/v1/contracts/{id}': { access: users, params: id('contract'), outcomes: { stranger: 404 } },
  'PUT /api/v1/contracts/{id}': { access: users, params: id('contractToEdit'), body: { deliveryLocation: 'London' }, outcomes: { stranger: 404, seller: 403 } },
  'POST /api/v1/contracts/sign': {
    access: users,
    body: ({ caller, world, fixture }: BodyContext) => ({
      contractId: fixture('contractToSign'),
      typedName: caller === 'anonymous' ? 'Nobody' : world.accounts[caller].name,
      consent: true,
      password: PASSWORD,
    }),
    outcomes: { stranger: 404, admin: 403 },
  },
  'GET /api/v1/contracts/{id}/pdf': { access: users, params: id('contract'), outcomes: { stranger: 404 } },
  'POST /api/v1/contracts/verify': {
    access: 'public',
    outcomes: { anonymous: 415, suspended: 415, others: 415 },
    why: 'The matrix sends no form: the route answers 415 to everyone alike; verify.test.ts sends real files.',
  },
  'POST /api/v1/contracts/{id}/send': { access: users, params: id('contractToSend'), outcomes: { stranger: 404, seller: 403 } },
  'POST /api/v1/contracts/{id}/execute': { access: users, params: id('contractToExecute'), outcomes: { stranger: 404 } },
  'POST /api/v1/contracts/{id}/cancel': { access: users, params: id('contractToCancel'), body: { reason: 'Buyer withdrew' }, outcomes: { stranger: 404, seller: 403 } },

  /* ------------------------------------------------------------ deals: the buyer, the seller and the desk */
  'GET /api/v1/deals': { access: users },
  'POST /api/v1/events/ticket': { access: users },
  'GET /api/v1/notifications': { access: users },
  'POST /api/v1/notifications/read': { access: users, body: { all: true } },
  'GET /api/v1/deals/{id}': { access: users, params: id('deal'), outcomes: { stranger: 404 } },
  'POST /api/v1/deals/{id}/offers': {
    access: owners,
    params: id('deal'),
    body: () => offerBody({ quantity: 40 }),
    outcomes: { stranger: 404 },
    why: 'each party’s counter-offer supersedes the one before',
  },
  'POST /api/v1/deals/{id}/offers/{offerId}/accept': { access: owners, params: { id: 'dealToAccept', offerId: 'offerToAccept' }, outcomes: { stranger: 404 } },
  'POST /api/v1/deals/{id}/offers/{offerId}/reject': {
    access: owners,
    params: { id: 'dealToReject', offerId: 'offerToReject' },
    body: { reason: 'Price too high' },
    outcomes: { stranger: 404 },
  },
  'GET /api/v1/deals/{id}/messages': { access: users, params: id('deal'), outcomes: { stranger: 404 } },
  'POST /api/v1/deals/{id}/messages': { access: users, params: id('deal'), body: { text: 'Can you confirm the assay?' }, outcomes: { stranger: 404 } },
  'GET /api/v1/deals/{id}/documents': { access: users, params: id('deal'), outcomes: { stranger: 404 } },
  'GET /api/v1/deals/{id}/ratings': { access: users, params: id('deal'), outcomes: { stranger: 404 } },
  'POST /api/v1/deals/{id}/rating': {
    access: owners,
    params: id('deal'),
    body: { score: 5 },
    outcomes: { stranger: 404, trader: 409, seller: 409 },
    why: "the deal's contract is not executed yet: the parties get past the access check and are refused by the rule",
  },

  /* ------------------------------------------------------------ orders: their owner; administrators review under /admin/trades */
  'POST /api/v1/trading/orders': { access: owners, body: () => goldBody() },
  'GET /api/v1/trading/orders': { access: owners },
  'GET /api/v1/trading/orders/{id}': { access: users, params: id('order'), outcomes: notFoundForOthers },
  'PUT /api/v1/trading/orders/{id}': { access: owners, params: id('orderToEdit'), body: { quantity: 120 }, outcomes: notFoundForOthers },
  'POST /api/v1/trading/orders/{id}/cancel': { access: owners, params: id('orderToCancel'), outcomes: notFoundForOthers },
  'GET /api/v1/trading/matches': { access: owners },
  'GET /admin/trades': { access: admin },
  'GET /admin/trades/export': { access: admin },
  'GET /admin/trades/{id}': { access: admin, params: id('order') },
  'POST /admin/trades/{id}/approve': { access: admin, params: id('orderToApprove'), body: { notes: 'Checked' } },
  'POST /admin/trades/{id}/reject': { access: admin, params: id('orderToReject'), body: { notes: 'Price out of range' } },
  'GET /admin/matching/suggestions': { access: admin },
  'POST /admin/matching/confirm': {
    access: admin,
    body: ({ fixture }: BodyContext) => ({ buyOrderId: fixture('buyOrderToMatch'), sellOrderId: fixture('sellOrderToMatch') }),
  },
  'POST /admin/matching/auto': { access: admin },

  /* ------------------------------------------------------------ documents: their owner and administrators */
  'POST /api/v1/documents/upload': {
    access: users,
    multipart: { contractId: 'contract' },
    outcomes: { stranger: 400 },
    why: 'a document may be attached only to a contract its uploader is party to: to anyone else the contract is not found (a form error)',
  },
  'GET /api/v1/documents': { access: users },
  'GET /api/v1/documents/{id}': { access: users, params: id('document'), outcomes: notFoundForOthers },
  'DELETE /api/v1/documents/{id}': { access: users, params: id('documentToDelete'), outcomes: notFoundForOthers },
  'GET /api/v1/documents/{id}/download': { access: users, params: id('document'), outcomes: notFoundForOthers },
  'GET /api/v1/documents/{id}/preview': { access: users, params: id('document'), outcomes: notFoundForOthers },
  'GET /admin/documents': { access: admin },
  'GET /admin/documents/{id}/download': { access: admin, params: id('document') },
  'POST /admin/documents/{id}/verify': { access: admin, params: id('documentToVerify'), body: {} },
  'POST /admin/documents/{id}/reject': { access: admin, params: id('documentToReject'), body: { reason: 'Unreadable scan' } },

  /* ------------------------------------------------------------ administrators: users */
  'GET /admin/users': { access: admin },
  'POST /admin/users': {
    access: admin,
    body: () => ({ email: uniqueEmail('created'), firstName: 'New', lastName: 'Member', role: 'trader', tempPassword: NEW_PASSWORD }),
  },
  'GET /admin/users/export': { access: admin },
  'GET /admin/users/{id}': { access: admin, params: id('user') },
  'PUT /admin/users/{id}/role': { access: admin, params: id('userToChangeRole'), body: { role: 'seller' } },
  'POST /admin/users/{id}/suspend': { access: admin, params: id('userToSuspend'), body: { reason: 'Security matrix' } },
  'POST /admin/users/{id}/reactivate': { access: admin, params: id('userToReactivate') },
  'GET /admin/enterprise/companies': { access: admin },
  'POST /admin/enterprise/grants': {
    access: admin,
    body: { companyName: 'Matrix Holdings Nobody Works For' },
    outcomes: { admin: 404 },
    why: 'a grant would change what the other rows expect of every caller of that company: test/enterprise covers granting',
  },
  'DELETE /admin/enterprise/grants/{id}': { access: admin, params: id('user'), outcomes: { admin: 404 }, why: 'the id is no grant: test/enterprise covers revoking' },
  'POST /admin/enterprise/grants/{id}/members': {
    access: admin,
    params: id('user'),
    body: ({ fixture }: BodyContext) => ({ userIds: [fixture('user')] }),
    outcomes: { admin: 404 },
    why: 'the id is no grant: test/enterprise covers adding members',
  },
  'DELETE /admin/enterprise/grants/{id}/members/{userId}': {
    access: admin,
    params: { id: 'user', userId: 'user' },
    outcomes: { admin: 404 },
    why: 'the id is no grant: test/enterprise covers removing members',
  },

  /* ------------------------------------------------------------ administrators: the platform */
  'GET /admin/settings': { access: admin },
  'PUT /admin/settings': { access: admin, invalidBody: true, why: 'a valid call changes the whole platform' },
  'POST /admin/settings/reset': { access: admin, why: 'the settings are at their defaults already' },
  'GET /admin/system/health': { access: admin },
  'GET /admin/alerts': { access: admin },
  'POST /admin/alerts/{id}/acknowledge': { access: admin, params: id('alertToAcknowledge') },
  'GET /admin/audit': { access: admin },
  'GET /admin/audit/export': { access: admin },
  'GET /admin/security/sessions': { access: admin },
  'POST /admin/security/sessions/{id}/revoke': { access: admin, params: id('sessionToRevoke') },
  'GET /admin/security/events': { access: admin },
  'POST /admin/security/users/{id}/unlock': { access: admin, params: id('userToUnlock') },
  'GET /admin/database': { access: admin },
  'GET /admin/database/backup': { access: admin, outcomes: { admin: engine === 'postgres' ? 409 : '2xx' }, why: 'PostgreSQL is backed up with pg_dump' },
  'GET /admin/inquiries': { access: admin },
  'GET /admin/inquiries/{id}': { access: admin, params: id('inquiry') },
  'POST /admin/inquiries/{id}/answered': { access: admin, params: id('inquiryToAnswer'), body: { note: 'Called back' } },

  /* ------------------------------------------------------------ administrators: the desk's content (test/content covers each life cycle) */
  ...contentExpectations('alerts', 'user', {
    title: 'Strait closure',
    summary: 'Tanker traffic halted.',
    region: 'Gulf',
    impact: 'High',
    commodities: ['Crude Oil'],
  }),
  ...contentExpectations('opportunities', 'opportunity', {
    title: 'Matrix Gold Stream',
    structure: 'Streaming',
    commodity: 'Gold',
    region: 'Ghana',
    operator: 'Matrix Mining Ltd',
    minInvestment: 2_000_000,
    facilitySize: null,
    expectedReturn: { min: 10, max: 12 },
    termMonths: 60,
    status: 'Production',
    riskLevel: 'Low',
    summary: 'A stream on payable gold.',
    details: 'Monthly deliveries.',
    keyTerms: [],
  }),
  ...contentExpectations('projects', 'project', {
    name: 'Matrix Copper Project',
    commodity: 'Copper',
    region: 'Oman',
    developer: 'Matrix Exploration LLC',
    stage: 'Exploration',
    seekingAmount: 6_000_000,
    metrics: { reserves: 'Inferred', grade: '1.9% Cu', mineLifeYears: 8, irrPercent: 30, npv: null, initialCapex: null, annualProduction: null },
    summary: 'Drilling funds.',
    details: 'Infill drilling.',
    useOfFunds: ['Drilling: $6M'],
  }),
  'GET /admin/dashboard': { access: admin },
  'GET /admin/analytics': { access: admin, query: '?period=30d' },
  'GET /admin/analytics/export': { access: admin, query: '?period=30d' },

  /* ------------------------------------------------------------ fuel price assessments: the desk enters, every user reads */
  'GET /admin/fuel-assessments': { access: admin },
  'POST /admin/fuel-assessments': { access: admin, body: { product: 'EN590', port: 'Fujairah', day: '2026-11-02', price: 712.5, note: 'FOB barge' } },
  'PUT /admin/fuel-assessments/{id}': {
    access: admin,
    params: id('user'),
    body: { product: 'Jet A1', port: 'Houston', day: '2026-11-02', price: 801 },
    outcomes: { admin: 404 },
    why: 'the id is no assessment: test/fuel-assessments covers editing one',
  },
  'DELETE /admin/fuel-assessments/{id}': {
    access: admin,
    params: id('user'),
    outcomes: { admin: 404 },
    why: 'the id is no assessment: test/fuel-assessments covers deleting one',
  },
  'GET /api/v1/market/fuel-assessments': { access: users },
  'GET /api/v1/market/fuel-assessments/history': { access: users, query: '?product=EN590&port=Fujairah' },
};

/** A body every route's schema refuses: an array where an object (or nothing) is expected. */
export const INVALID_BODY = ['not', 'an', 'object'];

/** The body a caller sends on a route (undefined: none). */
export function bodyFor(expectation: RouteExpectation, world: World, caller: Caller): unknown {
  if (expectation.invalidBody) return INVALID_BODY;
  const { body } = expectation;
  return typeof body === 'function' ? (body as (ctx: BodyContext) => unknown)({ caller, world, fixture: (key) => fixtureFor(world, key, caller) }) : body;
}

const admits = (access: Access, role: string) => access === 'public' || access === 'user' || (access as readonly string[]).includes(role);

/** What a caller must get: refusals follow from the declared access, the rest from the entry's outcomes. */
export function expectedOutcome(expectation: RouteExpectation, caller: Caller, role: string | undefined): Expected {
  const { access, outcomes = {} } = expectation;
  const given = outcomes[caller];
  const admitted = expectation.invalidBody ? 400 : '2xx';
  if (caller === 'anonymous' || caller === 'suspended') {
    // The suspended caller's token is refused like no token: on a public route it is simply not looked at.
    if (access !== 'public') return 401;
    return given ?? (caller === 'suspended' ? outcomes.anonymous : undefined) ?? admitted;
  }
  if (!admits(access, role ?? '')) return 403;
  return given ?? outcomes.others ?? admitted;
}
