import type { operations } from '@ctp/api-client';
import { IDEMPOTENT_REPLAY_HEADER } from '@ctp/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD, testClock } from '../auth/fixtures';
import { tinyPdf, tinyPng } from '../documents/fixtures';
import { ABANDONED_AFTER_MS, createIdempotencyStore } from '../../src/plugins/idempotency-store';
import { buildTestApp, type TestApp } from '../helpers';
import { COMMODITY, account, dateIn } from '../orders/fixtures';
import { apiClient } from './support/client';

/**
 * Idempotent creates (plugins/idempotency.ts), called through the generated client as an integrator would: a network
 * retry of POST /api/v1/trading/orders with the same Idempotency-Key places one order.
 */
const HOUR = 60 * 60 * 1000;
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

async function appWithTrader(options: Parameters<typeof buildTestApp>[1] = {}) {
  const t = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, options);
  apps.push(t);
  const trader = await account(t, 'trader');
  return { t, trader, api: apiClient(t.app, trader.token) };
}

type PlaceOrder = operations['placeOrder']['requestBody']['content']['application/json'];

/** A gold buy request, typed by the generated client: a field the document does not describe fails the type check. */
const goldBody = ({ quantity = 100 }: { quantity?: number } = {}): PlaceOrder => ({
  commodityId: COMMODITY.gold,
  quantity,
  priceRange: { min: 2000, max: 2100 },
  location: 'Zurich',
  terms: ['CIF', 'FOB'],
  deliveryDate: dateIn(30),
});

const key = () => crypto.randomUUID();
const withKey = (idempotencyKey: string) => ({ header: { 'Idempotency-Key': idempotencyKey } });

async function myOrderCount(api: ReturnType<typeof apiClient>) {
  const { data } = await api.GET('/api/v1/trading/orders', { params: { query: { limit: 100 } } });
  return data?.orders.length;
}

