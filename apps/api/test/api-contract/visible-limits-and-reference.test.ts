import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../src/cli/openapi-files';
import { buildTestApp, type TestApp } from '../helpers';
import { apiClient } from './support/client';

/** What an integrator sees besides the answers: the rate-limit headers, the reference page and the document it reads. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ INQUIRY_RATE_LIMIT_PER_HOUR: '2' });
});
afterAll(() => t?.close());

const inquiry = { name: 'Amina Diallo', email: 'amina@example.com', inquiryType: 'general' as const, subject: 'Terms', message: 'Please send your terms.' };

describe('rate limits are visible', () => {
  it('every answer of a limited route carries RateLimit-Limit, -Remaining and -Reset; the refusal Retry-After', async () => {
    const api = apiClient(t.app);
    const first = await api.POST('/api/v1/inquiries', { body: inquiry });
    const second = await api.POST('/api/v1/inquiries', { body: inquiry });
    const refused = await api.POST('/api/v1/inquiries', { body: inquiry });

    const limits = (res: Response) => ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'].map((name) => res.headers.get(name));
    expect(limits(first.response).slice(0, 2)).toEqual(['2', '1']);
    expect(limits(second.response).slice(0, 2)).toEqual(['2', '0']);
    expect(Number(first.response.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expect(refused.response.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the API reference', () => {
  it('is a page at /api/docs that loads its renderer from this server only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const sources = [...page.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual(['/api/docs/reference.js']);
    expect(page.body).toContain('data-url="/api/docs/json"');
    expect(page.body).not.toMatch(/https?:\/\//);

    const script = await t.app.inject({ method: 'GET', url: '/api/docs/reference.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
  });

  it('reads the document served at /api/docs/json, the one committed as docs/openapi.json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')));
  });
});
