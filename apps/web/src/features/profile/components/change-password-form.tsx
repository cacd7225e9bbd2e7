import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PasswordChangeFields, usePasswordChangeForm } from '@/features/password-change';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useChangePassword } from '../api/change-password';
import { profileTexts } from '../texts';

/** A new password, proven with the current one; every other session of the account is signed out, this one stays. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { text, t } = useTexts(profileTexts);
  const translate = useTranslateText();
  const sessionsLine = (count: number) => (count === 0 ? text.password.noOtherSession : t('sessionsSignedOut', { count }));
  const [done, setDone] = useState<string | null>(null);
  const { form, failure, onSubmit } = usePasswordChangeForm(async (request, form) => {
    setDone(null);
    const result = await change.mutateAsync(request);
    form.reset();
    setDone(`${translate(result.message)} ${sessionsLine(result.otherSessionsRevoked)}`);
  });
  const { isSubmitting } = form.formState;

  return (
    <Card className="p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl border border-gold-500/25 bg-gold-500/10 text-gold-300">
          <KeyRound aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="text-base font-semibold text-white">{text.password.heading}</h2>
          <p className="mt-0.5 text-sm text-slate-400">
            {text.password.intro}
          </p>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5" aria-label={text.password.heading}>
        {done && <SuccessBox heading={text.password.changed}>{done}</SuccessBox>}
        {failure && <ErrorBox>{failure}</ErrorBox>}
        <fieldset disabled={isSubmitting} className="space-y-5">
          <legend className="sr-only">{text.password.passwords}</legend>
          <PasswordChangeFields form={form} currentLabel={text.password.current} newPairClassName="grid items-start gap-5 sm:grid-cols-2" />
        </fieldset>
        <div className="flex justify-end border-t border-white/5 pt-5">
          <Button type="submit" busy={isSubmitting} busyText={text.password.changing}>
            {text.password.heading}
          </Button>
        </div>
      </form>
    </Card>
  );
}
