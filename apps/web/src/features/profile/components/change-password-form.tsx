import { changePasswordFormSchemaFor, PASSWORD_RULES, TEXTS, type ChangePasswordForm as ChangePasswordValues } from '@ctp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PasswordField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePasswordComplexity } from '@/lib/use-platform-status';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const sessionsLine = (count: number) =>
  count === 0 ? 'No other device was signed in.' : count === 1 ? '1 other session was signed out.' : `${count} other sessions were signed out.`;

/** A new password, proven with the current one; every other session of the account is signed out, this one stays. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  // The rule and hint of the passwordComplexity setting; the server checks it again.
  const complexity = usePasswordComplexity();
  const form = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordFormSchemaFor(complexity)), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setDone(null);
    setFailure(null);
    try {
      const result = await change.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      setDone(`${result.message} ${sessionsLine(result.otherSessionsRevoked)}`);
    } catch (error) {
      if (error instanceof ApiError && Array.isArray(error.details)) {
        for (const detail of error.details as { path?: string; message?: string }[]) {
          if ((detail.path === 'currentPassword' || detail.path === 'newPassword') && detail.message) {
            form.setError(detail.path, { message: detail.message });
          }
        }
      }
      setFailure(errorMessage(error, TEXTS.requestFailed));
    }
  });

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
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <PasswordField
              label="New password"
              autoComplete="new-password"
              hint={PASSWORD_RULES[complexity].hint}
              error={errors.newPassword?.message}
              {...form.register('newPassword')}
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
          </div>
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
