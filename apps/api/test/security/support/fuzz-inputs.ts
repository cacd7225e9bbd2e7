import fc from 'fast-check';
import type { FormPart } from '../../documents/fixtures';
import type { JsonSchema, Operation } from './openapi';

/*
 * Inputs for schema-driven fuzzing. Each value starts from what the operation's OpenAPI schema describes (so many
 * calls get past the first check and reach the deeper ones) and is then broken in one of the ways attackers and
 * broken clients break input: wrong types, empty and huge strings, NUL and other control characters, odd unicode,
 * NaN and infinities, negatives, deep nesting, extra and prototype-polluting properties, arrays for objects.
 */

/** Strings that have broken parsers, databases, filters and CSV exports before. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007',
  '\u001b[31mred',
  '\r\n',
  '\t',
  '\u202eevil',
  '\ufeff',
  '\u200b',
  '\u2028',
  '💥🇴🇲',
  'ذهب',
  '\ud800',
  '\udfff\ud800',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '0',
  '1e309',
  '0x10',
  '9'.repeat(400),
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '\\',
  '%',
  '%00',
  '%E0%A4%A',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '=cmd|calc!A1',
  '__proto__',
  'constructor',
  'true',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00Z',
  'a@b',
  'x'.repeat(1025),
];

/** Numbers at and past every edge: JSON has no NaN or Infinity, so in a JSON body those arrive as null. */
const NASTY_NUMBERS = [NaN, Infinity, -Infinity, -0, -1, 0, 0.5, 1e-7, 0.1 + 0.2, 2 ** 31, 2 ** 53 - 1, 2 ** 53 + 2, 2 ** 62, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  // Huge: past every field's limit, some past the 1 MB body limit once in a body.
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('x', 'é', '💥', '\u0000', ' '), fc.integer({ min: 1_000, max: 300_000 })).map(([c, n]) => c.repeat(n)) },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer({ min: -1_000_000, max: 1_000_000 }) },
);

/** Arrays in arrays (or objects in objects) hundreds of levels deep. */
const deepNesting: fc.Arbitrary<unknown> = fc.tuple(fc.integer({ min: 20, max: 800 }), fc.boolean()).map(([depth, asObjects]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = asObjects ? { a: value } : [value];
  return value;
});

/** Any wrong thing where a value should be. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(nastyString, nastyNumber), { maxKeys: 4 }) },
  { weight: 1, arbitrary: deepNesting },
  // Long arrays, built in one go (an fc.array of 20,000 items costs fast-check 20,000 shrinkable values).
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((n) => Array.from({ length: n }, () => 'x')) },
);

/** Real ids of existing objects, so some fuzzed ids reach the code past "not found". */
export interface IdPool {
  ids: readonly string[];
}

const isoDate = fc.oneof(
  fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
  fc.constantFrom(new Date('0000-01-01T00:00:00Z'), new Date('9999-12-31T23:59:59.999Z'), new Date('2028-02-29T12:00:00Z'), new Date()),
);

/** A strong password by the rules of spec 5 (the four classes), so password fields sometimes get past their rules. */
const strongPassword = fc.string({ minLength: 8, maxLength: 30 }).map((s) => `Aa1!${s}`);

/** Field-name hints for what the document does not say (zod's email and phone checks are no JSON Schema pattern). */
function hinted(name: string | undefined): fc.Arbitrary<string> | undefined {
  if (!name) return undefined;
  if (/email/i.test(name)) return fc.oneof(fc.emailAddress(), fc.constantFrom('admin@example.com', 'ADMIN@EXAMPLE.COM ', 'a@b.co'));
  if (/password/i.test(name)) return strongPassword;
  if (/phone/i.test(name)) return fc.stringMatching(/^\+?[0-9 ]{5,20}$/);
  return undefined;
}

