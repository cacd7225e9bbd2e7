import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIL_RETRY } from '../src/plugins/mail-outbox';
import type { MailTransport } from '../src/plugins/mailer';
import { RELAXED, expectError, registerUser, testClock } from './auth/fixtures';
import { buildTestApp, call, engine, type TestApp } from './helpers';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const scrape = (app: FastifyInstance, ip = '127.0.0.1') => call(app, 'GET', '/metrics', { ip });

/** The sample lines of one metric, as Prometheus would read them. */
const samples = (text: string, name: string) => text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

describe('GET /metrics from an allowed address', () => {
  it('answers the Prometheus text with request timings by route and status, and the process’s event-loop lag', async () => {
    t = await buildTestApp();
    expect((await call(t.app, 'GET', '/api/v1/contracts')).statusCode).toBe(401);

    const res = await scrape(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/^http_request_duration_seconds_bucket\{[^}]*method="GET"[^}]*route="\/api\/v1\/contracts"[^}]*status_code="401"\} 1$/m);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    // The IPv4 address is the same when the server listens on an IPv6 socket.
    expect((await scrape(t.app, '::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('labels a request by its route template, never by the URL with its ids', async () => {
    t = await buildTestApp();
    const id = crypto.randomUUID();
    await call(t.app, 'GET', `/api/v1/contracts/${id}`);
    await call(t.app, 'GET', `/api/v1/no-such-thing/${id}`);

    const text = (await scrape(t.app)).body;
    expect(text).toMatch(/route="\/api\/v1\/contracts\/:id"/);
    expect(samples(text, 'http_request_duration_seconds_count').filter((line) => line.includes('route="unmatched"') && line.includes('status_code="404"'))).toHaveLength(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-thing');
  });

  it('counts the mail outbox: pending mail, and mail given up on, apart', async () => {
    const clock = testClock();
    const down: MailTransport = { deliver: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525')) };
    t = await buildTestApp(RELAXED, { now: clock.now, mailTransport: down });
    const outbox = async () => samples((await scrape(t!.app)).body, 'ctp_mail_outbox_messages').sort();

    // Registering queues the verification mail; the first attempt fails and leaves it pending for a retry.
    await registerUser(t.app, {}, { verified: false });
    await t.app.mailSender.deliverDue();
    expect(await outbox()).toEqual(['ctp_mail_outbox_messages{status="failed"} 0', 'ctp_mail_outbox_messages{status="pending"} 1']);

    for (let attempt = 1; attempt < MAIL_RETRY.maxAttempts; attempt++) {
      clock.advance(60 * 60_000);
      await t.app.mailSender.deliverDue();
    }
    expect(await outbox()).toEqual(['ctp_mail_outbox_messages{status="failed"} 1', 'ctp_mail_outbox_messages{status="pending"} 0']);
  });

  it('still answers the other metrics when the outbox cannot be counted', async () => {
    t = await buildTestApp();
    await t.app.database.db.schema.dropTable('mail_outbox').execute();

    const res = await scrape(t.app);
    expect(res.statusCode).toBe(200);
    expect(samples(res.body, 'ctp_mail_outbox_messages')).toEqual([]);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it.runIf(engine === 'postgres')('reports the PostgreSQL pool’s clients', async () => {
    t = await buildTestApp();
    // The first scrape counts the outbox through the pool, so the second finds a client open and nothing waiting.
    await scrape(t.app);
    const text = (await scrape(t.app)).body;
    expect(text).toMatch(/^ctp_db_pool_clients [1-9]\d*$/m);
    expect(text).toMatch(/^ctp_db_pool_idle_clients \d+$/m);
    expect(text).toMatch(/^ctp_db_pool_waiting_queries 0$/m);
  });

  it.runIf(engine === 'sqlite')('reports no pool on SQLite, which has none', async () => {
    t = await buildTestApp();
    expect((await scrape(t.app)).body).not.toContain('ctp_db_pool');
  });
});

describe('GET /metrics from any other address', () => {
  it('answers 404 in the API’s error shape, with no metric in it', async () => {
    t = await buildTestApp();
    const res = await scrape(t.app, '203.0.113.9');
    expectError(res, 404);
    expect(res.body).not.toMatch(/http_request_duration|nodejs_/);
  });

  it('follows METRICS_ALLOWLIST instead of the local default', async () => {
    t = await buildTestApp({ METRICS_ALLOWLIST: '203.0.113.9, 2001:db8::7' });
    expect((await scrape(t.app, '203.0.113.9')).statusCode).toBe(200);
    expect((await scrape(t.app, '2001:db8::7')).statusCode).toBe(200);
    expectError(await scrape(t.app, '127.0.0.1'), 404);
  });
});
