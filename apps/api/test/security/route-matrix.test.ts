import type { LightMyRequestResponse } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../auth/fixtures';
import { API_PREFIXES } from '../../src/plugins/access';
import { upload, pdfUpload } from '../documents/fixtures';
import { call } from '../helpers';
import { ROUTE_EXPECTATIONS, bodyFor, expectedOutcome, type Expected } from './route-expectations';
import { declaredRoutes } from './support/declared-routes';
import { documentedStatusesOf, fastifyPath, fillPath, operationsOf, type Operation } from './support/openapi';
import { errorShapeProblem, summary } from './support/responses';
import { CALLERS, ROLE_OF, buildSecurityApp, buildWorld, fixtureFor, tokenOf, type Caller, type World } from './support/world';

// Records each route's declared config.access while buildApp registers it (see support/declared-routes.ts).
vi.mock('fastify', async (original) => (await import('./support/declared-routes')).recordingFastify(await original()));

/**
 * Every documented operation, called as each caller of support/world.ts (anonymous, a suspended user, a stranger to
 * the objects, the seller, the owning trader, an administrator) with real ids of the trader's objects in its path.
 * The expected outcome of each call comes from route-expectations.ts; no call may answer 5xx, every refusal has the
 * error shape, and no answer to a trader, seller or stranger holds another user's private ids.
 */
let world: World;
let operations: Operation[];
/** The answers the OpenAPI document lists for each operation: an answer it does not list is a documentation bug. */
let documentedStatuses: Map<string, Set<string>>;

beforeAll(async () => {
  world = await buildWorld(await buildSecurityApp());
  operations = operationsOf(world.t.app);
  documentedStatuses = documentedStatusesOf(world.t.app);
}, 120_000);
afterAll(() => world?.t.close());

