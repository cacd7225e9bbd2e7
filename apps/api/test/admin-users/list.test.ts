import type { AdminUser } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CSV_COLUMNS } from '../../src/modules/admin-users/csv';
import { contractIn, contractsApp } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';
import { USERS, account, listUsers, type Account } from './fixtures';
import { formulaCells, parseCsv } from '../support/csv';

let t: TestApp;
let admin: Account;
let amira: Account;
let omar: Account;
let nadia: Account;
let karim: Account;
let volume: number;

const db = () => t.app.database.db;
const setColumns = (who: Account, values: Record<string, string | null>) => db().updateTable('users').set(values).where('id', '=', who.id).execute();

beforeAll(async () => {
  t = await contractsApp();
  admin = await account(t, 'admin', 'Layla');
  amira = await account(t, 'trader', 'Amira');
  omar = await account(t, 'trader', 'Omar');
  nadia = await account(t, 'seller', 'Nadia');
  karim = await account(t, 'seller', 'Karim');
  // Amira buys from Nadia: one active and one executed contract count as trades; a draft and a cancelled one do not.
  const now = Date.now();
  const parties = { buyer: amira, seller: nadia };
  const active = await contractIn(t, 'active', parties, now);
  const executed = await contractIn(t, 'executed', parties, now, { quantity: 3 });
  await contractIn(t, 'draft', parties, now);
  await contractIn(t, 'cancelled', parties, now);
  volume = active.totalValue + executed.totalValue;

  await setColumns(admin, { last_name: 'Mansour', created_at: '2026-01-05T00:00:00.000Z', last_login_at: '2026-11-01T00:00:00.000Z' });
  await setColumns(amira, { last_name: 'Haddad', company_name: 'Gulf Bullion LLC', created_at: '2026-01-01T00:00:00.000Z', last_login_at: '2026-11-03T00:00:00.000Z' });
  await setColumns(omar, {
    last_name: 'zahir',
    company_name: '=HYPERLINK("http://evil.example")',
    created_at: '2026-02-01T00:00:00.000Z',
    last_login_at: '2026-11-02T00:00:00.000Z',
    status: 'suspended',
    suspension_reason: '+review, "chargeback"',
    suspended_at: '2026-11-10T00:00:00.000Z',
  });
  await setColumns(nadia, { last_name: 'Barakat', company_name: 'Fuel 100%_Ltd', created_at: '2026-03-01T00:00:00.000Z', last_login_at: null });
  await setColumns(karim, { last_name: 'Aziz', company_name: 'Aziz Energy', created_at: '2026-04-01T00:00:00.000Z', last_login_at: '2026-11-04T00:00:00.000Z' });
});
afterAll(() => t.close());

const ids = (users: readonly AdminUser[]) => users.map((u) => u.id);
const list = (query = '') => listUsers(t.app, admin.token, query);