function stringFor(schema: JsonSchema, pool: IdPool, name?: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return pool.ids.length > 0 ? fc.oneof(fc.constantFrom(...pool.ids), fc.uuid()) : fc.uuid();
  if (schema.format === 'date') return isoDate.map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return isoDate.map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  const hint = hinted(name);
  if (hint) return hint;
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: plain strings below.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  const edges = schema.maxLength === undefined ? [] : [schema.maxLength, schema.maxLength + 1];
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength }) },
    // Exactly at and just past the limit, in characters that take several bytes (and UTF-16 units).
    ...edges.map((length) => ({ weight: 1, arbitrary: fc.constantFrom('x', 'é', '€', '💥').map((c) => c.repeat(Math.ceil(length / c.length))) })),
  );
}

function numberFor(schema: JsonSchema): fc.Arbitrary<number> {
  const integer = schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
  const exclusiveMin = schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number';
  const exclusiveMax = schema.exclusiveMaximum === true || typeof schema.exclusiveMaximum === 'number';
  const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : (schema.minimum ?? -1e12);
  const max = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : (schema.maximum ?? 1e12);
  const low = integer ? Math.ceil(min + (exclusiveMin ? 1 : 0)) : exclusiveMin ? min + 0.01 : min;
  const high = integer ? Math.floor(max - (exclusiveMax ? 1 : 0)) : exclusiveMax ? max - 0.01 : max;
  const inside = integer
    ? low >= -(2 ** 31) && high < 2 ** 31
      ? fc.integer({ min: low, max: high })
      : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }).map((v) => Math.min(high, Math.max(low, Math.round(v))))
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }).map((v) => Math.min(high, Math.max(low, Math.round(v * 100) / 100)));
  // The bounds themselves, where sums and products overflow.
  return fc.oneof({ weight: 3, arbitrary: inside }, { weight: 2, arbitrary: fc.constantFrom(low, high) });
}

/** A value the schema (mostly) accepts; depth-limited so recursive schemas end. */
export function validish(schema: JsonSchema | undefined, pool: IdPool, depth = 0, name?: string): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  const nullable = schema.nullable ? (arb: fc.Arbitrary<unknown>) => fc.option(arb, { nil: null, freq: 5 }) : (arb: fc.Arbitrary<unknown>) => arb;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return nullable(fc.constantFrom(...schema.enum));
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => validish(v, pool, depth + 1, name)));
  if (schema.allOf?.[0]) return validish(schema.allOf[0], pool, depth + 1, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return nullable(stringFor(schema, pool, name));
    case 'number':
    case 'integer':
      return nullable(numberFor(schema));
    case 'boolean':
      return nullable(fc.boolean());
    case 'array':
      return nullable(fc.array(validish(schema.items, pool, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) }));
    case 'object':
    case undefined: {
      if (!schema.properties) return nullable(fc.constant({}));
      const model = Object.fromEntries(Object.entries(schema.properties).map(([key, property]) => [key, validish(property, pool, depth + 1, key)]));
      return nullable(fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) }));
    }
    default:
      return fc.constant(null);
  }
}

/** Every path to a value inside `value` ([] is the value itself). */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths: (string | number)[][] = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...pathsOf(item, [...prefix, i])));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  return paths;
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaceAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, replacement) };
}

/** A JSON value for a body: mostly valid, one part broken, extra properties, or something else entirely. */
export function jsonBody(schema: JsonSchema, pool: IdPool): fc.Arbitrary<unknown> {
  const valid = validish(schema, pool);
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 5, arbitrary: fc.tuple(valid, nastyValue, fc.nat()).map(([v, nasty, i]) => { const paths = pathsOf(v); return replaceAt(v, paths[i % paths.length]!, nasty); }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('role', 'id', 'userId', 'status', 'isAdmin', 'kycStatus')), nastyValue, { minKeys: 1, maxKeys: 4 }))
        .map(([v, extra]) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? { ...extra, ...v, ...extra } : extra)),
    },
    { weight: 1, arbitrary: valid.map((v) => [v]) },
    { weight: 1, arbitrary: nastyValue },
  );
}

/** A body as it goes on the wire. */
export type WireBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | undefined; text: string };