const KEYS = Object.keys(ROUTE_EXPECTATIONS).sort();
const isApiRoute = (url: string) => API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`)) && !url.startsWith('/api/docs');

describe('the expectations table', () => {
  it('has an entry for every documented operation and none for a route that is gone', () => {
    const documented = operations.map((o) => o.key).sort();
    expect(documented.filter((key) => !(key in ROUTE_EXPECTATIONS)), 'documented operations without an expectation').toEqual([]);
    expect(KEYS.filter((key) => !documented.includes(key)), 'expectations of routes that no longer exist').toEqual([]);
  });

  it('states the access each route declares in config.access', () => {
    const mismatches = KEYS.flatMap((key) => {
      const [method, path] = key.split(' ') as [string, string];
      const declared = declaredRoutes.find((r) => r.method === method && r.url === fastifyPath(path));
      if (!declared) return [`${key}: not registered`];
      const stated = ROUTE_EXPECTATIONS[key]!.access;
      return JSON.stringify(declared.access) === JSON.stringify(stated) ? [] : [`${key}: declares ${JSON.stringify(declared.access)}, table says ${JSON.stringify(stated)}`];
    });
    expect(mismatches).toEqual([]);
  });

  it('leaves no API route out of the OpenAPI document, where the matrix would not see it', () => {
    const documented = new Set(operations.map((o) => `${o.method} ${fastifyPath(o.path)}`));
    const undocumented = declaredRoutes
      .filter((r) => r.method !== 'HEAD' && isApiRoute(r.url) && !documented.has(`${r.method} ${r.url}`))
      .map((r) => `${r.method} ${r.url}${r.hidden ? ' (schema.hide)' : ''}`);
    expect(undocumented).toEqual([]);
  });

  it('names outcomes only for callers the access lets through, and ids only for real path parameters', () => {
    const problems = KEYS.flatMap((key) => {
      const entry = ROUTE_EXPECTATIONS[key]!;
      const op = operations.find((o) => o.key === key);
      const found: string[] = [];
      for (const caller of Object.keys(entry.outcomes ?? {}) as (Caller | 'others')[]) {
        if (caller === 'others') continue;
        const role = caller === 'anonymous' ? undefined : ROLE_OF[caller];
        const refused = expectedOutcome({ access: entry.access }, caller, role);
        if (refused === 401 || refused === 403) found.push(`${key}: an outcome for ${caller}, whom the access refuses`);
      }
      const names = (op?.pathParams ?? []).map((p) => p.name).sort();
      if (JSON.stringify(Object.keys(entry.params ?? {}).sort()) !== JSON.stringify(names)) found.push(`${key}: params ${JSON.stringify(names)} in the document`);
      if (entry.multipart && !op?.multipart) found.push(`${key}: not a multipart route`);
      return found;
    });
    expect(problems).toEqual([]);
  });
});

const matches = (status: number, expected: Expected) =>
  [expected].flat().some((outcome) => (outcome === '2xx' ? status >= 200 && status < 300 : status === outcome));

async function send(key: string, caller: Caller): Promise<{ url: string; res: LightMyRequestResponse }> {
  const entry = ROUTE_EXPECTATIONS[key]!;
  const [method, path] = key.split(' ') as [Operation['method'], string];
  const values = Object.fromEntries(Object.entries(entry.params ?? {}).map(([name, key]) => [name, fixtureFor(world, key, caller)]));
  const url = fillPath(path, values) + (entry.query ?? '');
  const token = tokenOf(world, caller);
  if (entry.multipart) return { url, res: await upload(world.t.app, token, pdfUpload({ contractId: fixtureFor(world, entry.multipart.contractId, caller) })) };
  return { url, res: await call(world.t.app, method, url, { token, body: bodyFor(entry, world, caller) }) };
}

describe('route × caller matrix', () => {
  it.each(KEYS)('%s', async (key) => {
    const problems: string[] = [];
    for (const caller of CALLERS) {
      const role = caller === 'anonymous' ? undefined : ROLE_OF[caller];
      const expected = expectedOutcome(ROUTE_EXPECTATIONS[key]!, caller, role);
      const { url, res } = await send(key, caller);
      const where = `${caller} ${url}`;
      if (res.statusCode >= 500) problems.push(`${where}: server error ${summary(res)}`);
      else if (!matches(res.statusCode, expected)) problems.push(`${where}: expected ${JSON.stringify(expected)}, got ${summary(res)}`);
      if (!documentedStatuses.get(key)?.has(String(res.statusCode))) problems.push(`${where}: answered ${res.statusCode}, which the OpenAPI document does not list`);
      const shape = errorShapeProblem(res);
      if (shape) problems.push(`${where}: ${shape}`);
      if (res.statusCode < 300 && (caller === 'trader' || caller === 'seller' || caller === 'stranger')) {
        const leaked = world.foreign[caller].filter((secret) => res.body.includes(secret));
        if (leaked.length > 0) problems.push(`${where}: the answer holds other users' ids or emails ${JSON.stringify(leaked)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** The operations only a signed-in caller may use, as the table states them. */
const PROTECTED = KEYS.filter((key) => ROUTE_EXPECTATIONS[key]!.access !== 'public');
const ADMIN_ONLY = KEYS.filter((key) => JSON.stringify(ROUTE_EXPECTATIONS[key]!.access) === '["admin"]');

/** A path with every parameter filled with the trader's (or a default) fixture. */
function urlOf(key: string) {
  const entry = ROUTE_EXPECTATIONS[key]!;
  const values = Object.fromEntries(Object.entries(entry.params ?? {}).map(([name, key]) => [name, fixtureFor(world, key, 'trader')]));
  return fillPath(key.split(' ')[1]!, values) + (entry.query ?? '');
}