describe('a retried order with the same Idempotency-Key', () => {
  it('creates one order and answers the first result again', async () => {
    const { api } = await appWithTrader();
    const idempotencyKey = key();
    const body = goldBody();

    const first = await api.POST('/api/v1/trading/orders', { body, params: withKey(idempotencyKey) });
    const retry = await api.POST('/api/v1/trading/orders', { body, params: withKey(idempotencyKey) });

    expect(first.response.status).toBe(201);
    expect(retry.response.status).toBe(201);
    expect(retry.data?.id).toBe(first.data?.id);
    expect(retry.data).toEqual(first.data);
    expect(first.response.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(retry.response.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(await myOrderCount(api)).toBe(1);
  });

  it('creates a second order with a new key, and one per request without a key', async () => {
    const { api } = await appWithTrader();
    const body = goldBody();
    await api.POST('/api/v1/trading/orders', { body, params: withKey(key()) });
    await api.POST('/api/v1/trading/orders', { body, params: withKey(key()) });
    await api.POST('/api/v1/trading/orders', { body });
    expect(await myOrderCount(api)).toBe(3);
  });

  it('refuses the same key with another body (422), and creates nothing', async () => {
    const { api } = await appWithTrader();
    const idempotencyKey = key();
    await api.POST('/api/v1/trading/orders', { body: goldBody(), params: withKey(idempotencyKey) });
    const other = await api.POST('/api/v1/trading/orders', { body: goldBody({ quantity: 250 }), params: withKey(idempotencyKey) });
    expect(other.response.status).toBe(422);
    expect(other.error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', status: 422, message: expect.any(String) });
    expect(await myOrderCount(api)).toBe(1);
  });

  it('answers a duplicate sent while the first is in flight with 409, never a second order', async () => {
    const { t, api } = await appWithTrader();
    // The first request is held inside the service until the duplicate has been answered.
    const place = t.app.orders.create.bind(t.app.orders);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = vi.spyOn(t.app.orders, 'create').mockImplementation(async (...args) => {
      await gate;
      return place(...args);
    });
    const idempotencyKey = key();
    const body = goldBody();

    const first = api.POST('/api/v1/trading/orders', { body, params: withKey(idempotencyKey) });
    await vi.waitFor(() => expect(held).toHaveBeenCalledTimes(1));
    const duplicate = await api.POST('/api/v1/trading/orders', { body, params: withKey(idempotencyKey) });
    release();

    expect(duplicate.response.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_PROGRESS', status: 409 });
    expect(duplicate.response.headers.get('retry-after')).toBe('1');
    expect((await first).response.status).toBe(201);
    expect(held).toHaveBeenCalledTimes(1);
    const retry = await api.POST('/api/v1/trading/orders', { body, params: withKey(idempotencyKey) });
    expect(retry.data?.id).toBe((await first).data?.id);
    expect(await myOrderCount(api)).toBe(1);
  });

  it('keeps the key per user: another trader with the same key places their own order', async () => {
    const { t, api } = await appWithTrader();
    const other = apiClient(t.app, (await account(t, 'trader')).token);
    const idempotencyKey = key();
    const mine = await api.POST('/api/v1/trading/orders', { body: goldBody(), params: withKey(idempotencyKey) });
    const theirs = await other.POST('/api/v1/trading/orders', { body: goldBody(), params: withKey(idempotencyKey) });
    expect(theirs.response.status).toBe(201);
    expect(theirs.data?.id).not.toBe(mine.data?.id);
  });

  it('frees the key after a refusal, so the corrected retry goes through', async () => {
    const { t, trader, api } = await appWithTrader();
    await t.app.database.db.updateTable('users').set({ kyc_status: 'pending' }).where('id', '=', trader.id).execute();
    const idempotencyKey = key();
    const refused = await api.POST('/api/v1/trading/orders', { body: goldBody(), params: withKey(idempotencyKey) });
    expect(refused.response.status).toBe(403);
    await t.app.database.db.updateTable('users').set({ kyc_status: 'approved' }).where('id', '=', trader.id).execute();
    const retry = await api.POST('/api/v1/trading/orders', { body: goldBody(), params: withKey(idempotencyKey) });
    expect(retry.response.status).toBe(201);
    expect(retry.response.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
  });

  it('forgets the key after 24 hours', async () => {
    const clock = testClock();
    const { t, trader } = await appWithTrader({ now: clock.now });
    const idempotencyKey = key();
    const body = goldBody();
    await apiClient(t.app, trader.token).POST('/api/v1/trading/orders', { body, params: withKey(idempotencyKey) });
    clock.advance(24 * HOUR + 1000);
    // A fresh session: the first one has gone idle meanwhile.
    const { data: session } = await apiClient(t.app).POST('/auth/login', { body: { email: trader.email, password: PASSWORD } });
    const token = session && 'tokens' in session ? session.tokens.accessToken : undefined;
    const later = await apiClient(t.app, token).POST('/api/v1/trading/orders', { body, params: withKey(idempotencyKey) });
    expect(later.response.status).toBe(201);
    expect(later.response.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(await myOrderCount(apiClient(t.app, token))).toBe(2);
  });

  it('is shared by every instance on the database: a retry that reaches another instance creates nothing', async () => {
    const { t, trader, api } = await appWithTrader();
    const second = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { database: t.app.database });
    apps.push(second);
    const idempotencyKey = key();
    const body = goldBody();
    const first = await api.POST('/api/v1/trading/orders', { body, params: withKey(idempotencyKey) });
    const retry = await apiClient(second.app, trader.token).POST('/api/v1/trading/orders', { body, params: withKey(idempotencyKey) });
    expect(retry.data?.id).toBe(first.data?.id);
    expect(await myOrderCount(api)).toBe(1);
  });

  it('refuses a malformed key (400) before doing anything', async () => {
    const { api } = await appWithTrader();
    const res = await api.POST('/api/v1/trading/orders', { body: goldBody(), params: withKey('two words') });
    expect(res.response.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID', status: 400 });
    expect(await myOrderCount(api)).toBe(0);
  });
});

describe('other idempotent creates', () => {
  const pdfForm = (content: Buffer, name = 'proof.pdf', type = 'application/pdf') => {
    const form = new FormData();
    form.append('file', new Blob([content], { type }), name);
    form.append('documentType', 'pof');
    form.append('documentName', 'Proof of funds');
    return form;
  };
  const uploadBody = { file: '', documentType: 'pof' as const, documentName: 'Proof of funds' };

  it('an upload retried with the same key stores one document; the same key with another file answers 422', async () => {
    const { api } = await appWithTrader();
    const idempotencyKey = key();
    const send = (form: FormData) => api.POST('/api/v1/documents/upload', { body: uploadBody, bodySerializer: () => form, params: withKey(idempotencyKey) });

    // Each FormData gets its own multipart boundary, as a real retry may: the parts decide, not the bytes.
    const first = await send(pdfForm(tinyPdf()));
    const retry = await send(pdfForm(tinyPdf()));
    const otherFile = await send(pdfForm(tinyPng(), 'scan.png', 'image/png'));

    expect(first.response.status).toBe(201);
    expect(retry.response.status).toBe(201);
    expect(retry.data?.document.id).toBe(first.data?.document.id);
    expect(otherFile.response.status).toBe(422);
    const { data } = await api.GET('/api/v1/documents', { params: { query: {} } });
    expect(data?.documents).toHaveLength(1);
  });

  it('a contract drawn up twice with one key exists once', async () => {
    const { t, api } = await appWithTrader();
    const seller = await account(t, 'seller');
    const body = {
      sellerId: seller.id,
      commodityId: COMMODITY.gold,
      contractType: 'spot' as const,
      quantity: 10,
      unitPrice: 2000,
      deliveryDate: new Date(Date.now() + 30 * 24 * HOUR).toISOString().slice(0, 10),
      deliveryLocation: 'Zurich',
    };
    const idempotencyKey = key();
    const first = await api.POST('/api/v1/contracts', { body, params: withKey(idempotencyKey) });
    const retry = await api.POST('/api/v1/contracts', { body, params: withKey(idempotencyKey) });
    expect(first.response.status).toBe(201);
    expect(retry.data?.id).toBe(first.data?.id);
    const { data } = await api.GET('/api/v1/contracts', { params: { query: {} } });
    expect(data?.contracts).toHaveLength(1);
  });

  it('the public contact form keys by client address', async () => {
    const t = await buildTestApp({ INQUIRY_RATE_LIMIT_PER_HOUR: '100' });
    apps.push(t);
    const api = apiClient(t.app);
    const body = { name: 'Amina Diallo', email: 'amina@example.com', inquiryType: 'general' as const, subject: 'Terms', message: 'Please send your terms.' };
    const idempotencyKey = key();
    const first = await api.POST('/api/v1/inquiries', { body, params: withKey(idempotencyKey) });
    const retry = await api.POST('/api/v1/inquiries', { body, params: withKey(idempotencyKey) });
    expect([first.response.status, retry.response.status]).toEqual([202, 202]);
    expect(retry.response.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    const rows = await t.app.database.db.selectFrom('inquiries').select('id').execute();
    expect(rows).toHaveLength(1);
  });
});

describe('the key store', () => {
  it('lets a retry take over a claim whose request died without an answer, once it is abandoned', async () => {
    const clock = testClock();
    const t = await buildTestApp();
    apps.push(t);
    const store = createIdempotencyStore(t.app.database.db, clock.now);
    const claim = { scope: crypto.randomUUID(), key: key() };
    expect(await store.admit(claim, 'body-a')).toEqual({ kind: 'claimed' });
    expect(await store.admit(claim, 'body-a')).toEqual({ kind: 'in-progress' });
    expect(await store.admit(claim, 'body-b')).toEqual({ kind: 'reused' });
    clock.advance(ABANDONED_AFTER_MS + 1);
    expect(await store.admit(claim, 'body-a')).toEqual({ kind: 'claimed' });
    await store.complete(claim, { status: 201, contentType: 'application/json', body: '{"id":"x"}' });
    expect(await store.admit(claim, 'body-a')).toEqual({ kind: 'replay', answer: { status: 201, contentType: 'application/json', body: '{"id":"x"}' } });
  });
});
