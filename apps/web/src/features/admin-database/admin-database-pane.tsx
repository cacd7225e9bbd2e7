import { DATABASE_TABLES, type DatabaseTable } from '@ctp/domain/admin-system';
import { Database, Download, GitCommitVertical, HardDrive } from 'lucide-react';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/list-pane';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { errorMessage } from '@/lib/api-client';
import { formatBytes, formatNumber } from '@/lib/format';
import { useDownloadBackup } from './api/download-backup';
import { useDatabaseInfo } from './api/get-database-info';
import { DATABASE_UI_TEXTS } from './texts';

const TABLE_LABELS: Record<DatabaseTable, string> = {
  users: 'Users',
  sessions: 'Sessions',
  orders: 'Trades',
  contracts: 'Contracts',
  documents: 'Documents',
  audit_log: 'Audit entries',
  inquiries: 'Inquiries',
  matches: 'Matches',
};

/** 1536 → '1.5 KB' (binary units, as file managers show them). */
/** Database (issue 7): engine, size, migration version, row counts of the main tables, and a backup download on SQLite. */
export function AdminDatabasePane() {
  const info = useDatabaseInfo();
  const backup = useDownloadBackup();

  if (info.isPending) return <Spinner label="Loading database information..." />;
  if (info.isError) return <LoadError message={DATABASE_UI_TEXTS.loadFailed} error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  const data = info.data;

  return (
    <div className="space-y-6">
      <ul aria-label="Database summary" className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Engine" value={data.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} icon={Database} />
        <StatCard label="Size" value={formatBytes(data.sizeBytes)} icon={HardDrive} />
        <StatCard label="Migration" value={data.migrationVersion ?? 'None'} icon={GitCommitVertical} />
      </ul>

      <Card className="p-6">
        <h2 className="text-base font-semibold text-white">Rows</h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
          {DATABASE_TABLES.map((table) => (
            <div key={table}>
              <dt className="text-xs text-slate-400">{TABLE_LABELS[table]}</dt>
              <dd className="text-lg font-semibold text-white tabular-nums">{formatNumber(data.rowCounts[table])}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card className="p-6">
        <h2 className="text-base font-semibold text-white">Backup</h2>
        {data.backupAvailable ? (
          <>
            <p className="mt-1 text-sm text-slate-400">A consistent copy of the whole SQLite database, taken now. The download is recorded in the audit log.</p>
            <Button className="mt-4" onClick={() => backup.mutate()} busy={backup.isPending} busyText="Preparing backup...">
              <Download aria-hidden="true" className="size-4" />
              Download backup
            </Button>
            {backup.isSuccess && (
              <SuccessBox className="mt-4">
                <p>Backup downloaded</p>
              </SuccessBox>
            )}
            {backup.isError && (
              <ErrorBox className="mt-4">
                <p>{errorMessage(backup.error, DATABASE_UI_TEXTS.backupFailed)}</p>
              </ErrorBox>
            )}
          </>
        ) : (
          <p className="mt-1 text-sm text-slate-400">
            Backups of a PostgreSQL database are not made by the application: use <code>pg_dump</code>.
          </p>
        )}
      </Card>
    </div>
  );
}
