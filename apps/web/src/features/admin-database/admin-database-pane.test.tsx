import type { DatabaseInfo } from '@ctp/domain/admin-system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { formatBytes } from '@/lib/format';
import { apiError, json, makeUser, stubApi } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { AdminDatabasePane } from './admin-database-pane';
import { backupFileNameOf } from './api/download-backup';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = makeUser({ role: 'admin', email: 'admin@example.com' });

const info = (overrides: Partial<DatabaseInfo> = {}): DatabaseInfo => ({
  engine: 'sqlite',
  sizeBytes: 5_242_880,
  migrationVersion: '2026-11-22-0013-document-review',
  rowCounts: { users: 1204, sessions: 88, orders: 310, contracts: 42, documents: 97, audit_log: 15_000, inquiries: 12, matches: 7 },
  backupAvailable: true,
  ...overrides,
});

const renderDatabase = () => renderAt(<AdminDatabasePane />, { path: '/portal-admin/*', url: '/portal-admin/database' });

describe('Database', () => {
  it('shows engine, size, migration and row counts', async () => {
    stubApi({ 'GET /admin/database': () => json(200, info()) }, admin);
    renderDatabase();
    const summary = await screen.findByRole('list', { name: 'Database summary' });
    expect(within(summary).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['EngineSQLite', 'Size5.0 MB', 'Migration2026-11-22-0013-document-review']);
    expect(screen.getByText('Users').nextSibling?.textContent).toBe('1,204');
    expect(screen.getByText('Audit entries').nextSibling?.textContent).toBe('15,000');
  });

  it('downloads a backup under the server’s file name', async () => {
    const createObjectURL = vi.fn(() => 'blob:backup');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { callsTo } = stubApi(
      {
        'GET /admin/database': () => json(200, info()),
        'GET /admin/database/backup': () =>
          new Response(new Blob(['SQLite format 3']), { status: 200, headers: { 'content-disposition': 'attachment; filename="app-20261120-0900.db"' } }),
      },
      admin,
    );
    renderDatabase();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download backup' }));
    expect(await screen.findByText('Backup downloaded')).toBeInTheDocument();
    expect(callsTo('GET /admin/database/backup')).toHaveLength(1);
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('app-20261120-0900.db');
  });

  it('on PostgreSQL offers no download and points to pg_dump', async () => {
    stubApi({ 'GET /admin/database': () => json(200, info({ engine: 'postgres', backupAvailable: false })) }, admin);
    renderDatabase();
    expect(await screen.findByText('PostgreSQL')).toBeInTheDocument();
    expect(screen.getByText('pg_dump')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download backup' })).not.toBeInTheDocument();
  });

  it('shows a failed backup', async () => {
    stubApi({ 'GET /admin/database': () => json(200, info()), 'GET /admin/database/backup': () => apiError(500, 'Disk full') }, admin);
    renderDatabase();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download backup' }));
    expect(await screen.findByText('Disk full')).toBeInTheDocument();
  });

  it('shows the load error with Retry', async () => {
    stubApi({ 'GET /admin/database': () => apiError(500, 'Down') }, admin);
    renderDatabase();
    expect(await screen.findByText('Failed to load database information')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('formats sizes and falls back to a dated file name', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(backupFileNameOf(new Response(null), new Date('2026-11-20T09:00:00Z'))).toBe('app-20261120.db');
  });
});
