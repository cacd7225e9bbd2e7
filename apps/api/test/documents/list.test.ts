import { DOCUMENT_STATUS_FILTERS, documentListSchema, type DocumentStatus, type DocumentType } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, testClock } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import { buildDocumentsApp, pdfUpload, person, uploaded, type Person } from './fixtures';

let t: TestApp;
let owner: Person;
let busy: Person;
let admin: Person;
const clock = testClock(Date.parse('2026-12-01T10:00:00.000Z'));

/** The owner's documents, oldest first, with the status a reviewer has since given each. */
const SHELF: Array<{ name: string; type: DocumentType; status: DocumentStatus }> = [
  { name: 'Passport copy', type: 'kyc', status: 'verified' },
  { name: 'Bank statement March', type: 'pof', status: 'uploaded' },
  { name: 'ICPO Gold 50kg', type: 'icpo', status: 'in-review' },
  { name: 'Sales contract', type: 'contract', status: 'approved' },
  { name: 'Invoice 2026-001', type: 'invoice', status: 'rejected' },
  { name: 'Bill of lading', type: 'shipping', status: 'pending' },
  { name: 'Misc 100% certified_copy', type: 'other', status: 'uploaded' },
  { name: 'CPA draft', type: 'cpa', status: 'verified' },
];

beforeAll(async () => {
  t = await buildDocumentsApp({}, clock);
  [owner, busy, admin] = [await person(t.app), await person(t.app, 'seller'), await person(t.app, 'admin')];
  for (const item of SHELF) {
    clock.advance(1000);
    const document = await uploaded(t.app, owner.token, pdfUpload({ documentName: item.name, documentType: item.type }));
    await t.app.database.db.updateTable('documents').set({ status: item.status }).where('id', '=', document.id).execute();
  }
  for (let i = 1; i <= 23; i++) {
    clock.advance(1000);
    await uploaded(t.app, busy.token, pdfUpload({ documentName: `Certificate ${String(i).padStart(2, '0')}` }));
  }
});
afterAll(async () => {
  await t.close();
});

async function list(query: string, who: Person = owner) {
  const res = await call(t.app, 'GET', `/api/v1/documents${query}`, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return documentListSchema.strict().parse(res.json());
}
const names = async (query: string, who?: Person) => (await list(query, who)).documents.map((d) => d.documentName);
const newestFirst = (items: typeof SHELF) => items.map((i) => i.name).reverse();

describe('listing documents', () => {
  it("lists only the caller's own documents, newest first, ten at a time", async () => {
    const page = await list('');
    expect(page.total).toBe(8);
    expect(page.page).toBe(1);
    expect(page.totalPages).toBe(1);
    expect(page.documents.map((d) => d.documentName)).toEqual(newestFirst(SHELF));
    expect(page.documents.every((d) => d.userId === owner.id)).toBe(true);
  });

  it('shows an administrator everyone’s documents', async () => {
    const page = await list('?limit=100', admin);
    expect(page.total).toBe(31);
    expect(new Set(page.documents.map((d) => d.userId))).toEqual(new Set([owner.id, busy.id]));
  });

  it('answers an empty list in the same shape', async () => {
    const nobody = await person(t.app);
    expect(await list('', nobody)).toEqual({ documents: [], total: 0, page: 1, totalPages: 0 });
  });

  it('refuses an anonymous caller', async () => {
    expectError(await call(t.app, 'GET', '/api/v1/documents'), 401, 'UNAUTHORIZED');
  });
});

describe('searching and filtering', () => {
  it.each([
    ['BANK', ['Bank statement March']],
    ['icpo', ['ICPO Gold 50kg']],
    // The type's label counts too: Proof of Funds is a pof.
    ['proof', ['Bank statement March']],
    ['shipping document', ['Bill of lading']],
    ['Contract', ['Sales contract']],
    // LIKE's wildcards are matched literally.
    ['%', ['Misc 100% certified_copy']],
    ['_', ['Misc 100% certified_copy']],
    ['  copy ', ['Misc 100% certified_copy', 'Passport copy']],
    ['nothing like this', []],
  ])('finds %j in the name or the type, whatever the case', async (search, expected) => {
    expect(await names(`?search=${encodeURIComponent(search)}`)).toEqual(expected);
  });

  it.each([
    ['pof', ['Bank statement March']],
    ['shipping', ['Bill of lading']],
    ['all', newestFirst(SHELF)],
  ])('filters by type %s', async (type, expected) => {
    expect(await names(`?type=${type}`)).toEqual(expected);
  });

  it.each([
    // 'uploaded' reads as pending (spec 4).
    ['pending', ['Misc 100% certified_copy', 'Bill of lading', 'Bank statement March']],
    ['in-review', ['ICPO Gold 50kg']],
    ['verified', ['CPA draft', 'Passport copy']],
    ['approved', ['Sales contract']],
    ['rejected', ['Invoice 2026-001']],
    ['all', newestFirst(SHELF)],
  ])('filters by status %s', async (status, expected) => {
    expect(await names(`?status=${status}`)).toEqual(expected);
  });

  it('combines search, type and status', async () => {
    expect(await names('?search=c&type=cpa&status=verified')).toEqual(['CPA draft']);
    expect(await names('?search=c&type=cpa&status=pending')).toEqual([]);
    const page = await list('?search=i&status=pending&limit=1');
    expect(page.total).toBe(2);
    expect(page.totalPages).toBe(2);
    expect(page.documents.map((d) => d.documentName)).toEqual(['Misc 100% certified_copy']);
  });

  it('refuses unknown filter values and malformed paging with 400', async () => {
    const status = expectError(await call(t.app, 'GET', '/api/v1/documents?status=lost', { token: owner.token }), 400, 'VALIDATION_ERROR');
    expect(status.message).toBe(`Unknown status. Use one of: ${DOCUMENT_STATUS_FILTERS.join(', ')}`);
    for (const query of ['status=uploaded', 'type=passport', 'limit=101', 'limit=0', 'page=0', 'page=two', 'sort=name', `search=${'x'.repeat(201)}`]) {
      expectError(await call(t.app, 'GET', `/api/v1/documents?${query}`, { token: owner.token }), 400, 'VALIDATION_ERROR');
    }
  });
});

describe('paging', () => {
  it('pages through 23 documents ten at a time, each once', async () => {
    const pages = [await list('?page=1', busy), await list('?page=2', busy), await list('?page=3', busy)];
    expect(pages.map((p) => p.documents.length)).toEqual([10, 10, 3]);
    expect(pages.every((p) => p.total === 23 && p.totalPages === 3)).toBe(true);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
    const all = pages.flatMap((p) => p.documents.map((d) => d.documentName));
    expect(all).toEqual(Array.from({ length: 23 }, (_, i) => `Certificate ${String(23 - i).padStart(2, '0')}`));

    const beyond = await list('?page=4', busy);
    expect(beyond).toMatchObject({ documents: [], total: 23, page: 4, totalPages: 3 });
    expect((await list('?limit=100', busy)).documents).toHaveLength(23);
    expect((await list('?limit=5&page=5', busy)).documents.map((d) => d.documentName)).toEqual(['Certificate 03', 'Certificate 02', 'Certificate 01']);
  });
});
