import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_SYSTEM_ERROR_CODES, ADMIN_SYSTEM_TEXTS, DATABASE_TABLES, type DatabaseInfo, type DatabaseTable } from '@ctp/domain';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/connection';
import { AppError } from '../../lib/app-error';
import type { AuditLog } from '../audit';

export interface DatabaseServiceDeps {
  database: DatabaseHandle;
  audit: AuditLog;
  now?: () => number;
}

export interface Backup {
  fileName: string;
  sizeBytes: number;
  stream: fs.ReadStream;
}

/** `app-YYYYMMDD-HHMM.db` in UTC. */
export const backupFileName = (at: number) => {
  const iso = new Date(at).toISOString();
  return `app-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 16).replace(':', '')}.db`;
};

/** The Database tab (issue 7): what runs, how big it is, which migration it is at, and a backup of an SQLite database. */
export function createDatabaseService({ database, audit, now = Date.now }: DatabaseServiceDeps) {
  const { db, engine } = database;

  async function sizeBytes(): Promise<number> {
    if (engine === 'postgres') {
      // The tables of this app's schema (tests and several apps may share one PostgreSQL database).
      const { rows } = await sql<{ size: string | number | null }>`
        select coalesce(sum(pg_total_relation_size(format('%I.%I', schemaname, tablename)::regclass)), 0) as size
        from pg_tables where schemaname = current_schema()`.execute(db);
      return Number(rows[0]?.size ?? 0);
    }
    if (database.file) {
      // The WAL holds committed pages not yet copied into the main file.
      const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
      return sizeOf(database.file) + sizeOf(`${database.file}-wal`);
    }
    const { rows } = await sql<{ size: number }>`select page_count * page_size as size from pragma_page_count(), pragma_page_size()`.execute(db);
    return Number(rows[0]?.size ?? 0);
  }

  async function migrationVersion(): Promise<string | null> {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
    return rows[0]?.name ?? null;
  }

  async function rowCounts(): Promise<Record<DatabaseTable, number>> {
    const counts = await Promise.all(
      DATABASE_TABLES.map(async (table) => {
        const row = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow();
        return [table, Number(row.n)] as const;
      }),
    );
    return Object.fromEntries(counts) as Record<DatabaseTable, number>;
  }

  return {
    async info(): Promise<DatabaseInfo> {
      const [size, version, counts] = await Promise.all([sizeBytes(), migrationVersion(), rowCounts()]);
      return { engine, sizeBytes: size, migrationVersion: version, rowCounts: counts, backupAvailable: engine === 'sqlite' };
    },

    /**
     * A consistent snapshot of the SQLite database (VACUUM INTO reads one transaction while writers go on),
     * written to a private temporary file that is removed once streamed. PostgreSQL is backed up with pg_dump.
     */
    async backup(actor: { id: string; email: string; ip: string | null }): Promise<Backup> {
      if (engine !== 'sqlite') throw new AppError(409, ADMIN_SYSTEM_ERROR_CODES.backupUnsupported, ADMIN_SYSTEM_TEXTS.backupPostgres);
      const fileName = backupFileName(now());
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-backup-'));
      const file = path.join(dir, fileName);
      try {
        await sql`vacuum into ${file}`.execute(db);
      } catch (error) {
        fs.rmSync(dir, { recursive: true, force: true });
        throw error;
      }
      const sizeBytes = fs.statSync(file).size;
      await audit.record({
        action: 'admin.database.backup_downloaded',
        actorId: actor.id,
        actorEmail: actor.email,
        target: fileName,
        ip: actor.ip,
        details: { sizeBytes },
      });
      const stream = fs.createReadStream(file);
      stream.on('close', () => fs.rmSync(dir, { recursive: true, force: true }));
      return { fileName, sizeBytes, stream };
    },
  };
}

export type DatabaseService = ReturnType<typeof createDatabaseService>;
