import { zodResolver } from '@hookform/resolvers/zod';
import { PRICE_SYMBOLS } from '@ctp/domain/price-constants';
import { inLanguage } from '@ctp/domain/translations';
import {
  PRICE_ALERT_CONDITION_LABELS,
  PRICE_ALERT_CONDITIONS,
  PRICE_ALERT_TEXTS,
  newPriceAlertSchema,
  priceAlertFormSchema,
  type PriceAlertForm,
  type ValidNewPriceAlert,
} from '@ctp/domain/price-alerts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useCreatePriceAlert, useDeletePriceAlert, usePriceAlerts } from './api';
import { marketsTexts } from '@/features/markets';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { priceAlertsTexts } from './texts';

/** The form types the level as text; the request schema (the server's own) decides what is valid. */
const formToRequest = priceAlertFormSchema.transform((form) => ({ ...form, level: Number(form.level) })).pipe(newPriceAlertSchema);


/** A trader's price alerts next to the prices: list, add, delete (issue 14). */
export function PriceAlertsPanel() {
  const headingId = useId();
  const { text, language } = useTexts(priceAlertsTexts);
  const { text: marketWords } = useTexts(marketsTexts);
  const conditionLabels = useDomainTable(PRICE_ALERT_CONDITION_LABELS);
  const alertTexts = inLanguage(PRICE_ALERT_TEXTS, language);
  const translate = useTranslateText();
  const fieldError = (message: string | undefined) => (message === undefined ? undefined : translate(message));
  const symbolOptions = PRICE_SYMBOLS.map((symbol) => ({ value: symbol, label: marketWords.instruments[symbol].name }));
  const conditionOptions = PRICE_ALERT_CONDITIONS.map((condition) => ({ value: condition, label: conditionLabels[condition] }));
  const alerts = usePriceAlerts();
  const create = useCreatePriceAlert();
  const remove = useDeletePriceAlert();
  const form = useForm<PriceAlertForm, unknown, ValidNewPriceAlert>({
    resolver: zodResolver(formToRequest),
    defaultValues: { symbol: 'XAU', condition: 'above', level: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (alert) => {
    try {
      await create.mutateAsync(alert);
      form.reset({ ...alert, level: '' });
    } catch (error) {
      form.setError('root', { message: error instanceof Error ? translate(error.message) : String(error) });
    }
  });

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold tracking-tight text-white">
          {alertTexts.listTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{alertTexts.listIntro}</p>
      </div>

      <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-4 sm:items-end">
        <Select label={text.symbol} options={symbolOptions} error={fieldError(errors.symbol?.message)} {...form.register('symbol')} />
        <Select label={text.condition} options={conditionOptions} error={fieldError(errors.condition?.message)} {...form.register('condition')} />
        <TextField label={text.level} inputMode="decimal" error={fieldError(errors.level?.message)} {...form.register('level')} />
        <Button type="submit" busy={form.formState.isSubmitting}>
          {alertTexts.add}
        </Button>
        {errors.root && (
          <p role="alert" className="text-sm text-red-400 sm:col-span-4">
            {errors.root.message}
          </p>
        )}
      </form>

      {alerts.isError ? (
        <p role="alert" className="text-sm text-red-400">
          {alertTexts.loadFailed}
        </p>
      ) : alerts.data && alerts.data.alerts.length === 0 ? (
        <p className="text-sm text-slate-400">{alertTexts.empty}</p>
      ) : (
        <ul className="divide-y divide-white/10">
          {alerts.data?.alerts.map((alert) => (
            <li key={alert.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="text-slate-200">
                {alertTexts.describe(alert)}
                <span className="ms-2 text-xs text-slate-400">{alert.armed ? alertTexts.armed : alertTexts.triggered}</span>
              </span>
              <Button variant="ghost" onClick={() => remove.mutate(alert.id)} aria-label={`${alertTexts.delete}: ${alertTexts.describe(alert)}`}>
                {alertTexts.delete}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
