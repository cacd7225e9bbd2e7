import { DATABASE_TABLES, type DatabaseInfo } from '@ctp/domain/admin-system';
import { Database, Download, GitCommitVertical, HardDrive } from 'lucide-react';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/list-pane';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { errorMessage } from '@/lib/api-client';
import { formatBytes, formatNumber } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { useDownloadBackup } from './api/download-backup';
import { useDatabaseInfo } from './api/get-database-info';
import { adminDatabaseTexts } from './texts';

/** The engines' product names, the same in every language. */
const ENGINE_NAMES: Record<DatabaseInfo['engine'], string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
/** The PostgreSQL tool that makes backups (a command, shown as code). */
const BACKUP_TOOL = 'pg_dump';

/** Database (issue 7): engine, size, migration version, row counts of the main tables, and a backup download on SQLite. */
export function AdminDatabasePane() {
  const { text, t } = useTexts(adminDatabaseTexts);
  const info = useDatabaseInfo();
  const backup = useDownloadBackup();

  if (info.isPending) return <Spinner label={text.loading} />;
  if (info.isError) return <LoadError message={text.loadFailed} error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  const data = info.data;
  const engine = ENGINE_NAMES[data.engine];

  return (
    <div className="space-y-6">
      <ul aria-label={text.summary} className="grid gap-4 sm:grid-cols-3">
        <StatCard label={text.engine} value={engine} icon={Database} />
        <StatCard label={text.size} value={formatBytes(data.sizeBytes)} icon={HardDrive} />
        <StatCard label={text.migration} value={data.migrationVersion ?? text.noMigration} icon={GitCommitVertical} />
      </ul>

      <Card className="p-6">
        <h2 className="text-base font-semibold text-white">{text.rows}</h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
          {DATABASE_TABLES.map((table) => (
            <div key={table}>
              <dt className="text-xs text-slate-400">{text.tables[table]}</dt>
              <dd className="text-lg font-semibold text-white tabular-nums">{formatNumber(data.rowCounts[table])}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card className="p-6">
        <h2 className="text-base font-semibold text-white">{text.backup}</h2>
        {data.backupAvailable ? (
          <>
            <p className="mt-1 text-sm text-slate-400">{t('backupText', { engine })}</p>
            <Button className="mt-4" onClick={() => backup.mutate()} busy={backup.isPending} busyText={text.preparing}>
              <Download aria-hidden="true" className="size-4" />
              {text.download}
            </Button>
            {backup.isSuccess && (
              <SuccessBox className="mt-4">
                <p>{text.downloaded}</p>
              </SuccessBox>
            )}
            {backup.isError && (
              <ErrorBox className="mt-4">
                <p>{errorMessage(backup.error, text.backupFailed)}</p>
              </ErrorBox>
            )}
          </>
        ) : (
          <p className="mt-1 text-sm text-slate-400">
            {t('noBackupBefore', { engine })}
            <code>{BACKUP_TOOL}</code>
            {text.noBackupAfter}
          </p>
        )}
      </Card>
    </div>
  );
}