/** Bodies no JSON.stringify makes: broken JSON, prototype pollution, JSON's NaN, wrong media types. */
const RAW_BODIES: { contentType: string | undefined; text: string }[] = [
  { contentType: 'application/json', text: '{' },
  { contentType: 'application/json', text: '' },
  { contentType: 'application/json', text: 'NaN' },
  { contentType: 'application/json', text: '{"quantity": NaN, "amount": Infinity}' },
  { contentType: 'application/json', text: '{"__proto__": {"role": "admin", "isAdmin": true}}' },
  { contentType: 'application/json', text: '{"constructor": {"prototype": {"role": "admin"}}}' },
  { contentType: 'application/json', text: '{"a": 1, "a": 2}' },
  { contentType: 'application/json', text: '"\\u0000"' },
  { contentType: 'application/json', text: '\u0000' },
  { contentType: 'application/json', text: '{"x": "\\ud800"}' },
  { contentType: 'application/json; charset=utf-16', text: '{}' },
  { contentType: 'text/plain', text: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', text: 'role=admin&email=a%40b.co' },
  { contentType: 'multipart/form-data; boundary=x', text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n' },
  { contentType: 'application/xml', text: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>' },
  { contentType: undefined, text: '{"a":1}' },
  // Nesting far deeper than any generated value (fast-check cannot print those), just under the 1 MB body limit.
  { contentType: 'application/json', text: `${'['.repeat(200_000)}${']'.repeat(200_000)}` },
  { contentType: 'application/json', text: `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}` },
];

function removeAt(value: unknown, path: (string | number)[]): unknown {
  if (path.length === 0 || value === null || typeof value !== 'object') return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return rest.length === 0 ? value.filter((_, i) => i !== head) : value.map((item, i) => (i === head ? removeAt(item, rest) : item));
  const record = { ...(value as Record<string, unknown>) };
  if (rest.length === 0) delete record[head];
  else record[head] = removeAt(record[head], rest);
  return record;
}

/**
 * A body the route accepts (the matrix's) with exactly one thing wrong: one value replaced or left out, or properties
 * added. These reach the handler's own checks and the database with a single odd value.
 */
export function mutatedBody(base: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(base).filter((path) => path.length > 0);
  if (paths.length === 0) return nastyValue;
  const pick = fc.nat().map((i) => paths[i % paths.length]!);
  return fc.oneof(
    { weight: 6, arbitrary: fc.tuple(pick, nastyValue).map(([path, nasty]) => replaceAt(base, path, nasty)) },
    { weight: 1, arbitrary: pick.map((path) => removeAt(base, path)) },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.constantFrom('role', 'id', 'userId', 'ownerId', 'buyerId', 'status', 'kycStatus', 'createdAt', 'totalValue'), nastyValue, { minKeys: 1, maxKeys: 3 })
        .map((extra) => (base !== null && typeof base === 'object' && !Array.isArray(base) ? { ...base, ...extra } : base)),
    },
  );
}

export function wireBody(op: Operation, pool: IdPool, accepted?: unknown): fc.Arbitrary<WireBody> {
  const raw = fc.constantFrom(...RAW_BODIES).map((r): WireBody => ({ kind: 'raw', ...r }));
  if (op.method === 'GET') return fc.constant<WireBody>({ kind: 'none' });
  if (!op.body) {
    // Routes that take no body must ignore or refuse one: never choke on it.
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant<WireBody>({ kind: 'none' }) },
      { weight: 1, arbitrary: nastyValue.map((value): WireBody => ({ kind: 'json', value })) },
      { weight: 1, arbitrary: raw },
    );
  }
  const json = (value: unknown): WireBody => (value === undefined ? { kind: 'none' } : { kind: 'json', value });
  return fc.oneof(
    ...(accepted === undefined ? [] : [{ weight: 8, arbitrary: mutatedBody(accepted).map(json) }]),
    { weight: 8, arbitrary: jsonBody(op.body, pool).map(json) },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: fc.constant<WireBody>({ kind: 'none' }) },
  );
}

/**
 * Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those): as UTF-8 bytes, the
 * way a client library would send them after replacing what UTF-8 cannot hold.
 */
