import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { account, administrator, api, counterSum, onePagePdf, uploadDocument } from './client';
import { describeFailover, loadWithFailover, missingWrites } from './failover';
import { startCluster, type Cluster } from './topology';

/**
 * `npm run test:cluster`: two instances on PostgreSQL, Redis and S3-compatible storage behind nginx must behave as
 * one product: shared limits, shared files, events across instances, jobs once, and no acknowledged write lost when
 * an instance dies.
 */
const SIGN_IN_LIMIT = 5;
/** The outbox job's period (plugins/mail.ts); two instances must not run it twice as often. */
const OUTBOX_JOB = 'mail-outbox';
const OUTBOX_PERIOD_MS = 2_000;

let cluster: Cluster;
let app1: string;
let app2: string;


async function metricsOf(base: string): Promise<string> {
  const res = await fetch(`${base}/metrics`);
  assert.equal(res.status, 200, `GET ${base}/metrics`);
  return res.text();
}

describe('a two-instance cluster behind nginx', { concurrency: 1 }, () => {
  before(async () => {
    cluster = await startCluster({ authRateLimitPerMinute: SIGN_IN_LIMIT });
    [app1, app2] = cluster.instances.map((instance) => instance.url) as [string, string];
  });

  after(async () => {
    await cluster?.stop();
  });

  it('holds a sign-in rate limit across both instances', async () => {
    const ip = '10.250.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_LIMIT; attempt++) {
      const base = attempt % 2 === 0 ? app1 : app2;
      // A different account each time: the per-account throttle (3 failures) must not be what answers 429.
      const email = `nobody-${attempt}@cluster.example`;
      const res = await api(base, 'POST', '/auth/login', { body: { email, password: 'Wrong-passw0rd!' }, headers: { 'x-forwarded-for': ip } });
      statuses.push(res.status);
    }
    assert.deepEqual(statuses, [...Array<number>(SIGN_IN_LIMIT).fill(401), 429]);
  });

  it('downloads through one instance, byte-identical, a document uploaded through the other', async () => {
    const trader = await account(app1, cluster.databaseUrl, 'trader');
    const content = await onePagePdf(`Proof of funds ${crypto.randomUUID()}`);
    const uploaded = await uploadDocument(app1, trader.token, content);
    assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
    const res = await fetch(`${app2}/api/v1/documents/${uploaded.body.document.id}/download`, { headers: { authorization: `Bearer ${trader.token}` } });
    assert.equal(res.status, 200);
    assert.ok(Buffer.from(await res.arrayBuffer()).equals(content), 'the downloaded bytes differ from the uploaded ones');
  });

  it('tells an SSE client on one instance of an event caused through the other', async () => {
    const desk = await administrator(app1, cluster.databaseUrl);
    const ticket = await api(app1, 'POST', '/api/v1/events/ticket', { token: desk.token });
    assert.equal(ticket.status, 200);
    const controller = new AbortController();
    const stream = await fetch(`${app1}/api/v1/events?ticket=${encodeURIComponent(ticket.body.ticket)}`, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
    assert.equal(stream.status, 200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      // The desk is told of every uploaded document to review.
      const trader = await account(app1, cluster.databaseUrl, 'trader');
      const uploaded = await uploadDocument(app2, trader.token, await onePagePdf('Company registration'));
      assert.equal(uploaded.status, 201);
      let received = '';
      const deadline = AbortSignal.timeout(10_000);
      while (!received.includes(uploaded.body.document.id)) {
        assert.ok(!deadline.aborted, `no event about the upload within 10 s; the stream carried:\n${received}`);
        const { value, done } = await reader.read();
        assert.ok(!done, `the stream ended; it carried:\n${received}`);
        received += value;
      }
    } finally {
      controller.abort();
    }
  });

  it(`runs a job scheduled on both instances once per period (${OUTBOX_JOB}, every ${OUTBOX_PERIOD_MS} ms)`, async () => {
    const runs = async () =>
      counterSum(await metricsOf(app1), 'ctp_job_runs_total', { job: OUTBOX_JOB }) + counterSum(await metricsOf(app2), 'ctp_job_runs_total', { job: OUTBOX_JOB });
    const before = await runs();
    const windowMs = 10_000;
    // A rate is measured over time: there is no single event to await.
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const ran = (await runs()) - before;
    const periods = windowMs / OUTBOX_PERIOD_MS;
    console.log(`# ${OUTBOX_JOB}: ${ran} runs across both instances in ${windowMs} ms (${periods} periods)`);
    assert.ok(ran >= 2, `the job ran ${ran} times in ${windowMs} ms`);
    assert.ok(ran <= periods + 1, `the job ran ${ran} times in ${periods} periods: more than once per period`);
  });

  it('keeps every acknowledged write when an instance is killed under load, and its jobs go on', async () => {
    const trader = await account(app1, cluster.databaseUrl, 'trader');
    const [survivor, victim] = cluster.instances as [Cluster['instances'][0], Cluster['instances'][0]];
    const run = await loadWithFailover(cluster, victim, { token: trader.token, durationSeconds: 12, killAfterSeconds: 4, connections: 20 });
    console.log(describeFailover(run).replace(/^/gm, '# '));
    assert.equal(await victim.exited, null, 'the victim died of the signal');
    assert.equal(run.failedBeforeKill, 0, 'requests failed before any instance was killed');
    assert.ok(run.acknowledgedWrites.length > 0, 'no write was acknowledged');
    assert.equal(await missingWrites(cluster, run), 0, 'an acknowledged write is missing');
    // Still served after the kill, by the survivor alone.
    const list = await api(cluster.url, 'GET', '/api/v1/trading/orders?limit=1', { token: trader.token });
    assert.equal(list.status, 200);
    const before = counterSum(await metricsOf(survivor.url), 'ctp_job_runs_total', { job: OUTBOX_JOB });
    await new Promise((resolve) => setTimeout(resolve, 3 * OUTBOX_PERIOD_MS));
    assert.ok(counterSum(await metricsOf(survivor.url), 'ctp_job_runs_total', { job: OUTBOX_JOB }) > before, 'the survivor stopped running the job');
  });
});
