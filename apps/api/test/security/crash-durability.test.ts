import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pdfOfSize, tinyPdf, tinyPng, utf8Text } from '../documents/fixtures';
import { killAllChildServers, startChildServer, type ChildServer } from './support/child-server';

/**
 * Crash durability: every write the server acknowledged survives a SIGKILL (no shutdown hook, no flush),
 * and a restart on the same DATA_DIR and database leaves no orphan in document storage. The real server
 * runs as a child process; the same file runs on SQLite (api-sqlite) and PostgreSQL (api-postgres).
 */

// The same switch as ../helpers.ts, read here so this file does not load the app into the test process.
const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

const PASSWORD = 'Tr4ding@Desk.Muscat';
const DEMO = {
  trader: { email: 'trader@example.com', password: 'TraderDemo@2026' },
  seller: { email: 'seller@example.com', password: 'SellerDemo@2026' },
  admin: { email: 'admin@example.com', password: 'AdminDemo@2026' },
};
const GOLD = 'fb275044-634d-4a13-a9b5-7e3389188fc7';
const EN590 = '41af7935-ac57-4367-a9ae-145e84fb452f';
const DAY = 24 * 60 * 60 * 1000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

type Json = Record<string, unknown>;

interface Acked {
  settings: { requireEmailVerification: boolean };
  /** Registered through POST /auth/register, each with the documents it uploaded afterwards. */
  users: { id: string; email: string; token: string; documents: { document: Json; bytes: Buffer }[] }[];
  /** Placed through POST /api/v1/trading/orders, as answered. */
  orders: { owner: 'trader' | 'seller'; order: Json }[];
  /** Uploaded by the demo trader. */
  traderDocuments: { document: Json; bytes: Buffer }[];
}

/* ------------------------------------------------------------------ HTTP, as a client of the child */

async function request(server: ChildServer, method: string, url: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const res = await fetch(server.url + url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes, text: bytes.toString('utf8'), json: () => JSON.parse(bytes.toString('utf8')) as Json };
}

/** Sends and insists on `status`: the answer is the acknowledgement. */
async function acked(server: ChildServer, status: number, method: string, url: string, options: { token?: string; body?: unknown } = {}) {
  const res = await request(server, method, url, options);
  // A server error is explained in the child's log: show its end.
  const log = res.status >= 500 ? `\n--- server output ---\n${server.output().slice(-4000)}` : '';
  expect(res.status, `${method} ${url}: ${res.text}${log}`).toBe(status);
  return res.json();
}

async function signIn(server: ChildServer, who: { email: string; password: string }) {
  const body = await acked(server, 200, 'POST', '/auth/login', { body: who });
  return { token: (body.tokens as { accessToken: string }).accessToken, user: body.user as Json };
}

async function uploadDocument(server: ChildServer, token: string, file: { name: string; bytes: Buffer; type: string }, documentType: string, documentName: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  form.append('documentType', documentType);
  form.append('documentName', documentName);
  const body = await acked(server, 201, 'POST', '/api/v1/documents/upload', { token, body: form });
  return { document: body.document as Json, bytes: file.bytes };
}

/**
 * An upload that never finishes: the headers and the first megabyte of a 4 MB PDF, then silence. Resolves
 * once the server is streaming it to storage (its `.partial` file exists), with the socket still open.
 */
