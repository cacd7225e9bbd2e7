import type SQLite from 'better-sqlite3';

/** Distinct SQL texts kept prepared: the app has a few hundred; the least recently used goes first beyond this. */
const MAX_STATEMENTS = 500;

/**
 * Kysely's SQLite driver calls `prepare` for every query, and parsing and planning the SQL was a fifth of the CPU of a
 * signed-in read (issue 16). This makes `prepare` hand back the statement prepared before for the same text, or a
 * fresh one while that statement is busy iterating (a streamed query). SQLite re-prepares on its own after a
 * schema change.
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
    const statement = prepare(source);
    if (!cached) {
      cache.set(source, statement);
      if (cache.size > MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
    }
    return statement;
  }) as SQLite.Database['prepare'];
  return sqlite;
}
