import { SETTINGS_TEXTS } from '@ctp/domain/settings';
import { inLanguage } from '@ctp/domain/translations';
import { LoadError } from '@/components/ui/list-pane';
import { PageSpinner } from '@/components/ui/spinner';
import '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useSystemSettings } from './api/get-settings';
import { StatusTiles } from './components/status-tiles';
import { SystemSettingsForm } from './components/system-settings-form';
import { adminSettingsTexts } from './texts';

/** System Settings (spec 2.18): the four groups of spec 3, saved on the server, and live status tiles. */
export function AdminSettingsPane() {
  const { text, language } = useTexts(adminSettingsTexts);
  const settings = useSystemSettings();
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-400">{text.intro}</p>
      <StatusTiles />
      {settings.isPending ? (
        <PageSpinner label={text.loading} />
      ) : settings.isError ? (
        <LoadError message={inLanguage(SETTINGS_TEXTS, language).loadFailed} error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <SystemSettingsForm saved={settings.data} />
      )}
    </div>
  );
}
