import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DOCUMENT_LIMITS, TEXTS, documentUploadResponseSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import type { TestApp } from '../helpers';
import {
  activityOf,
  buildDocumentsApp,
  documentRows,
  expectNothingKept,
  insertContract,
  multipartBody,
  pdfOfSize,
  pdfUpload,
  person,
  snapshot,
  storageDir,
  storageKeyOf,
  storedFiles,
  tinyDoc,
  tinyDocx,
  tinyExe,
  tinyJpeg,
  tinyPdf,
  tinyPng,
  upload,
  utf8Text,
  zipArchive,
  type Person,
} from './fixtures';

const MB = 1024 * 1024;
let t: TestApp;
let trader: Person;

beforeAll(async () => {
  t = await buildDocumentsApp();
  trader = await person(t.app);
});
afterAll(async () => {
  await t.close();
});

const until = async (condition: () => boolean, ms = 5_000) => {
  for (const started = Date.now(); !condition(); ) {
    if (Date.now() - started > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('uploading a document', () => {
  it.each([
    ['proof-of-funds.pdf', tinyPdf(), 'application/pdf'],
    ['Company registration.doc', tinyDoc(), 'application/msword'],
    ['ICPO signed.docx', tinyDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['passport.jpg', tinyJpeg(), 'image/jpeg'],
    ['passport scan.JPEG', tinyJpeg(), 'image/jpeg'],
    ['bank letter.png', tinyPng(), 'image/png'],
    ['notes.txt', utf8Text(), 'text/plain'],
  ])('accepts %s and records the type the server detected, not the one the client claimed', async (fileName, content, mimeType) => {
    const res = await upload(t.app, trader.token, {
      // Browsers guess; some claim nothing useful. The server decides from the bytes.
      file: { name: fileName, content, type: 'text/html' },
      documentType: 'kyc',
      documentName: 'Know your customer pack',
      description: 'Certified copies, valid until 2027',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { document, success, message } = documentUploadResponseSchema.strict().parse(res.json());
    expect(success).toBe(true);
    expect(message).toBe('Document uploaded successfully');
    expect(document).toMatchObject({
      userId: trader.id,
      uploadedBy: trader.id,
      contractId: null,
      documentType: 'kyc',
      documentName: 'Know your customer pack',
      description: 'Certified copies, valid until 2027',
      fileName,
      fileSize: content.length,
      mimeType,
      status: 'uploaded',
      reviewNote: null,
    });
    expect(document.createdAt).toBe(document.updatedAt);

    // Stored under a random name, outside anything served, byte for byte.
    const key = await storageKeyOf(t, document.id);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(fs.readFileSync(path.join(storageDir(t), key)).equals(content)).toBe(true);
    expect(storageDir(t).startsWith(t.config.dataDir)).toBe(true);

    const [entry] = await activityOf(t, document.id);
    expect(entry).toMatchObject({ user_id: trader.id, type: 'document_uploaded', entity_type: 'document' });
    expect(entry?.description).toContain('Know your customer pack');
  });

  it('keeps the original file name, non-ASCII included, without any path a browser may send', async () => {
    const named = await upload(t.app, trader.token, pdfUpload({ file: { name: 'Счёт-фактура №5 (копия) — 2026.pdf', content: tinyPdf() } }));
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().document.fileName).toBe('Счёт-фактура №5 (копия) — 2026.pdf');

    const { body, contentType } = multipartBody([
      { name: 'documentType', value: 'invoice' },
      { name: 'documentName', value: 'Invoice 77' },
      { name: 'file', filename: 'C:\\Users\\amira\\Desktop\\invoice\u202Efdp.pdf', content: tinyPdf() },
    ]);
    const pathed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/upload',
      headers: { authorization: `Bearer ${trader.token}`, 'content-type': contentType },
      payload: body,
    });
    expect(pathed.statusCode, pathed.body).toBe(201);
    // No path, and no right-to-left override to disguise the extension.
    expect(pathed.json().document.fileName).toBe('invoicefdp.pdf');
  });

  it('accepts the fields before or after the file, and stores no description when none is given', async () => {
    const { body, contentType } = multipartBody([
      { name: 'documentType', value: 'shipping' },
      { name: 'documentName', value: '  Bill of lading  ' },
      { name: 'description', value: '   ' },
      { name: 'file', filename: 'bl.pdf', content: tinyPdf() },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/upload',
      headers: { authorization: `Bearer ${trader.token}`, 'content-type': contentType },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().document).toMatchObject({ documentType: 'shipping', documentName: 'Bill of lading', description: null });
  });

  it('accepts a file of exactly 10 MB', async () => {
    const res = await upload(t.app, trader.token, pdfUpload({ file: { name: 'statement.pdf', content: pdfOfSize(DOCUMENT_LIMITS.maxBytes) } }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().document.fileSize).toBe(10 * MB);
  });
});

describe('refused uploads leave neither a file nor a row', () => {
  it('refuses an anonymous upload before reading it', async () => {
    const before = await snapshot(t);
    expectError(await upload(t.app, undefined, pdfUpload()), 401, 'UNAUTHORIZED');
    await expectNothingKept(t, before);
  });

  it.each([
    ['no file', pdfUpload({ file: undefined })],
    ['no document name', pdfUpload({ documentName: undefined })],
    ['a blank document name', pdfUpload({ documentName: '   ' })],
    ['no document type', pdfUpload({ documentType: undefined })],
    ['an empty document type', pdfUpload({ documentType: '' })],
  ])('asks to fill in every required field when there is %s', async (_case, input) => {
    const before = await snapshot(t);
    const body = expectError(await upload(t.app, trader.token, input), 400, 'VALIDATION_ERROR');
    expect(body.message).toBe(TEXTS.fillRequired);
    await expectNothingKept(t, before);
  });

  it('refuses an unknown document type and an over-long description', async () => {
    const before = await snapshot(t);
    const type = expectError(await upload(t.app, trader.token, pdfUpload({ documentType: 'passport' })), 400, 'VALIDATION_ERROR');
    expect(type.message).toMatch(/^Unknown document type/);
    const description = expectError(await upload(t.app, trader.token, pdfUpload({ description: 'x'.repeat(2001) })), 400, 'VALIDATION_ERROR');
    expect(description.message).toBe('Description must be at most 2000 characters');
    // Past the parser's own field cap (16 KB) the answer is the same.
    const huge = expectError(await upload(t.app, trader.token, pdfUpload({ description: 'x'.repeat(40_000) })), 400, 'VALIDATION_ERROR');
    expect(huge.message).toBe('Description must be at most 2000 characters');
    await expectNothingKept(t, before);
  });

  it('refuses an empty file', async () => {
    const before = await snapshot(t);
    const body = expectError(await upload(t.app, trader.token, pdfUpload({ file: { name: 'empty.pdf', content: Buffer.alloc(0) } })), 400, 'EMPTY_FILE');
    expect(body.message).toBe('The file is empty.');
    await expectNothingKept(t, before);
  });

  it.each([
    ['setup.exe', tinyExe()],
    ['archive.zip', zipArchive([{ name: 'a.txt', data: Buffer.from('a') }])],
    ['page.html', Buffer.from('<html><script>alert(1)</script></html>')],
    ['image.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['no-extension', tinyPdf()],
  ])('refuses a kind of file spec 5 does not accept (%s)', async (name, content) => {
    const before = await snapshot(t);
    expectError(await upload(t.app, trader.token, pdfUpload({ file: { name, content } })), 415, 'UNSUPPORTED_FILE_TYPE');
    await expectNothingKept(t, before);
  });

  it.each([
    ['an executable renamed .pdf', 'invoice.pdf', tinyExe()],
    ['a PNG named .pdf', 'scan.pdf', tinyPng()],
    ['a PDF named .png', 'scan.png', tinyPdf()],
    ['a JPEG named .png', 'photo.png', tinyJpeg()],
    ['a PDF named .doc', 'letter.doc', tinyPdf()],
    ['a Word 97 file named .docx', 'letter.docx', tinyDoc()],
    ['an executable named .jpg', 'photo.jpg', tinyExe()],
    ['a PDF named .txt', 'notes.txt', tinyPdf()],
  ])('refuses %s: the extension and the signature must agree', async (_case, name, content) => {
    const before = await snapshot(t);
    const body = expectError(await upload(t.app, trader.token, pdfUpload({ file: { name, content } })), 400, 'FILE_CONTENT_MISMATCH');
    expect(body.message.length).toBeGreaterThan(10);
    await expectNothingKept(t, before);
  });

  it('refuses a .txt that is not UTF-8 text, even when the bad bytes come late', async () => {
    const before = await snapshot(t);
    const late = Buffer.concat([Buffer.from('a'.repeat(200_000)), Buffer.from([0xe9, 0x74, 0xe9])]); // Latin-1 'été'
    for (const content of [Buffer.from('caf\u00e9', 'latin1'), Buffer.from('UTF-16\0t\0e\0x\0t\0'), late, Buffer.from([0xe2, 0x82])]) {
      const body = expectError(await upload(t.app, trader.token, pdfUpload({ file: { name: 'notes.txt', content } })), 400, 'FILE_CONTENT_MISMATCH');
      expect(body.message).toBe('A .txt file must be plain UTF-8 text.');
    }
    await expectNothingKept(t, before);
  });

  it('accepts UTF-8 text whose characters straddle the chunks it arrives in', async () => {
    const content = Buffer.from('é→✓𝄞 '.repeat(60_000), 'utf8');
    const res = await upload(t.app, trader.token, pdfUpload({ file: { name: 'long.txt', content } }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a file of 11 MB with 413 and keeps nothing', async () => {
    const before = await snapshot(t);
    const body = expectError(await upload(t.app, trader.token, pdfUpload({ file: { name: 'big.pdf', content: pdfOfSize(11 * MB) } })), 413, 'PAYLOAD_TOO_LARGE');
    expect(body.message).toBe('The file is larger than the 10 MB limit.');
    await expectNothingKept(t, before);
  });

  it('cuts off a stream that passes 10 MB without declaring its length, and keeps nothing', async () => {
    const before = await snapshot(t);
    const { body, contentType } = multipartBody([
      { name: 'documentType', value: 'pof' },
      { name: 'documentName', value: 'Statement' },
      { name: 'file', filename: 'big.pdf', content: pdfOfSize(10 * MB + 1) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/upload',
      headers: { authorization: `Bearer ${trader.token}`, 'content-type': contentType },
      // A stream: no Content-Length, so only the byte count can stop it.
      payload: Readable.from([body.subarray(0, 5 * MB), body.subarray(5 * MB)]),
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(res.headers.connection).toBe('close');
    await expectNothingKept(t, before);
  });

  it('refuses a multipart body cut off mid-file, and keeps nothing', async () => {
    const before = await snapshot(t);
    const { body, contentType } = multipartBody([
      { name: 'documentType', value: 'pof' },
      { name: 'documentName', value: 'Statement' },
      { name: 'file', filename: 'statement.pdf', content: pdfOfSize(300_000) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/upload',
      headers: { authorization: `Bearer ${trader.token}`, 'content-type': contentType },
      payload: body.subarray(0, 150_000),
    });
    expectError(res, 400, 'UPLOAD_INCOMPLETE');
    await expectNothingKept(t, before);
  });

  it('removes the partial file when the client disconnects mid-upload', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = await snapshot(t);
    const { body, contentType } = multipartBody([
      { name: 'documentType', value: 'pof' },
      { name: 'documentName', value: 'Statement' },
      { name: 'file', filename: 'statement.pdf', content: pdfOfSize(4 * MB) },
    ]);
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(
      `POST /api/v1/documents/upload HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${trader.token}\r\n` +
        `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, 2 * MB));
    // The upload streams to disk as it arrives...
    await until(() => storedFiles(t).some((f) => f.endsWith('.partial')));
    socket.destroy();
    // ...and what arrived is removed once the client is gone.
    await expectNothingKept(t, before);
  });

  /** Streams `body` chunked (no Content-Length, so the server must count) until the server answers. */
  function streamUntilAnswered(body: Buffer, contentType: string) {
    const { port } = t.app.server.address() as AddressInfo;
    return new Promise<{ status: number; connection: string | undefined; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const request = http.request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/v1/documents/upload',
        headers: { authorization: `Bearer ${trader.token}`, 'content-type': contentType },
      });
      request.on('response', (res) => {
        answered = true;
        res.resume();
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, sent });
      });
      // Once the server has answered and closed, further writes fail; that is the point.
      request.on('error', (error) => (answered ? undefined : reject(error)));
      const step = 256 * 1024;
      const pump = () => {
        while (sent < body.length && !answered) {
          const chunk = body.subarray(sent, sent + step);
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        if (!answered) request.end();
      };
      pump();
    });
  }

  it('answers a 413 before the whole of an oversized body is sent, and closes the connection', async () => {
    const before = await snapshot(t);
    const { body, contentType } = multipartBody([
      { name: 'documentType', value: 'pof' },
      { name: 'documentName', value: 'Statement' },
      { name: 'file', filename: 'huge.pdf', content: pdfOfSize(64 * MB) },
    ]);
    const outcome = await streamUntilAnswered(body, contentType);
    expect(outcome.status).toBe(413);
    expect(outcome.connection).toBe('close');
    expect(outcome.sent).toBeLessThan(32 * MB);
    await expectNothingKept(t, before);
  });

  it('refuses a disguised file from its first kilobytes, without reading the rest', async () => {
    const before = await snapshot(t);
    const disguised = Buffer.concat([tinyExe(), Buffer.alloc(9 * MB)]);
    const { body, contentType } = multipartBody([
      { name: 'documentType', value: 'pof' },
      { name: 'documentName', value: 'Statement' },
      { name: 'file', filename: 'statement.pdf', content: disguised },
    ]);
    const outcome = await streamUntilAnswered(body, contentType);
    expect(outcome.status).toBe(400);
    expect(outcome.connection).toBe('close');
    expect(outcome.sent).toBeLessThan(8 * MB);
    await expectNothingKept(t, before);
  });

  it('refuses two files in one upload', async () => {
    const before = await snapshot(t);
    const { body, contentType } = multipartBody([
      { name: 'documentType', value: 'pof' },
      { name: 'documentName', value: 'Statement' },
      { name: 'file', filename: 'a.pdf', content: tinyPdf() },
      { name: 'file', filename: 'b.pdf', content: tinyPdf() },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/upload',
      headers: { authorization: `Bearer ${trader.token}`, 'content-type': contentType },
      payload: body,
    });
    expect(expectError(res, 400, 'VALIDATION_ERROR').message).toBe('Please upload one file at a time.');
    await expectNothingKept(t, before);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/upload',
      headers: { authorization: `Bearer ${trader.token}`, 'content-type': 'application/json' },
      payload: { documentType: 'pof', documentName: 'x' },
    });
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('a .docx is also checked as an archive', () => {
  it('refuses a zip bomb by the unpacked size its directory declares (413)', async () => {
    const before = await snapshot(t);
    const bomb = tinyDocx({ declaredDocumentSize: 0xfffffff0 });
    const body = expectError(await upload(t.app, trader.token, pdfUpload({ file: { name: 'bomb.docx', content: bomb } })), 413, 'ARCHIVE_TOO_LARGE');
    expect(body.message).toBe('This Word document is too large once unpacked.');

    // Many entries each declaring a modest size add up too.
    const spread = tinyDocx({ extra: Array.from({ length: 30 }, (_, i) => ({ name: `word/media/image${i}.png`, data: Buffer.from('x'), declaredSize: 4 * MB })) });
    expectError(await upload(t.app, trader.token, pdfUpload({ file: { name: 'spread.docx', content: spread } })), 413, 'ARCHIVE_TOO_LARGE');
    await expectNothingKept(t, before);
  });

  it('refuses an archive of more than 1,000 entries', async () => {
    const before = await snapshot(t);
    const crowded = tinyDocx({ extra: Array.from({ length: 1_000 }, (_, i) => ({ name: `word/p${i}.xml`, data: Buffer.from('<p/>') })) });
    const body = expectError(await upload(t.app, trader.token, pdfUpload({ file: { name: 'crowded.docx', content: crowded } })), 400, 'INVALID_DOCUMENT');
    expect(body.message).toMatch(/too many parts/);
    await expectNothingKept(t, before);
  });

  it('refuses an archive without word/document.xml, or a spreadsheet named .docx', async () => {
    const before = await snapshot(t);
    const noMain = tinyDocx({ mainPart: 'word/body.xml' });
    expectError(await upload(t.app, trader.token, pdfUpload({ file: { name: 'odd.docx', content: noMain } })), 400, 'FILE_CONTENT_MISMATCH');
    const plainZip = zipArchive([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    expectError(await upload(t.app, trader.token, pdfUpload({ file: { name: 'zip.docx', content: plainZip } })), 400, 'FILE_CONTENT_MISMATCH');
    const sheet = zipArchive([
      {
        name: '[Content_Types].xml',
        data: Buffer.from('<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>'),
      },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
    ]);
    expectError(await upload(t.app, trader.token, pdfUpload({ file: { name: 'sheet.docx', content: sheet } })), 400, 'FILE_CONTENT_MISMATCH');
    await expectNothingKept(t, before);
  });

  it('refuses a truncated archive', async () => {
    const before = await snapshot(t);
    const docx = tinyDocx();
    const body = expectError(await upload(t.app, trader.token, pdfUpload({ file: { name: 'cut.docx', content: docx.subarray(0, docx.length - 10) } })), 400, 'INVALID_DOCUMENT');
    expect(body.message).toMatch(/could not be read/);
    await expectNothingKept(t, before);
  });
});

describe('attaching a contract', () => {
  it("accepts a contract the uploader is party to, as buyer or seller, and refuses anyone else's", async () => {
    const seller = await person(t.app, 'seller');
    const outsider = await person(t.app);
    const contractId = await insertContract(t, trader.id, seller.id);

    const asBuyer = await upload(t.app, trader.token, pdfUpload({ documentType: 'contract', contractId }));
    expect(asBuyer.statusCode, asBuyer.body).toBe(201);
    expect(asBuyer.json().document.contractId).toBe(contractId);
    const asSeller = await upload(t.app, seller.token, pdfUpload({ documentType: 'invoice', contractId }));
    expect(asSeller.statusCode, asSeller.body).toBe(201);

    const before = await snapshot(t);
    for (const [token, id] of [
      [outsider.token, contractId],
      [trader.token, crypto.randomUUID()],
      [trader.token, 'CTR-2026-0001'],
    ] as const) {
      const body = expectError(await upload(t.app, token, pdfUpload({ contractId: id })), 400);
      expect(body.message).toBe('The selected contract was not found.');
    }
    await expectNothingKept(t, before);
  });

  it('lets an administrator attach any existing contract', async () => {
    const admin = await person(t.app, 'admin');
    const seller = await person(t.app, 'seller');
    const contractId = await insertContract(t, trader.id, seller.id);
    const res = await upload(t.app, admin.token, pdfUpload({ contractId }));
    expect(res.statusCode, res.body).toBe(201);
  });
});

it('every stored file belongs to a row', async () => {
  const keys = (await documentRows(t)).map((r) => r.storage_key).sort();
  expect(storedFiles(t)).toEqual(keys);
});
