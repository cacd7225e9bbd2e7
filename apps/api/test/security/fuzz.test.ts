import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipartBody, tinyPdf } from '../documents/fixtures';
import { ROUTE_EXPECTATIONS, bodyFor, expectedOutcome } from './route-expectations';
import { encodePart, pathValues, queryString, uploadParts, wireBody, type IdPool, type WireBody } from './support/fuzz-inputs';
import { fillPath, operationsOf, type Operation } from './support/openapi';
import { errorShapeProblem, summary } from './support/responses';
import { MAY_CHANGE_ON_REFUSAL, changedTables, storedStateReader, type StoredState, type StoredStateReader } from './support/stored-state';
import { ROLE_OF, buildSecurityApp, buildWorld, tokenOf, type Caller, type World } from './support/world';

/**
 * Schema-driven fuzzing of every documented operation: its path parameters, query string and body (multipart form
 * fields and file for the upload) built from the OpenAPI schemas, then broken (support/fuzz-inputs.ts). Each operation
 * is called as an administrator and as a trader where the route admits them, so input gets past the access check.
 * No call may answer 5xx; every 4xx has the error shape with its status; and after a 4xx every table holds exactly
 * the rows it held before, except the few a refusal is meant to write (MAY_CHANGE_ON_REFUSAL).
 *
 * FUZZ_RUNS sets the inputs per operation and caller (default 8: the security folder stays near a minute on a
 * 2-core machine); FUZZ_SEED replays a failure with the seed it printed.
 */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const FUZZ_SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/**
 * Where fuzzing needs more care than "call as admin and trader":
 * - logout with a bearer token ends that caller's session, so it is fuzzed without one (it is public);
 * - a settings change that gets through (maintenance mode, say) would close the platform to the other operations'
 *   callers, so the defaults come back after every accepted call.
 */
const SPECIAL: Record<string, { callers?: readonly Caller[]; afterSuccess?: (world: World) => Promise<unknown> }> = {
  'POST /auth/logout': { callers: ['anonymous'] },
  'PUT /admin/settings': { afterSuccess: (world) => world.t.app.settings.reset() },
};

const FUZZ_CALLERS = ['admin', 'trader'] as const;
const admitted = (key: string, caller: (typeof FUZZ_CALLERS)[number]) => {
  const outcome = expectedOutcome(ROUTE_EXPECTATIONS[key]!, caller, ROLE_OF[caller]);
  return outcome !== 401 && outcome !== 403;
};
const CASES: [string, Caller][] = Object.keys(ROUTE_EXPECTATIONS)
  .sort()
  .flatMap((key) => (SPECIAL[key]?.callers ?? FUZZ_CALLERS.filter((caller) => admitted(key, caller))).map((caller): [string, Caller] => [key, caller]));

let world: World;
let operations: Operation[];
let stored: StoredStateReader;
/** The stored state after the last call: each call compares against it, then moves it on. */
let state: StoredState;
let pool: IdPool;
let calls = 0;
const statuses = new Map<number, number>();

beforeAll(async () => {
  world = await buildWorld(await buildSecurityApp());
  operations = operationsOf(world.t.app);
  stored = await storedStateReader(world.t);
  state = await stored.read();
  const ids = new Set<string>([...Object.values(world.accounts).map((a) => a.id)]);
  for (const value of Object.values(world.fixtures)) for (const id of typeof value === 'string' ? [value] : Object.values(value)) if (id) ids.add(id);
  pool = { ids: [...ids].filter((id) => /^[0-9a-f-]{36}$/.test(id)) };
}, 120_000);