describe('GET /admin/users', () => {
  it('answers getAllUsers of spec 7.3, newest first, each user with the administrator view', async () => {
    const all = await list();
    expect(all).toMatchObject({ success: true, message: 'Users loaded', total: 5, page: 1, totalPages: 1 });
    expect(ids(all.users)).toEqual([karim, nadia, omar, admin, amira].map((u) => u.id));
    const byId = new Map(all.users.map((u) => [u.id, u]));
    expect(byId.get(amira.id)).toMatchObject({
      email: amira.email,
      firstName: 'Amira',
      lastName: 'Haddad',
      role: 'trader',
      status: 'active',
      companyName: 'Gulf Bullion LLC',
      country: 'Unknown',
      // Approved to draw up her contracts (contractIn).
      kycStatus: 'approved',
      totalTrades: 2,
      totalVolume: volume,
      suspensionReason: null,
      suspendedAt: null,
      mustChangePassword: false,
    });
    expect(byId.get(nadia.id)).toMatchObject({ totalTrades: 2, totalVolume: volume, lastLoginAt: null });
    expect(byId.get(omar.id)).toMatchObject({ status: 'suspended', suspensionReason: '+review, "chargeback"', suspendedAt: '2026-11-10T00:00:00.000Z', totalTrades: 0, totalVolume: 0 });
    expect(JSON.stringify(all)).not.toMatch(/password_hash|argon2|totp_secret/);
  });

  it('searches case-insensitively on email, first name, last name, full name and company', async () => {
    expect(ids((await list('?q=gulf%20BULLION')).users)).toEqual([amira.id]);
    expect(ids((await list('?q=HADDAD')).users)).toEqual([amira.id]);
    expect(ids((await list('?q=amira')).users)).toEqual([amira.id]);
    expect(ids((await list('?q=Amira%20Haddad')).users)).toEqual([amira.id]);
    expect(ids((await list(`?q=${encodeURIComponent(nadia.email.toUpperCase())}`)).users)).toEqual([nadia.id]);
    expect((await list('?q=nobody-at-all')).users).toEqual([]);
    // LIKE wildcards in the search are taken literally.
    expect(ids((await list('?q=%25')).users)).toEqual([nadia.id]);
    expect(ids((await list('?q=_')).users)).toEqual([nadia.id]);
    expect((await list('?q=%20%20')).total).toBe(5);
  });

  it('filters by role and status, combined with the search', async () => {
    expect(ids((await list('?role=seller')).users).sort()).toEqual([nadia.id, karim.id].sort());
    expect(ids((await list('?role=admin')).users)).toEqual([admin.id]);
    expect(ids((await list('?status=suspended')).users)).toEqual([omar.id]);
    expect((await list('?status=pending')).total).toBe(0);
    expect(ids((await list('?role=trader&status=active')).users)).toEqual([amira.id]);
    expect(ids((await list('?role=seller&q=aziz')).users)).toEqual([karim.id]);
    expect((await list('?role=trader&q=aziz')).total).toBe(0);
  });

  it('sorts by creation, last sign-in (never signed in last), email and name, either way', async () => {
    expect(ids((await list('?sort=createdAt&order=asc')).users)).toEqual([amira.id, admin.id, omar.id, nadia.id, karim.id]);
    expect(ids((await list('?sort=lastLoginAt&order=desc')).users)).toEqual([karim.id, amira.id, omar.id, admin.id, nadia.id]);
    expect(ids((await list('?sort=lastLoginAt&order=asc')).users)).toEqual([admin.id, omar.id, amira.id, karim.id, nadia.id]);
    const emails = [admin, amira, omar, nadia, karim].sort((a, b) => (a.email < b.email ? -1 : 1));
    expect(ids((await list('?sort=email&order=asc')).users)).toEqual(emails.map((u) => u.id));
    expect(ids((await list('?sort=email&order=desc')).users)).toEqual(emails.map((u) => u.id).reverse());
    // Case-insensitive on the last name: Aziz, Barakat, Haddad, Mansour, zahir.
    expect(ids((await list('?sort=name&order=asc')).users)).toEqual([karim.id, nadia.id, amira.id, admin.id, omar.id]);
    expect(ids((await list('?sort=name&order=desc')).users)).toEqual([omar.id, admin.id, amira.id, nadia.id, karim.id]);
  });

  it('pages: limit, page and totalPages over the filtered users', async () => {
    const first = await list('?limit=2');
    const second = await list('?limit=2&page=2');
    const third = await list('?limit=2&page=3');
    expect([first.totalPages, second.page, third.users.length]).toEqual([3, 2, 1]);
    expect([...ids(first.users), ...ids(second.users), ...ids(third.users)]).toEqual(ids((await list()).users));
    expect((await list('?limit=2&page=9')).users).toEqual([]);
    expect(await list('?q=nobody-at-all')).toMatchObject({ total: 0, totalPages: 0, page: 1 });
  });
});

describe('GET /admin/users/export', () => {
  const exportCsv = async (query = '') => {
    const res = await call(t.app, 'GET', `${USERS}/export${query}`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('downloads every filtered user as CSV with formula-looking cells escaped', async () => {
    const res = await exportCsv('?sort=createdAt&order=asc');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = parseCsv(res.body, ',').map((row) => row.join('|'));
    expect(rows[0]).toBe(USER_CSV_COLUMNS.join('|'));
    expect(rows).toHaveLength(6);
    expect(rows[1]).toContain(`${amira.email}|Amira|Haddad|trader|active|Gulf Bullion LLC|`);
    expect(rows[1]).toContain(`|2|${volume.toFixed(2)}|2026-01-01T00:00:00.000Z|`);
    // The company and the reason start with = and +: an apostrophe keeps a spreadsheet from running them.
    expect(rows[3]).toContain(`|'=HYPERLINK("http://evil.example")|`);
    expect(rows[3]).toContain(`|2026-11-10T00:00:00.000Z|'+review, "chargeback"|no`);
    expect(formulaCells(res.body)).toEqual([]);
  });

  it('applies the same filters as the list, over all pages', async () => {
    const sellers = parseCsv((await exportCsv('?role=seller')).body, ',');
    expect(sellers).toHaveLength(3);
    expect(sellers.slice(1).map((row) => row[0]).sort()).toEqual([nadia.email, karim.email].sort());
    expect(parseCsv((await exportCsv('?q=nobody-at-all')).body, ',')).toEqual([[...USER_CSV_COLUMNS]]);
  });
});
