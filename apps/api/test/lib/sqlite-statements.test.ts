import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cacheStatements } from '../../src/lib/sqlite-statements';

describe('cacheStatements', () => {
  it('prepares a SQL text once and answers with the current data each time', () => {
    const sqlite = cacheStatements(new SQLite(':memory:'));
    sqlite.exec('create table t (n integer)');
    const first = sqlite.prepare('select count(*) as n from t');
    sqlite.prepare('insert into t (n) values (?)').run(1);
    sqlite.prepare('insert into t (n) values (?)').run(2);
    const again = sqlite.prepare('select count(*) as n from t');
    expect(again).toBe(first);
    expect(again.get()).toEqual({ n: 2 });
    sqlite.close();
  });

  it('hands out a fresh statement while the cached one is iterating', () => {
    const sqlite = cacheStatements(new SQLite(':memory:'));
    sqlite.exec('create table t (n integer); insert into t values (1), (2)');
    const outer = sqlite.prepare('select n from t order by n');
    const seen: number[] = [];
    for (const row of outer.iterate() as Iterable<{ n: number }>) {
      seen.push(row.n, ...(sqlite.prepare('select n from t order by n').all() as Array<{ n: number }>).map((r) => r.n));
    }
    expect(seen).toEqual([1, 1, 2, 2, 1, 2]);
    sqlite.close();
  });

  it('keeps working through Kysely after the schema changes', async () => {
    const db = new Kysely<{ t: { n: number; m: number | null } }>({ dialect: new SqliteDialect({ database: cacheStatements(new SQLite(':memory:')) }) });
    await sql`create table t (n integer)`.execute(db);
    await db.insertInto('t').values({ n: 1 } as never).execute();
    expect(await db.selectFrom('t').selectAll().execute()).toEqual([{ n: 1 }]);
    await sql`alter table t add column m integer`.execute(db);
    expect(await db.selectFrom('t').selectAll().execute()).toEqual([{ n: 1, m: null }]);
    await db.destroy();
  });

  it('pages through Kysely with LIMIT and OFFSET cast to integers, in a subquery too', async () => {
    const sqlite = cacheStatements(new SQLite(':memory:'));
    const db = new Kysely<{ t: { n: number } }>({ dialect: new SqliteDialect({ database: sqlite }) });
    await sql`create table t (n integer)`.execute(db);
    await db.insertInto('t').values([1, 2, 3, 4, 5].map((n) => ({ n }))).execute();
    const page = db
      .selectFrom('t')
      .select((eb) => ['n', eb.selectFrom('t as u').select('u.n').whereRef('u.n', '>', 't.n').orderBy('u.n').limit(1).as('next')])
      .orderBy('n', 'desc')
      .limit(2)
      .offset(1);
    expect(await page.execute()).toEqual([{ n: 4, next: 5 }, { n: 3, next: 4 }]);
    expect(sqlite.prepare(page.compile().sql).source).toMatch(/limit cast\(\? as integer\)\) as "next".*limit cast\(\? as integer\) offset cast\(\? as integer\)$/);
    await db.destroy();
  });
});