export function encodePart(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A query-string value as text: valid for its schema, or broken. */
function queryValue(schema: JsonSchema, pool: IdPool, name: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: validish(schema, pool, 0, name).map((v) => (v === undefined || v === null ? '' : String(v))) },
    { weight: 3, arbitrary: fc.oneof(nastyString, nastyNumber.map(String)) },
  );
}

/** A query string (with its `?`): declared parameters, some repeated or broken, extra ones, malformed escapes. */
export function queryString(op: Operation, pool: IdPool): fc.Arbitrary<string> {
  const declared = op.queryParams.map((p) =>
    fc.option(
      fc.oneof(
        { weight: 4, arbitrary: queryValue(p.schema, pool, p.name).map((v) => `${p.name}=${encodePart(v)}`) },
        // Repeated: arrives as an array.
        { weight: 1, arbitrary: fc.array(queryValue(p.schema, pool, p.name), { minLength: 2, maxLength: 3 }).map((vs) => vs.map((v) => `${p.name}=${encodePart(v)}`).join('&')) },
        { weight: 1, arbitrary: fc.constantFrom(`${p.name}`, `${p.name}[]=1`, `${p.name}[a]=1`, `${p.name}=%`, `${p.name}=%E0%A4%A`, `${p.name}=%00`) },
      ),
      { freq: 2 },
    ),
  );
  const extra = fc.array(
    fc.oneof(
      fc.tuple(fc.string({ maxLength: 10 }), nastyString).map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`),
      fc.constantFrom('__proto__[role]=admin', 'constructor[prototype][x]=1', '&&&', '=', 'a=1;b=2', 'role=admin', 'userId=1'),
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...declared), extra).map(([parts, more]) => {
    const all = [...parts.filter((p): p is string => p !== null), ...more];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

/** Values for the path's parameters: a real id, a random id, or something that is no id at all. */
export function pathValues(op: Operation, realIds: Record<string, readonly string[]>): fc.Arbitrary<Record<string, string>> {
  const model = Object.fromEntries(
    op.pathParams.map((p) => {
      const real = realIds[p.name] ?? [];
      return [
        p.name,
        fc.oneof(
          ...(real.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...real) }] : []),
          { weight: 1, arbitrary: fc.uuid() },
          { weight: 3, arbitrary: nastyString.filter((s) => s.length < 20_000) },
        ),
      ];
    }),
  );
  return fc.record(model) as fc.Arbitrary<Record<string, string>>;
}

/** The parts of an upload form: each field holding anything or missing, and a file of any name and content. */
export function uploadParts(contractIds: readonly string[], pdf: Buffer): fc.Arbitrary<FormPart[]> {
  const anything = nastyString.filter((s) => s.length < 20_000);
  const field = (name: string, valid: fc.Arbitrary<string>) =>
    fc.option(fc.oneof(valid, anything).map((value): FormPart => ({ name, value })), { freq: 5 });
  const file = fc.option(
    fc
      .tuple(fc.oneof(fc.constantFrom('proof.pdf', 'proof.PDF', 'a.exe', '.pdf', 'a.pdf.exe'), anything), fc.oneof(fc.constant(pdf), fc.uint8Array({ maxLength: 4_000 }).map((b) => Buffer.from(b))))
      .map(([filename, content]): FormPart => ({ name: 'file', filename, content, contentType: 'application/pdf' })),
    { freq: 6 },
  );
  return fc
    .tuple(
      file,
      field('documentType', fc.constantFrom('kyc', 'pof', 'registration', 'contract', 'other')),
      field('documentName', fc.string({ minLength: 1, maxLength: 40 })),
      field('description', fc.string({ maxLength: 40 })),
      field('contractId', contractIds.length > 0 ? fc.constantFrom(...contractIds) : fc.uuid()),
      fc.option(anything.map((value): FormPart => ({ name: 'extra', value })), { freq: 4 }),
    )
    .map((parts) => parts.filter((p): p is FormPart => p !== null));
}
