import {
  NOTIFICATION_PREFERENCE_KEYS,
  NOTIFICATION_PREFERENCE_LABELS,
  TEXTS,
  SETTINGS_TEXTS,
  USER_TEXTS,
  type NotificationPreferences,
  type PreferencesResponse,
} from '@ctp/domain';
import { inLanguage } from '@ctp/domain/translations';
import { BellRing, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/list-pane';
import { PageSpinner } from '@/components/ui/spinner';
import { PreferenceSwitch } from '@/components/ui/switch';
import { ApiTokensPanel } from '@/features/api-tokens';
import { useMarketPackage } from '@/features/market-intelligence';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { usePreferences } from './api/get-preferences';
import { useUpdatePreferences } from './api/update-preferences';
import { settingsTexts } from './texts';

/**
 * The settings tab: the user's notification preferences, kept on the server (GET/PUT /api/v1/users/me/preferences),
 * and their personal API tokens (Enterprise).
 */
export function SettingsPane() {
  const preferences = usePreferences();
  const { text } = useTexts(settingsTexts);
  const settings = inLanguage(SETTINGS_TEXTS, useLanguage());
  if (preferences.isPending) return <PageSpinner label={text.loading} />;
  if (preferences.isError) {
    return <LoadError message={settings.loadFailed} error={preferences.error} onRetry={() => void preferences.refetch()} retrying={preferences.isFetching} />;
  }
  // The draft starts from the saved preferences; after a save the two agree again, which clears 'unsaved'.
  return (
    <div className="space-y-6">
      <PreferencesForm saved={preferences.data} />
      <ApiTokensPanel />
    </div>
  );
}

const same = (a: NotificationPreferences, b: NotificationPreferences) => NOTIFICATION_PREFERENCE_KEYS.every((key) => a[key] === b[key]);

function PreferencesForm({ saved }: { saved: PreferencesResponse }) {
  const update = useUpdatePreferences();
  const [draft, setDraft] = useState<NotificationPreferences>(saved.preferences);
  const [justSaved, setJustSaved] = useState(false);
  const dirty = !same(draft, saved.preferences);
  const { text, t } = useTexts(settingsTexts);
  const texts = useDomainTable(TEXTS);
  const language = useLanguage();
  const settings = inLanguage(SETTINGS_TEXTS, language);
  const userTexts = useDomainTable(USER_TEXTS);
  const labels = inLanguage(NOTIFICATION_PREFERENCE_LABELS, language);
  // The weekly brief goes to Enterprise users only (issue 18): a Basic user's switch says so.
  const basic = useMarketPackage().data?.package === 'basic';
  const descriptionOf = (key: keyof NotificationPreferences) =>
    key === 'weeklyBrief' && basic ? `${labels.weeklyBrief.description} ${text.weeklyBriefEnterprise}` : labels[key].description;

  function change(key: keyof NotificationPreferences, value: boolean) {
    setJustSaved(false);
    update.reset();
    setDraft((current) => ({ ...current, [key]: value }));
  }

  function save() {
    update.mutate(draft, { onSuccess: () => setJustSaved(true) });
  }

  return (
    <div className="space-y-6">
      {/* Spec 4: any change marks the settings unsaved; saving clears the flag. */}
      {dirty && (
        <div role="status" className="flex items-center gap-3 rounded-lg border border-amber-500/30 bg-amber-500/10 px-4 py-3 text-sm text-amber-100">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-400" />
          {settings.unsaved}
        </div>
      )}
      {justSaved && !dirty && <SuccessBox>{userTexts.preferencesSaved}</SuccessBox>}
      {update.isError && <ErrorBox>{errorMessage(update.error, texts.requestFailed)}</ErrorBox>}

      <Card className="p-6">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl border border-gold-500/25 bg-gold-500/10 text-gold-300">
            <BellRing aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 className="text-base font-semibold text-white">{text.notifications}</h2>
            <p className="mt-0.5 text-sm text-slate-400">{text.notificationsIntro}</p>
          </div>
        </div>
        <div className="mt-4 divide-y divide-white/5">
          {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
            <PreferenceSwitch
              key={key}
              label={labels[key].label}
              description={descriptionOf(key)}
              checked={draft[key]}
              disabled={update.isPending}
              onChange={(value) => change(key, value)}
            />
          ))}
        </div>
        <div className="mt-2 flex flex-wrap items-center justify-end gap-3 border-t border-white/5 pt-5">
          <p className="me-auto text-xs text-slate-500">
            {saved.updatedAt ? t('lastSaved', { when: formatDateTime(saved.updatedAt) }) : text.defaults}
          </p>
          <Button variant="ghost" onClick={() => setDraft(saved.preferences)} disabled={!dirty || update.isPending}>
            {text.discard}
          </Button>
          <Button onClick={save} disabled={!dirty} busy={update.isPending} busyText={text.saving}>
            {text.save}
          </Button>
        </div>
      </Card>
    </div>
  );
}
