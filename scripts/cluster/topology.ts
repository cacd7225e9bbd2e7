import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startS3Server } from '../../apps/api/test/support/s3-server';
import { freePort } from '../free-port';

/**
 * The production topology on one machine: two compiled API instances on PostgreSQL, Redis and S3-compatible storage
 * (s3rver), behind Debian's nginx, the same layout as deploy/compose.yaml. Used by `npm run test:cluster` and by the
 * failover bench.
 */
export interface Cluster {
  /** nginx, the address users get. */
  url: string;
  instances: Instance[];
  /** The cluster's own PostgreSQL database (created for the run, dropped at stop). */
  databaseUrl: string;
  stop(): Promise<void>;
}

export interface Instance {
  name: string;
  url: string;
  process: ChildProcess;
  /** Everything it printed, for a failure's report. */
  output(): string;
  exited: Promise<number | null>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverFile = path.join(repoRoot, 'apps/api/dist/server.js');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

/** Polls `url` until it answers 200 (a starting process has no event to await from outside). */
export async function waitForOk(url: string, timeoutMs: number, failed?: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = failed?.();
    if (reason) throw new Error(reason);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** deploy/nginx/default.conf.template with the cluster's addresses: the same proxy rules as the compose file. */
function nginxConfig(dir: string, listenPort: number, upstreams: string[]): string {
  const template = fs.readFileSync(path.join(repoRoot, 'deploy/nginx/default.conf.template'), 'utf8');
  const server = template
    .replaceAll('${NGINX_PORT}', `127.0.0.1:${listenPort}`)
    .replaceAll('${CTP_UPSTREAM_1}', upstreams[0]!)
    .replaceAll('${CTP_UPSTREAM_2}', upstreams[1]!);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  ${server.replaceAll('\n', '\n  ')}
}
`;
}

export interface ClusterOptions {
  /** Sign-in attempts per client address per minute (the shared limit under test). */
  authRateLimitPerMinute?: number;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  if (!NGINX) throw new Error('nginx is not installed (Debian: apt-get install -y nginx); .ci/run installs it');
  const baseDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const runId = randomBytes(4).toString('hex');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-cluster-'));
  const cleanups: Array<() => Promise<void> | void> = [() => fs.rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  };

  try {
    execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-api.mjs')], { cwd: repoRoot, stdio: 'inherit' });

    const database = `ctp_cluster_${runId}`;
    const admin = new pg.Client({ connectionString: baseDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const databaseUrl = Object.assign(new URL(baseDatabaseUrl), { pathname: `/${database}` }).href;
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: baseDatabaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
    });

    const s3 = await startS3Server({ bucket: `ctp-cluster-${runId}` });
    cleanups.push(() => s3.close());

    const nginxPort = await freePort();
    const url = `http://127.0.0.1:${nginxPort}`;
    const env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `cluster:${runId}:`,
      STORAGE_URL: `s3://${s3.bucket}/documents`,
      S3_ENDPOINT: s3.endpoint,
      AWS_ACCESS_KEY_ID: s3.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
      // Shared by both instances: a token signed by one is honoured by the other.
      JWT_SECRET: randomBytes(32).toString('hex'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      PUBLIC_URL: url,
      TRUST_PROXY: 'true',
      PRICE_PROVIDER: 'fallback',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: String(options.authRateLimitPerMinute ?? 5),
      METRICS_ALLOWLIST: '127.0.0.1',
    };

    const instances: Instance[] = [];
    for (const name of ['app1', 'app2']) {
      const port = await freePort();
      const dataDir = path.join(dir, name);
      let output = '';
      const child = spawn(process.execPath, ['--enable-source-maps', serverFile], {
        cwd: repoRoot,
        env: { ...env, PORT: String(port), DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk) => (output += String(chunk)));
      child.stderr.on('data', (chunk) => (output += String(chunk)));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      cleanups.push(async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await exited;
      });
      const instance: Instance = { name, url: `http://127.0.0.1:${port}`, process: child, output: () => output, exited };
      instances.push(instance);
      // One at a time: the first runs the migrations, the second finds them done.
      await waitForOk(`${instance.url}/health/ready`, 60_000, () =>
        child.exitCode !== null ? `${name} exited with ${child.exitCode}:\n${output}` : undefined,
      );
    }

    const nginxDir = path.join(dir, 'nginx');
    fs.mkdirSync(nginxDir);
    const confFile = path.join(nginxDir, 'nginx.conf');
    fs.writeFileSync(confFile, nginxConfig(nginxDir, nginxPort, instances.map((i) => i.url.replace('http://', ''))));
    let nginxOutput = '';
    const nginx = spawn(NGINX, ['-p', nginxDir, '-c', confFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stderr.on('data', (chunk) => (nginxOutput += String(chunk)));
    const nginxExited = new Promise((resolve) => nginx.once('exit', resolve));
    cleanups.push(async () => {
      nginx.kill('SIGTERM');
      await nginxExited;
    });
    await waitForOk(`${url}/health`, 15_000, () => (nginx.exitCode !== null ? `nginx exited with ${nginx.exitCode}:\n${nginxOutput}` : undefined));

    return { url, instances, databaseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
