import { ACCOUNT_TEXTS } from '@ctp/domain';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordChangeFields, usePasswordChangeForm } from '@/features/password-change';
import { api, refreshSession } from '@/lib/api-client';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { authTexts } from '../texts';
import { AuthCard } from './auth-card';
import { SignOutLink } from './sign-out-link';

/**
 * Shown by the portal guard in place of the portal while the account has a temporary password an
 * administrator set: the user chooses their own before anything else (the API refuses other calls).
 * Once saved, the renewed session no longer asks for it and the guard shows the portal.
 */
export function SetNewPasswordScreen() {
  const { form, failure, onSubmit } = usePasswordChangeForm(async (request) => {
    await api.post('/api/v1/users/me/password', request);
    // The renewed session carries mustChangePassword: false, which lets the guard through.
    await refreshSession();
  });
  const { isSubmitting } = form.formState;
  const { text } = useTexts(authTexts);
  const account = useDomainTable(ACCOUNT_TEXTS);

  return (
    <AuthCard
      eyebrow={text.setNewPassword.eyebrow}
      title={account.setNewPasswordHeading}
      subtitle={text.setNewPassword.subtitle}
      footer={<SignOutLink />}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={account.setNewPasswordHeading}>
        {failure && <ErrorBox>{failure}</ErrorBox>}
        <fieldset disabled={isSubmitting} className="space-y-5">
          <legend className="sr-only">{text.setNewPassword.passwords}</legend>
          <PasswordChangeFields form={form} currentLabel={text.setNewPassword.temporaryPassword} newPairClassName="space-y-5" />
        </fieldset>
        <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyText={text.setNewPassword.saving}>
          {text.setNewPassword.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
