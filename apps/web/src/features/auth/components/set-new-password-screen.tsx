import {
  ACCOUNT_TEXTS,
  PASSWORD_RULES,
  TEXTS,
  changePasswordFormSchemaFor,
  type ChangePasswordForm,
  type ChangePasswordRequest,
} from '@ctp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { ApiError, api, errorMessage, refreshSession } from '@/lib/api-client';
import { usePasswordComplexity } from '@/lib/use-platform-status';
import { AuthCard } from './auth-card';
import { SignOutLink } from './sign-out-link';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * Shown by the portal guard in place of the portal while the account has a temporary password an
 * administrator set: the user chooses their own before anything else (the API refuses other calls).
 * Once saved, the renewed session no longer asks for it and the guard shows the portal.
 */
export function SetNewPasswordScreen() {
  const complexity = usePasswordComplexity();
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchemaFor(complexity)), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await api.post('/api/v1/users/me/password', { currentPassword, newPassword } satisfies ChangePasswordRequest);
      // The renewed session carries mustChangePassword: false, which lets the guard through.
      await refreshSession();
    } catch (error) {
      if (error instanceof ApiError && Array.isArray(error.details)) {
        for (const detail of error.details as { path?: string; message?: string }[]) {
          const field = FIELDS.find((name) => name === detail.path);
          if (field && detail.message) form.setError(field, { message: detail.message });
        }
      }
      setFailure(errorMessage(error, TEXTS.requestFailed));
    }
  });

  return (
    <AuthCard
      eyebrow="Account security"
      title={ACCOUNT_TEXTS.setNewPasswordHeading}
      subtitle="Your account was given a temporary password. Choose your own password to continue to your portal."
      footer={<SignOutLink />}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={ACCOUNT_TEXTS.setNewPasswordHeading}>
        {failure && <ErrorBox>{failure}</ErrorBox>}
        <fieldset disabled={isSubmitting} className="space-y-5">
          <legend className="sr-only">Passwords</legend>
          <PasswordField
            label="Temporary password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
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
        </fieldset>
        <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyText="Saving...">
          Set new password
        </Button>
      </form>
    </AuthCard>
  );
}
