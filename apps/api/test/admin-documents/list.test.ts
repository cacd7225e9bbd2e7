import { ERROR_CODES } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, testClock } from '../auth/fixtures';
import { buildDocumentsApp } from '../documents/fixtures';
import { call, type TestApp } from '../helpers';
import { adminList, member, reject, uploadOf, verify, type Member } from './fixtures';

let t: TestApp;
let ada: Member;
let karim: Member;
let admin: Member;
const clock = testClock(Date.parse('2026-12-01T10:00:00.000Z'));

beforeAll(async () => {
  t = await buildDocumentsApp({}, clock);
  [ada, karim, admin] = [await member(t.app, 'trader', 'Ada', 'Lovelace'), await member(t.app, 'seller', 'Karim', 'Mansour'), await member(t.app, 'admin')];
  const shelf: Array<[Member, string, string]> = [
    [ada, 'kyc', 'Passport Ada'],
    [ada, 'pof', 'Bank letter Ada'],
    [karim, 'registration', 'Certificate of incorporation'],
    [karim, 'invoice', 'Invoice 100%_final'],
  ];
  for (const [who, type, name] of shelf) {
    clock.advance(1000);
    await uploadOf(t.app, who, type, name);
  }
  for (let i = 1; i <= 12; i++) {
    clock.advance(1000);
    await uploadOf(t.app, karim, 'other', `Annex ${String(i).padStart(2, '0')}`);
  }
});
afterAll(() => t.close());

const names = async (query: string) => (await adminList(t.app, admin.token, query)).documents.map((document) => document.documentName);

describe('GET /admin/documents', () => {
  it("lists every user's documents, newest first, ten a page, each with its owner", async () => {
    const first = await adminList(t.app, admin.token, '');
    expect(first).toMatchObject({ total: 16, page: 1, totalPages: 2 });
    expect(first.documents.map((document) => document.documentName)).toEqual(Array.from({ length: 10 }, (_, i) => `Annex ${String(12 - i).padStart(2, '0')}`));
    const second = await adminList(t.app, admin.token, '?page=2');
    expect(second.documents.map((document) => document.documentName)).toEqual([
      'Annex 02',
      'Annex 01',
      'Invoice 100%_final',
      'Certificate of incorporation',
      'Bank letter Ada',
      'Passport Ada',
    ]);
    expect(second.documents.at(-1)!.owner).toEqual({ id: ada.id, email: ada.email, name: 'Ada Lovelace', kycStatus: 'pending' });
    expect(second.documents.at(-1)).toMatchObject({ reviewedAt: null, reviewedBy: null });
    expect((await adminList(t.app, admin.token, '?page=3')).documents).toEqual([]);
    expect((await adminList(t.app, admin.token, '?limit=3&page=2')).documents.map((document) => document.documentName)).toEqual(['Annex 09', 'Annex 08', 'Annex 07']);
  });

  it('filters by owner email or name, case-insensitively', async () => {
    expect(await names(`?owner=${encodeURIComponent(ada.email.toUpperCase())}`)).toEqual(['Bank letter Ada', 'Passport Ada']);
    expect(await names('?owner=lovelace')).toEqual(['Bank letter Ada', 'Passport Ada']);
    expect(await names('?owner=ada%20love')).toEqual(['Bank letter Ada', 'Passport Ada']);
    expect((await adminList(t.app, admin.token, '?owner=mansour')).total).toBe(14);
    expect(await names('?owner=nobody-here')).toEqual([]);
    // LIKE wildcards are plain characters.
    expect(await names('?owner=%25')).toEqual([]);
  });

  it('searches names and types, and filters by type and status, combined with the owner', async () => {
    expect(await names('?search=100%25_')).toEqual(['Invoice 100%_final']);
    expect(await names('?search=company%20registration')).toEqual(['Certificate of incorporation']);
    expect(await names('?type=registration')).toEqual(['Certificate of incorporation']);
    expect(await names('?search=passport&owner=karim')).toEqual([]);
    const [funds] = (await adminList(t.app, admin.token, '?type=pof')).documents;
    await reject(t.app, admin.token, funds!.id, { reason: 'Unsigned letter' });
    const [passport] = (await adminList(t.app, admin.token, '?type=kyc')).documents;
    await verify(t.app, admin.token, passport!.id);
    expect(await names('?status=rejected')).toEqual(['Bank letter Ada']);
    expect(await names('?status=verified&owner=ada')).toEqual(['Passport Ada']);
    expect((await adminList(t.app, admin.token, '?status=pending')).total).toBe(14);
    expect((await adminList(t.app, admin.token, '?status=all&type=all')).total).toBe(16);
  });

  it('refuses malformed queries with 400', async () => {
    for (const query of ['?type=passport', '?status=lost', '?page=0', '?limit=101', '?limit=x', `?owner=${'a'.repeat(255)}`, `?search=${'a'.repeat(201)}`, '?sort=name']) {
      expectError(await call(t.app, 'GET', `/admin/documents${query}`, { token: admin.token }), 400, ERROR_CODES.validation);
    }
  });
});
