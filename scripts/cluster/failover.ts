import autocannon from 'autocannon';
import { goldOrder, sql } from './client';
import type { Cluster, Instance } from './topology';

export interface FailoverRun {
  /** Requests answered (any status) and failed at the socket, over the whole run. */
  answered: number;
  socketErrors: number;
  requestsPerSecond: number;
  p99Ms: number;
  /** Non-2xx answers and socket errors after the kill, and before it (expected: 0). */
  failedAfterKill: number;
  failedBeforeKill: number;
  /** Statuses seen after the kill, e.g. { 502: 3 }. */
  failuresByStatus: Record<string, number>;
  /** Order ids the cluster answered 201 for: each must exist afterwards. */
  acknowledgedWrites: string[];
  /** Milliseconds from the kill to the last failed request (how long the balancer took to route around). */
  failoverWindowMs: number;
}

/**
 * Reads (the trader's orders) and writes (a new order) through nginx while one instance is killed with SIGKILL
 * part-way through: what users of a real cluster see when a machine dies.
 */
export async function loadWithFailover(
  cluster: Cluster,
  victim: Instance,
  options: { token: string; durationSeconds: number; killAfterSeconds: number; connections: number },
): Promise<FailoverRun> {
  const acknowledgedWrites: string[] = [];
  const failuresByStatus: Record<string, number> = {};
  let killedAt = 0;
  let failedBeforeKill = 0;
  let failedAfterKill = 0;
  let lastFailureAt = 0;
  const failed = (status: string) => {
    if (!killedAt) {
      failedBeforeKill++;
      return;
    }
    failedAfterKill++;
    lastFailureAt = Date.now();
    failuresByStatus[status] = (failuresByStatus[status] ?? 0) + 1;
  };
  const headers = { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' };
  const onResponse = (status: number) => {
    if (status >= 300) failed(String(status));
  };

  let finish: (error: Error | null, result: autocannon.Result) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve, reject) => (finish = (error, result) => (error ? reject(error) : resolve(result))));
  const load = autocannon(
    {
      url: cluster.url,
      connections: options.connections,
      duration: options.durationSeconds,
      requests: [
        { method: 'GET', path: '/api/v1/trading/orders?limit=10', headers, onResponse },
        {
          method: 'POST',
          path: '/api/v1/trading/orders',
          headers,
          body: JSON.stringify(goldOrder()),
          onResponse: (status: number, body: string) => {
            if (status === 201) acknowledgedWrites.push((JSON.parse(body) as { id: string }).id);
            else failed(String(status));
          },
        },
      ],
    },
    (error, result) => finish(error, result),
  );
  load.on('reqError', () => failed('socket error'));
  const kill = setTimeout(() => {
    killedAt = Date.now();
    victim.process.kill('SIGKILL');
  }, options.killAfterSeconds * 1000);
  const result = await finished;
  clearTimeout(kill);

  return {
    answered: result.requests.total,
    socketErrors: result.errors,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failedAfterKill,
    failedBeforeKill,
    failuresByStatus,
    acknowledgedWrites,
    failoverWindowMs: lastFailureAt ? lastFailureAt - killedAt : 0,
  };
}

/** How many of the acknowledged orders the database does not have (must be 0). */
export async function missingWrites(cluster: Cluster, run: FailoverRun): Promise<number> {
  const { rows } = await sql(cluster.databaseUrl, 'select count(*)::int as n from orders where id = any($1::text[])', [run.acknowledgedWrites]);
  return run.acknowledgedWrites.length - (rows[0] as { n: number }).n;
}

export function describeFailover(run: FailoverRun): string {
  const byStatus = Object.entries(run.failuresByStatus)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  return [
    `answered ${run.answered} requests (${Math.round(run.requestsPerSecond)} req/s, p99 ${run.p99Ms} ms), ${run.socketErrors} socket errors`,
    `failed before the kill: ${run.failedBeforeKill}; failed after the kill: ${run.failedAfterKill}${byStatus ? ` (${byStatus})` : ''}, ` +
      `all within ${run.failoverWindowMs} ms of it`,
    `acknowledged writes: ${run.acknowledgedWrites.length}`,
  ].join('\n');
}
