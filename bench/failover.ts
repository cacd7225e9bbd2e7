import { account } from '../scripts/cluster/client';
import { describeFailover, loadWithFailover, missingWrites } from '../scripts/cluster/failover';
import { startCluster } from '../scripts/cluster/topology';

/**
 * Failover (issue 15): the cluster of `npm run test:cluster` (two compiled instances on PostgreSQL, Redis and s3rver
 * behind nginx) under autocannon, reads and writes alternating, 50 connections. Anchor: the same load for 8 s with
 * both instances up. Then 15 s with one instance killed (SIGKILL) after 5 s: the failed requests, how long the
 * balancer took to route around the dead instance, and whether every acknowledged write is there.
 */
export async function run() {
  const cluster = await startCluster({ authRateLimitPerMinute: 1_000 });
  try {
    const trader = await account(cluster.instances[0]!.url, cluster.databaseUrl, 'trader');
    const [, victim] = cluster.instances as [unknown, (typeof cluster.instances)[0]];
    const anchor = await loadWithFailover(cluster, victim, { token: trader.token, durationSeconds: 8, killAfterSeconds: 3_600, connections: 50 });
    console.log(`both instances up (anchor):\n${describeFailover(anchor)}`);
    const failover = await loadWithFailover(cluster, victim, { token: trader.token, durationSeconds: 15, killAfterSeconds: 5, connections: 50 });
    console.log(`one instance killed after 5 s:\n${describeFailover(failover)}`);
    console.log(`acknowledged writes missing afterwards: ${await missingWrites(cluster, failover)} (target 0)`);
    console.log(`throughput kept: ${((failover.requestsPerSecond / anchor.requestsPerSecond) * 100).toFixed(0)} % of the anchor`);
  } finally {
    await cluster.stop();
  }
}