async function stalledUpload(server: ChildServer, token: string, storageDir: string) {
  const before = new Set(partialFiles(storageDir));
  const { body, contentType } = multipartBody([
    { name: 'documentType', value: 'other' },
    { name: 'documentName', value: 'Never finished' },
    { name: 'file', filename: 'never-finished.pdf', content: pdfOfSize(4 * 1024 * 1024), contentType: 'application/pdf' },
  ]);
  const { port } = new URL(server.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  // The crash resets this connection; that is expected.
  socket.on('error', () => {});
  socket.write(
    `POST /api/v1/documents/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.subarray(0, 1024 * 1024));
  const partial = await until(() => partialFiles(storageDir).find((name) => !before.has(name)), 'a .partial file in document storage');
  return { socket, partial };
}

/* ------------------------------------------------------------------ storage and database, read directly */

const storedFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
const partialFiles = (dir: string) => storedFiles(dir).filter((name) => name.endsWith('.partial'));

/** Polls `probe` (a bounded loop: 20 ms steps, 10 s at most) until it answers something. */
async function until<T>(probe: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/* ------------------------------------------------------------------ the run: writes, crash, restart */

let dataDir: string;
let storageDir: string;
let env: Record<string, string>;
let dropSchema: () => Promise<void> = async () => {};
let storageKeys: () => Promise<string[]>;
let first: ChildServer;
let second: ChildServer;
const acknowledged: Acked = { settings: { requireEmailVerification: false }, users: [], orders: [], traderDocuments: [] };
let strandedPartial: string;
const timings: Record<string, number> = {};

beforeAll(async () => {
  const started = Date.now();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-crash-'));
  storageDir = path.join(dataDir, 'documents');
  env = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // A folder with no build in it: the API is under test, not the web app.
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://127.0.0.1',
    PRICE_PROVIDER: 'fallback',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    HEALTH_CHECK_INTERVAL_SECONDS: '86400',
    // JWT_SECRET stays unset: the generated DATA_DIR/jwt-secret must survive the crash too.
  };
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `crash_${crypto.randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    // pg reads `options` from the URL: every connection of the child's pool works in this schema.
    const childUrl = new URL(url);
    childUrl.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = childUrl.toString();
    storageKeys = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<{ storage_key: string }>(`select storage_key from ${schema}.documents`)).rows.map((r) => r.storage_key);
      } finally {
        await client.end();
      }
    };
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    };
  } else {
    storageKeys = async () => {
      const db = new SQLite(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
      try {
        return (db.prepare('select storage_key from documents').all() as { storage_key: string }[]).map((r) => r.storage_key);
      } finally {
        db.close();
      }
    };
  }

  first = await startChildServer(env);
  timings.firstStart = Date.now() - started;

  // Setup writes, acknowledged like the rest: registrations may use the portal at once.
  const admin = await signIn(first, DEMO.admin);
  const settings = await acked(first, 200, 'PUT', '/admin/settings', { token: admin.token, body: { platform: { requireEmailVerification: false } } });
  expect((settings.settings as { platform: Json }).platform.requireEmailVerification).toBe(false);
  const [trader, seller] = await Promise.all([signIn(first, DEMO.trader), signIn(first, DEMO.seller)]);

  // An upload still streaming when the process dies.
  const stalled = await stalledUpload(first, trader.token, storageDir);
  strandedPartial = stalled.partial;

  // The burst: sign-ups (each then signs in and uploads), orders from both sides, the trader's uploads,
  // all in flight together. The crash follows the last acknowledgement without a pause.
  const burstStarted = Date.now();
  const signUp = async (i: number) => {
    const email = `crash.${i}.${Date.now().toString(36)}@example.com`;
    const body = await acked(first, 201, 'POST', '/auth/register', {
      body: { email, password: PASSWORD, firstName: 'Crash', lastName: `Tester ${i}`, companyName: `Durable Metals ${i} LLC`, acceptTerms: true },
    });
    const id = (body.user as { id: string }).id;
    const session = await signIn(first, { email, password: PASSWORD });
    const file = i % 2 === 0 ? { name: `passport-${i}.png`, bytes: tinyPng(), type: 'image/png' } : { name: `registry-${i}.pdf`, bytes: tinyPdf(`Company ${i}`), type: 'application/pdf' };
    const document = await uploadDocument(first, session.token, file, i % 2 === 0 ? 'kyc' : 'registration', `Sign-up ${i} document`);
    acknowledged.users.push({ id, email, token: session.token, documents: [document] });
  };
  const placeOrder = async (owner: 'trader' | 'seller', i: number) => {
    const body =
      i % 2 === 0
        ? { commodityId: GOLD, quantity: 100 + i, priceRange: { min: 2000, max: 2100 }, location: 'Zurich', terms: ['CIF', 'FOB'], deliveryDate: dateIn(30 + i) }
        : { commodityId: EN590, commodityDetails: `EN590 10ppm lot ${i}`, quantity: 5000 + i, priceRange: { min: 600, max: 650 }, location: 'Rotterdam', terms: ['TTT'], deliveryDate: dateIn(45 + i) };
    const order = await acked(first, 201, 'POST', '/api/v1/trading/orders', { token: (owner === 'trader' ? trader : seller).token, body });
    acknowledged.orders.push({ owner, order });
  };
  const traderUpload = async (i: number) => {
    const files = [
      { name: 'invoice.pdf', bytes: tinyPdf(`Invoice ${i}`), type: 'application/pdf' },
      // Several chunks of random text: a byte-for-byte comparison means something.
      { name: 'bill-of-lading.txt', bytes: Buffer.concat([utf8Text(), Buffer.from(randomBytes(96 * 1024).toString('hex'))]), type: 'text/plain' },
      { name: 'shipping-photo.png', bytes: tinyPng(), type: 'image/png' },
    ];
    const file = files[i % files.length]!;
    // Not a KYC type: the demo trader's approved KYC (which orders need) stays as it is.
    acknowledged.traderDocuments.push(await uploadDocument(first, trader.token, file, i % 2 === 0 ? 'invoice' : 'shipping', `Trader file ${i}`));
  };
  await Promise.all([
    ...[0, 1, 2, 3].map(signUp),
    ...[0, 1, 2, 3, 4].map((i) => placeOrder('trader', i)),
    ...[0, 1, 2].map((i) => placeOrder('seller', i)),
    ...[0, 1, 2, 3].map(traderUpload),
  ]);
  await first.crash();
  timings.burst = Date.now() - burstStarted;
  stalled.socket.destroy();

  // The crash left the stalled upload's partial file behind: the restart must deal with it.
  expect(storedFiles(storageDir)).toContain(strandedPartial);

  const restarted = Date.now();
  second = await startChildServer(env);
  timings.restart = Date.now() - restarted;
  timings.total = Date.now() - started;
}, 60_000);

