import type { FieldError } from 'react-hook-form';

/**
 * The forms hold what is typed (text); a kind's fields say how each turns into the API's body, which the shared
 * schema then checks, so each message lands on its field. Blank means not given.
 */
const BODY_VALUES = {
  text: (text: string) => text,
  /** A select's placeholder is no choice. */
  choice: (text: string) => text || undefined,
  number: (text: string) => (text.trim() === '' ? undefined : Number(text)),
  /** An optional figure: blank is null, "not known". */
  optionalNumber: (text: string) => (text.trim() === '' ? null : Number(text)),
  optionalText: (text: string) => (text.trim() === '' ? null : text),
  /** A list typed one item per line; blank lines are dropped. */
  lines: (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
} as const;

type FieldKind = keyof typeof BODY_VALUES;

/** The fields of a form, each with its kind; a nested object of the body (expectedReturn, metrics) nests. */
export interface FormFields {
  readonly [name: string]: FieldKind | FormFields;
}

/** The kinds a field of the body may take, by its type. */
type FieldKindOf<Value> = [Value] extends [readonly string[]]
  ? 'lines'
  : [Value] extends [number]
    ? 'number'
    : [Value] extends [number | null]
      ? 'optionalNumber'
      : [Value] extends [string]
        ? 'text' | 'choice'
        : [Value] extends [string | null]
          ? 'optionalText'
          : FieldsOf<Value>;

/** Every field of a body (a schema's output), each of a kind its type allows. */
export type FieldsOf<Body> = { readonly [Name in keyof Body]-?: FieldKindOf<Body[Name]> };

/** What the form holds: the text of each field. */
export type FormValues<Fields extends FormFields> = { -readonly [Name in keyof Fields]: Fields[Name] extends FormFields ? FormValues<Fields[Name]> : string };

/** A stored item in its fields, or blank fields for a new one. */
export function formValuesOf<Fields extends FormFields>(fields: Fields, item: object | null): FormValues<Fields> {
  const stored = item as Readonly<Record<string, unknown>> | null;
  const values = Object.entries(fields).map(([name, kind]) => {
    const value = stored?.[name];
    if (typeof kind === 'object') return [name, formValuesOf(kind, (value as object | undefined) ?? null)];
    if (kind === 'lines') return [name, (value as readonly string[] | undefined)?.join('\n') ?? ''];
    return [name, value === null || value === undefined ? '' : String(value)];
  });
  return Object.fromEntries(values) as FormValues<Fields>;
}

/** The API's body from what the form holds (unchecked: the schema checks it). */
export function bodyOf(fields: FormFields, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const body = Object.entries(fields).map(([name, kind]) => {
    const value = values[name];
    return [name, typeof kind === 'object' ? bodyOf(kind, value as Readonly<Record<string, unknown>>) : BODY_VALUES[kind](value as string)];
  });
  return Object.fromEntries(body);
}

/** The first message under a field: a list's messages sit on its items. */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const message = (error as FieldError).message;
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}
