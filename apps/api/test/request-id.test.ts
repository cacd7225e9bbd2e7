import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from './helpers';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PROXY_ID = 'lb-7f3a.2026:req_0042';
const REQUEST_LINES: unknown[] = ['incoming request', 'request completed'];

/** An app whose log lines the test reads, one JSON object each. */
async function loggedApp(env: Record<string, string>) {
  const lines: Array<Record<string, unknown>> = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  t = await buildTestApp({ LOG_LEVEL: 'info', ...env }, { logger: true, logStream });
  return {
    app: t.app,
    /** The reqIds on the request's log lines; a request line without one would add `undefined`. */
    requestIds: () => new Set(lines.filter((line) => REQUEST_LINES.includes(line.msg) || 'reqId' in line).map((line) => line.reqId)),
    messages: () => lines.filter((line) => 'reqId' in line).map((line) => line.msg),
    lines,
  };
}

describe('X-Request-Id', () => {
  it('names a fresh UUID in every answer, errors and unknown paths included', async () => {
    t = await buildTestApp();
    const answers = [
      await call(t.app, 'GET', '/health'),
      await call(t.app, 'GET', '/api/v1/contracts'),
      await call(t.app, 'GET', '/api/v1/no-such-thing'),
      // A malformed URL is refused before routing.
      await call(t.app, 'GET', '/api/v1/contracts/%E0%A4%A'),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404, 400]);
    const ids = answers.map((res) => res.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('takes the trusted proxy’s id, in the answer and on every log line of the request', async () => {
    const { app, requestIds, messages } = await loggedApp({ TRUST_PROXY: 'true' });
    const res = await call(app, 'GET', '/api/v1/contracts', { headers: { 'x-request-id': PROXY_ID } });
    expect(res.headers['x-request-id']).toBe(PROXY_ID);
    // The 401 is logged by the error handler too: every line of the request names the same id.
    expect(messages()).toEqual(expect.arrayContaining(['request completed']));
    expect(messages().length).toBeGreaterThan(1);
    expect(requestIds()).toEqual(new Set([PROXY_ID]));
  });

  it('ignores the header when the proxy is not trusted: a client cannot choose its id', async () => {
    const { app, requestIds } = await loggedApp({ TRUST_PROXY: 'false' });
    const res = await call(app, 'GET', '/health', { headers: { 'x-request-id': PROXY_ID } });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(requestIds()).toEqual(new Set([id]));
  });

  it.each([
    ['a space and a line break', 'bad id\n'],
    ['129 characters', 'x'.repeat(129)],
    ['markup', '<script>'],
    ['an empty value', ''],
  ])('replaces a trusted proxy’s id with %s by a fresh UUID', async (_label, incoming) => {
    const { app, requestIds } = await loggedApp({ TRUST_PROXY: 'true' });
    const res = await call(app, 'GET', '/health', { headers: { 'x-request-id': incoming } });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(requestIds()).toEqual(new Set([id]));
  });
});

describe('request log lines', () => {
  it('is one line per request at info, naming the request, its answer and the time taken', async () => {
    const { app, lines } = await loggedApp({ TRUST_PROXY: 'true' });
    await call(app, 'GET', '/health?token=secret-link-token', { headers: { 'x-request-id': PROXY_ID } });
    const ofRequest = lines.filter((line) => line.reqId === PROXY_ID);
    expect(ofRequest.map((line) => line.msg)).toEqual(['request completed']);
    expect(ofRequest[0]).toMatchObject({ level: 30, req: { method: 'GET' }, res: { statusCode: 200 }, responseTime: expect.any(Number) });
    // A link's token stays out of the log (the request serializer redacts it).
    expect(JSON.stringify(ofRequest[0])).not.toContain('secret-link-token');
  });

  it('adds the incoming line at debug, to find requests that never complete', async () => {
    const { app, lines } = await loggedApp({ TRUST_PROXY: 'true', LOG_LEVEL: 'debug' });
    await call(app, 'GET', '/health', { headers: { 'x-request-id': PROXY_ID } });
    const ofRequest = lines.filter((line) => line.reqId === PROXY_ID).map((line) => line.msg);
    expect(ofRequest).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });
});
