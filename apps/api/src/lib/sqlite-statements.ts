import type SQLite from 'better-sqlite3';

/**
 * Kysely writes a page's LIMIT and OFFSET as bare parameters. On SQLite such a statement cost 29 µs a run instead of
 * 3.5 µs with the same parameter cast to an integer (a contracts page on an empty table: 69 µs instead of 3.5 µs,
 * issue 16), so they are given the cast; the values are integers either way.
 */
const BARE_PAGING = /\b(limit|offset) \?/g;
export const castPaging = (source: string) => source.replace(BARE_PAGING, '$1 cast(? as integer)');

/** Distinct SQL texts kept prepared: the app has a few hundred; the least recently used goes first beyond this. */
const MAX_STATEMENTS = 500;

/**
 * Kysely's SQLite driver calls `prepare` for every query, and parsing and planning the SQL was a fifth of the CPU of a
 * signed-in read (issue 16). This makes `prepare` hand back the statement prepared before for the same text, or a
 * fresh one while that statement is busy iterating (a streamed query). SQLite re-prepares on its own after a
 * schema change. Each text is prepared with its paging cast (above).
 */
export function cacheStatements(sqlite: SQLite.Database): SQLite.Database {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    const cached = cache.get(source);
    if (cached && !cached.busy) {
      // Re-inserted so the Map's order is least recently used first.
      cache.delete(source);
      cache.set(source, cached);
      return cached;
    }
    const statement = prepare(castPaging(source));
    if (!cached) {
      cache.set(source, statement);
      if (cache.size > MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
    }
    return statement;
  }) as SQLite.Database['prepare'];
  return sqlite;
}
