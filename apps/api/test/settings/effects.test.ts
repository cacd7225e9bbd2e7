import { SETTINGS_TEXTS, TRADING_RULE_CODES, contractSchema, type Order } from '@ctp/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { account as pendingKycAccount, contractsApp, createDraft, draftBody } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';
import { activeOrder, confirm } from '../matching/fixtures';
import { ORDERS, TRADES, account, createOrder, goldBody, type Account } from '../orders/fixtures';

/** One test per trading and notification setting of spec 3, proving it changes what users get. */

let t: TestApp;
let admin: Account;
let trader: Account;
let seller: Account;

beforeAll(async () => {
  t = await contractsApp();
  [admin, trader, seller] = await Promise.all([account(t, 'admin'), account(t, 'trader'), account(t, 'seller')]);
});
afterAll(() => t.close());
// Each test changes settings through the API, as an administrator would; put them back afterwards.
afterEach(async () => {
  expect((await call(t.app, 'POST', '/admin/settings/reset', { token: admin.token })).statusCode).toBe(200);
});

const settings = async (body: Record<string, unknown>) => {
  const res = await call(t.app, 'PUT', '/admin/settings', { token: admin.token, body });
  expect(res.statusCode, res.body).toBe(200);
};
const decide = async (id: string, verb: 'approve' | 'reject', notes?: string) => {
  const res = await call(t.app, 'POST', `${TRADES}/${id}/${verb}`, { token: admin.token, body: notes ? { notes } : {} });
  expect(res.statusCode, res.body).toBe(200);
};
const mailTo = async (email: string) => (await t.mails()).filter((m) => m.to === email);

describe('minTradeValue and maxTradeValue', () => {
  // goldBody: 100 oz at 2,000-2,100 USD, so a value of 205,000 USD (quantity × the midpoint).
  it('refuses a new order whose value is below the minimum, naming the limit', async () => {
    await settings({ trading: { minTradeValue: 250_000 } });
    const error = expectError(await call(t.app, 'POST', ORDERS, { token: trader.token, body: goldBody() }), 400, TRADING_RULE_CODES.tradeValueOutOfRange);
    expect(error.message).toBe(SETTINGS_TEXTS.belowMinTradeValue('$205,000', '$250,000'));
    expect((await createOrder(t.app, trader.token, goldBody({ quantity: 125 }))).totalValue).toBe(256_250);
  });

  it('refuses a new or edited order whose value is above the maximum, naming the limit', async () => {
    await settings({ trading: { maxTradeValue: 200_000 } });
    const error = expectError(await call(t.app, 'POST', ORDERS, { token: seller.token, body: goldBody() }), 400, TRADING_RULE_CODES.tradeValueOutOfRange);
    expect(error.message).toBe(SETTINGS_TEXTS.aboveMaxTradeValue('$205,000', '$200,000'));
    const small = await createOrder(t.app, seller.token, goldBody({ quantity: 50 }));
    const edit = await call(t.app, 'PUT', `${ORDERS}/${small.id}`, { token: seller.token, body: { quantity: 100 } });
    expectError(edit, 400, TRADING_RULE_CODES.tradeValueOutOfRange);
  });
});

describe('requireKYCForTrading', () => {
  it('refuses orders from a user whose KYC is not approved while on, and accepts them while off', async () => {
    const unverified = await pendingKycAccount(t, 'trader');
    const error = expectError(await call(t.app, 'POST', ORDERS, { token: unverified.token, body: goldBody() }), 403, TRADING_RULE_CODES.kycRequired);
    expect(error.message).toBe(SETTINGS_TEXTS.kycRequired);
    await t.app.database.db.updateTable('users').set({ kyc_status: 'rejected' }).where('id', '=', unverified.id).execute();
    expectError(await call(t.app, 'POST', ORDERS, { token: unverified.token, body: goldBody() }), 403, TRADING_RULE_CODES.kycRequired);

    await settings({ trading: { requireKYCForTrading: false } });
    expect((await createOrder(t.app, unverified.token, goldBody())).status).toBe('pending');
  });
});

