import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, csvText } from '../src/lib/csv';
import { account, contractsApp, type Account } from './contracts/fixtures';
import { call, type TestApp } from './helpers';
import { formulaCells, parseCsv } from './support/csv';

/** Names a user may choose that a spreadsheet would run, whichever separator it splits on. */
const HOSTILE = ['Bob;=2+5;', '=HYPERLINK("http://evil.example")', 'Ann,+1+1', 'x\t@SUM(A1)', '-cmd', 'Lee; -2+3', 'two\n=1+1'];

describe('CSV cells', () => {
  it('quotes every cell and doubles inner quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(12.5)).toBe('"12.5"');
    expect(csvCell(-3)).toBe('"-3"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(true)).toBe('"true"');
  });

  it('neutralises a formula start at the beginning and after any separator', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('Bob;=2+5;')).toBe(`"Bob;'=2+5;"`);
    expect(csvCell('a, +b')).toBe(`"a, '+b"`);
    expect(csvCell('two\n@x')).toBe(`"two\n'@x"`);
  });

  it('keeps hostile text intact for a comma reader and inert for comma and semicolon readers', () => {
    const text = csvText(['id', 'name'], HOSTILE.map((name, i) => [i, name]));
    expect(formulaCells(text)).toEqual([]);
    const rows = parseCsv(text, ',');
    expect(rows.slice(1).map((row) => row[1]!.replace(/'(?=[=+\-@])/g, ''))).toEqual(HOSTILE);
  });
});

describe('admin exports with hostile names', () => {
  let t: TestApp;
  let admin: Account;

  beforeAll(async () => {
    t = await contractsApp();
    admin = await account(t, 'admin');
    for (const firstName of HOSTILE) await account(t, 'trader', firstName);
  });
  afterAll(() => t.close());

  it.each(['/admin/users/export', '/admin/audit/export', '/admin/trades/export', '/admin/analytics/export'])(
    '%s has no cell a spreadsheet would run, with , or ; as separator',
    async (url) => {
      const res = await call(t.app, 'GET', url, { token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(formulaCells(res.body)).toEqual([]);
      if (url === '/admin/users/export') expect(res.body).toContain(`"Bob;'=2+5;"`);
    },
  );
});
