import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PasswordChangeFields, usePasswordChangeForm } from '@/features/password-change';
import { useChangePassword } from '../api/change-password';

const sessionsLine = (count: number) =>
  count === 0 ? 'No other device was signed in.' : count === 1 ? '1 other session was signed out.' : `${count} other sessions were signed out.`;

/** A new password, proven with the current one; every other session of the account is signed out, this one stays. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [done, setDone] = useState<string | null>(null);
  const { form, failure, onSubmit } = usePasswordChangeForm(async (request, form) => {
    setDone(null);
    const result = await change.mutateAsync(request);
    form.reset();
    setDone(`${result.message} ${sessionsLine(result.otherSessionsRevoked)}`);
  });
  const { isSubmitting } = form.formState;

  return (
    <Card className="p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl border border-gold-500/25 bg-gold-500/10 text-gold-300">
          <KeyRound aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="text-base font-semibold text-white">Change password</h2>
          <p className="mt-0.5 text-sm text-slate-400">
            For your security, changing your password signs you out on every other device. You stay signed in here.
          </p>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5" aria-label="Change password">
        {done && <SuccessBox heading="Password changed">{done}</SuccessBox>}
        {failure && <ErrorBox>{failure}</ErrorBox>}
        <fieldset disabled={isSubmitting} className="space-y-5">
          <legend className="sr-only">Passwords</legend>
          <PasswordChangeFields form={form} currentLabel="Current password" newPairClassName="grid items-start gap-5 sm:grid-cols-2" />
        </fieldset>
        <div className="flex justify-end border-t border-white/5 pt-5">
          <Button type="submit" busy={isSubmitting} busyText="Changing password...">
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}
