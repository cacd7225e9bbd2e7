import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { connect, type DatabaseHandle } from '../src/db/connection';
import type { Mail, MailTransport } from '../src/plugins/mailer';

export const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A fresh, empty database for one test app: an in-memory SQLite database, or on PostgreSQL
 * a schema of its own (dropped on close) so test files can run in parallel.
 */
export async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const handle = connect({ sqliteFile: ':memory:' });
    return { handle, drop: () => handle.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = connect({ databaseUrl: url, pgSchema: schema });
  return {
    handle,
    drop: async () => {
      await handle.destroy();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** Every mail the app has delivered, newest last; `mails()` delivers what is due first. */
  outbox: Mail[];
  /** Waits for the outbox sender to deliver everything due, then answers every delivered mail, newest last. */
  mails(): Promise<Mail[]>;
  config: Config;
  close(): Promise<void>;
}

/**
 * A test app on a fresh database, or on `database` when given (a second instance, or a restart, over the same data:
 * closing the app then leaves the database to its owner).
 */
export async function buildTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(48), LOG_LEVEL: 'silent', ...env });
  const { handle, drop } = options.database ? { handle: options.database, drop: async () => {} } : await freshDatabase();
  const outbox: Mail[] = [];
  const mailTransport: MailTransport = { deliver: async (mail) => void outbox.push(mail) };
  const app = await buildApp(config, { mailTransport, logger: false, ...options, database: handle });
  await app.ready();
  return {
    app,
    outbox,
    mails: async () => {
      await app.mailSender.deliverDue();
      return outbox;
    },
    config,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `app.inject` with a JSON body and, when given, a bearer token. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; ip?: string } = {},
) {
  return app.inject({
    method,
    url,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
}
