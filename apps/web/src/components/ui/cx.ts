/** Anything a `cond && 'class'` expression can produce; only non-empty strings are kept. */
export type ClassValue = string | number | bigint | boolean | null | undefined;

/** Joins class names, skipping falsy ones: cx('a', busy && 'b'). */
export function cx(...classes: ClassValue[]): string {
  return classes.filter((c): c is string => typeof c === 'string' && c.length > 0).join(' ');
}
