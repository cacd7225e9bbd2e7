import { PROFILE_LIMITS, TEXTS, updateProfileRequestSchema, USER_TEXTS, type User } from '@ctp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useUpdateProfile } from '../api/update-profile';
import { profileTexts } from '../texts';

type ProfileInput = z.input<typeof updateProfileRequestSchema>;
type ProfileOutput = z.output<typeof updateProfileRequestSchema>;
const FIELDS = ['firstName', 'lastName', 'companyName', 'phoneNumber'] as const;

const valuesOf = (user: User) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  companyName: user.companyName ?? '',
  phoneNumber: user.phoneNumber ?? '',
});

/** The details a user edits themselves, checked by the same schema as PUT /api/v1/users/me. */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const { text } = useTexts(profileTexts);
  const labels = text.details;
  const texts = useDomainTable(TEXTS);
  const userTexts = useDomainTable(USER_TEXTS);
  const translate = useTranslateText();
  const fieldError = (error: { message?: string } | undefined) => error && translate(error.message ?? '');
  const form = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: valuesOf(user),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    setFailure(null);
    try {
      const updated = await update.mutateAsync(values);
      form.reset(valuesOf(updated));
      setSaved(true);
    } catch (error) {
      // The server names the field it refuses; put the message next to it too.
      if (error instanceof ApiError && Array.isArray(error.details)) {
        for (const detail of error.details as { path?: string; message?: string }[]) {
          const field = FIELDS.find((f) => f === detail.path);
          if (field && detail.message) form.setError(field, { message: detail.message });
        }
      }
      setFailure(errorMessage(error, texts.requestFailed));
    }
  });

  return (
    <Card className="p-6">
      <h2 className="text-base font-semibold text-white">{labels.heading}</h2>
      <p className="mt-0.5 text-sm text-slate-400">{labels.intro}</p>
      <form onSubmit={onSubmit} onChange={() => setSaved(false)} noValidate className="mt-6 space-y-5" aria-label={labels.heading}>
        {saved && <SuccessBox>{userTexts.profileUpdated}</SuccessBox>}
        {failure && <ErrorBox>{failure}</ErrorBox>}
        <fieldset disabled={isSubmitting} className="space-y-5">
          <legend className="sr-only">{labels.heading}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={labels.firstName} autoComplete="given-name" required maxLength={PROFILE_LIMITS.name} error={fieldError(errors.firstName)} {...form.register('firstName')} />
            <TextField label={labels.lastName} autoComplete="family-name" required maxLength={PROFILE_LIMITS.name} error={fieldError(errors.lastName)} {...form.register('lastName')} />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={labels.companyName} autoComplete="organization" maxLength={PROFILE_LIMITS.company} error={fieldError(errors.companyName)} {...form.register('companyName')} />
            <TextField
              label={labels.phoneNumber}
              type="tel"
              autoComplete="tel"
              maxLength={PROFILE_LIMITS.phone}
              hint={labels.phoneHint}
              error={fieldError(errors.phoneNumber)}
              {...form.register('phoneNumber')}
            />
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-white/5 pt-5">
          {isDirty && <p className="me-auto text-xs text-amber-300">{labels.unsaved}</p>}
          <Button variant="ghost" onClick={() => form.reset(valuesOf(user))} disabled={!isDirty || isSubmitting}>
            {labels.discard}
          </Button>
          <Button type="submit" disabled={!isDirty} busy={isSubmitting} busyText={labels.saving}>
            {labels.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
