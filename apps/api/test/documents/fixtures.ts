import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../helpers';
import { buildAuthApp, registerUser, setUserColumns, signIn, type TestClock } from '../auth/fixtures';

/* ------------------------------------------------------------------ tiny real files */

/** A one-page PDF with a correct cross-reference table. */
export function tinyPdf(text = 'Proof of funds'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
  ];
  const stream = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 1×1 gold-coloured PNG. */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0xd4, 0xaf, 0x37]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 baseline JPEG (JFIF). */
export const tinyJpeg = () =>
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  );

/** The start of a Word 97-2003 file: the Compound File Binary header and empty sectors. */
export function tinyDoc(): Buffer {
  const file = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 24); // minor version
  file.writeUInt16LE(0x0003, 26); // major version 3
  file.writeUInt16LE(0xfffe, 28); // byte order
  file.writeUInt16LE(9, 30); // sector shift: 512-byte sectors
  file.writeUInt16LE(6, 32); // mini sector shift
  return file;
}

/** A Windows executable's first bytes (MZ header pointing at a PE header). */
export function tinyExe(): Buffer {
  const file = Buffer.alloc(1024);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  return file;
}

export const utf8Text = () => Buffer.from('Bill of lading — Fujairah → Rotterdam, 25 000 MT EN590 ✓\n', 'utf8');

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Declared in the central directory instead of the real size (a zip bomb's lie). */
  declaredSize?: number;
}

/** A ZIP archive of stored (uncompressed) entries, with correct CRCs and central directory. */
export function zipArchive(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize ?? entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, entry.data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize ?? entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = (main: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/${main}" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>` +
  '</Types>';

const RELS = (main: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${main}"/>` +
  '</Relationships>';

const DOCUMENT_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  '<w:body><w:p><w:r><w:t>Irrevocable corporate purchase order</w:t></w:r></w:p></w:body></w:document>';

/** The smallest .docx Word opens: content types, the package relationships and the main document part. */
export function tinyDocx(options: { mainPart?: string; extra?: ZipEntry[]; declaredDocumentSize?: number } = {}): Buffer {
  const main = options.mainPart ?? 'word/document.xml';
  return zipArchive([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES(main)) },
    { name: '_rels/.rels', data: Buffer.from(RELS(main)) },
    { name: main, data: Buffer.from(DOCUMENT_XML), ...(options.declaredDocumentSize ? { declaredSize: options.declaredDocumentSize } : {}) },
    ...(options.extra ?? []),
  ]);
}

/** A PDF of exactly `size` bytes: a real header and trailer, padded with a comment-free stream of spaces. */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  const file = Buffer.alloc(size, 0x20);
  head.copy(file, 0);
  tail.copy(file, size - tail.length);
  return file;
}

/* ------------------------------------------------------------------ multipart bodies */

export type FormPart = { name: string; value: string } | { name: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data body built by hand, for bodies FormData cannot make (cut off, odd headers). */
export function multipartBody(parts: FormPart[], boundary = `----ctp${crypto.randomUUID().replaceAll('-', '')}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
          'utf8',
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`, 'utf8'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadInput {
  file?: { name: string; content: Buffer; type?: string };
  documentType?: string;
  documentName?: string;
  description?: string;
  contractId?: string;
  dealId?: string;
}

/** Uploads as the browser does: a FormData with the file first, then the fields. */
export function upload(app: FastifyInstance, token: string | undefined, input: UploadInput) {
  const form = new FormData();
  if (input.file) form.append('file', new Blob([input.file.content], { type: input.file.type ?? 'application/octet-stream' }), input.file.name);
  for (const key of ['documentType', 'documentName', 'description', 'contractId', 'dealId'] as const) {
    const value = input[key];
    if (value !== undefined) form.append(key, value);
  }
  return app.inject({
    method: 'POST',
    url: '/api/v1/documents/upload',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: form,
  });
}

export const pdfUpload = (overrides: Partial<UploadInput> = {}): UploadInput => ({
  file: { name: 'proof-of-funds.pdf', content: tinyPdf(), type: 'application/pdf' },
  documentType: 'pof',
  documentName: 'Proof of funds',
  ...overrides,
});

/** Uploads and returns the stored document, asserting success. */
export async function uploaded(app: FastifyInstance, token: string, input: UploadInput = pdfUpload()) {
  const res = await upload(app, token, input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().document as { id: string; [key: string]: unknown };
}

/* ------------------------------------------------------------------ people and state */

export interface Person {
  id: string;
  token: string;
}

export async function person(app: FastifyInstance, role: 'trader' | 'seller' | 'admin' = 'trader'): Promise<Person> {
  const user = await registerUser(app);
  if (role !== 'trader') await setUserColumns(app, user.id, { role });
  const session = await signIn(app, user);
  return { id: user.id, token: session.accessToken };
}

export const buildDocumentsApp = (env: Record<string, string> = {}, clock?: TestClock) => buildAuthApp(env, clock);

export const storageDir = (t: TestApp) => path.join(t.config.dataDir, 'documents');

/** The files in document storage (finished and partial). */
export const storedFiles = (t: TestApp) => (fs.existsSync(storageDir(t)) ? fs.readdirSync(storageDir(t)).sort() : []);

export const documentRows = (t: TestApp) => t.app.database.db.selectFrom('documents').selectAll().execute();

export async function storageKeyOf(t: TestApp, id: string): Promise<string> {
  const row = await t.app.database.db.selectFrom('documents').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow();
  return row.storage_key;
}

/** Asserts a refusal that leaves neither a file nor a row behind. */
export async function expectNothingKept(t: TestApp, before: { files: string[]; rows: number }) {
  // A refused stream is removed asynchronously right after the answer: give it a moment.
  for (let i = 0; i < 50 && storedFiles(t).length !== before.files.length; i++) await new Promise((r) => setTimeout(r, 20));
  expect(storedFiles(t)).toEqual(before.files);
  expect((await documentRows(t)).length).toBe(before.rows);
}

export async function snapshot(t: TestApp) {
  return { files: storedFiles(t), rows: (await documentRows(t)).length };
}

export const bodyOf = (res: LightMyRequestResponse) => res.json() as { message: string; code: string; status: number; details?: unknown };

/** A draft contract between two users, written straight to the table (the contracts API is not under test here). */
export async function insertContract(t: TestApp, buyerId: string, sellerId: string | null): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await t.app.database.db
    .insertInto('contracts')
    .values({
      id,
      contract_number: `CTR-2026-${id.slice(0, 8)}`,
      buyer_id: buyerId,
      seller_id: sellerId,
      created_by: buyerId,
      commodity_id: 'fb275044-634d-4a13-a9b5-7e3389188fc7',
      contract_type: 'spot',
      quantity_e3: 100_000,
      unit_price_cents: 204_350,
      total_value_cents: 20_435_000,
      currency: 'USD',
      delivery_date: '2027-01-15',
      delivery_location: 'Zurich',
      status: 'draft',
      signed_by_buyer_at: null,
      signed_by_seller_at: null,
      sent_at: null,
      executed_at: null,
      cancelled_at: null,
      cancellation_reason: null,
      expired_at: null,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function activityOf(t: TestApp, entityId: string) {
  return t.app.database.db.selectFrom('activity').selectAll().where('entity_id', '=', entityId).orderBy('created_at').execute();
}
