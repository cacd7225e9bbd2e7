import { sql, type RawBuilder } from 'kysely';

/** `%text%` for LIKE, lower-cased, with the wildcards of the text escaped (ESCAPE '\'). */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A case-insensitive "contains" test on SQL expressions, the same on SQLite and PostgreSQL:
 * true when any of `expressions` holds `text`.
 */
export function containsText(text: string, expressions: readonly RawBuilder<unknown>[]) {
  return matchesPattern(likePattern(text), expressions);
}

/** As `containsText`, given the LIKE pattern already made by `likePattern`. */
export function matchesPattern(pattern: string, expressions: readonly RawBuilder<unknown>[]) {
  return expressions.map((expr) => sql<boolean>`lower(${expr}) like ${pattern} escape '\\'`);
}
