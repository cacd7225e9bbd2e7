import { PASSWORD_RULES, type ChangePasswordForm } from '@ctp/domain';
import type { UseFormReturn } from 'react-hook-form';
import { PasswordField } from '@/components/ui/field';
import { usePasswordComplexity } from '@/lib/use-platform-status';

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
  return (
    <>
      <PasswordField label={currentLabel} autoComplete="current-password" error={errors.currentPassword?.message} {...form.register('currentPassword')} />
      <div className={newPairClassName}>
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
    </>
  );
}
