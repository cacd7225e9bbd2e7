import { DEAL_ERROR_CODES, dealMessageListSchema, dealMessageSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { contractsApp, moves } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';
import type { Account } from './fixtures';
import { dealAudit, getDeal, listDeals, messagesUrl, openDeal, people, type People } from './fixtures';

let t: TestApp;
let p: People;

beforeAll(async () => {
  t = await contractsApp();
  p = await people(t);
});
afterAll(() => t.close());

async function post(who: Account, dealId: string, text: string) {
  const res = await call(t.app, 'POST', messagesUrl(dealId), { token: who.token, body: { text } });
  expect(res.statusCode, res.body).toBe(201);
  return dealMessageSchema.strict().parse(res.json());
}

async function read(who: Account, dealId: string, query = '') {
  const res = await call(t.app, 'GET', `${messagesUrl(dealId)}${query}`, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return dealMessageListSchema.parse(res.json());
}

describe('the deal thread', () => {
  it('keeps messages newest last, names each author by their part in the deal, and keeps line breaks', async () => {
    const { deal } = await openDeal(t, p);
    const first = await post(p.buyer, deal.id, 'Can you ship by the end of March?');
    expect(first).toMatchObject({ number: 1, mine: true, author: { role: 'buyer', name: 'Amira Test', company: 'Gulf Bullion Buyers LLC' } });
    await post(p.seller, deal.id, 'Yes.\nAssay certificate included.');
    await post(p.admin, deal.id, 'The desk confirms the vault slot.');
    const list = await read(p.seller, deal.id);
    expect(list.messages.map((m) => [m.number, m.author.role, m.author.name, m.mine, m.text])).toEqual([
      [1, 'buyer', 'Amira Test', false, 'Can you ship by the end of March?'],
      [2, 'seller', 'Karim Test', true, 'Yes.\nAssay certificate included.'],
      [3, 'desk', 'Trading Desk', false, 'The desk confirms the vault slot.'],
    ]);
    expect(list).toMatchObject({ total: 3, hasMore: false });
    // The desk's members are not named, nor any email.
    expect(JSON.stringify(list)).not.toContain(p.admin.email);
    expect(JSON.stringify(list)).not.toContain(p.buyer.email);
    // The deal's detail carries them too.
    expect((await getDeal(t, p.buyer, deal.id)).messages.map((m) => m.number)).toEqual([1, 2, 3]);
  });

  it('counts unread messages per reader; reading the newest page marks them read', async () => {
    const { deal } = await openDeal(t, p);
    await post(p.buyer, deal.id, 'One');
    await post(p.buyer, deal.id, 'Two');
    await post(p.admin, deal.id, 'Three');
    // The author's own messages never count as unread.
    expect((await getDeal(t, p.buyer, deal.id)).unreadMessages).toBe(1);
    expect((await getDeal(t, p.seller, deal.id)).unreadMessages).toBe(3);
    expect((await listDeals(t, p.seller)).deals.find((d) => d.id === deal.id)).toMatchObject({ unreadMessages: 3, messageCount: 3 });
    // Reading the deal does not mark it read; reading its messages does.
    expect((await getDeal(t, p.seller, deal.id)).unreadMessages).toBe(3);
    expect((await read(p.seller, deal.id)).unread).toBe(3);
    expect((await getDeal(t, p.seller, deal.id)).unreadMessages).toBe(0);
    expect((await read(p.seller, deal.id)).unread).toBe(0);
    // Each reader has their own marker.
    expect((await getDeal(t, p.buyer, deal.id)).unreadMessages).toBe(1);
    await post(p.seller, deal.id, 'Four');
    expect((await getDeal(t, p.buyer, deal.id)).unreadMessages).toBe(2);
    expect((await getDeal(t, p.seller, deal.id)).unreadMessages).toBe(0);
    expect((await getDeal(t, p.admin, deal.id)).unreadMessages).toBe(3);
  });

  it('pages back through older messages without moving the read marker', async () => {
    const { deal } = await openDeal(t, p);
    for (let i = 1; i <= 5; i++) await post(p.seller, deal.id, `Message ${i}`);
    const newest = await read(p.buyer, deal.id, '?limit=2');
    expect(newest.messages.map((m) => m.number)).toEqual([4, 5]);
    expect(newest).toMatchObject({ total: 5, unread: 5, hasMore: true });
    await post(p.seller, deal.id, 'Message 6');
    const older = await read(p.buyer, deal.id, '?limit=2&before=4');
    expect(older.messages.map((m) => m.number)).toEqual([2, 3]);
    // Read up to 5; message 6 is still unread.
    expect(older.unread).toBe(1);
    expect((await read(p.buyer, deal.id, '?limit=10&before=2')).messages.map((m) => m.number)).toEqual([1]);
    expect((await getDeal(t, p.buyer, deal.id)).unreadMessages).toBe(1);
  });

  it('takes plain text up to 4,000 characters, trimmed', async () => {
    const { deal } = await openDeal(t, p);
    const long = 'x'.repeat(4000);
    expect((await post(p.buyer, deal.id, `  ${long}  `)).text).toBe(long);
    expectError(await call(t.app, 'POST', messagesUrl(deal.id), { token: p.buyer.token, body: { text: `${long}y` } }), 400);
    expectError(await call(t.app, 'POST', messagesUrl(deal.id), { token: p.buyer.token, body: {} }), 400);
    expectError(await call(t.app, 'POST', messagesUrl(deal.id), { token: p.buyer.token, body: { text: 42 } }), 400);
  });

  it('audits each message without its text, and publishes deal.message_posted', async () => {
    const heard: unknown[] = [];
    t.app.events.subscribe('deal.message_posted', 'test listener', async (payload) => void heard.push(payload));
    const { deal, contractId } = await openDeal(t, p);
    const message = await post(p.seller, deal.id, 'Confidential: our floor is 2,050');
    const [entry] = (await dealAudit(t, deal.id)).filter((a) => a.action === 'deal.message_posted');
    expect(entry).toMatchObject({ actor_id: p.seller.id });
    expect(JSON.parse(entry!.details!)).toEqual({ messageId: message.id, number: 1, as: 'seller', length: 32 });
    expect(entry!.details).not.toContain('floor');
    expect(heard).toContainEqual(expect.objectContaining({ dealId: deal.id, messageId: message.id, authorId: p.seller.id, authorRole: 'seller', contractId }));
  });

  it('is replayed, not posted twice, for the same Idempotency-Key', async () => {
    const { deal } = await openDeal(t, p);
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await call(t.app, 'POST', messagesUrl(deal.id), { token: p.buyer.token, body: { text: 'Once' }, headers });
    const retry = await call(t.app, 'POST', messagesUrl(deal.id), { token: p.buyer.token, body: { text: 'Once' }, headers });
    expect(retry.json().id).toBe(first.json().id);
    expect((await read(p.buyer, deal.id)).total).toBe(1);
  });

  it('closes to new messages once the deal is cancelled', async () => {
    const { deal, contractId } = await openDeal(t, p);
    await post(p.buyer, deal.id, 'Before');
    expect((await moves.cancel(t.app, p.buyer.token, contractId)).statusCode).toBe(200);
    expectError(await call(t.app, 'POST', messagesUrl(deal.id), { token: p.admin.token, body: { text: 'After' } }), 409, DEAL_ERROR_CODES.closed);
    expect((await read(p.seller, deal.id)).messages.map((m) => m.text)).toEqual(['Before']);
  });
});
