import { PASSWORD_RULES, type ChangePasswordForm } from '@ctp/domain';
import type { UseFormReturn } from 'react-hook-form';
import { PasswordField } from '@/components/ui/field';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { usePasswordComplexity } from '@/lib/use-platform-status';
import { passwordChangeTexts } from './texts';

interface Props {
  form: UseFormReturn<ChangePasswordForm>;
  /** "Current password", or "Temporary password" while an administrator's one must be replaced. */
  currentLabel: string;
  /** Lays out the new password and its confirmation (side by side on the profile). */
  newPairClassName: string;
}

/** The current password, the new one with the complexity rule's hint, and its confirmation. */
export function PasswordChangeFields({ form, currentLabel, newPairClassName }: Props) {
  const complexity = usePasswordComplexity();
  const { errors } = form.formState;
  const { text } = useTexts(passwordChangeTexts);
  const translate = useTranslateText();
  const fieldError = (error: { message?: string } | undefined) => error && translate(error.message ?? '');
  return (
    <>
      <PasswordField label={currentLabel} autoComplete="current-password" error={fieldError(errors.currentPassword)} {...form.register('currentPassword')} />
      <div className={newPairClassName}>
        <PasswordField
          label={text.newPassword}
          autoComplete="new-password"
          hint={translate(PASSWORD_RULES[complexity].hint)}
          error={fieldError(errors.newPassword)}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={text.confirmNewPassword}
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword)}
          {...form.register('confirmPassword')}
        />
      </div>
    </>
  );
}
