import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { buildDocumentsApp, tinyPdf } from '../documents/fixtures';
import { call, type TestApp } from '../helpers';
import { member, uploadOf, type Member } from './fixtures';

let t: TestApp;
let trader: Member;
let seller: Member;
let admin: Member;
let documentId: string;

beforeAll(async () => {
  t = await buildDocumentsApp();
  [trader, seller, admin] = await Promise.all([member(t.app, 'trader'), member(t.app, 'seller'), member(t.app, 'admin')]);
  documentId = await uploadOf(t.app, trader, 'pof');
});
afterAll(() => t.close());

const routes = () => [
  { method: 'GET' as const, url: '/admin/documents', ok: 200 },
  { method: 'GET' as const, url: `/admin/documents/${documentId}/download`, ok: 200 },
  { method: 'POST' as const, url: `/admin/documents/${documentId}/reject`, body: { reason: 'Expired statement' }, ok: 200 },
  { method: 'POST' as const, url: `/admin/documents/${documentId}/verify`, ok: 200 },
];

describe('Document Center: who may call it', () => {
  it('answers 401 anonymously and 403 to traders and sellers on every route, and leaves the document as it was', async () => {
    for (const route of routes()) {
      const options = route.body ? { body: route.body } : {};
      expectError(await call(t.app, route.method, route.url, options), 401, 'UNAUTHORIZED');
      for (const who of [trader, seller]) {
        expectError(await call(t.app, route.method, route.url, { ...options, token: who.token }), 403, 'FORBIDDEN');
      }
    }
    const row = await t.app.database.db.selectFrom('documents').selectAll().where('id', '=', documentId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'uploaded', reviewed_at: null, reviewed_by: null, review_note: null });
  });

  it('serves an administrator every route', async () => {
    for (const route of routes()) {
      const res = await call(t.app, route.method, route.url, { token: admin.token, ...(route.body ? { body: route.body } : {}) });
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(route.ok);
    }
  });

  it('downloads any user’s file with the owner download’s safe headers', async () => {
    const res = await call(t.app, 'GET', `/admin/documents/${documentId}/download`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(tinyPdf())).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="proof-of-funds\.pdf"/);
    expectError(await call(t.app, 'GET', `/admin/documents/${crypto.randomUUID()}/download`, { token: admin.token }), 404, 'NOT_FOUND');
  });
});
