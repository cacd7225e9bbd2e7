import fs from 'node:fs';
import path from 'node:path';
import { documentSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import {
  activityOf,
  buildDocumentsApp,
  documentRows,
  pdfUpload,
  person,
  storageDir,
  storageKeyOf,
  storedFiles,
  tinyDocx,
  tinyPdf,
  tinyPng,
  uploaded,
  utf8Text,
  type Person,
} from './fixtures';

let t: TestApp;
let owner: Person;
let other: Person;
let admin: Person;

beforeAll(async () => {
  t = await buildDocumentsApp();
  [owner, other, admin] = await Promise.all([person(t.app), person(t.app, 'seller'), person(t.app, 'admin')]);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who?: Person) => call(t.app, 'GET', url, who ? { token: who.token } : {});
const del = (url: string, who?: Person) => call(t.app, 'DELETE', url, who ? { token: who.token } : {});

/** Decodes an RFC 5987 `filename*` value. */
const extendedFileName = (header: string) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(header)?.[1] ?? '');

describe('reading one document', () => {
  it('shows the owner and administrators the document in the shape of spec 3; others are told it does not exist', async () => {
    const document = await uploaded(t.app, owner.token, pdfUpload({ description: 'March statement' }));
    const url = `/api/v1/documents/${document.id}`;

    const mine = await get(url, owner);
    expect(mine.statusCode).toBe(200);
    expect(documentSchema.strict().parse(mine.json())).toEqual(document);

    expect((await get(url, admin)).json()).toEqual(document);
    expectError(await get(url, other), 404, 'NOT_FOUND');
    expectError(await get(url), 401, 'UNAUTHORIZED');
    expectError(await get(`/api/v1/documents/${crypto.randomUUID()}`, owner), 404, 'NOT_FOUND');
    expectError(await get('/api/v1/documents/not-an-id', owner), 404, 'NOT_FOUND');
  });
});

describe('downloading', () => {
  it('returns the exact bytes under the original name, with the type the server detected and nosniff', async () => {
    const name = 'Счёт №5 "final" (Zürich) 100%.png';
    const content = tinyPng();
    // The browser claimed HTML; the server found a PNG.
    const document = await uploaded(t.app, owner.token, pdfUpload({ file: { name, content, type: 'text/html' } }));
    for (const who of [owner, admin]) {
      const res = await get(`/api/v1/documents/${document.id}/download`, who);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(content)).toBe(true);
      expect(res.headers['content-type']).toBe('image/png');
      expect(documentSchema.parse((await get(`/api/v1/documents/${document.id}`, who)).json()).fileName).toBe(name);
      expect(res.headers['content-length']).toBe(String(content.length));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      const disposition = String(res.headers['content-disposition']);
      // RFC 6266: an ASCII fallback, then the exact name in RFC 5987 encoding.
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(disposition).toContain('filename="____ No5 _final_ (Zurich) 100_.png"');
      expect(extendedFileName(disposition)).toBe(name);
      expect(disposition).not.toMatch(/filename\*=UTF-8''[^;]*['()*]/);
    }
  });

  it('serves text as UTF-8 plain text and a Word document as such', async () => {
    const text = await uploaded(t.app, owner.token, pdfUpload({ file: { name: 'notes.txt', content: utf8Text() } }));
    const res = await get(`/api/v1/documents/${text.id}/download`, owner);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(utf8Text().toString('utf8'));

    const docx = await uploaded(t.app, owner.token, pdfUpload({ file: { name: 'icpo.docx', content: tinyDocx() } }));
    const word = await get(`/api/v1/documents/${docx.id}/download`, owner);
    expect(word.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(word.headers['content-disposition']).toBe(`attachment; filename="icpo.docx"; filename*=UTF-8''icpo.docx`);
  });

  it("refuses another user's download (404) and an anonymous one (401)", async () => {
    const document = await uploaded(t.app, owner.token);
    expectError(await get(`/api/v1/documents/${document.id}/download`, other), 404, 'NOT_FOUND');
    expectError(await get(`/api/v1/documents/${document.id}/download`), 401, 'UNAUTHORIZED');
  });

  it('answers 404, never 500, when the file has gone missing from storage', async () => {
    const document = await uploaded(t.app, owner.token);
    fs.rmSync(path.join(storageDir(t), await storageKeyOf(t, document.id)));
    const res = await get(`/api/v1/documents/${document.id}/download`, owner);
    expect(expectError(res, 404, 'NOT_FOUND').message).toBe('The file of this document is no longer available.');
    expectError(await get(`/api/v1/documents/${document.id}/preview`, owner), 404, 'NOT_FOUND');
  });
});

describe('previewing', () => {
  it('shows PDFs and images inline, sandboxed', async () => {
    for (const [name, content, type] of [
      ['statement.pdf', tinyPdf(), 'application/pdf'],
      ['scan.png', tinyPng(), 'image/png'],
    ] as const) {
      const document = await uploaded(t.app, owner.token, pdfUpload({ file: { name, content } }));
      const res = await get(`/api/v1/documents/${document.id}/preview`, owner);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(content)).toBe(true);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-disposition']).toBe(`inline; filename="${name}"; filename*=UTF-8''${name}`);
      expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses to show other kinds inline (415: download them instead), and hides from others', async () => {
    const text = await uploaded(t.app, owner.token, pdfUpload({ file: { name: 'notes.txt', content: utf8Text() } }));
    expectError(await get(`/api/v1/documents/${text.id}/preview`, owner), 415, 'NOT_PREVIEWABLE');
    const pdf = await uploaded(t.app, owner.token);
    expectError(await get(`/api/v1/documents/${pdf.id}/preview`, other), 404, 'NOT_FOUND');
  });
});

describe('deleting', () => {
  it('removes the row and the file, and notes it in the owner’s activity', async () => {
    const document = await uploaded(t.app, owner.token);
    const key = await storageKeyOf(t, document.id);
    expect(storedFiles(t)).toContain(key);

    const res = await del(`/api/v1/documents/${document.id}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Document deleted' });
    expect((await documentRows(t)).some((r) => r.id === document.id)).toBe(false);
    expect(storedFiles(t)).not.toContain(key);
    expect((await activityOf(t, document.id)).map((a) => a.type)).toEqual(['document_uploaded', 'document_deleted']);

    expectError(await get(`/api/v1/documents/${document.id}`, owner), 404, 'NOT_FOUND');
    expectError(await del(`/api/v1/documents/${document.id}`, owner), 404, 'NOT_FOUND');
  });

  it("refuses another user's deletion and keeps everything; an administrator may delete it", async () => {
    const document = await uploaded(t.app, owner.token);
    const key = await storageKeyOf(t, document.id);
    expectError(await del(`/api/v1/documents/${document.id}`, other), 404, 'NOT_FOUND');
    expectError(await del(`/api/v1/documents/${document.id}`), 401, 'UNAUTHORIZED');
    expect(storedFiles(t)).toContain(key);
    expect((await get(`/api/v1/documents/${document.id}`, owner)).statusCode).toBe(200);

    expect((await del(`/api/v1/documents/${document.id}`, admin)).statusCode).toBe(200);
    expect(storedFiles(t)).not.toContain(key);
    // The entry goes to the owner's feed, whoever deleted it.
    const entries = await activityOf(t, document.id);
    expect(entries.at(-1)).toMatchObject({ user_id: owner.id, type: 'document_deleted' });
  });

  it('removes the row even when the file is already gone', async () => {
    const document = await uploaded(t.app, owner.token);
    fs.rmSync(path.join(storageDir(t), await storageKeyOf(t, document.id)));
    expect((await del(`/api/v1/documents/${document.id}`, owner)).statusCode).toBe(200);
    expectError(await get(`/api/v1/documents/${document.id}`, owner), 404);
  });
});
