import { SETTINGS_TEXTS } from '@ctp/domain/settings';
import { LoadError } from '@/components/ui/list-pane';
import { PageSpinner } from '@/components/ui/spinner';
import { useSystemSettings } from './api/get-settings';
import { StatusTiles } from './components/status-tiles';
import { SystemSettingsForm } from './components/system-settings-form';

/** System Settings (spec 2.18): the four groups of spec 3, saved on the server, and live status tiles. */
export function AdminSettingsPane() {
  const settings = useSystemSettings();
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-400">How the platform behaves for every user. Changes apply as soon as they are saved.</p>
      <StatusTiles />
      {settings.isPending ? (
        <PageSpinner label="Loading settings..." />
      ) : settings.isError ? (
        <LoadError message={SETTINGS_TEXTS.loadFailed} error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <SystemSettingsForm saved={settings.data} />
      )}
    </div>
  );
}
