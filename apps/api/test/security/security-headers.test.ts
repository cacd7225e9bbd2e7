import { createHash } from 'node:crypto';
import { PAGE_BOOT_SCRIPT } from '@ctp/domain';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELMET_OPTIONS, helmetHeaders } from '../../src/plugins/security-headers';
import { buildTestApp, call, type TestApp } from '../helpers';

/** The security headers are computed once (plugins/security-headers.ts): every answer still carries helmet's set. */
let t: TestApp;
let expected: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  // What @fastify/helmet, which built them per request before, answers with the same options.
  const reference = Fastify();
  // The same options; helmet's ESM and CommonJS typings differ only in name.
  await reference.register(fastifyHelmet, HELMET_OPTIONS as never);
  reference.get('/', async () => ({}));
  const res = await reference.inject({ method: 'GET', url: '/' });
  expected = Object.fromEntries(Object.keys(helmetHeaders()).map((name) => [name, String(res.headers[name])]));
  await reference.close();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('are the ones @fastify/helmet set, HSTS aside', () => {
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']));
    expect(expected).not.toHaveProperty('strict-transport-security');
  });

  it("let scripts run only from the site itself, and the public pages' boot script by its hash", async () => {
    const policy = (await call(t.app, 'GET', '/price-api/prices/market-summary')).headers['content-security-policy'];
    const bootHash = createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64');
    expect(String(policy).split(';')).toContain(`script-src 'self' 'sha256-${bootHash}'`);
  });

  it.each([
    ['a public answer', '/price-api/prices/market-summary', 200],
    ['a refused request', '/api/v1/contracts', 401],
    ['an unknown API path', '/api/v1/nothing-here', 404],
  ])('come with %s', async (_name, url, status) => {
    const res = await call(t.app, 'GET', url);
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(expected);
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
