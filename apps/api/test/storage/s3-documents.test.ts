import { Readable } from 'node:stream';
import { DOCUMENT_LIMITS } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import {
  buildDocumentsApp,
  documentRows,
  multipartBody,
  pdfOfSize,
  pdfUpload,
  person,
  storageKeyOf,
  storedFiles,
  tinyPdf,
  upload,
  uploaded,
  type Person,
} from '../documents/fixtures';
import { startS3Server, type S3Server } from '../support/s3-server';

let server: S3Server;
let t: TestApp;
let seller: Person;

beforeAll(async () => {
  server = await startS3Server({ bucket: 'ctp-documents' });
  t = await buildDocumentsApp({
    STORAGE_URL: `s3://${server.bucket}/docs`,
    S3_ENDPOINT: server.endpoint,
    AWS_ACCESS_KEY_ID: server.accessKeyId,
    AWS_SECRET_ACCESS_KEY: server.secretAccessKey,
  });
  seller = await person(t.app, 'seller');
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

/** What the bucket and the documents table hold, to compare before and after a refusal. */
const holdings = async () => ({ objects: await server.objectKeys(), rows: (await documentRows(t)).length });

describe('documents in S3-compatible object storage (STORAGE_URL)', () => {
  it('stores an upload in the bucket under the prefix, not on disk, and downloads it byte for byte', async () => {
    const content = tinyPdf('Bill of lading');
    const document = await uploaded(t.app, seller.token, pdfUpload({ file: { name: 'bill-of-lading.pdf', content } }));
    const key = await storageKeyOf(t, document.id);
    expect(await server.objectKeys()).toContain(`docs/${key}`);
    expect(storedFiles(t)).toEqual([]);

    const res = await call(t.app, 'GET', `/api/v1/documents/${document.id}/download`, { token: seller.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(content.length));
    expect(res.rawPayload.equals(content)).toBe(true);
  });

  it('keeps nothing of a file whose contents do not match its extension', async () => {
    const before = await holdings();
    const text = Buffer.from('Not a PDF at all, just a note. '.repeat(500));
    const res = await upload(t.app, seller.token, pdfUpload({ file: { name: 'invoice.pdf', content: text } }));
    expectError(res, 400, 'FILE_CONTENT_MISMATCH');
    expect(await holdings()).toEqual(before);
  });

  it('keeps nothing of a stream that passes 10 MB after a part has gone up (413)', async () => {
    const before = await holdings();
    const { body, contentType } = multipartBody([
      { name: 'documentType', value: 'pof' },
      { name: 'documentName', value: 'Statement' },
      { name: 'file', filename: 'big.pdf', content: pdfOfSize(DOCUMENT_LIMITS.maxBytes + 1) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/upload',
      headers: { authorization: `Bearer ${seller.token}`, 'content-type': contentType },
      // A stream: no Content-Length, so only the byte count stops it, once the first 5 MiB part is in the bucket's upload.
      payload: Readable.from([body.subarray(0, 6 * 1024 * 1024), body.subarray(6 * 1024 * 1024)]),
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(await holdings()).toEqual(before);
  });

  it('removes the object when the document is deleted', async () => {
    const document = await uploaded(t.app, seller.token);
    const key = await storageKeyOf(t, document.id);
    expect(await server.objectKeys()).toContain(`docs/${key}`);

    const res = await call(t.app, 'DELETE', `/api/v1/documents/${document.id}`, { token: seller.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await server.objectKeys()).not.toContain(`docs/${key}`);
    expectError(await call(t.app, 'GET', `/api/v1/documents/${document.id}/download`, { token: seller.token }), 404, 'NOT_FOUND');
  });
});