describe('commissionRate', () => {
  it('is fixed on each new contract with its amount, and later changes leave it alone', async () => {
    await settings({ trading: { commissionRate: 3.1 } });
    // 12.5 oz × 2,043.57 = 25,544.63 USD; 3.1 % of it is 791.88 USD.
    const contract = await createDraft(t.app, trader.token, draftBody(Date.now(), { sellerId: seller.id }));
    expect(contract).toMatchObject({ totalValue: 25_544.63, commissionRate: 3.1, commissionAmount: 791.88 });

    await settings({ trading: { commissionRate: 1 } });
    const again = await call(t.app, 'GET', `/api/v1/contracts/${contract.id}`, { token: seller.token });
    expect(contractSchema.strict().parse(again.json())).toMatchObject({ commissionRate: 3.1, commissionAmount: 791.88 });
    const newer = await createDraft(t.app, trader.token, draftBody(Date.now(), { sellerId: seller.id }));
    expect(newer).toMatchObject({ commissionRate: 1, commissionAmount: 255.45 });
  });

  it("applies to a match's contract and is null on contracts drawn up before the setting existed", async () => {
    const buy = await activeOrder(t, trader, admin, { location: 'Dubai' });
    const sell = await activeOrder(t, seller, admin, { location: 'Dubai' });
    const res = await confirm(t, admin, buy, sell);
    expect(res.statusCode, res.body).toBe(201);
    const { contract } = res.json<{ contract: { id: string; totalValue: number; commissionRate: number; commissionAmount: number } }>();
    expect(contract.commissionRate).toBe(2.5);
    expect(contract.commissionAmount).toBe(Math.round(contract.totalValue * 2.5) / 100);

    await t.app.database.db.updateTable('contracts').set({ commission_rate_bp: null }).where('id', '=', contract.id).execute();
    const old = await call(t.app, 'GET', `/api/v1/contracts/${contract.id}`, { token: admin.token });
    expect(old.json()).toMatchObject({ commissionRate: null, commissionAmount: null });
  });
});

describe('autoMatchingEnabled', () => {
  it('records no proposals for an approved order while off, and does again once on', async () => {
    const proposed = async (id: string) => (await t.app.audit.list({ action: 'matching.proposals' })).some((a) => a.target === id);
    await settings({ trading: { autoMatchingEnabled: false } });
    await activeOrder(t, seller, admin, { location: 'Hong Kong', quantity: 77 });
    const off = await activeOrder(t, trader, admin, { location: 'Hong Kong', quantity: 77 });
    await settings({ trading: { autoMatchingEnabled: true } });
    const on = await activeOrder(t, trader, admin, { location: 'Hong Kong', quantity: 77 });
    // Proposals are recorded after each answer is sent, in order: once the second is there, the first would be too.
    await expect.poll(() => proposed(on.id)).toBe(true);
    expect(await proposed(off.id)).toBe(false);
  });
});

describe('emailNotifications', () => {
  async function pendingOrder(owner: Account): Promise<Order> {
    return createOrder(t.app, owner.token, goldBody());
  }

  it("emails the owner an administrator's approval or rejection while on", async () => {
    const approved = await pendingOrder(trader);
    const rejected = await pendingOrder(trader);
    const before = (await mailTo(trader.email)).length;
    await decide(approved.id, 'approve');
    await decide(rejected.id, 'reject', 'Price range outside the market');
    const mails = (await mailTo(trader.email)).slice(before);
    expect(mails.map((m) => [m.subject, m.category])).toEqual([
      [`${approved.orderNumber} approved`, 'notification'],
      [`${rejected.orderNumber} not approved`, 'notification'],
    ]);
    expect(mails[0]!.text).toContain('now active and open for matching');
    expect(mails[1]!.text).toContain('Reason: Price range outside the market');
  });

  it('sends no notification while off, but account mail still goes', async () => {
    await settings({ notifications: { emailNotifications: false } });
    const order = await pendingOrder(seller);
    // The desk's own mail (an order to review, a match to confirm) is admin-alert mail, governed by adminAlerts.
    const toSeller = async () => (await t.mails()).filter((m) => m.to === seller.email);
    const before = (await toSeller()).length;
    await decide(order.id, 'approve');
    expect(await toSeller()).toHaveLength(before);
    const res = await call(t.app, 'POST', '/auth/forgot-password', { body: { email: seller.email } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await toSeller()).toHaveLength(before + 1);
  });

  it("respects the owner's own preference to receive no email", async () => {
    const prefs = await call(t.app, 'PUT', '/api/v1/users/me/preferences', {
      token: seller.token,
      body: { emailNotifications: false, smsNotifications: false, pushNotifications: true, priceAlerts: true, weeklyBrief: false },
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    const order = await pendingOrder(seller);
    const before = (await t.mails()).length;
    await decide(order.id, 'reject');
    expect((await t.mails()).length).toBe(before);
  });
});

describe('adminAlerts', () => {
  it("lets 'admin-alert' mail out only while on; 'account' mail always", async () => {
    const alert = { to: admin.email, subject: 'Health check failed: mail', text: 'The mail check failed.', category: 'admin-alert' as const };
    const before = (await t.mails()).length;
    await t.app.mailer.send(alert);
    expect((await t.mails()).slice(before)).toEqual([alert]);

    await settings({ notifications: { adminAlerts: false } });
    await t.app.mailer.send(alert);
    await t.app.mailer.send({ to: admin.email, subject: 'Verify your email', text: 'Link', category: 'account' });
    await t.app.mailer.send({ to: admin.email, subject: 'Invitation', text: 'Link' });
    expect((await t.mails()).slice(before + 1).map((m) => m.subject)).toEqual(['Verify your email', 'Invitation']);
  });
});