describe('tokens that are not a live access token are refused like none', () => {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  let tokens: Record<string, string>;

  beforeAll(async () => {
    const secret = new TextEncoder().encode(world.t.config.jwtSecret ?? '');
    const admin = world.accounts.admin;
    const session = await signIn(world.t.app, admin);
    const claims = decodeJwt(session.accessToken);
    const [header, , signature] = session.accessToken.split('.') as [string, string, string];
    const sign = (payload: Record<string, unknown>, key: Uint8Array = secret) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(key);
    // The untouched token works, so every refusal below is the token's doing.
    expect((await call(world.t.app, 'GET', '/admin/users', { token: session.accessToken })).statusCode).toBe(200);
    const { iat, exp, ...rest } = claims;
    // A session that has ended: signed in, then signed out with its own token.
    const ended = await signIn(world.t.app, world.accounts.stranger);
    expect((await call(world.t.app, 'POST', '/auth/logout', { token: ended.accessToken, body: {} })).statusCode).toBe(200);
    tokens = {
      'a trader token whose payload says admin': `${header}.${encode({ ...decodeJwt(world.accounts.trader.token), role: 'admin' })}.${signature}`,
      'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
      'the admin claims signed with another key': await sign(claims, new TextEncoder().encode('y'.repeat(48))),
      'the admin identity token (typ id)': session.idToken,
      'the admin claims without exp': await sign({ ...rest, iat }),
      'the admin claims expired an hour ago': await sign({ ...rest, iat: Number(iat) - 7200, exp: Number(exp) - 4500 }),
      'the admin claims with a session that does not exist': await sign({ ...claims, sid: crypto.randomUUID() }),
      'a signed-out session': ended.accessToken,
      'garbage': 'not.a.jwt',
    };
  });

  it.each(PROTECTED)('%s', async (key) => {
    const problems: string[] = [];
    for (const [label, token] of Object.entries(tokens)) {
      const res = await call(world.t.app, key.split(' ')[0] as Operation['method'], urlOf(key), { token, body: bodyFor(ROUTE_EXPECTATIONS[key]!, world, 'admin') });
      if (res.statusCode !== 401 || errorShapeProblem(res)) problems.push(`${label}: ${summary(res)}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('a suspended account', () => {
  it('cannot sign in again, nor renew the session it had', async () => {
    const { email, password } = world.accounts.suspended;
    const login = await call(world.t.app, 'POST', '/auth/login', { body: { email, password } });
    expect([401, 403], summary(login)).toContain(login.statusCode);
    expect(errorShapeProblem(login)).toBeNull();
    const refresh = await call(world.t.app, 'POST', '/auth/refresh', { body: { refreshToken: world.suspendedRefreshToken } });
    expect(refresh.statusCode, summary(refresh)).toBe(401);
    expect(errorShapeProblem(refresh)).toBeNull();
  });
});

describe('other spellings of a protected request', () => {
  it('HEAD of a protected GET answers 401 anonymously, with no body of the resource', async () => {
    const problems: string[] = [];
    for (const key of PROTECTED.filter((k) => k.startsWith('GET '))) {
      const res = await world.t.app.inject({ method: 'HEAD', url: urlOf(key) });
      if (res.statusCode !== 401) problems.push(`HEAD ${urlOf(key)}: ${res.statusCode}`);
    }
    expect(problems).toEqual([]);
  });

  it("an administrators' route spelled otherwise is never answered to a trader or anonymously", async () => {
    const spellings = (path: string) => [
      `${path}/`,
      `/${path}`,
      path.toUpperCase(),
      path.replace('/admin', '/%61dmin'),
      path.replace('/admin', '/admin/.'),
      path.replace('/admin/', '/admin//'),
      path.replace('/admin/', '/api/../admin/'),
      `${path}%00`,
      `${path};.css`,
      `${path}?role=admin`,
    ];
    const problems: string[] = [];
    for (const key of ADMIN_ONLY) {
      const [method, path] = key.split(' ') as [Operation['method'], string];
      if (path.includes('{')) continue;
      for (const url of spellings(path)) {
        for (const caller of ['anonymous', 'trader'] as const) {
          const res = await call(world.t.app, method, url, { token: tokenOf(world, caller), body: bodyFor(ROUTE_EXPECTATIONS[key]!, world, 'admin') });
          // A spelling outside the API's prefixes is the web app's (its not-found page); inside, the API's error shape.
          const shape = isApiRoute(url.split('?')[0]!) ? errorShapeProblem(res) : null;
          if (res.statusCode < 400 || res.statusCode >= 500 || shape) problems.push(`${caller} ${method} ${url}: ${summary(res)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
