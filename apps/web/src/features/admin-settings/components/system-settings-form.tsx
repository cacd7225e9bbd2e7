import {
  SETTINGS_GROUPS,
  SETTINGS_TEXTS,
  systemSettingsSchema,
  type SystemSettings,
  type SystemSettingsResponse,
} from '@ctp/domain/settings';
import { inLanguage } from '@ctp/domain/translations';
import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { adminSettingsTexts } from '../texts';
import { useResetSystemSettings } from '../api/reset-settings';
import { useUpdateSystemSettings } from '../api/update-settings';
import { ResetSettingsDialog } from './reset-settings-dialog';
import { SettingsGroupCard } from './settings-fields';

/** Asks the browser to confirm leaving the page while `active` (unsaved settings). */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/**
 * The four groups of spec 3 as one form checked by the API's own schema. Save Changes is enabled only
 * after a change; while unsaved, the warning of spec 2.18 shows and leaving the page asks first.
 */
export function SystemSettingsForm({ saved }: { saved: SystemSettingsResponse }) {
  const { text, t, language } = useTexts(adminSettingsTexts);
  const settingsTexts = inLanguage(SETTINGS_TEXTS, language);
  const update = useUpdateSystemSettings();
  const reset = useResetSystemSettings();
  const form = useForm<SystemSettings>({ resolver: zodResolver(systemSettingsSchema), defaultValues: saved.settings, mode: 'onChange' });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  useLeaveWarning(isDirty);

  function settled(result: SystemSettingsResponse, message: string) {
    form.reset(result.settings);
    setFailure(null);
    setNotice(message);
  }

  function failed(error: unknown, fallback: string) {
    setNotice(null);
    // The server names the field it refuses ("trading.minTradeValue"); put the message next to it too.
    if (error instanceof ApiError && Array.isArray(error.details)) {
      for (const detail of error.details as { path?: string; message?: string }[]) {
        if (detail.path && detail.message) form.setError(detail.path as Path<SystemSettings>, { message: detail.message });
      }
    }
    setFailure(errorMessage(error, fallback));
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      settled(await update.mutateAsync(values), settingsTexts.updated);
    } catch (error) {
      failed(error, settingsTexts.saveFailed);
    }
  });

  async function confirmReset() {
    try {
      settled(await reset.mutateAsync(), settingsTexts.reset);
    } catch (error) {
      failed(error, settingsTexts.resetFailed);
    } finally {
      setConfirmingReset(false);
    }
  }

  return (
    <form onSubmit={onSubmit} onChange={() => setNotice(null)} noValidate aria-label={text.form.label} className="space-y-6">
      {isDirty && (
        <div role="status" className="flex items-center gap-3 rounded-lg border border-amber-500/30 bg-amber-500/10 px-4 py-3 text-sm text-amber-100">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-400" />
          {settingsTexts.unsaved}
        </div>
      )}
      {notice && !isDirty && <SuccessBox>{notice}</SuccessBox>}
      {failure && <ErrorBox>{failure}</ErrorBox>}

      <fieldset disabled={isSubmitting || reset.isPending} className="grid gap-6 xl:grid-cols-2">
        <legend className="sr-only">{text.form.label}</legend>
        {SETTINGS_GROUPS.map((group) => (
          <SettingsGroupCard key={group} group={group} control={form.control} register={form.register} errors={errors} />
        ))}
      </fieldset>

      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-white/5 pt-5">
        <p className="me-auto text-xs text-slate-500">{saved.updatedAt ? t('form.lastSaved', { time: formatDateTime(saved.updatedAt) }) : text.form.defaults}</p>
        <Button type="button" variant="secondary" onClick={() => setConfirmingReset(true)} disabled={isSubmitting || reset.isPending}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {text.form.reset}
        </Button>
        <Button type="submit" disabled={!isDirty} busy={isSubmitting} busyText={text.form.saving}>
          {text.form.save}
        </Button>
      </div>
      <ResetSettingsDialog open={confirmingReset} onOpenChange={setConfirmingReset} onConfirm={() => void confirmReset()} busy={reset.isPending} />
    </form>
  );
}
