import { z } from 'zod';
import { SERVER_TEXTS } from './texts';

/**
 * Control characters other than tab, line feed and carriage return (a line break may carry one). Nobody types
 * them; PostgreSQL refuses NUL in text, and the rest only hide or corrupt what other people read.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacter = (value: string) => CONTROL_CHARACTER.test(value);

/** A text field of any request: refuses control characters (the base of every text field schema). */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasControlCharacter(value), SERVER_TEXTS.controlCharacters);

/** Optional free text of a request: trimmed, at most `max` characters; blank is null, so nothing stores ''. */
export const optionalText = (label: string, max: number) =>
  text({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * The path (a.b.0.c) of the first string holding a control character anywhere in a request's body, query or
 * params, or null. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function controlCharacterPath(value: unknown): string | null {
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (hasControlCharacter(item)) return path;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (hasControlCharacter(key)) return path ? `${path}.${key.replace(CONTROL_CHARACTER, '?')}` : '?';
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}
