import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseInfoSchema } from '@ctp/domain';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, expectError } from '../auth/fixtures';
import { migrations } from '../../src/db/migrations/index';
import { backupFileName } from '../../src/modules/database/service';
import { call, engine } from '../helpers';
import { systemApp, type SystemApp } from './fixtures';

describe('Database tab', () => {
  let s: SystemApp;
  beforeAll(async () => {
    s = await systemApp();
  });
  afterAll(() => s.t.close());

  it('reports the engine, a size, the latest migration and the row counts', async () => {
    const res = await call(s.t.app, 'GET', '/admin/database', { token: s.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    const info = databaseInfoSchema.parse(res.json());
    expect(info.engine).toBe(engine);
    expect(info.sizeBytes).toBeGreaterThan(0);
    expect(info.migrationVersion).toBe(Object.keys(migrations).sort().at(-1));
    expect(info.rowCounts.users).toBe(3);
    expect(info.rowCounts.sessions).toBe(3);
    expect(info.rowCounts.audit_log).toBe((await auditRows(s.t.app)).length);
    expect(info.rowCounts.orders).toBe(0);
    expect(info.backupAvailable).toBe(engine === 'sqlite');
  });

  it.runIf(engine === 'sqlite')('streams a consistent SQLite snapshot that opens and holds the users (audited)', async () => {
    const res = await call(s.t.app, 'GET', '/admin/database/backup', { token: s.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="app-\d{8}-\d{4}\.db"$/);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-backup-test-')), 'copy.db');
    fs.writeFileSync(file, res.rawPayload);
    const copy = new SQLite(file, { readonly: true });
    try {
      expect(copy.prepare('select count(*) as n from users').get()).toEqual({ n: 3 });
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      copy.close();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
    const entry = (await auditRows(s.t.app)).find((r) => r.action === 'admin.database.backup_downloaded')!;
    expect(entry).toMatchObject({ actor_id: s.admin.id });
    expect(res.headers['content-disposition']).toContain(entry.target!);
  });

  it.runIf(engine === 'postgres')('refuses a backup on PostgreSQL and points to pg_dump', async () => {
    const body = expectError(await call(s.t.app, 'GET', '/admin/database/backup', { token: s.admin.token }), 409, 'BACKUP_UNSUPPORTED');
    expect(body.message).toContain('pg_dump');
  });

  it('names backups app-YYYYMMDD-HHMM.db in UTC', () => {
    expect(backupFileName(Date.parse('2026-03-04T05:06:59Z'))).toBe('app-20260304-0506.db');
  });
});
