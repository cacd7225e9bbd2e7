import { zodResolver } from '@hookform/resolvers/zod';
import {
  FUEL_ASSESSMENT_PORTS,
  FUEL_ASSESSMENT_PRODUCTS,
  fuelAssessmentInputAt,
  muscatToday,
  type FuelAssessment,
  type ValidFuelAssessmentInput,
} from '@ctp/domain/fuel-assessments';
import { FUEL_ORIGIN_PORT_LABELS } from '@ctp/domain/trading';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { errorMessage } from '@/lib/api-client';
import { formatDay, formatMoney } from '@/lib/format';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useCreateFuelAssessment } from '../api/create-fuel-assessment';
import { useUpdateFuelAssessment } from '../api/update-fuel-assessment';
import { adminFuelPricesTexts } from '../texts';

/** The fields as typed: the price stays text until it is sent. */
type FormValues = Record<'product' | 'port' | 'day' | 'price' | 'note', string>;

/**
 * The API's own schema, on the browser's clock, checks the form once the price is a number (blank is missing); the
 * fields have the request's names, so each message lands on its field.
 */
const resolver = zodResolver(
  z.preprocess((form: FormValues) => ({ ...form, price: form.price.trim() === '' ? undefined : Number(form.price) }), fuelAssessmentInputAt(Date.now)),
) as Resolver<FormValues, unknown, ValidFuelAssessmentInput>;

const valuesOf = (assessment: FuelAssessment | undefined): FormValues =>
  assessment
    ? { product: assessment.product, port: assessment.port, day: assessment.day, price: String(assessment.price), note: assessment.note ?? '' }
    : { product: FUEL_ASSESSMENT_PRODUCTS[0], port: FUEL_ASSESSMENT_PORTS[0], day: muscatToday(), price: '', note: '' };

interface AssessmentFormProps {
  /** The assessment being corrected (PUT); without it the form enters a new one (POST) for today in Muscat. */
  editing?: FuelAssessment | undefined;
  /** After a correction is saved (the edit dialog closes). */
  onSaved?: () => void;
  onCancel?: () => void;
}

/** Product, port, day, price per metric ton and a note, checked with the API's schema before anything is sent. */
export function AssessmentForm({ editing, onSaved, onCancel }: AssessmentFormProps) {
  const { text, t } = useTexts(adminFuelPricesTexts);
  const portLabels = useDomainTable(FUEL_ORIGIN_PORT_LABELS);
  const translate = useTranslateText();
  const fieldError = (message: string | undefined) => (message === undefined ? undefined : translate(message));
  const create = useCreateFuelAssessment();
  const update = useUpdateFuelAssessment();
  const [saved, setSaved] = useState<FuelAssessment | null>(null);
  const defaults = valuesOf(editing);
  const form = useForm<FormValues, unknown, ValidFuelAssessmentInput>({ resolver, defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setSaved(null);
    try {
      if (editing) {
        await update.mutateAsync({ ...input, id: editing.id });
        onSaved?.();
      } else {
        setSaved(await create.mutateAsync(input));
        // The next entry is most often the same day at another port or for another product.
        form.reset({ ...form.getValues(), price: '', note: '' });
      }
    } catch (error) {
      form.setError('root', { message: errorMessage(error, text.saveFailed) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {errors.root && <ErrorBox>{errors.root.message}</ErrorBox>}
      {saved && (
        <SuccessBox>
          {t('saved', { product: translate(saved.product), port: portLabels[saved.port], date: formatDay(saved.day), price: formatMoney(saved.price, { currency: saved.currency }) })}
        </SuccessBox>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label={text.fields.product}
          required
          options={FUEL_ASSESSMENT_PRODUCTS.map((product) => ({ value: product, label: translate(product) }))}
          error={fieldError(errors.product?.message)}
          // A select takes its first value from the DOM (the form library's default does not reach it in every DOM).
          defaultValue={defaults.product}
          {...form.register('product')}
        />
        <Select
          label={text.fields.port}
          required
          options={FUEL_ASSESSMENT_PORTS.map((port) => ({ value: port, label: portLabels[port] }))}
          error={fieldError(errors.port?.message)}
          defaultValue={defaults.port}
          {...form.register('port')}
        />
        <TextField label={text.fields.day} required type="date" max={muscatToday()} error={fieldError(errors.day?.message)} {...form.register('day')} />
        <TextField
          label={text.fields.price}
          required
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          error={fieldError(errors.price?.message)}
          {...form.register('price')}
        />
      </div>
      <TextArea label={text.fields.note} hint={text.noteHint} rows={2} inputClassName="min-h-16" error={fieldError(errors.note?.message)} {...form.register('note')} />
      <div className="flex justify-end gap-3">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {text.cancel}
          </Button>
        )}
        <Button type="submit" busy={isSubmitting} busyText={text.saving}>
          {editing ? text.saveChanges : text.save}
        </Button>
      </div>
    </form>
  );
}
