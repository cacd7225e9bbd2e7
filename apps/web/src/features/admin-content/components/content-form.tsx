import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent, ReactNode } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { DialogActions } from '@/components/ui/dialog';
import { localizedMessage } from '@/lib/i18n/messages';
import { useTexts } from '@/lib/i18n/texts';
import { adminContentTexts } from '../texts';
import { bodyOf, firstMessage, formValuesOf, type FieldsOf, type FormFields, type FormValues } from './form-values';

/** What the dialog hands each kind's form. */
export interface ContentFormProps<Item> {
  /** The item edited, or null for a new one. */
  item: Item | null;
  /** The checked body, for POST or PUT. */
  onSave: (body: unknown) => void;
  onCancel: () => void;
  busy: boolean;
  /** The last failed save, shown above the buttons. */
  error: unknown;
}

/** A kind's form: its fields, and the shared schema that checks what they make, as the server checks it. */
export interface ContentForm<Fields extends FormFields, Body> {
  fields: Fields;
  resolver: Resolver<FormValues<Fields>, unknown, Body>;
}

/** Built once a kind: the form's text becomes the body by the fields' kinds, then the schema checks it. */
export function contentForm<Body, const Fields extends FieldsOf<Body> & FormFields>(schema: z.ZodType<Body>, fields: Fields): ContentForm<Fields, Body> {
  const resolver = zodResolver(z.preprocess((values: FieldValues) => bodyOf(fields, values), schema));
  return { fields, resolver: resolver as ContentForm<Fields, Body>['resolver'] };
}

/**
 * A kind's form filled from its item: `field` gives a text field its registration and message, `choice` gives a
 * select its options too, `frame` is for ContentFormFrame.
 */
export function useContentForm<Fields extends FormFields, Body extends object>(form: ContentForm<Fields, Body>, { item, onSave, onCancel, busy, error }: ContentFormProps<Body>) {
  type Values = FormValues<Fields>;
  const { text } = useTexts(adminContentTexts);
  const defaults = formValuesOf(form.fields, item);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, Body>({ resolver: form.resolver, defaultValues: defaults as DefaultValues<Values> });

  const field = (name: Path<Values>) => ({ error: messageOf(get(errors, name), text.form.checkValue), ...register(name) });
  const choice = <Value extends string>(name: Path<Values>, values: readonly Value[], labels: { readonly [value in Value]: string }) => ({
    ...field(name),
    placeholder: text.form.select,
    options: values.map((value) => ({ value, label: labels[value] })),
    // A select takes its first value from the DOM (the form library's default does not reach it in every DOM).
    defaultValue: get(defaults, name) as string,
  });
  return { field, choice, frame: { onSubmit: handleSubmit(onSave), onCancel, busy, error } };
}

/**
 * A field's message in the reader's language: the shared schema's English, translated by its words; a message the
 * domain does not know (a bare type check of zod's) reads as "check this value".
 */
function messageOf(error: unknown, checkValue: string) {
  const message = firstMessage(error);
  return message === undefined ? undefined : localizedMessage(message, undefined, checkValue);
}

interface ContentFormFrameProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onCancel: () => void;
  busy: boolean;
  error: unknown;
  children: ReactNode;
}

/** A kind's form: its fields, then the failure if any, Cancel and Save. */
export function ContentFormFrame({ onSubmit, onCancel, busy, error, children }: ContentFormFrameProps) {
  const { text } = useTexts(adminContentTexts);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {children}
      <DialogActions error={error} errorText={text.form.saveFailed} label={text.form.save} busyLabel={text.form.saving} busy={busy} onCancel={onCancel} />
    </form>
  );
}
