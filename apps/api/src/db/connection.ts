import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { ensurePrivateDir, ensurePrivateFile } from '../lib/private-files';
import { cacheStatements } from '../lib/sqlite-statements';
import { migrations } from './migrations/index';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

/** The database or a transaction on it: what one module hands another's write so that both commit together. */
export type Executor = Kysely<Database>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** The SQLite file, for backups and size figures; undefined on PostgreSQL. */
  file: string | undefined;
  destroy(): Promise<void>;
  /** PostgreSQL only: a new client outside the pool, on the same database and schema, for LISTEN (plugins/live-events.ts). */
  listenClient?: () => pg.Client;
  /** PostgreSQL only: the query pool, whose client counts the metrics report (plugins/metrics.ts). */
  pool?: pg.Pool;
}

export interface ConnectOptions {
  /** postgres:// URL; when absent the embedded SQLite file is used. */
  databaseUrl?: string | undefined;
  /** SQLite file path, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests give each worker its own). */
  pgSchema?: string;
}

export function connect(options: ConnectOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const listenClient = () =>
      new pg.Client({ connectionString: options.databaseUrl, ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}) });
    return { db, engine: 'postgres', file: undefined, destroy: () => db.destroy(), listenClient, pool };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') {
    // The database holds every account: readable by the server's user only (SQLite gives its -wal and -shm the same mode).
    ensurePrivateDir(path.dirname(file));
    ensurePrivateFile(file);
  }
  const sqlite = cacheStatements(new SQLite(file));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: 'sqlite', file: file === ':memory:' ? undefined : file, destroy: () => db.destroy() };
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // On PostgreSQL, Kysely looks for its migration tables in every schema unless told which one;
  // another schema of the same database (another app, a parallel test) would then hide ours.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? ((await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)).rows[0]?.schema ?? undefined)
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

export async function isReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
