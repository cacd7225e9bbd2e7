import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_SYSTEM_ERROR_CODES, ADMIN_SYSTEM_TEXTS, type DatabaseInfo } from '@ctp/domain';
import type { DatabaseHandle } from '../../db/connection';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../plugins/access';
import type { AuditLog } from '../audit';
import { createDatabaseRepository } from './repository';

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
  const { engine } = database;
  const repo = createDatabaseRepository(database);

  return {
    async info(): Promise<DatabaseInfo> {
      const [size, version, counts] = await Promise.all([repo.sizeBytes(), repo.migrationVersion(), repo.rowCounts()]);
      return { engine, sizeBytes: size, migrationVersion: version, rowCounts: counts, backupAvailable: engine === 'sqlite' };
    },

    /**
     * A consistent snapshot of the SQLite database (VACUUM INTO reads one transaction while writers go on),
     * written to a private temporary file that is removed once streamed. PostgreSQL is backed up with pg_dump.
     */
    async backup(actor: Principal, ip: string | null): Promise<Backup> {
      if (engine !== 'sqlite') throw new AppError(409, ADMIN_SYSTEM_ERROR_CODES.backupUnsupported, ADMIN_SYSTEM_TEXTS.backupPostgres);
      const fileName = backupFileName(now());
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-backup-'));
      const file = path.join(dir, fileName);
      try {
        await repo.copyTo(file);
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
        ip,
        details: { sizeBytes },
      });
      const stream = fs.createReadStream(file);
      stream.on('close', () => fs.rmSync(dir, { recursive: true, force: true }));
      return { fileName, sizeBytes, stream };
    },
  };
}

export type DatabaseService = ReturnType<typeof createDatabaseService>;
