import { ERROR_CODES, notificationListSchema, notificationUnreadSchema, type NotificationList } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { contractsApp } from '../contracts/fixtures';
import { counter, openDeal, people, type Account, type OpenedDeal, type People } from '../deals/fixtures';
import { call, type TestApp } from '../helpers';

const LIST = '/api/v1/notifications';
const READ = '/api/v1/notifications/read';

let t: TestApp;
let p: People;
let opened: OpenedDeal;

beforeAll(async () => {
  t = await contractsApp();
  p = await people(t);
  opened = await openDeal(t, p);
});
afterAll(() => t.close());

async function listOf(who: Account, query = ''): Promise<NotificationList> {
  const res = await call(t.app, 'GET', `${LIST}${query}`, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return notificationListSchema.parse(res.json());
}
/** Every notification of the user about this deal, newest first. */
const aboutDeal = async (who: Account, dealId: string) => (await listOf(who, '?limit=100')).notifications.filter((n) => n.subject?.type === 'deal' && n.subject.id === dealId);
const markRead = (who: Account, body: unknown) => call(t.app, 'POST', READ, { token: who.token, body });

describe('who is told what', () => {
  it('a confirmed match tells both parties, each with a link into their own portal, and no one else', async () => {
    const dealId = opened.deal.id;
    const [buyerNote] = await aboutDeal(p.buyer, dealId);
    const [sellerNote] = await aboutDeal(p.seller, dealId);
    expect(buyerNote).toMatchObject({ kind: 'match.confirmed', category: 'deals', read: false, link: `/portal-trader/deals?deal=${dealId}` });
    expect(sellerNote).toMatchObject({ kind: 'match.confirmed', link: `/portal-seller/deals?deal=${dealId}` });
    expect(await aboutDeal(p.outsider, dealId)).toEqual([]);
  });

  it("a counter-offer tells exactly the other party: never its maker, never a third user", async () => {
    const { deal } = await openDeal(t, p);
    await counter(t, p.buyer, deal.id);
    const kinds = async (who: Account) => (await aboutDeal(who, deal.id)).map((n) => n.kind);
    expect(await kinds(p.seller)).toEqual(['deal.offer_made', 'match.confirmed']);
    expect(await kinds(p.buyer)).toEqual(['match.confirmed']);
    expect(await kinds(p.outsider)).toEqual([]);
    expect(await kinds(p.admin)).toEqual([]);
  });

  it('the desk is told of every order waiting for approval; the owner is told of its approval', async () => {
    const desk = (await listOf(p.admin, '?limit=100')).notifications;
    for (const order of [opened.buy, opened.sell]) {
      const submitted = desk.filter((n) => n.kind === 'desk.order_submitted' && n.subject?.id === order.id);
      expect(submitted).toHaveLength(1);
      expect(submitted[0]?.link).toBe('/portal-admin/trades');
    }
    const buyerNotes = (await listOf(p.buyer, '?limit=100')).notifications;
    expect(buyerNotes.find((n) => n.kind === 'order.approved' && n.subject?.id === opened.buy.id)).toBeDefined();
    // Nobody but the desk hears of orders to approve.
    expect(buyerNotes.some((n) => n.kind === 'desk.order_submitted')).toBe(false);
    expect((await listOf(p.outsider, '?limit=100')).notifications.some((n) => n.subject?.id === opened.buy.id)).toBe(false);
  });

  it('a redelivered event notifies once', async () => {
    const { deal, buy, sell, contractId } = await openDeal(t, p);
    const { offer } = await counter(t, p.seller, deal.id);
    const before = await aboutDeal(p.buyer, deal.id);
    // The same event stored and delivered again, as after a crash between a subscriber's work and the delivery mark.
    const payload = { dealId: deal.id, buyerId: p.buyer.id, sellerId: p.seller.id, buyOrderId: buy.id, sellOrderId: sell.id, contractId, offerId: offer.id, madeBy: 'seller' as const, madeById: p.seller.id };
    await t.app.database.db.transaction().execute((trx) => t.app.events.record(trx, { type: 'deal.offer_made', payload }));
    await t.app.events.deliver();
    const after = await aboutDeal(p.buyer, deal.id);
    expect(after.map((n) => n.id)).toEqual(before.map((n) => n.id));
    expect(after.filter((n) => n.kind === 'deal.offer_made')).toHaveLength(1);
  });
});

describe('the notification centre', () => {
  it('pages newest first and counts the unread over every page', async () => {
    const all = await listOf(p.seller, '?limit=100');
    expect(all.total).toBeGreaterThanOrEqual(3);
    const first = await listOf(p.seller, '?limit=2&page=1');
    const second = await listOf(p.seller, '?limit=2&page=2');
    expect(first).toMatchObject({ total: all.total, unread: all.unread, page: 1, totalPages: Math.ceil(all.total / 2) });
    expect(first.notifications.map((n) => n.id)).toEqual(all.notifications.slice(0, 2).map((n) => n.id));
    expect(second.notifications.map((n) => n.id)).toEqual(all.notifications.slice(2, 4).map((n) => n.id));
    const times = all.notifications.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("marks one read, ignores another user's ids, then marks all read", async () => {
    const mine = await listOf(p.buyer, '?limit=100');
    const theirs = await listOf(p.seller, '?limit=100');
    const target = mine.notifications[0]!;
    const res = await markRead(p.buyer, { ids: [target.id, theirs.notifications[0]!.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(notificationUnreadSchema.parse(res.json())).toEqual({ unread: mine.unread - 1 });
    // The seller's notification is not the buyer's to mark.
    expect((await listOf(p.seller, '?limit=100')).unread).toBe(theirs.unread);
    const unreadOnly = await listOf(p.buyer, '?unreadOnly=true&limit=100');
    expect(unreadOnly.notifications.some((n) => n.id === target.id)).toBe(false);
    expect(unreadOnly.total).toBe(mine.unread - 1);

    const all = await markRead(p.buyer, { all: true });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await listOf(p.buyer)).notifications.every((n) => n.read)).toBe(true);
    expect((await listOf(p.seller, '?limit=100')).unread).toBe(theirs.unread);
  });

  it('refuses malformed bodies and queries with 400', async () => {
    for (const body of [{}, { ids: ['not-a-uuid'] }, { ids: [] }, { all: false }, { all: true, ids: [] }, { ids: 'x' }]) {
      expectError(await markRead(p.buyer, body), 400, ERROR_CODES.validation);
    }
    for (const query of ['?page=0', '?limit=1000', '?unreadOnly=yes', '?other=1']) {
      expectError(await call(t.app, 'GET', `${LIST}${query}`, { token: p.buyer.token }), 400, ERROR_CODES.validation);
    }
  });

  it('answers 401 without a session', async () => {
    expectError(await call(t.app, 'GET', LIST), 401);
    expectError(await call(t.app, 'POST', READ, { body: { all: true } }), 401);
  });
});
