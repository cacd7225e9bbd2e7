import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { connect, migrateToLatest, type DatabaseHandle } from '../src/db/connection';
import { migrations } from '../src/db/migrations/index';
import type { Database } from '../src/db/schema';
import { cacheStatements } from '../src/lib/sqlite-statements';
import type { Mail, MailTransport } from '../src/plugins/mailer';

export const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A fresh, migrated database for one test app: an in-memory SQLite database, or on PostgreSQL a database of its own
 * (dropped on close) so test files can run in parallel. Both start as a copy of a database migrated once, since
 * running the migrations for every app was a large part of the suite's time (PostgreSQL: a clone of the run's
 * template database, see global-setup.ts, instead of a few hundred milliseconds of DDL per app).
 */
export async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (MIGRATING_ITSELF.test(expect.getState().testPath ?? '')) return blankDatabase();
  if (engine === 'sqlite') {
    const handle = sqliteHandle(new SQLite(await sqliteTemplate()));
    return { handle, drop: () => handle.destroy() };
  }
  return postgresClone();
}

/** Test files about migrating: their apps start on an empty database and run every migration themselves. */
const MIGRATING_ITSELF = /[\\/]migrations\.test\.ts$/;

/** An empty database: in memory on SQLite; on PostgreSQL a schema of its own (dropped on close) in the test database. */
async function blankDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const handle = connect({ sqliteFile: ':memory:' });
    return { handle, drop: () => handle.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_${crypto.randomUUID().replaceAll('-', '')}`;
  await pgQuery(url, `create schema ${schema}`);
  const handle = connect({ databaseUrl: url, pgSchema: schema });
  return {
    handle,
    drop: async () => {
      await handle.destroy();
      await pgQuery(url, `drop schema ${schema} cascade`);
    },
  };
}

/**
 * The SQLite connection `connect({ sqliteFile: ':memory:' })` (src/db/connection.ts) opens, on a given database:
 * the same statement cache and pragmas, so a test app sees what a server's in-memory database would.
 */
function sqliteHandle(sqlite: SQLite.Database): DatabaseHandle {
  cacheStatements(sqlite);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: 'sqlite', file: undefined, destroy: () => db.destroy() };
}

/**
 * A migrated, empty SQLite database as bytes, made once per worker (kept on globalThis: setup.ts re-evaluates this
 * module for every file) and per set of migrations; `new SQLite(image)` opens an in-memory copy of it.
 */
async function sqliteTemplate(): Promise<Buffer> {
  const images = ((globalThis as { __ctpSqliteTemplates?: Map<string, Promise<Buffer>> }).__ctpSqliteTemplates ??= new Map());
  const key = Object.keys(migrations).join();
  let image = images.get(key);
  if (!image) {
    image = (async () => {
      const sqlite = new SQLite(':memory:');
      const handle = sqliteHandle(sqlite);
      await migrateToLatest(handle.db);
      const bytes = sqlite.serialize();
      await handle.destroy();
      return bytes;
    })();
    images.set(key, image);
  }
  return image;
}

/** Runs one statement on the given PostgreSQL database, on a connection of its own. */
async function pgQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

interface Clone {
  name: string;
  url: string;
  schema: string;
}

/**
 * A database cloned from the run's migrated template (`CREATE DATABASE ... TEMPLATE`), whose schema is renamed to a
 * name of its own as each app used to get one (LISTEN channels and log lines are named after it).
 */
async function createClone(): Promise<Clone> {
  const url = process.env.TEST_DATABASE_URL!;
  const { database: template, schema: templateSchema } = inject('pgTemplate');
  const id = crypto.randomUUID().replaceAll('-', '').slice(0, 20);
  const name = `${template}_${id}`;
  const schema = `test_${id}`;
  await pgQuery(url, `create database ${name} template ${template}`);
  const cloneUrl = new URL(url);
  cloneUrl.pathname = `/${name}`;
  await pgQuery(cloneUrl.toString(), `alter schema ${templateSchema} rename to ${schema}`);
  return { name, url: cloneUrl.toString(), schema };
}

/**
 * The next clone, and the one after it started meanwhile (one ahead per worker, kept on globalThis as setup.ts
 * re-evaluates this module for every file): the test then seldom waits for PostgreSQL to copy the template.
 */
function takeClone(): Promise<Clone> {
  const state = globalThis as { __ctpNextClone?: Promise<Clone> };
  const taken = state.__ctpNextClone ?? createClone();
  const next = taken.then(createClone, createClone);
  next.catch(() => {});
  state.__ctpNextClone = next;
  return taken;
}

async function postgresClone(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const { name, url, schema } = await takeClone();
  const handle = connect({ databaseUrl: url, pgSchema: schema });
  return {
    handle,
    // Dropped in the background: the drop waits for the pool's last connections to go, and global-setup.ts sweeps up
    // at the end of the run what is left (the clone taken ahead, too).
    drop: async () => {
      await handle.destroy();
      pgQuery(process.env.TEST_DATABASE_URL!, `drop database if exists ${name}`).catch(() => {});
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