afterAll(async () => {
  console.log(`fuzz: ${calls} calls over ${CASES.length} operation × caller cases, ${FUZZ_RUNS} runs each; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  await world?.t.close();
});

/** Every id a path parameter of the route takes in the matrix: the fuzzer's "real" values for it. */
function realIdsOf(key: string): Record<string, string[]> {
  const params = ROUTE_EXPECTATIONS[key]!.params ?? {};
  return Object.fromEntries(
    Object.entries(params).map(([name, key]) => {
      const value = world.fixtures[key];
      return [name, typeof value === 'string' ? [value] : Object.values(value).filter((v): v is string => Boolean(v))];
    }),
  );
}

interface FuzzInput {
  path: Record<string, string>;
  query: string;
  body: WireBody | { kind: 'multipart'; parts: Parameters<typeof multipartBody>[0] };
}

function request(op: Operation, caller: Caller, input: FuzzInput): InjectOptions {
  const headers: Record<string, string> = {};
  const token = tokenOf(world, caller);
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  const { body } = input;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.value) ?? 'null';
  } else if (body.kind === 'raw') {
    if (body.contentType) headers['content-type'] = body.contentType;
    payload = body.text;
  } else if (body.kind === 'multipart') {
    const form = multipartBody(body.parts);
    headers['content-type'] = form.contentType;
    payload = form.body;
  }
  return { method: op.method, url: fillPath(op.path, input.path, encodePart) + input.query, headers, ...(payload === undefined ? {} : { payload }) };
}

const brief = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value, (_k, v: unknown) => (typeof v === 'string' && v.length > 80 ? `${v.slice(0, 80)}…(${v.length})` : v)) ?? 'undefined');
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
};

it.each(CASES)(
  '%s as %s',
  async (key, caller) => {
    const op = operations.find((o) => o.key === key);
    if (!op) throw new Error(`${key} is not in the OpenAPI document (route-matrix.test.ts says which table entries are stale)`);
    const pdf = tinyPdf();
    const contractIds = realIdsOf('GET /api/v1/contracts/{id}').id ?? [];
    const entry = ROUTE_EXPECTATIONS[key]!;
    // The matrix's body for this route, which it accepts: the fuzzer breaks one thing in it at a time.
    const accepted = entry.invalidBody || entry.multipart ? undefined : bodyFor(entry, world, caller);
    const body = op.multipart ? uploadParts(contractIds, pdf).map((parts) => ({ kind: 'multipart' as const, parts })) : wireBody(op, pool, accepted);
    const inputs: fc.Arbitrary<FuzzInput> = fc.record({ path: pathValues(op, realIdsOf(key)), query: queryString(op, pool), body });

    let lastFailure = '';
    const fail = (message: string) => {
      lastFailure = message;
      throw new Error(message);
    };
    const property = fc.asyncProperty(inputs, async (input) => {
      const sent = request(op, caller, input);
      let res: LightMyRequestResponse;
      try {
        res = await world.t.app.inject(sent);
      } catch (error) {
        return fail(`${caller} ${sent.method} ${brief(sent.url)}: inject failed: ${String(error)}`);
      }
      calls++;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const where = () => `${caller} ${sent.method} ${brief(sent.url)} body ${brief(input.body)}`;
      if (res.statusCode >= 500) fail(`${where()}: server error ${summary(res)}`);
      const shape = errorShapeProblem(res);
      if (shape) fail(`${where()}: ${shape}`);
      const after = await stored.read();
      const changed = res.statusCode >= 400 ? changedTables(state, after) : [];
      state = after;
      if (changed.length > 0) fail(`${where()}: refused with ${summary(res)} yet changed ${changed.join(', ')}`);
      if (res.statusCode < 300 && SPECIAL[key]?.afterSuccess) {
        await SPECIAL[key].afterSuccess(world);
        state = await stored.read();
      }
    });

    try {
      await fc.assert(property, { numRuns: FUZZ_RUNS, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }), endOnFailure: false });
    } catch (error) {
      // fast-check's report prints the whole counterexample, which may hold a 300 kB string: keep its seed line and
      // the (shrunk) failure in a few lines.
      const report = error instanceof Error ? error.message : String(error);
      const seed = /\{ seed: [^}]*\}/.exec(report)?.[0] ?? '';
      throw new Error(`${lastFailure || report.slice(0, 2_000)}\n${seed} (FUZZ_SEED replays it)`);
    }
  },
  20_000 + FUZZ_RUNS * 1_000,
);

it('knows which tables a refusal may write, and they exist', () => {
  expect(Object.keys(MAY_CHANGE_ON_REFUSAL).filter((table) => !stored.tables.includes(table))).toEqual([]);
  // The watch covers the business tables; a refusal that wrote to one of them would show.
  expect(stored.tables).toEqual(expect.arrayContaining(['users', 'sessions', 'orders', 'contracts', 'documents', 'inquiries', 'settings', 'mail_outbox']));
});

it('sees a single changed value in a watched table', async () => {
  const { db } = world.t.app.database;
  const { id } = world.accounts.stranger;
  const before = await stored.read();
  await db.updateTable('users').set({ company_name: 'Changed by the watch check' }).where('id', '=', id).execute();
  try {
    expect(changedTables(before, await stored.read())).toEqual([expect.stringMatching(/^users /)]);
  } finally {
    await db.updateTable('users').set({ company_name: null }).where('id', '=', id).execute();
  }
  expect(changedTables(before, await stored.read())).toEqual([]);
});
