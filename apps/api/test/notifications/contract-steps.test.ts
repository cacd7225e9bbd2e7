import { notificationListSchema, type Notification } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractIn, contractsApp, moves } from '../contracts/fixtures';
import { openDeal, people, type Account, type People } from '../deals/fixtures';
import { activeOrder } from '../matching/fixtures';
import { call, type TestApp } from '../helpers';

/** Issue 14: the contract's steps and the desk's inquiries reach exactly who they concern. */

let t: TestApp;
let p: People;

beforeAll(async () => {
  t = await contractsApp();
  p = await people(t);
});
afterAll(() => t.close());

async function notificationsOf(who: Account): Promise<Notification[]> {
  const res = await call(t.app, 'GET', '/api/v1/notifications?limit=100', { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return notificationListSchema.parse(res.json()).notifications;
}
/** The kinds of the user's notifications about one contract, oldest first. */
const kindsAbout = async (who: Account, contractId: string) =>
  (await notificationsOf(who))
    .filter((n) => n.subject?.type === 'contract' && n.subject.id === contractId)
    .map((n) => n.kind)
    .reverse();

describe('a contract from sent to executed', () => {
  it('tells both parties to sign, the other party of each signature, and both of the execution; nobody else', async () => {
    const { contractId } = await openDeal(t, p);
    expect((await moves.send(t.app, p.admin.token, contractId)).statusCode).toBe(200);
    expect((await moves.sign(t.app, p.buyer, contractId)).statusCode).toBe(200);
    expect((await moves.sign(t.app, p.seller, contractId)).statusCode).toBe(200);
    expect((await moves.execute(t.app, p.seller.token, contractId)).statusCode).toBe(200);

    expect(await kindsAbout(p.buyer, contractId)).toEqual(['contract.to_sign', 'contract.signed', 'contract.executed']);
    expect(await kindsAbout(p.seller, contractId)).toEqual(['contract.to_sign', 'contract.signed', 'contract.executed']);
    // Each is told of the other's signature, never of their own.
    const signed = async (who: Account) => (await notificationsOf(who)).find((n) => n.kind === 'contract.signed' && n.subject?.id === contractId);
    expect((await signed(p.seller))?.link).toBe(`/portal-seller/contracts?contract=${contractId}`);
    expect((await signed(p.buyer))?.link).toBe(`/portal-trader/contracts?contract=${contractId}`);
    expect(await kindsAbout(p.outsider, contractId)).toEqual([]);
    expect(await kindsAbout(p.admin, contractId)).toEqual([]);
  });

  it('tells both parties of a cancellation', async () => {
    const { contractId } = await openDeal(t, p);
    expect((await moves.send(t.app, p.admin.token, contractId)).statusCode).toBe(200);
    expect((await moves.cancel(t.app, p.buyer.token, contractId)).statusCode).toBe(200);
    for (const who of [p.buyer, p.seller]) expect(await kindsAbout(who, contractId)).toEqual(['contract.to_sign', 'contract.cancelled']);
  });
});

describe('a contract drawn up directly, without a deal', () => {
  it('tells its parties the same steps', async () => {
    const contract = await contractIn(t, 'executed', { buyer: p.buyer, seller: p.seller }, Date.now());
    for (const who of [p.buyer, p.seller]) expect(await kindsAbout(who, contract.id)).toEqual(['contract.to_sign', 'contract.signed', 'contract.executed']);
    expect(await kindsAbout(p.outsider, contract.id)).toEqual([]);
  });
});

describe('the desk', () => {
  it('is told once of an approved order whose best match reaches the high-compatibility score; the parties are not', async () => {
    const terms = { quantity: 100, priceRange: { min: 2050, max: 2100 }, location: 'Zurich', terms: ['CIF'] };
    const buy = await activeOrder(t, p.buyer, p.admin, terms);
    const sell = await activeOrder(t, p.seller, p.admin, terms);
    const suggested = async (who: Account) =>
      (await notificationsOf(who)).filter((n) => n.kind === 'desk.match_suggested' && n.body.includes(`${buy.orderNumber} / ${sell.orderNumber}`));
    await expect.poll(async () => (await suggested(p.admin)).length).toBe(1);
    expect((await suggested(p.admin))[0]?.link).toBe('/portal-admin/matching');
    expect(await suggested(p.buyer)).toEqual([]);
    expect(await suggested(p.seller)).toEqual([]);
  });

  it('is told of a new inquiry; no trader or seller is', async () => {
    const subject = `Spot gold inquiry ${crypto.randomUUID()}`;
    const aboutInquiries = async (who: Account) => (await notificationsOf(who)).filter((n) => n.kind === 'desk.inquiry_received');
    const before = (await aboutInquiries(p.admin)).length;
    const res = await call(t.app, 'POST', '/api/v1/inquiries', {
      body: { name: 'Omar Al Balushi', email: 'omar@gulf-bullion.example', inquiryType: 'gold-trading', subject, message: 'Monthly spot purchase of 50 kg.', website: '' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const desk = await aboutInquiries(p.admin);
    expect(desk).toHaveLength(before + 1);
    expect(desk[0]?.link).toMatch(/^\/portal-admin/);
    expect(await aboutInquiries(p.buyer)).toEqual([]);
    expect(await aboutInquiries(p.seller)).toEqual([]);
  });
});
