import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import pg from 'pg';

/** What the cluster test and the failover bench do as users: accounts, sign-in, orders, documents. */

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const PASSWORD = 'Cluster-Test-Passw0rd!';

export interface Answer {
  status: number;
  // The checks read the few fields they assert on; the API's own tests check the shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

/**
 * A client address of its own per call, so set-up steps do not spend one shared sign-in budget. The instances trust
 * the header (TRUST_PROXY=true); through nginx it is overwritten with the real address.
 */
const someClientAddress = () => `10.${randomInt(250)}.${randomInt(250)}.${1 + randomInt(250)}`;

export async function api(base: string, method: string, url: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      'x-forwarded-for': someClientAddress(),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (metrics, files)
  }
  return { status: res.status, body, headers: res.headers };
}

/** Runs a statement on the cluster's database (test set-up: verified email, approved KYC). */
export async function sql(databaseUrl: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

export async function signIn(base: string, email: string): Promise<string> {
  const res = await api(base, 'POST', '/auth/login', { body: { email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.tokens.accessToken as string;
}

/** A trader or seller registered through the API (`base`: one instance, so the set-up has a client address of its own), with the email verified and KYC approved (as the desk would). */
export async function account(base: string, databaseUrl: string, role: 'trader' | 'seller'): Promise<{ id: string; email: string; token: string }> {
  const email = `${role}-${crypto.randomUUID().slice(0, 8)}@cluster.example`;
  const res = await api(base, 'POST', '/auth/register', {
    body: { email, password: PASSWORD, firstName: 'Cluster', lastName: role, acceptTerms: true, accountType: role },
  });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${JSON.stringify(res.body)}`);
  const { rows } = await sql(databaseUrl, `update users set email_verified = 1, kyc_status = 'approved' where email = $1 returning id`, [email]);
  return { id: rows[0].id as string, email, token: await signIn(base, email) };
}

/** An administrator made by the compiled `create-admin` CLI, as an operator would. */
export async function administrator(base: string, databaseUrl: string): Promise<{ email: string; token: string }> {
  const email = `desk-${crypto.randomUUID().slice(0, 8)}@cluster.example`;
  execFileSync(process.execPath, [path.join(repoRoot, 'apps/api/dist/cli/create-admin.js'), '--email', email, '--password', PASSWORD], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATABASE_URL: databaseUrl, JWT_SECRET: 'x'.repeat(48), LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
  return { email, token: await signIn(base, email) };
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Gold's id in the commodity catalogue every database is migrated with. */
const GOLD = 'fb275044-634d-4a13-a9b5-7e3389188fc7';

/** A valid gold buy request (the write the load test repeats). */
export const goldOrder = () => ({
  commodityId: GOLD,
  quantity: 100,
  priceRange: { min: 2000, max: 2100 },
  location: 'Zurich',
  terms: ['CIF', 'FOB'],
  deliveryDate: inDays(30),
});

export async function onePagePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText(text, { x: 20, y: 100, size: 12 });
  return Buffer.from(await pdf.save());
}

export async function uploadDocument(base: string, token: string, content: Buffer): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), 'proof-of-funds.pdf');
  form.append('documentType', 'pof');
  form.append('documentName', 'Proof of funds');
  const res = await fetch(`${base}/api/v1/documents/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** Sums a counter's samples in a Prometheus text answer whose labels include `labels`. */
export function counterSum(metrics: string, name: string, labels: Record<string, string>): number {
  let sum = 0;
  for (const line of metrics.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    if (!Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) continue;
    sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}