afterAll(async () => {
  console.log(`crash-durability (${engine}): ${JSON.stringify(timings)} ms`);
  await second?.stop();
  await killAllChildServers();
  await dropSchema();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`after a SIGKILL and a restart (${engine})`, () => {
  it('the process really died by SIGKILL and the restart is a new process', () => {
    expect(second.pid).not.toBe(first.pid);
    expect(first.output()).not.toMatch(/shutting down/);
    expect(acknowledged.users).toHaveLength(4);
    expect(acknowledged.orders).toHaveLength(8);
    expect(acknowledged.traderDocuments).toHaveLength(4);
  });

  it('keeps the acknowledged settings change', async () => {
    const admin = await signIn(second, DEMO.admin);
    const body = await acked(second, 200, 'GET', '/admin/settings', { token: admin.token });
    expect((body.settings as { platform: Json }).platform.requireEmailVerification).toBe(acknowledged.settings.requireEmailVerification);
  });

  it('lets every acknowledged sign-up sign in', async () => {
    for (const user of acknowledged.users) {
      const session = await signIn(second, { email: user.email, password: PASSWORD });
      expect(session.user).toMatchObject({ id: user.id, email: user.email, role: 'trader' });
    }
  });

  it('keeps sessions: an access token issued before the crash still works', async () => {
    for (const user of acknowledged.users) {
      const body = await acked(second, 200, 'GET', '/auth/profile', { token: user.token });
      expect((body.user as Json).id).toBe(user.id);
    }
  });

  it('lists every acknowledged order, unchanged', async () => {
    for (const owner of ['trader', 'seller'] as const) {
      const { token } = await signIn(second, DEMO[owner]);
      const list = await acked(second, 200, 'GET', '/api/v1/trading/orders?limit=100', { token });
      const byId = new Map((list.orders as Json[]).map((o) => [o.id, o]));
      const mine = acknowledged.orders.filter((o) => o.owner === owner);
      expect(mine.length).toBeGreaterThan(0);
      for (const { order } of mine) expect(byId.get(order.id)).toEqual(order);
    }
  });

  it('lists every acknowledged document and serves its exact bytes', async () => {
    const { token: traderToken } = await signIn(second, DEMO.trader);
    const owners = [
      { token: traderToken, documents: acknowledged.traderDocuments },
      ...acknowledged.users.map((u) => ({ token: u.token, documents: u.documents })),
    ];
    for (const { token, documents } of owners) {
      const list = await acked(second, 200, 'GET', '/api/v1/documents?limit=100', { token });
      const byId = new Map((list.documents as Json[]).map((d) => [d.id, d]));
      for (const { document, bytes } of documents) {
        expect(byId.get(document.id)).toEqual(document);
        const download = await request(second, 'GET', `/api/v1/documents/${String(document.id)}/download`, { token });
        expect(download.status, download.text).toBe(200);
        expect(download.bytes.equals(bytes), `bytes of ${String(document.fileName)}`).toBe(true);
      }
    }
  });

  it('leaves no orphan in document storage: no partial file, and every file is a document row', async () => {
    const files = storedFiles(storageDir);
    expect(files.filter((name) => name.endsWith('.partial')), 'partial files left by the crash').toEqual([]);
    const keys = await storageKeys();
    expect(keys).toHaveLength(acknowledged.traderDocuments.length + acknowledged.users.length);
    expect(files).toEqual([...keys].sort());
  });
});
